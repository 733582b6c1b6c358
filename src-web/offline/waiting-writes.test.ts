import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { waitingOnTrack } from './waiting-writes';

const feedback = (body: unknown) => ({ path: '/api/post-feedback', body });

describe('waitingOnTrack', () => {
  it("lists the track's comments and visit reports in the order written, and counts its answers and recommendations", () => {
    const writes = [
      feedback({ trackId: 7, feedbackType: FeedbackType.VisitReport, comment: 'Gate open at 6', name: 'Ana' }),
      feedback({ trackId: 8, feedbackType: FeedbackType.Comment, comment: 'Another track', name: '' }),
      { path: '/api/post-answer', body: { trackId: 7, question: 'fee', value: 'free' } },
      feedback({ trackId: 7, feedbackType: FeedbackType.Recommend, comment: '', name: '' }),
      feedback({ trackId: 7, feedbackType: FeedbackType.Comment, comment: 'Lanes repainted', name: '' }),
    ];
    expect(waitingOnTrack(writes, 7)).toEqual({
      comments: [
        { kind: 'visit report', text: 'Gate open at 6', name: 'Ana' },
        { kind: 'comment', text: 'Lanes repainted', name: '' },
      ],
      others: 2,
    });
    expect(waitingOnTrack(writes, 9)).toEqual({ comments: [], others: 0 });
  });

  it('passes over what it cannot read: another path, a body that is not an object, a track id as text', () => {
    const writes = [
      { path: '/api/post-track', body: { trackId: 7, comment: 'x' } },
      feedback(null),
      feedback('text'),
      feedback({ trackId: '7', feedbackType: FeedbackType.Comment, comment: 'x' }),
    ];
    expect(waitingOnTrack(writes, 7)).toEqual({ comments: [], others: 0 });
  });
});
