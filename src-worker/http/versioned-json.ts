// JSON that changes only when the cache key moves (spec section 4), cached in KV per key and
// served with HTTP caching that is safe:
// - a URL naming the current key (?key=K) can never change, so browsers and the CDN may keep
//   it for a year;
// - without a key, or with another key, the answer must be revalidated: no-cache plus an ETag
//   of the current key, so a poll costs a 304 when nothing changed.
// The data is read after the key, so what is stored under a key is never older than it; and a
// client naming a newer key than this isolate remembers makes it read the key afresh, so a
// writer always sees its own write.
import type { Context } from 'hono';
import { readCacheKey } from '../db/cache-key';
import type { AppEnv } from '../env';
import { ApiError, notFound } from './result';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const KV_TTL_SECONDS = 7 * 24 * 3600;

function askedKey(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError('InvalidInput', 'key must be a whole number');
  return Number(raw);
}

export async function serveVersionedJson(
  c: Context<AppEnv>,
  name: string,
  what: string,
  build: () => Promise<unknown | null>,
): Promise<Response> {
  const asked = askedKey(c.req.query('key'));
  if (asked !== null) {
    const hit = await c.env.CACHE.get(`${name}@${asked}`);
    if (hit !== null) return jsonText(c, hit, IMMUTABLE);
  }
  const current = await readCacheKey(c.env.DB, asked ?? 0);
  const etag = `W/"${current}"`;
  if (asked !== current && c.req.header('If-None-Match') === etag) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': REVALIDATE });
  }
  let text = await c.env.CACHE.get(`${name}@${current}`);
  if (text === null) {
    const value = await build();
    if (value === null) throw notFound(what);
    text = JSON.stringify(value);
    c.executionCtx.waitUntil(c.env.CACHE.put(`${name}@${current}`, text, { expirationTtl: KV_TTL_SECONDS }));
  }
  return asked === current ? jsonText(c, text, IMMUTABLE) : jsonText(c, text, REVALIDATE, etag);
}

function jsonText(c: Context<AppEnv>, text: string, cacheControl: string, etag?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': cacheControl };
  if (etag) headers.ETag = etag;
  return c.body(text, 200, headers);
}
