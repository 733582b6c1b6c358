import { describe, expect, it } from 'vitest';
import { FeedbackType } from './enums';
import { visitorKindOfFlag } from './feedback-kinds';

describe('feedback kinds', () => {
  it('read the flags of spec section 3 a visitor posts as the words of section 7', () => {
    expect(visitorKindOfFlag(FeedbackType.Comment)).toBe('comment');
    expect(visitorKindOfFlag(FeedbackType.VisitReport)).toBe('visit report');
    expect(visitorKindOfFlag(FeedbackType.Recommend)).toBe('recommend');
  });

});
