// Which routes show the map and where their overlay closes to (spec section 2).
import { matchRoutes } from 'react-router-dom';

export const CHAT_LANGUAGE_ROUTES = ['sv', 'es', 'de', 'zh', 'fr', 'pt', 'ar', 'ja'] as const;

/** The language of a chat route's path ("/pt" → "pt"), or null for any other path. */
export function chatRouteLanguage(pathname: string): (typeof CHAT_LANGUAGE_ROUTES)[number] | null {
  const language = pathname.replace(/^\/|\/$/g, '');
  return (CHAT_LANGUAGE_ROUTES as readonly string[]).includes(language) ? (language as (typeof CHAT_LANGUAGE_ROUTES)[number]) : null;
}

const MAP_PAGE_PREFIXES = ['/track/', '/track-id/', '/running-in/', '/blog/'];
/** /add-track is the new-track form: its marker stays on the map beside it, draggable. */
export const ADD_TRACK_PATH = '/add-track';
const MAP_PAGES = [
  '/search',
  ADD_TRACK_PATH,
  '/track-calculator',
  '/contribute',
  '/changes',
  '/about',
  '/terms',
  '/privacy',
  '/developers',
];

/** The map is visible on /search and under the overlay pages; hidden (but kept) elsewhere. */
export function showsMap(pathname: string): boolean {
  return MAP_PAGES.includes(pathname) || MAP_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The map's own page shows the terms popup until it is dismissed (spec section 2). */
export function showsTermsPopup(pathname: string): boolean {
  return pathname === '/search';
}

/** Track, area and blog pages and the new-track form close to the map; the others to the start page. */
export function overlayCloseTarget(pathname: string): '/search' | '/' {
  if (pathname === ADD_TRACK_PATH) return '/search';
  return ['/track/', '/track-id/', '/running-in/', '/blog/'].some((prefix) => pathname.startsWith(prefix)) ? '/search' : '/';
}

/** The routes whose screens load data (App.tsx draws them; src-web/api/page-data.ts names their data). */
export const PAGE_ROUTES = {
  track: '/track/:segment',
  trackEdit: '/track/:segment/edit',
  trackHistory: '/track/:segment/history',
  trackId: '/track-id/:id',
  area: '/running-in/*',
  blogPost: '/blog/:segment',
} as const;

/** The static pages of spec section 2 by path, with the id /api/static knows them by. */
export const STATIC_PAGE_ROUTES = { '/about': 'aboutv2', '/terms': 'termsv2', '/privacy': 'privacyv2' } as const;

/** The route's parameters at this path, decoded as the app's router decodes them; undefined when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string | undefined> | undefined {
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params;
}
