// The service worker (issue 43): what a runner opened opens again at the track without signal.
// Built on its own into /sw.js (vite.config.ts), registered by the app a few seconds after the
// page has loaded (register.ts). Workbox does the caching; this file says what is kept and how it comes back:
//
// - Pages (navigations): the network first, for up to 4 s (one bar of signal), then the copy kept
//   on the device, marked with when it was saved (SAVED_AT_ATTRIBUTE) so the app says so. A page
//   never kept goes to the page of saved pages in its language (/offline?from=…), which lists
//   what is.
// - The API answers the pages read (KEPT_ANSWERS): the same, so a screen opened from a kept
//   page finds its answers too.
// - Built files: from the device once kept. Their names carry a hash of their content, so a kept
//   file never goes stale, and a page kept from an older build still finds the scripts it names
//   after a new deployment has replaced them on the server.
// - A comment, visit report or answer written offline: kept and sent once the network returns.
// Each cache has a bound (saved-copies.ts), the oldest saved out first. The admin page, the chat
// and every other write go to the network only.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { Queue } from 'workbox-background-sync';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  ANSWERS_CACHE,
  CACHE_LIMITS,
  CODE_CACHE,
  PAGES_CACHE,
  SAVED_AT_ATTRIBUTE,
  SAVED_AT_HEADER,
  SAVED_PAGES_FROM_PARAM,
  SAVED_PAGES_PATH,
  WAITING_TO_SEND_HEADER,
  WAITING_WRITE_PATHS,
  WAITING_WRITES_MESSAGE,
  WRITES_SENT_MESSAGE,
  MAP_PAGE_PATH,
  type WaitingWrite,
} from './saved-copies';
import { PAGE_CODE_ELEMENT_ID } from '../../src-shared/page-blocks';
import { appChunks, ASSET_MANIFEST_PATH, type Manifest } from '../../src-shared/asset-manifest';
import { LANGUAGE_PARAM } from '../../src-shared/languages';

declare const self: ServiceWorkerGlobalScope;

/** One bar of signal: after this long the kept copy answers instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** Pages never kept: the operators' page and the chat (each answer is a new one). */
const NEVER_KEPT = /^\/(admin|ai-search|sv|es|de|zh|fr|pt|ar|ja)(\/|$)/;

/**
 * Keeps a cache within its bound, the longest unsaved out first. A cache lists its entries in the
 * order they were put, and putting an address again moves it to the end (the Cache API's batch
 * operations delete, then append), so the first are the oldest. Not workbox-expiration: with two
 * caches bounded at once it left both unbounded here (a failed first run of its IndexedDB
 * bookkeeping stops every later one), and the order of the entries needs no bookkeeping.
 */
const bounded = (cacheName: keyof typeof CACHE_LIMITS): WorkboxPlugin => ({
  cacheDidUpdate: async () => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - CACHE_LIMITS[cacheName])).map((request) => cache.delete(request)));
  },
});

/** Only complete answers are kept, each stamped with when it was saved. */
async function stampedCopy(response: Response): Promise<Response | null> {
  if (response.status !== 200) return null;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

const stamped: WorkboxPlugin = { cacheWillUpdate: ({ response }) => stampedCopy(response) };

/** A kept page says when it was saved: the app reads the mark on <html> and tells the runner (SavedNotice). */
const markedAsSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? '';
    const html = (await cachedResponse.text()).replace(/<html\b/i, `<html ${SAVED_AT_ATTRIBUTE}="${savedAt.replace(/[^0-9TZ:.-]/g, '')}"`);
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * The pages the device keeps apart from those opened, one copy per language: the page of saved
 * pages, where a page never kept leads, and the map's page, which is one page whatever its
 * address says (the view and the nearest list live in its other parameters, changed by the app
 * as the runner moves the map, and a runner reaches it from the start page without asking the
 * network for it). The app draws both from their first HTML, the same for every address, and the
 * tiles and counts the runner saw are kept with the answers. Kept with the code, not among the
 * pages, whose bound could push them out.
 */
const SHELL_PAGES: readonly string[] = [SAVED_PAGES_PATH, MAP_PAGE_PATH];

/** A shell page's copy in the language an address names (none for a page in the visitor's own, as the Worker chose it). */
function shellKey(path: string, url: URL): string {
  const language = url.searchParams.get(LANGUAGE_PARAM);
  return language ? `${path}?${LANGUAGE_PARAM}=${encodeURIComponent(language)}` : path;
}

/** Once a page is kept, the shell pages in its language are kept too, if they are not yet. */
const shellPagesKept: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    const cache = await caches.open(CODE_CACHE);
    for (const path of SHELL_PAGES) {
      const key = shellKey(path, new URL(request.url));
      if (!(await cache.match(key))) await keepShellPage(key).catch(() => undefined);
    }
  },
};

/** A shell page answered from the network first, then from its copy in the address's language. */
function keptShellPage(path: string, plugins: WorkboxPlugin[]): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && url.pathname === path,
    new NetworkFirst({
      cacheName: CODE_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [stamped, ...plugins, { cacheKeyWillBeUsed: async ({ request }) => shellKey(path, new URL(request.url)) }],
    }),
  );
}
keptShellPage(SAVED_PAGES_PATH, []);
// The map says when its copy was saved, as a kept page does: the tracks it lists are as they were then.
keptShellPage(MAP_PAGE_PATH, [markedAsSaved]);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !NEVER_KEPT.test(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [stamped, markedAsSaved, bounded(PAGES_CACHE), shellPagesKept],
  }),
);

