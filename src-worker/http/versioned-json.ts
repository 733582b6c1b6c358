// Answers that change only when the cache key moves (spec section 4): JSON, and the whole-data
// documents (lists, the open-data export). Cached in KV per key and served with HTTP caching
// that is safe:
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
import { DEV_SERVER_CACHE_CONTROL, UNDER_DEV_SERVER } from '../dev-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const KV_TTL_SECONDS = 7 * 24 * 3600;

function askedKey(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError('InvalidInput', 'key must be a whole number');
  return Number(raw);
}

/** Which version a request is answered from, and how its answer may be cached. */
interface Version {
  asked: number | null;
  current: number;
  cacheControl: string;
  etag?: string;
}

async function versionOf(c: Context<AppEnv>, asked: number | null): Promise<Version | Response> {
  const current = await readCacheKey(c.var.env.DB, asked ?? 0);
  if (asked === current) return { asked, current, cacheControl: IMMUTABLE };
  const etag = `W/"${current}"`;
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': REVALIDATE });
  return { asked, current, cacheControl: REVALIDATE, etag };
}

export interface VersionedOptions {
  /**
   * Keep the answer in KV under name@key (the default). Answers to endless questions (a search
   * term, a view) go to the data centre's HTTP cache instead (the Workers Cache API, free and
   * local to each location): storing each in KV would cost a KV write, and the first letters
   * everyone types are asked again and again.
   */
  store?: boolean;
}

export async function serveVersionedJson(
  c: Context<AppEnv>,
  name: string,
  what: string,
  build: () => Promise<unknown | null>,
  { store = true }: VersionedOptions = {},
): Promise<Response> {
  const asked = askedKey(c.req.query('key'));
  if (UNDER_DEV_SERVER) return afresh(c, what, build);
  const place: AnswerPlace = store ? kvPlace(c, name) : edgePlace(c);
  if (asked !== null) {
    // An answer under a named key never changes: any copy of it is good.
    const hit = await place.read(asked);
    if (hit !== null) return jsonText(c, hit, { asked, current: asked, cacheControl: IMMUTABLE });
  }
  const version = await versionOf(c, asked);
  if (version instanceof Response) return version;
  const text =
    (await place.read(version.current)) ??
    (await builtOnce(place.id(version.current), () => buildText(c, place, version.current, what, build)));
  return jsonText(c, text, version);
}

/** Under `npm run dev`: the answer as the code now builds it, kept nowhere (src-worker/dev-server.ts). */
async function afresh(c: Context<AppEnv>, what: string, build: () => Promise<unknown | null>): Promise<Response> {
  return c.body(await jsonOf(what, build), 200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': DEV_SERVER_CACHE_CONTROL,
  });
}

/** The built answer as JSON text; nothing built is "not found". */
async function jsonOf(what: string, build: () => Promise<unknown | null>): Promise<string> {
  const value = await build();
  if (value === null) throw notFound(what);
  return JSON.stringify(value);
}

async function buildText(c: Context<AppEnv>, place: AnswerPlace, key: number, what: string, build: () => Promise<unknown | null>) {
  const text = await jsonOf(what, build);
  c.executionCtx.waitUntil(place.write(key, text));
  return text;
}

/**
 * Where an answer is kept for a cache key. Both places are keyed by what the answer depends on
 * and the current key, never by how the request named the key: a request without a key (every
 * search box's first letters, a poll) is answered from the copy that one with the key made, and
 * the other way round.
 */
interface AnswerPlace {
  id(key: number): string;
  read(key: number): Promise<string | null>;
  write(key: number, text: string): Promise<unknown>;
}

function kvPlace(c: Context<AppEnv>, name: string): AnswerPlace {
  const id = (key: number) => `${name}@${key}`;
  return {
    id,
    read: (key) => c.var.env.CACHE.get(id(key)),
    write: (key, text) => c.var.env.CACHE.put(id(key), text, { expirationTtl: KV_TTL_SECONDS }),
  };
}

/**
 * The data centre's HTTP cache (a named cache of the Workers Cache API, where the runtime has
 * one), under the request's URL with its key replaced by the one the answer was built for. The
 * URL holds every input of an endless question (term, view, filters), so it names the answer.
 */
function edgePlace(c: Context<AppEnv>): AnswerPlace {
  const id = (key: number) => {
    const url = new URL(c.req.url);
    url.searchParams.delete('key');
    url.searchParams.sort();
    url.searchParams.append('key', String(key));
    return url.toString();
  };
  const cache = typeof caches === 'undefined' ? null : caches.open('versioned-answers');
  return {
    id,
    read: async (key) => {
      const hit = await (await cache)?.match(id(key));
      return hit ? hit.text() : null;
    },
    write: async (key, text) =>
      (await cache)?.put(
        id(key),
        new Response(text, {
          headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': `public, max-age=${KV_TTL_SECONDS}` },
        }),
      ),
  };
}

