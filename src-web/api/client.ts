// The one fetch client of the web app (spec sections 4 and 7): GETs cached per URL with an
// expiry in minutes, POSTs that send JSON, and the error texts the pages show.
import { WAITING_TO_SEND_HEADER, WRITE_WAITING_EVENT } from '../offline/saved-copies';
import type { ChangeKind, PostAnswerRequest, PostFeedbackRequest, PostTrackRequest } from '../../src-shared/api-types';
import type { LatLngBox, TileAddress } from '../../src-shared/map-tiles';
import { mapFilterParams, type MapFilter } from '../../src-shared/map-filters';
import type { OpenApiDocument } from '../rules/api-reference';
import { apiUrl, type ApiAnswer, type ApiPath } from './answers';
import { initialData } from './initial-data';

/** Cache lifetimes in minutes (spec section 9). */
export const EXPIRY_MINUTES = { track: 5, area: 60, content: 60, lists: 60 } as const;

/** A GET that answered with an HTTP error; status is the HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
}

const responseCache = new Map<string, CacheEntry>();
/** A long map session asks for many tiles and counts: the oldest answers make way beyond this many. */
const MAX_CACHED_RESPONSES = 400;

/**
 * The newest D1 bookmark this tab has been answered with (src-worker/http/d1-session.ts). Sent
 * with every call, it makes the Worker read from a database replica that has at least what this
 * visitor has seen or written. Bookmarks sort oldest to newest, so the larger one is kept.
 */
let d1Bookmark = '';
const BOOKMARK_HEADER = 'x-d1-bookmark';

export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (d1Bookmark) headers.set(BOOKMARK_HEADER, d1Bookmark);
  return fetch(url, { ...init, headers }).then((response) => {
    const bookmark = response.headers.get(BOOKMARK_HEADER);
    if (bookmark && bookmark > d1Bookmark) d1Bookmark = bookmark;
    return response;
  });
}

/** The error text of spec section 7: status, status text and the body's optional message. */
async function httpError(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const text = [String(response.status), response.statusText, body?.message].filter(Boolean).join(' ');
  return new HttpError(response.status, text);
}

/**
 * The answer of a call, typed as its route declares it. The one cast of an answer: JSON is read
 * unchecked in the browser (no zod in the bundle); tests/worker/contract.test.ts holds the
 * Worker's real answers to the declared schemas.
 */
async function answerOf<P extends ApiPath>(_path: P, response: Response): Promise<ApiAnswer<P>> {
  return (await response.json()) as ApiAnswer<P>;
}

export async function getJson<P extends ApiPath>(path: P, query?: string): Promise<ApiAnswer<P>> {
  const response = await apiFetch(apiUrl(path, query), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await httpError(response);
  return answerOf(path, response);
}

// The page's first answers, written into its HTML, count as fetched now (src-web/api/initial-data.ts).
for (const [url, value] of Object.entries(initialData?.responses ?? {})) {
  responseCache.set(url, { expires: Date.now() + EXPIRY_MINUTES.track * 60_000, value: Promise.resolve(value) });
}

/** A GET answered from the per-URL cache while it is younger than its expiry. */
export function cachedGet<P extends ApiPath>(
  path: P,
  query: string | undefined,
  expiryMinutes: number,
  now = Date.now(),
): Promise<ApiAnswer<P>> {
  const url = apiUrl(path, query);
  const hit = responseCache.get(url);
  // Cached under its URL, which names the path: the entry holds this path's answer.
  if (hit && hit.expires > now) return hit.value as Promise<ApiAnswer<P>>;
  const value = getJson(path, query);
  responseCache.delete(url);
  responseCache.set(url, { expires: now + expiryMinutes * 60_000, value });
  if (responseCache.size > MAX_CACHED_RESPONSES) responseCache.delete(responseCache.keys().next().value!);
  // A failure is not kept: the next visit asks again.
  value.catch(() => responseCache.delete(url));
  return value;
}

/** "&key=K" for calls that name the data version, when it is known (spec section 7). */
function withKey(params: Record<string, string | number>, key: number | null): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  if (key !== null) query.set('key', String(key));
  return query.toString();
}