/**
 * The answers the pages draw with (a track, an area, the start page's, the map's tiles and counts
 * for the nearest list) and the cache key they are asked under. Not the suggestions (every letter
 * typed is a new one, which would push the pages' answers out) nor the recent changes.
 */
const KEPT_ANSWERS = /^\/api\/(track|track-history|area-full|coverage|static|blog-post|blog-posts|map-tile|map-count|cache)$/;

registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && KEPT_ANSWERS.test(url.pathname),
  new NetworkFirst({
    cacheName: ANSWERS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [stamped, bounded(ANSWERS_CACHE)],
  }),
);

registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || /^\/[\w-]+\.svg$/.test(url.pathname)),
  new CacheFirst({ cacheName: CODE_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(CODE_CACHE)] }),
);

/**
 * A comment, visit report or answer written without a network is kept on the device (IndexedDB,
 * workbox-background-sync) and sent once the network returns: at the browser's Background Sync
 * where it has one, else the next time the worker starts (the next visit). The page is told at
 * once (202, WAITING_TO_SEND_HEADER) and says it is waiting to send. Each carries its own
 * Idempotency-Key (src-web/api/client.ts), so a send the worker repeats is never written twice.
 */
const waitingWrites = new Queue('writes', {
  maxRetentionTime: 7 * 24 * 60,
  // Pages showing what waits (src-web/offline/waiting-writes.ts) are told once it is sent, or
  // once a try failed (the browser tries again later: the error says so).
  onSync: async ({ queue }) => {
    try {
      await queue.replayRequests();
    } finally {
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(WRITES_SENT_MESSAGE);
    }
  },
});

/** What waits to send, for a page that asks (a track page lists what was written on it). */
async function waitingWriteList(): Promise<WaitingWrite[]> {
  return Promise.all(
    (await waitingWrites.getAll()).map(async ({ request }) => ({
      path: new URL(request.url).pathname,
      body: await request.json().catch(() => null),
    })),
  );
}

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (event.data === WAITING_WRITES_MESSAGE && port) event.waitUntil(waitingWriteList().then((writes) => port.postMessage(writes)));
});

registerRoute(
  ({ request, url }) => request.method === 'POST' && sameOrigin(url) && (WAITING_WRITE_PATHS as readonly string[]).includes(url.pathname),
  async ({ request }) => {
    const kept = request.clone();
    try {
      return await fetch(request);
    } catch {
      await waitingWrites.pushRequest({ request: kept });
      return new Response(JSON.stringify({ status: 'WaitingToSend' }), {
        status: 202,
        headers: { 'Content-Type': 'application/json', [WAITING_TO_SEND_HEADER]: 'true' },
      });
    }
  },
  'POST',
);

// A page neither the network nor the device has: the page of saved pages in its language, which
// names it; that page itself comes from the device in any language kept when its own is not.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error();
  const cache = await caches.open(CODE_CACHE);
  if (url.pathname === SAVED_PAGES_PATH) return (await cache.match(SAVED_PAGES_PATH, { ignoreSearch: true })) ?? Response.error();
  const savedPages = new URL(shellKey(SAVED_PAGES_PATH, url), url);
  savedPages.searchParams.set(SAVED_PAGES_FROM_PARAM, url.pathname + url.search);
  return Response.redirect(savedPages.href, 302);
});

/** The app's own files: the entries and the app they load, with what they import and their style sheets. */
async function appFiles(): Promise<string[]> {
  const response = await fetch(ASSET_MANIFEST_PATH);
  if (!response.ok) return [];
  const manifest = (await response.json()) as Manifest;
  return [...appChunks(manifest)].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [`/${chunk.file}`, ...(chunk.css ?? []).map((style) => `/${style}`)] : [];
  });
}

/**
 * A shell page (`key`: shellKey) and the code it runs with, kept on the device: without them a
 * runner offline at a page never kept would see the browser's own error, and one at the map a
 * page never kept. On install in the visitor's language (the request carries their cookie and
 * languages), and then in each language a kept page is in.
 */
async function keepShellPage(key: string): Promise<void> {
  const cache = await caches.open(CODE_CACHE);
  const response = await fetch(key, { credentials: 'same-origin' });
  const kept = await stampedCopy(response);
  if (!kept) return;
  const html = await kept.clone().text();
  await cache.put(key, kept);
  // The screen's code and texts the page names (its page-code block), and the app's own files.
  const pageCode = new RegExp(`<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  const screenCode = pageCode ? (JSON.parse(pageCode) as unknown[]).filter((path): path is string => typeof path === 'string') : [];
  const files = [...new Set([...screenCode, ...(await appFiles())])].filter((path) => path.startsWith('/assets/'));
  await cache.addAll(files);
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(SHELL_PAGES.map((path) => keepShellPage(path).catch(() => undefined))));
  // A new deployment's worker takes over at once: its rules are the same, and every file it
  // keeps is named by its content, so a page already open keeps finding its own.
  void self.skipWaiting();
});
clientsClaim();
