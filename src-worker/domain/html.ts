// HTML that visitors write (track info, comments) is cleaned on the way in; a page cleans it
// again before showing it (spec section 5): in the browser with DOMPurify, in the page's first
// HTML with displayHtml below, both with the allow-list of src-shared/display-html.ts.
import xssModule from 'xss';
import { DISPLAY_HTML_ATTRIBUTES, DISPLAY_HTML_TAGS, EXTERNAL_LINK_REL, isAllowedHref } from '../../src-shared/display-html';

// xss is CommonJS; its default import is the module object on every runtime we use.
const { FilterXSS } = xssModule as unknown as typeof import('xss');

const allowed = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    b: [],
    strong: [],
    i: [],
    em: [],
    ul: [],
    ol: [],
    li: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
  safeAttrValue(tag, name, value) {
    // Only web links survive in href: no javascript:, data: or relative tricks.
    if (tag === 'a' && name === 'href') return /^https?:\/\//i.test(value.trim()) ? value.trim().replace(/"/g, '&quot;') : '';
    return value.replace(/"/g, '&quot;');
  },
});

/**
 * Visitor text as it will be stored: cleaned HTML, or null when nothing a reader would see is
 * left (e.g. only markup, such as "<script>x</script>" or "<b> </b>"), so "empty" is judged on
 * what is stored, not on what was sent.
 */
export function storedVisitorHtml(text: string): string | null {
  const html = cleanVisitorHtml(text.trim());
  const visible = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return visible ? html : null;
}

/** Cleans visitor HTML and turns plain newlines into line breaks so text keeps its shape. */
export function cleanVisitorHtml(text: string): string {
  const withBreaks = text.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>');
  return allowed.process(withBreaks).trim();
}

const displayed = new FilterXSS({
  whiteList: Object.fromEntries(DISPLAY_HTML_TAGS.map((tag) => [tag, tag === 'a' ? [...DISPLAY_HTML_ATTRIBUTES] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'textarea',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'svg',
    'math',
  ],
  safeAttrValue(tag, name, value) {
    const trimmed = value.trim();
    if (tag === 'a' && name === 'href') return isAllowedHref(trimmed) ? escapeAttributeValue(trimmed) : '';
    return escapeAttributeValue(value);
  },
});

function escapeAttributeValue(value: string): string {
  return value
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Stored HTML as a page shows it (the Worker's twin of the app's SafeHtml): only the display
 * allow-list, and links that leave the site open in a new tab without access to this one.
 */
export function displayHtml(html: string): string {
  // The cleaned markup quotes every attribute and escapes quotes and ">" in values, so an opening
  // link tag ends at the first ">" and its address is `href="…"`.
  return displayed
    .process(html)
    .replace(/<a\b([^>]*)>/gi, (tag, attributes: string) =>
      /\shref="https?:\/\//i.test(attributes) ? `<a${attributes} target="_blank" rel="${EXTERNAL_LINK_REL}">` : tag,
    );
}
