// A page's HTML as the app draws it, for the Worker (src-worker/pages/page-html.ts): the same
// App, screens and texts the browser renders, at the page's address, from the API answers the
// Worker has already fetched. It is prerendered, not streamed: React waits for every part (lazy
// screens included) and writes each in place, as crawlers and link previews read the whole page
// at once, and streaming would need inline scripts the Content-Security-Policy forbids.
import { createStore } from 'jotai';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { InitialData } from '../src-shared/api-types';
import type { Language } from '../src-shared/languages';
import { App } from './App';
import { AppRoot } from './AppRoot';
import type { RenderedHead } from './components/page-meta';
import { createI18n, loadCatalogue } from './i18n/i18n';
import { cacheKeyAtom } from './state/atoms';

export interface RenderedPage {
  /** The markup inside the page's root element. */
  html: string;
  head: RenderedHead;
}

export interface PageToRender {
  /** The path and query of the page. */
  location: string;
  initial: InitialData;
  siteName: string;
  language: Language;
  /** The visitor's locale of the language, for dates (src-shared/languages.ts visitorLocale). */
  locale: string;
  /** Cleans stored HTML with the app's allow-list (the Worker has no DOM for DOMPurify). */
  sanitise: (html: string) => string;
}

/**
 * The page's markup, or an empty one when any part failed to render: the app then draws the whole
 * page in the browser, as it would without server rendering, rather than take over a page with a
 * part missing (which React would fill in with an inline script).
 */
export async function renderPage({ location, initial, siteName, language, locale, sanitise }: PageToRender): Promise<RenderedPage> {
  const head: RenderedHead = { meta: null, status: 200 };
  const store = createStore();
  store.set(cacheKeyAtom, initial.key);
  const i18n = createI18n(language, await loadCatalogue(language), locale);
  let failed = false;
  const { prelude } = await prerender(
    <AppRoot siteName={siteName} i18n={i18n} initial={initial} store={store} sanitise={sanitise} head={head}>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </AppRoot>,
    {
      // Every part in place, however large: React otherwise moves big parts (a calculator's
      // tables, a long list of comments) to the end of the page behind an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed = true;
        console.error('Page render failed', location, error);
      },
    },
  );
  const html = await new Response(prelude).text();
  return { html: failed ? '' : html, head };
}
