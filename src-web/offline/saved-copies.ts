// What the service worker (service-worker.ts) keeps on the device and how the app reads it: the
// caches' names and bounds, and the marks a saved copy carries. Names only, so the app's entry
// and the worker can both import them without the other's code.

/** A kept page's HTML, by address: the track and area pages and every other page opened. */
export const PAGES_CACHE = 'pages-v1';
/** The API answers the pages read (a track, an area, the map's tiles and counts, the nearest list's). */
export const ANSWERS_CACHE = 'answers-v1';
/** The built code, style sheets, icons and the saved-pages page: what a kept page needs to run. */
export const CODE_CACHE = 'code-v1';

/**
 * How many of each are kept, the longest unsaved out first (service-worker.ts bounded). About 60
 * pages of 30 to 150 kB, 300 answers and 200 files: a few tens of MB at most, under any
 * browser's quota.
 */
export const CACHE_LIMITS = { [PAGES_CACHE]: 60, [ANSWERS_CACHE]: 300, [CODE_CACHE]: 200 } as const;

/** When the worker saved a page or answer (ISO time), a header it adds to what it keeps. */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** On <html> of a page the worker answered from the device, not the network: when it was saved. */
export const SAVED_AT_ATTRIBUTE = 'data-saved-at';

/**
 * The map's page (rules/pages.ts writes its address with this name): the worker keeps it once
 * per language, as the list of saved pages names it.
 */
export const MAP_PAGE_PATH = '/search';

/** The page of saved pages; ?from= names the page asked for that was not saved. */
export const SAVED_PAGES_PATH = '/offline';
export const SAVED_PAGES_FROM_PARAM = 'from';

/** The worker's script, at the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The writes a runner may make without a network (a comment, visit report or answer): the
 * worker keeps one that cannot be sent and sends it once the network returns, and answers the
 * page at once with this header (status 202), so the page says it is waiting to send.
 */
export const WAITING_WRITE_PATHS = ['/api/post-feedback', '/api/post-answer'] as const;
export const WAITING_TO_SEND_HEADER = 'X-Waiting-To-Send';

/**
 * Between a page and the worker: a page asks for the writes still waiting to send (the worker
 * answers on the message's port with WaitingWrite[]), and the worker tells every page once it
 * has sent what waited.
 */
export const WAITING_WRITES_MESSAGE = 'waiting-writes';
/** On the page's window when a write was kept to wait (src-web/api/client.ts), so the page lists it. */
export const WRITE_WAITING_EVENT = 'track-atlas:write-waiting';
export const WRITES_SENT_MESSAGE = 'writes-sent';

/** A write kept on the device: where it goes and the body the page sent (JSON, read back as is). */
export interface WaitingWrite {
  path: string;
  body: unknown;
}
