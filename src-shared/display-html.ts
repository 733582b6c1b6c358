// The HTML a page may show from stored text (track info, comments, static pages, blog posts):
// one allow-list for both sanitisers that apply it. The browser applies it with DOMPurify
// (src-web/components/SafeHtml.tsx); the Worker, which has no DOM, with the xss library when it
// writes a page's first HTML (src-worker/domain/html.ts). Anything else is dropped (its text is
// kept, except inside script, style and the like).

export const DISPLAY_HTML_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept, all on links; every other attribute (style, on*, class, …) is dropped. */
export const DISPLAY_HTML_ATTRIBUTES = ['href', 'title'] as const;

/** A link leaves the site: it opens in a new tab without access to this one. */
export function isWebLink(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

/** Links kept: web links, paths on this site and mail; never javascript:, data: or //host. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  return isWebLink(value) || /^mailto:/i.test(value) || (/^[/#]/.test(value) && !value.startsWith('//'));
}

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
