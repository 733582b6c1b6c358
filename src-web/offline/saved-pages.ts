// The pages the service worker kept on this device (service-worker.ts), as the page of saved
// pages lists them: newest first, each with its title and when it was saved.
import { pageTitle } from '../../src-shared/track-text';
import { PAGES_CACHE, SAVED_AT_HEADER, SAVED_PAGES_PATH } from './saved-copies';

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

/** Every page kept on the device but the page of saved pages itself; none where the browser keeps nothing. */
export async function savedPages(siteName: string): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const url = new URL(request.url);
      const response = await cache.match(request);
      if (!response || url.pathname === SAVED_PAGES_PATH) return null;
      return {
        path: url.pathname + url.search,
        title: titleOf(await response.text(), siteName),
        savedAt: response.headers.get(SAVED_AT_HEADER) ?? '',
      };
    }),
  );
  return pages.filter((page): page is SavedPage => page !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** "3 Dec 2026, 06:10" in the visitor's locale and time zone. */
export function savedTimeText(isoTime: string, locale: string): string {
  const time = new Date(isoTime);
  return Number.isNaN(time.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
