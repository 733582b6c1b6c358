// Property-based: hundreds of random and near-valid bodies thrown at each POST endpoint must
// never produce a 5xx, and a refused request must never change stored data.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTrack, post, sampleTrack } from './api';

async function snapshot() {
  const [tracks, feedback, revisions] = await env.DB.batch([
    env.DB.prepare('SELECT * FROM tracks ORDER BY id'),
    env.DB.prepare('SELECT * FROM feedback ORDER BY id'),
    env.DB.prepare('SELECT * FROM track_revisions ORDER BY id'),
  ]);
  return JSON.stringify([tracks!.results, feedback!.results, revisions!.results]);
}

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ minLength: 50, maxLength: 130 }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom("'; DROP TABLE tracks; --", '<script>alert(1)</script>', '\u0000', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏃‍♀️', 'NaN', '1e309', '-0', ''),
);
const weirdValue = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 10, 2 ** 53, -(2 ** 63), Number.MAX_VALUE),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** A valid body with a few fields replaced by weird values, or a body that is pure noise. */
function hostileBody(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), weirdValue, { minKeys: 1, maxKeys: 4 }).map((changes) => ({ ...valid, ...changes })),
    fc.anything(),
    weirdString,
  );
}

const RUNS = 150;
// Hundreds of requests with a database snapshot around each: far longer than a unit test.
const PROPERTY_TIMEOUT_MS = 120_000;

describe('hostile input', () => {
  it(
    'POST /api/post-track never answers 5xx and refused requests change nothing',
    async () => {
      const { trackId } = await createTrack(50, 60);
      await fc.assert(
        fc.asyncProperty(hostileBody({ ...sampleTrack(50, 60), id: trackId }), async (body) => {
          const before = await snapshot();
          const { status } = await post('/api/post-track', typeof body === 'string' ? body : JSON.stringify(body ?? null));
          expect(status).toBeLessThan(500);
          if (status !== 200) expect(await snapshot()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'POST /api/post-feedback never answers 5xx and refused requests change nothing',
    async () => {
      const { trackId } = await createTrack(51, 61);
      const valid = { trackId, feedbackType: 512, comment: 'ok', name: '', recommendTypes: [0], visitDate: '2026-01-01', openStatus: 1 };
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), async (body) => {
          const before = await snapshot();
          const { status } = await post('/api/post-feedback', typeof body === 'string' ? body : JSON.stringify(body ?? null));
          expect(status).toBeLessThan(500);
          if (status !== 200) expect(await snapshot()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
