// Every page of the site (spec section 2), each written once: its address, whether the map shows
// beside it and where its overlay closes to. App.tsx draws each page's screen by its name; the
// Worker finds, preloads, renders and describes a page by the same name (src-web/server/: the
// server's half of each page, kept apart so the start page's code does not carry it). The screens
// stay out of this table because the map's and the screens' own chunks read it too: with the
// screens in it, the build split the start page's code into more, larger files (+0.5 kB gzip).
import { matchRoutes } from 'react-router-dom';
import type { Catalogue } from '../../src-shared/catalogues/en';
import { MAP_PAGE_PATH } from '../offline/saved-copies';

export type Params = Record<string, string | undefined>;

export interface PageDefinition {
  path: string;
  /** A page over the map (the map shows beside it): its name in the catalogue (pages.*), and where closing it goes. */
  overlay?: { label: keyof Catalogue['pages']; closesTo: '/search' | '/' };
  /** The app draws the page (the map): its code is fetched at once, not after the first paint (paint-first.ts). */
  appDraws?: true;
}

const overMap = (label: keyof Catalogue['pages'], closesTo: '/search' | '/' = '/') =>
  ({ overlay: { label, closesTo }, map: true }) as const;

/** The static pages, with the id /api/static knows each by. */
export const STATIC_PAGE_IDS = { about: 'aboutv2', terms: 'termsv2', privacy: 'privacyv2' } as const;
const staticPage = (name: keyof typeof STATIC_PAGE_IDS) => ({ path: `/${name}`, ...overMap(name) });

export const PAGES = {
  start: { path: '/' },
  search: { path: MAP_PAGE_PATH, appDraws: true },
  chat: { path: '/ai-search' },
  track: { path: '/track/:segment', ...overMap('track', '/search') },
  editTrack: { path: '/track/:segment/edit', ...overMap('editTrack', '/search') },
  trackHistory: { path: '/track/:segment/history', ...overMap('trackHistory', '/search') },
  trackId: { path: '/track-id/:id', ...overMap('track', '/search') },
  /** The new-track form: its marker stays on the map beside it, draggable. */
  addTrack: { path: '/add-track', ...overMap('addTrack', '/search') },
  area: { path: '/running-in/*', ...overMap('area', '/search') },
  calculator: { path: '/track-calculator', ...overMap('calculator') },
  blogPost: { path: '/blog/:segment', ...overMap('blogPost', '/search') },
  contribute: { path: '/contribute', ...overMap('contribute') },
  changes: { path: '/changes', ...overMap('changes') },
  about: staticPage('about'),
  terms: staticPage('terms'),
  privacy: staticPage('privacy'),
  developers: { path: '/developers', ...overMap('developers') },
  /** The operators' page: a page of its own, not over the map. */
  admin: { path: '/admin' },
  /** The pages kept on this device for a place without signal (src-web/offline/). */
  offline: { path: '/offline' },
} satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGES;
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

const ROUTES = PAGE_NAMES.map((name) => ({ path: PAGES[name].path, name }));

/** The page at a path and its parameters, decoded as the app's router decodes them and chosen as it chooses; null for none. */
export function pageAt(pathname: string): { name: PageName; page: PageDefinition; params: Params } | null {
  const match = matchRoutes(ROUTES, pathname)?.[0];
  return match ? { name: match.route.name, page: PAGES[match.route.name], params: match.params } : null;
}
