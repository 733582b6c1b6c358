// What surrounds the app on both sides: the Worker rendering a page's HTML (src-web/render-page.tsx)
// and the browser taking it over (main.tsx) build the same tree, so the browser's first render
// matches the HTML (same markup, same generated ids) and React adopts it instead of redrawing.
import { Provider } from 'jotai';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { InitialData } from '../src-shared/api-types';
import { InitialDataContext } from './api/initial-data';
import { RenderedHeadContext, type RenderedHead } from './components/page-meta';
import { HtmlSanitiserContext } from './components/html-sanitiser';
import { SiteNameContext } from './site';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;

export interface AppRootProps {
  siteName: string;
  /** The page's language and texts (src-web/i18n/i18n.ts). */
  i18n: i18n;
  initial: InitialData | null;
  /** The server's own store (the browser's Provider makes one). */
  store?: Store;
  /** The server's sanitiser for stored HTML (the browser's is DOMPurify). */
  sanitise?: (html: string) => string;
  /** Where the server's render leaves the page's meta tags and status. */
  head?: RenderedHead;
  /** The router, with the app inside it. */
  children: ReactNode;
}

export function AppRoot({ siteName, i18n, initial, store, sanitise, head, children }: AppRootProps) {
  let tree = (
    <I18nextProvider i18n={i18n}>
      <SiteNameContext.Provider value={siteName}>
        <InitialDataContext.Provider value={initial}>
          <RenderedHeadContext.Provider value={head ?? null}>
            <Provider store={store}>{children}</Provider>
          </RenderedHeadContext.Provider>
        </InitialDataContext.Provider>
      </SiteNameContext.Provider>
    </I18nextProvider>
  );
  if (sanitise) tree = <HtmlSanitiserContext.Provider value={sanitise}>{tree}</HtmlSanitiserContext.Provider>;
  return <StrictMode>{tree}</StrictMode>;
}
