// The app as the Worker sees it: the one module of src-web that src-worker imports, as a
// framework's server build is (src-worker/pages/page-html.ts). For an address: which page is
// there, matched once as the app's router matches it, what the page asks the API for first,
// the screen code it needs, its markup, drawn by the app's own components, and what describes it
// beyond its meta tags.
import type { InitialData } from '../../src-shared/api-types';
import { pageAt, type PageName, type Params } from '../rules/pages';
import { PAGE_LOADS, type DescribeContext, type PageDescription } from './page-loads';
import { chatRouteLanguage, showsTermsPopup } from '../rules/routes';

export { renderPage, type PageToRender, type RenderedPage } from '../render-page';
export type { RenderedHead } from '../components/page-meta';
export type { DescribeContext, PageDescription };
export { chatRouteLanguage };

export interface PageMatch {
  name: PageName;
  /** The address's parameters, decoded as the app's router decodes them. */
  params: Params;
  /** The app draws the page itself (the map on /search): its code is asked for at once. */
  appDraws: boolean;
  /** The page shows the terms popup until the visitor dismisses it (a cookie says so). */
  termsPopup: boolean;
  /** The screen's source file as the build's manifest names it; none for a page the app's entry draws. */
  screen: string | undefined;
  /** The API answers the page's screens draw with on their first render, under the data's cache key. */
  dataUrls: (key: number) => string[];
  /** The schema.org data, preview image and feed of the page drawn from these answers. */
  describe: (initial: InitialData, context: DescribeContext) => PageDescription;
}

const NOTHING_MORE: PageDescription = { structuredData: [], image: null, feed: null };

/** The page at a path, or null where the app has none (its 404). */
export function matchPage(pathname: string): PageMatch | null {
  const found = pageAt(pathname);
  if (!found) return null;
  const load = PAGE_LOADS[found.name];
  return {
    name: found.name,
    params: found.params,
    appDraws: found.page.appDraws === true,
    termsPopup: showsTermsPopup(pathname),
    screen: load.screen,
    dataUrls: (key) => load.data?.(found.params, key) ?? [],
    describe: (initial, context) => load.describe?.(Object.values(initial.responses)[0], context) ?? NOTHING_MORE,
  };
}
