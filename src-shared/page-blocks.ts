// The data blocks the Worker writes into a page (src-worker/pages/page-html.ts) for the app (src-web) to
// read: <script type="application/json"> elements, never run, and a mark on <html>. Names only, so
// the entry and the Worker can import them without the code that reads them.

/** What the page was rendered from (api/initial-data.ts). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** The page's screen code, as "/assets/…" paths, fetched once the page has painted (paint-first.ts). */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

/** On <html> where the app draws the page itself (the map on /search): its code loads at once (paint-first.ts). */
export const APP_DRAWS_PAGE_ATTRIBUTE = 'data-app-draws';

/**
 * The text inside a <script> element: JSON with "<", ">" and "&" written as \u003c, \u003e and
 * \u0026, so no name can close the element ("</script>") or open a comment ("<!--") in it, and
 * U+2028/U+2029 escaped for parsers that read the text as JavaScript. Still the same JSON value.
 */
export function scriptJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
