// What a reader sees of a page's first HTML (issue 24's worker tests): the markup inside the
// app's root element, its text, its meta description, and the headers of a visitor per language.

export const VISITOR_HEADERS = {
  pt: { Accept: 'text/html', 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' },
  ar: { Accept: 'text/html', 'Accept-Language': 'ar' },
  en: { Accept: 'text/html', 'Accept-Language': 'en-US' },
} as const;

/** The markup inside the app's root element, without the comments React separates text with. */
export const root = (html: string) => (/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');

/**
 * Its text, as a reader sees it (quotes and apostrophes unescaped; the isolates the site sets
 * around values in a sentence, which are invisible, left out: tests/worker/bidi.test.ts holds them).
 */
export const pageText = (html: string) =>
  root(html)
    .replace(/[\u2068\u2069]/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

/** The page's meta description, apostrophes unescaped. */
export const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1]?.replace(/&#0?39;|&#x27;/g, "'");
