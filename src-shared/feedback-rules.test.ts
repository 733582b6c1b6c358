import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, feedbackProblem, parseVisitDate } from './feedback-rules';

const now = new Date('2026-11-21T12:00:00Z');

describe('parseVisitDate', () => {
  it('accepts past dates and date-times', () => {
    expect(parseVisitDate('2026-11-20', now)?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(parseVisitDate('2026-11-21T08:30:00Z', now)).not.toBeNull();
  });
  it("accepts today's date where the day has already begun east of UTC", () => {
    const earlyUtc = new Date('2026-11-21T11:30:00Z'); // 01:30 on the 22nd at UTC+14
    expect(parseVisitDate('2026-11-22', earlyUtc)).not.toBeNull();
    expect(parseVisitDate('2026-11-22', new Date('2026-11-21T09:00:00Z'))).toBeNull();
  });
  it('refuses the future, impossible days and other formats', () => {
    expect(parseVisitDate('2026-11-23', now)).toBeNull();
    expect(parseVisitDate('2026-11-22T08:00:00Z', now)).toBeNull();
    expect(parseVisitDate('2026-02-30', now)).toBeNull();
    expect(parseVisitDate('21/11/2026', now)).toBeNull();
    expect(parseVisitDate('yesterday', now)).toBeNull();
  });
});

describe('feedbackProblem', () => {
  it('needs a comment for a comment', () => {
    expect(feedbackProblem({ kind: 'comment', comment: '  ' }, now)).toBe('Please supply at least a comment');
    expect(feedbackProblem({ kind: 'comment', comment: 'Nice' }, now)).toBeNull();
  });
  it('needs a valid past visit date for a visit report', () => {
    expect(feedbackProblem({ kind: 'visit report', comment: 'x', visitDate: '2030-01-01' }, now)).toBe(
      'The visit date must be valid and before the current time',
    );
  });
  it('needs a comment or an open status for a visit report', () => {
    const base = { kind: 'visit report' as const, visitDate: '2026-11-01' };
    expect(feedbackProblem({ ...base, comment: '' }, now)).toBe(FEEDBACK_MESSAGES.commentOrStatusRequired);
    expect(feedbackProblem({ ...base, comment: '', openStatus: 0 }, now)).toBeNull();
    expect(feedbackProblem({ ...base, comment: 'Busy at 6pm' }, now)).toBeNull();
  });
  it('lets a recommend through without text', () => {
    expect(feedbackProblem({ kind: 'recommend', comment: '' }, now)).toBeNull();
  });
});