export type TrackRef = { segment: string } | { id: number };

/**
 * The URLs of the calls a page's first render makes. The Worker asks the same URLs when it renders
 * the page's HTML (src-web/rules/page-loads.ts), so the app finds their answers in the page.
 */
const QUERIES = {
  track: (ref: TrackRef, key: number | null) => withKey('segment' in ref ? { segment: ref.segment } : { id: ref.id }, key),
  areaPage: (segment: string, key: number | null) => withKey({ segment }, key),
  coverage: (key: number | null) => withKey({}, key),
  staticPage: (id: StaticPageId) => `id=${id}`,
  blogPost: (urlSegment: string) => `urlSegment=${encodeURIComponent(urlSegment)}`,
  changes: (filter: ChangesFilter, key: number | null) =>
    withKey(Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined)), key),
};

/** Which recent changes a page lists: an area and everything below it, one kind, those before a time. */
export interface ChangesFilter {
  area?: string;
  kind?: ChangeKind;
  before?: string;
}

export const API_URLS = {
  track: (ref: TrackRef, key: number | null) => apiUrl('/track', QUERIES.track(ref, key)),
  areaPage: (segment: string, key: number | null) => apiUrl('/area-full', QUERIES.areaPage(segment, key)),
  coverage: (key: number | null) => apiUrl('/coverage', QUERIES.coverage(key)),
  staticPage: (id: StaticPageId) => apiUrl('/static', QUERIES.staticPage(id)),
  blogPost: (urlSegment: string) => apiUrl('/blog-post', QUERIES.blogPost(urlSegment)),
  blogPosts: () => apiUrl('/blog-posts'),
  changes: (filter: ChangesFilter, key: number | null) => apiUrl('/changes', QUERIES.changes(filter, key)),
} as const;

/** The site's recent changes (GET /api/changes): never kept, a reader opens them to see the latest. */
export function fetchChanges(filter: ChangesFilter, key: number | null) {
  return getJson('/changes', QUERIES.changes(filter, key));
}

export function fetchTrack(ref: TrackRef, key: number | null) {
  return cachedGet('/track', QUERIES.track(ref, key), EXPIRY_MINUTES.track);
}

/** Never cached: the history is opened to see the latest edits. */
export function fetchTrackHistory(trackId: number) {
  return getJson('/track-history', `id=${trackId}`);
}

export function fetchAreaBounds(id: number) {
  return cachedGet('/area', `id=${id}`, EXPIRY_MINUTES.area);
}

export function fetchAreaPage(segment: string, key: number | null) {
  return cachedGet('/area-full', QUERIES.areaPage(segment, key), EXPIRY_MINUTES.area);
}

/** Where tracks are listed (GET /api/coverage), under the data version the page knows. */
export function fetchCoverage(key: number | null) {
  return cachedGet('/coverage', QUERIES.coverage(key), EXPIRY_MINUTES.lists);
}

export type StaticPageId = 'aboutv2' | 'termsv2' | 'privacyv2';

/** The API's OpenAPI document, for the /developers page: the route declares any JSON object, the page reads the parts it knows. */
export function fetchApiDocument(): Promise<OpenApiDocument> {
  return cachedGet('/openapi.json', undefined, EXPIRY_MINUTES.content);
}

export function fetchStaticPage(id: StaticPageId) {
  return cachedGet('/static', QUERIES.staticPage(id), EXPIRY_MINUTES.content);
}

export function fetchBlogPost(urlSegment: string) {
  return cachedGet('/blog-post', QUERIES.blogPost(urlSegment), EXPIRY_MINUTES.content);
}

export function fetchBlogPosts() {
  return cachedGet('/blog-posts', undefined, EXPIRY_MINUTES.content);
}

/** One data tile of the map (src-shared/map-tiles.ts) under a key: immutable, so kept as long as the lists were. */
export function fetchMapTile(tile: TileAddress, key: number, filter: MapFilter = {}) {
  return cachedGet('/map-tile', withKey({ z: tile.z, x: tile.x, y: tile.y, ...mapFilterParams(filter) }, key), EXPIRY_MINUTES.lists);
}

