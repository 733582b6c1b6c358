import { describe, expect, it } from 'vitest';
import { feedbackRequest, feedbackResultMessage, recommendRequest, todayIsoDate, UNKNOWN_VISIT_ANSWERS, VISIT_QUESTIONS } from './feedback-form';

const base = { comment: 'Nice', name: ' Ana ', visitDate: '2026-01-10', answers: UNKNOWN_VISIT_ANSWERS, wasOpen: null, paid: null };

describe('feedback requests', () => {
  it('sends a comment as type 64 with the base recommend type only', () => {
    expect(feedbackRequest(5, { ...base, mode: 'comment' })).toEqual({ trackId: 5, feedbackType: 64, comment: 'Nice', name: 'Ana', recommendTypes: [0] });
  });

  it('sends a visit report as type 512 with the date and answers, unknown answers as null', () => {
    const answers = { ...UNKNOWN_VISIT_ANSWERS, openStatus: 1, crowded: 11 };
    expect(feedbackRequest(5, { ...base, mode: 'visit report', answers })).toEqual({
      trackId: 5, feedbackType: 512, comment: 'Nice', name: 'Ana', recommendTypes: [0], visitDate: '2026-01-10',
      openStatus: 1, crowded: 11, disturbances: null, partialUse: null, wasOpen: null, paid: null,
    });
  });

  it('sends the two taps "Was it open?" and "Did you pay?" with a visit report', () => {
    expect(feedbackRequest(5, { ...base, mode: 'visit report', wasOpen: true, paid: false })).toMatchObject({ feedbackType: 512, wasOpen: true, paid: false, openStatus: null });
  });

  it('sends a recommend as type 256 with the base and the chosen qualities', () => {
    expect(recommendRequest(5, [1, 3])).toEqual({ trackId: 5, feedbackType: 256, comment: '', name: '', recommendTypes: [0, 1, 3] });
  });

  it('asks the four visit questions the spec names', () => {
    expect(VISIT_QUESTIONS.map((q) => q.field)).toEqual(['openStatus', 'crowded', 'disturbances', 'partialUse']);
  });

  it("dates today on the visitor's calendar", () => {
    expect(todayIsoDate(new Date(2026, 2, 4, 23, 30))).toBe('2026-03-04');
    expect(todayIsoDate(new Date(2026, 2, 5, 0, 10))).toBe('2026-03-05');
  });
});

describe('feedback result messages', () => {
  it('thanks for 3 s, or for 5 s with the review note when held', () => {
    expect(feedbackResultMessage({ status: 'Success' }, 'Failed to post comment')).toEqual({ text: 'Thank you for your feedback', timeoutMs: 3000, failed: false });
    expect(feedbackResultMessage({ status: 'UnderReview', pending: true }, 'Failed to post comment')).toEqual({
      text: 'Thank you for your feedback, it will be reviewed before it is visible.', timeoutMs: 5000, failed: false,
    });
  });

  it('puts the failure text in front of the server reason', () => {
    expect(feedbackResultMessage({ status: 'InvalidInput', description: 'You have already recommended this track' }, 'Failed to post recommend').text).toBe(
      'Failed to post recommend - You have already recommended this track',
    );
    expect(feedbackResultMessage({ status: 'SpamAlert' }, 'Failed to post comment').text).toBe(
      'Failed to post comment - Submission of data is currently limited, try again in a few minutes',
    );
  });
});