/**
 * Requests that miss the same answer at once share one build (per isolate): under load a new
 * term or a moved key would otherwise send every waiting request to D1 with the same question.
 */
const building = new Map<string, Promise<string>>();

function builtOnce(id: string, build: () => Promise<string>): Promise<string> {
  const running = building.get(id);
  if (running) return running;
  const started = build().finally(() => building.delete(id));
  building.set(id, started);
  return started;
}

function jsonText(c: Context<AppEnv>, text: string, version: Version): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': version.cacheControl };
  if (version.etag) headers.ETag = version.etag;
  return c.body(text, 200, headers);
}

/**
 * A whole list (spec section 7: search-areas, search-tracks-full) for API clients: a JSON array
 * of the rows, stored and sent as serveVersionedDocument does.
 */
export function serveVersionedList(c: Context<AppEnv>, name: string, pages: () => AsyncIterable<readonly unknown[]>): Promise<Response> {
  return serveVersionedDocument(c, name, { contentType: 'application/json; charset=UTF-8', pieces: () => jsonArrayPieces(pages()) });
}

/** A document written piece by piece for one version of the data. */
export interface VersionedDocument {
  contentType: string;
  /** Headers that describe every copy of the document (a licence link), sent with it as they are. */
  headers?: Record<string, string>;
  /** The text in pieces, for the cache key it is built under. */
  pieces: (key: number) => AsyncIterable<string>;
}

/**
 * A whole-data document (the spec's lists, the open-data export). At world scale it outgrows a
 * KV value (25 MiB) and re-encoding it per request would take a Worker's memory and time, so it
 * is built once per key from pages of rows, gzipped as it is written, and stored compressed
 * (200,000 tracks: about 40 MB of list JSON, a few MB of gzip). It is sent as stored to clients
 * that accept gzip (nearly all) and unpacked on the way for the rest.
 */
export async function serveVersionedDocument(c: Context<AppEnv>, name: string, document: VersionedDocument): Promise<Response> {
  const asked = askedKey(c.req.query('key'));
  let version: Version | Response = { asked, current: asked ?? 0, cacheControl: IMMUTABLE };
  let gzipped = asked === null || UNDER_DEV_SERVER ? null : await c.var.env.CACHE.get(`${name}@${asked}.gz`, 'arrayBuffer');
  if (UNDER_DEV_SERVER) {
    version = { asked, current: asked ?? 0, cacheControl: DEV_SERVER_CACHE_CONTROL };
    gzipped = await gzipText(document.pieces(await readCacheKey(c.var.env.DB)));
  } else if (gzipped === null) {
    version = await versionOf(c, asked);
    if (version instanceof Response) return version;
    const storeKey = `${name}@${version.current}.gz`;
    gzipped = await c.var.env.CACHE.get(storeKey, 'arrayBuffer');
    if (gzipped === null) {
      gzipped = await gzipText(document.pieces(version.current));
      c.executionCtx.waitUntil(c.var.env.CACHE.put(storeKey, gzipped, { expirationTtl: KV_TTL_SECONDS }));
    }
  }
  const headers = new Headers({
    ...document.headers,
    'Content-Type': document.contentType,
    'Cache-Control': version.cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (version.etag) headers.set('ETag', version.etag);
  if (/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) {
    headers.set('Content-Encoding', 'gzip');
    // "manual": the bytes are gzip already; the runtime must send them as they are.
    return new Response(gzipped, { headers, encodeBody: 'manual' });
  }
  return new Response(new Response(gzipped).body!.pipeThrough(new DecompressionStream('gzip')), { headers });
}

/** A JSON array of the rows, a page at a time so the whole text never sits in memory. */
export async function* jsonArrayPieces(pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let separator = '[';
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    yield separator + rows.map((row) => JSON.stringify(row)).join(',');
    separator = ',';
  }
  yield separator === '[' ? '[]' : ']';
}

/** The pieces gzipped as they come: only the compressed bytes are kept. */
async function gzipText(pieces: AsyncIterable<string>): Promise<ArrayBuffer> {
  const gzip = new CompressionStream('gzip');
  const compressed = new Response(gzip.readable).arrayBuffer();
  const writer = gzip.writable.getWriter();
  const encoder = new TextEncoder();
  for await (const piece of pieces) await writer.write(encoder.encode(piece));
  await writer.close();
  return compressed;
}
