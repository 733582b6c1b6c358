// The pages the service worker kept on this device (service-worker.ts), as the page of saved
// pages lists them: newest first, each with its title and when it was saved.
import { pageTitle } from '../../src-shared/track-text';
import { CODE_CACHE, PAGES_CACHE, SAVED_AT_HEADER, SAVED_PAGES_PATH, MAP_PAGE_PATH } from './saved-copies';

export interface SavedPage {
  /** The page's path and query on this site. */
  path: string;
  title: string;
  /** ISO time; '' when the copy does not say. */
  savedAt: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A page's <title> as the Worker wrote it (its text escaped), read back, without the site's name after it. */
export function titleOf(html: string, siteName: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const title = raw.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (ENTITIES[name!] ?? entity),
  );
  // What pageTitle writes after a page's own title: " | <site>".
  const suffix = pageTitle('-', siteName).slice(1);
  return title.endsWith(suffix) && title !== suffix ? title.slice(0, -suffix.length) : title;
}

/** A kept copy as the list shows it. */
async function savedPage(cache: Cache, request: Request, title: (html: string) => string): Promise<SavedPage | null> {
  const url = new URL(request.url);
  const response = await cache.match(request);
  if (!response) return null;
  return { path: url.pathname + url.search, title: title(await response.text()), savedAt: response.headers.get(SAVED_AT_HEADER) ?? '' };
}

/**
 * Every page kept on the device, newest first: those opened, and the map's page with the nearest
 * list, kept with the code (service-worker.ts); not the page of saved pages itself. None where
 * the browser keeps nothing. The map's page is named `mapTitle` (its own title is the site's).
 */
export async function savedPages(siteName: string, mapTitle: string): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const kept = async (cacheName: string, wanted: (url: URL) => boolean, title: (html: string) => string) => {
    if (!(await caches.has(cacheName))) return [];
    const cache = await caches.open(cacheName);
    const requests = (await cache.keys()).filter((request) => wanted(new URL(request.url)));
    return Promise.all(requests.map((request) => savedPage(cache, request, title)));
  };
  const newestFirst = (pages: (SavedPage | null)[]) =>
    pages.filter((page): page is SavedPage => page !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const opened = await kept(
    PAGES_CACHE,
    (url) => url.pathname !== SAVED_PAGES_PATH,
    (html) => titleOf(html, siteName),
  );
  // The map is kept once per language, the same map in each: the newest copy stands for it.
  const map = newestFirst(
    await kept(
      CODE_CACHE,
      (url) => url.pathname === MAP_PAGE_PATH,
      () => mapTitle,
    ),
  ).slice(0, 1);
  return newestFirst([...opened, ...map]);
}

/** "3 Dec 2026, 06:10" in the visitor's locale and time zone. */
export function savedTimeText(isoTime: string, locale: string): string {
  const time = new Date(isoTime);
  return Number.isNaN(time.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
