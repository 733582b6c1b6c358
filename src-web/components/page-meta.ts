// The page title, description, canonical link, geo position and robots tags of spec section 2.
// In the browser the hook keeps the document's tags right while the visitor navigates. On the
// server nothing runs after the render, so the render hands the same values to the Worker
// (RenderedHeadContext), which writes them into the page's HTML (src-worker/pages/page-html.ts):
// the tags come from the screen that shows the page, on both sides.
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, languageAddress, languageOf } from '../../src-shared/languages';
import { pageTitle } from '../../src-shared/track-text';
import { useSiteName } from '../site';

export interface PageMeta {
  /** Empty for the start page, whose title is the site name alone. */
  title: string;
  description?: string;
  position?: { lat: number; lng: number } | null;
  /** Asks search engines not to index the page (a missing page, a removed track, a form). */
  noindex?: boolean;
}

/** What a server render learnt about the page besides its HTML. */
export interface RenderedHead {
  meta: Required<PageMeta> | null;
  /** The page's HTTP status: 404 when a screen found nothing at the address. */
  status: number;
}

export const RenderedHeadContext = createContext<RenderedHead | null>(null);

function setMetaTag(attribute: 'name' | 'property', key: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

export function usePageMeta({ title, description: described, position = null, noindex = false }: PageMeta): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const description = described ?? t('start.description');
  const language = languageOf(i18n.language) ?? DEFAULT_LANGUAGE;
  const rendered = useContext(RenderedHeadContext);
  const siteName = useSiteName();
  // The server's render: the last screen to render names the page (a loader before its data does not).
  if (rendered) rendered.meta = { title, description, position, noindex };
  useEffect(() => {
    const fullTitle = pageTitle(title, siteName);
    document.title = fullTitle;
    setMetaTag('name', 'description', description);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:description', description);
    setCanonical(new URL(languageAddress(pathname, language), window.location.origin).href);
    const geo = position ? `${position.lat};${position.lng}` : null;
    setMetaTag('name', 'geo.position', geo);
    setMetaTag('name', 'ICBM', position ? `${position.lat}, ${position.lng}` : null);
    setMetaTag('name', 'robots', noindex ? 'noindex' : null);
  }, [title, description, pathname, position?.lat, position?.lng, noindex, siteName, language]);
}

/** The HTTP status the server answers the page with (404 for a page that found nothing). */
export function usePageStatus(status: number): void {
  const rendered = useContext(RenderedHeadContext);
  if (rendered) rendered.status = status;
}
