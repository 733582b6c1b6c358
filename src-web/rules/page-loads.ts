// What the Worker fetches for a page before it draws it (src-web/server.ts), by the page's name in
// the page table (pages.ts): the screen's code, named in the page's HTML so the browser fetches it
// beside the app, and the API answers the screens draw with on their first render, which the page
// carries. Apart from the table, so the start page's code does not carry what only the Worker reads.
import { API_URLS } from '../api/client';
import { type PageName, type Params, STATIC_PAGE_IDS } from './pages';

export interface PageLoad {
  /** The screen's source file as the build's manifest names it (relative to src-web). */
  screen?: string;
  /** The API answers the page's screens ask for on their first render. */
  data?: (params: Params, key: number) => string[];
}

const trackData = ({ segment }: Params, key: number) => (segment === undefined ? [] : [API_URLS.track({ segment }, key)]);
const staticPage = (name: keyof typeof STATIC_PAGE_IDS): PageLoad => ({
  screen: 'screens/StaticScreen.tsx',
  data: () => [API_URLS.staticPage(STATIC_PAGE_IDS[name])],
});

export const PAGE_LOADS: Record<PageName, PageLoad> = {
  start: { data: (_, key) => [API_URLS.blogPosts(), API_URLS.coverage(key)] },
  search: {},
  chat: {},
  track: { screen: 'screens/TrackScreen.tsx', data: trackData },
  editTrack: { screen: 'screens/TrackFormScreen.tsx', data: trackData },
  trackHistory: { screen: 'screens/TrackHistoryScreen.tsx' },
  trackId: {
    data: ({ id }, key) => {
      const number = Number(id);
      return Number.isSafeInteger(number) && number > 0 ? [API_URLS.track({ id: number }, key)] : [];
    },
  },
  addTrack: {},
  area: { screen: 'screens/AreaScreen.tsx', data: (params, key) => (params['*'] ? [API_URLS.areaPage(params['*'], key)] : []) },
  calculator: { screen: 'screens/CalculatorScreen.tsx' },
  blogPost: { screen: 'screens/BlogScreen.tsx', data: ({ segment }) => (segment === undefined ? [] : [API_URLS.blogPost(segment)]) },
  contribute: { screen: 'screens/ContributeScreen.tsx' },
  // The unfiltered list; a filtered one (?area=, ?kind=) is asked for by the browser.
  changes: { screen: 'screens/ChangesScreen.tsx', data: (_, key) => [API_URLS.changes({}, key)] },
  about: staticPage('about'),
  terms: staticPage('terms'),
  privacy: staticPage('privacy'),
  developers: { screen: 'screens/DevelopersScreen.tsx' },
  admin: {},
};