/** The exact number of tracks in a view. Bounds are rounded to about a metre, so near-equal views share an answer. */
export function fetchMapCount(view: LatLngBox, key: number, filter: MapFilter = {}) {
  const round = (value: number) => Number(value.toFixed(5));
  const params = {
    south: round(view.south),
    west: round(view.west),
    north: round(view.north),
    east: round(view.east),
    ...mapFilterParams(filter),
  };
  return cachedGet('/map-count', withKey(params, key), EXPIRY_MINUTES.lists);
}

/**
 * Both suggestion tabs for a term (spec section 5), asked in its normalised form so spellings
 * share an answer; the map's filters narrow the Track tab.
 */
/** near: the visitor's place as src-shared/search-rank.ts nearParam writes it, or null. */
export function fetchSuggestions(normalisedTerm: string, key: number | null, filter: MapFilter = {}, near: string | null = null) {
  return cachedGet(
    '/suggest',
    withKey({ q: normalisedTerm, ...(near ? { near } : {}), ...mapFilterParams(filter) }, key),
    EXPIRY_MINUTES.lists,
  );
}

/**
 * The suggestions of each character typed after a term (GET /api/suggest-next): the term's
 * words, and whether the next character starts a word of its own.
 */
export function fetchSuggestionsNext(
  normalisedTerm: string,
  newWord: boolean,
  key: number | null,
  filter: MapFilter = {},
  near: string | null = null,
) {
  const q = newWord && normalisedTerm ? `${normalisedTerm} ` : normalisedTerm;
  return cachedGet('/suggest-next', withKey({ q, ...(near ? { near } : {}), ...mapFilterParams(filter) }, key), EXPIRY_MINUTES.lists);
}

/** The current data version; never cached. */
export async function fetchCacheKey(): Promise<number> {
  const response = await apiFetch(apiUrl('/cache'), { cache: 'no-store' });
  if (!response.ok) throw await httpError(response);
  return (await answerOf('/cache', response)).key;
}

/** A JSON POST to the API. */
const sendJson = (path: ApiPath, body: unknown, headers: Record<string, string> = {}) =>
  apiFetch(apiUrl(path), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

const INTERNAL_ERROR = { status: 'InternalError', message: 'Internal server error' } as const;

/**
 * A JSON POST returning the answer's JSON body (spec section 7); a network failure or an
 * unreadable answer becomes the status InternalError.
 */
export async function postJson<P extends ApiPath>(path: P, body: unknown): Promise<WriteAnswer<ApiAnswer<P>>> {
  try {
    // A refusal answers the result shape alone (status, message, description), which callers read first.
    return await answerOf(path, await sendJson(path, body));
  } catch {
    return INTERNAL_ERROR;
  }
}

export type WriteAnswer<T> = T | { status: 'InternalError'; message: string; description?: undefined };
/** A write a runner may make offline: kept by the device's worker until the network returns (issue 43). */
export type KeptWriteAnswer<T> = WriteAnswer<T> | { status: 'WaitingToSend'; message: string; description?: undefined };

/**
 * A write a runner may make offline (a comment, visit report or answer), sent with a key of its
 * own (Idempotency-Key), so the worker sending it again when the network returns never writes it
 * twice. Offline, the worker keeps it and says so (WAITING_TO_SEND_HEADER), and the page lists it (WRITE_WAITING_EVENT).
 */
async function postKeptOffline<P extends ApiPath>(path: P, body: unknown): Promise<KeptWriteAnswer<ApiAnswer<P>>> {
  try {
    const response = await sendJson(path, body, { 'Idempotency-Key': crypto.randomUUID() });
    if (response.headers.get(WAITING_TO_SEND_HEADER)) {
      window.dispatchEvent(new Event(WRITE_WAITING_EVENT));
      return { status: 'WaitingToSend', message: '' };
    }
    return await answerOf(path, response);
  } catch {
    return INTERNAL_ERROR;
  }
}

export function postTrack(body: PostTrackRequest) {
  return postJson('/post-track', body);
}

export function postFeedback(body: PostFeedbackRequest) {
  return postKeptOffline('/post-feedback', body);
}

export function postAnswer(body: PostAnswerRequest) {
  return postKeptOffline('/post-answer', body);
}
