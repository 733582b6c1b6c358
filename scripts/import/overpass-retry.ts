// When and how long the OSM import command waits before asking Overpass again.

export interface RetryPolicy {
  /** Requests per tile, the first one included, before the command gives up on the tile. */
  maxAttempts: number;
  /** The first wait when the server gives no Retry-After; each further one doubles. */
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseMs: 15_000, capMs: 300_000 };

/**
 * 429: this client used its slots (the public server allows a couple of queries at once per
 * address); 504 and 502/503: the server or its proxy is overloaded. All pass with time.
 */
export const isTransientStatus = (status: number) => status === 429 || status === 502 || status === 503 || status === 504;

/** A Retry-After beyond this is taken as a mistake rather than a plan: waiting an hour helps nobody. */
export const RETRY_AFTER_MAX_MS = 15 * 60_000;

/**
 * How long to wait after failed attempt number `attempt` (1 for the first request): the
 * server's Retry-After (seconds, or an HTTP date) when it gives one, else an exponential
 * backoff from policy.baseMs, capped at policy.capMs.
 */
export function retryWaitMs(attempt: number, retryAfter: string | null, policy: RetryPolicy, now = Date.now()): number {
  const header = retryAfter?.trim();
  if (header) {
    const asked = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
    if (Number.isFinite(asked)) return Math.min(Math.max(asked, 0), RETRY_AFTER_MAX_MS);
  }
  return Math.min(policy.baseMs * 2 ** (attempt - 1), policy.capMs);
}
