// Which routes show the map and where their overlay closes to (spec section 2), read from the
// page table (pages.ts), and the chat's language routes.
import { pageAt, PAGES } from './pages';

export const CHAT_LANGUAGE_ROUTES = ['sv', 'es', 'de', 'zh', 'fr', 'pt', 'ar', 'ja'] as const;

/** The language of a chat route's path ("/pt" → "pt"), or null for any other path. */
export function chatRouteLanguage(pathname: string): (typeof CHAT_LANGUAGE_ROUTES)[number] | null {
  const language = pathname.replace(/^\/|\/$/g, '');
  return (CHAT_LANGUAGE_ROUTES as readonly string[]).includes(language) ? (language as (typeof CHAT_LANGUAGE_ROUTES)[number]) : null;
}

/** /add-track is the new-track form: its marker stays on the map beside it, draggable. */
export const ADD_TRACK_PATH = PAGES.addTrack.path;

/** The map is visible on /search and under the overlay pages; hidden (but kept) elsewhere. */
export function showsMap(pathname: string): boolean {
  const page = pageAt(pathname);
  return page?.name === 'search' || page?.page.overlay !== undefined;
}

/** The map's own page shows the terms popup until it is dismissed (spec section 2). */
export function showsTermsPopup(pathname: string): boolean {
  return pathname === PAGES.search.path;
}

/** Track, area and blog pages and the new-track form close to the map; the others to the start page. */
export function overlayCloseTarget(pathname: string): '/search' | '/' {
  return pageAt(pathname)?.page.overlay?.closesTo ?? '/';
}
