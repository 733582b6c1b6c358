// The page title, description, canonical link and geo position tags of spec section 2. The
// Worker writes the same tags into the HTML for track and area pages (src-worker/pages), so
// link previews get them without JavaScript; this keeps them right while the visitor navigates.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '../../src-shared/track-text';
import { SITE_NAME } from '../site';

export const DEFAULT_DESCRIPTION =
  'Find your nearest running track: a community-edited map and directory of athletics tracks, with an AI search assistant.';

export interface PageMeta {
  /** Empty for the start page, whose title is the site name alone. */
  title: string;
  description?: string;
  position?: { lat: number; lng: number } | null;
}

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

export function usePageMeta({ title, description = DEFAULT_DESCRIPTION, position = null }: PageMeta): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const fullTitle = pageTitle(title, SITE_NAME);
    document.title = fullTitle;
    setMetaTag('name', 'description', description);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:description', description);
    setCanonical(new URL(pathname, window.location.origin).href);
    const geo = position ? `${position.lat};${position.lng}` : null;
    setMetaTag('name', 'geo.position', geo);
    setMetaTag('name', 'ICBM', position ? `${position.lat}, ${position.lng}` : null);
  }, [title, description, pathname, position?.lat, position?.lng]);
}
