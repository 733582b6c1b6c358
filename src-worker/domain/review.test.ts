import { describe, expect, it } from 'vitest';
import { needsReview } from './review';

describe('needsReview', () => {
  it('holds text that carries a link, a bare domain or an email address', () => {
    expect(needsReview('cheap shoes at https://spam.example')).toBe(true);
    expect(needsReview('visit www.spam.example')).toBe(true);
    expect(needsReview('see shoes-cheap.com now')).toBe(true);
    expect(needsReview('mail me: runner@example.org')).toBe(true);
  });

  it('lets ordinary comments through, including ones with numbers and dots', () => {
    expect(needsReview('Great track, 8 lanes. Open 6.30-21.00 on weekdays.')).toBe(false);
    expect(needsReview(null, undefined, '')).toBe(false);
  });

  it('checks every text given (comment and poster name)', () => {
    expect(needsReview('fine', 'bestdeals.shop')).toBe(true);
  });
});
