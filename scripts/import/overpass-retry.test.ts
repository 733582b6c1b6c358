import { describe, expect, it } from 'vitest';
import { isTransientStatus, RETRY_AFTER_MAX_MS, retryWaitMs } from './overpass-retry';

const policy = { maxAttempts: 5, baseMs: 1000, capMs: 5000 };

describe('isTransientStatus', () => {
  it('retries rate limits and overloaded servers, not bad queries', () => {
    expect([429, 502, 503, 504].every(isTransientStatus)).toBe(true);
    expect([400, 404, 500].some(isTransientStatus)).toBe(false);
  });
});

describe('retryWaitMs', () => {
  it('doubles from the base without Retry-After, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryWaitMs(attempt, null, policy))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('honours Retry-After in seconds, even beyond the backoff cap', () => {
    expect(retryWaitMs(1, '0', policy)).toBe(0);
    expect(retryWaitMs(4, '30', policy)).toBe(30_000);
  });

  it('honours Retry-After as an HTTP date', () => {
    const now = Date.parse('2025-04-18T12:00:00Z');
    expect(retryWaitMs(1, 'Fri, 18 Apr 2025 12:00:07 GMT', policy, now)).toBe(7000);
    expect(retryWaitMs(1, 'Fri, 18 Apr 2025 11:00:00 GMT', policy, now)).toBe(0);
  });

  it('falls back to the backoff on an unreadable Retry-After, and bounds an absurd one', () => {
    expect(retryWaitMs(2, 'soon', policy)).toBe(2000);
    expect(retryWaitMs(1, '86400', policy)).toBe(RETRY_AFTER_MAX_MS);
  });
});
