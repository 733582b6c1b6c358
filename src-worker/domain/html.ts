// HTML that visitors write (track info, comments) is cleaned on the way in; the web app cleans
// it again with DOMPurify before showing it (spec section 5).
import xssModule from 'xss';

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
  const visible = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/gi, ' ').trim();
  return visible ? html : null;
}

/** Cleans visitor HTML and turns plain newlines into line breaks so text keeps its shape. */
export function cleanVisitorHtml(text: string): string {
  const withBreaks = text.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>');
  return allowed.process(withBreaks).trim();
}
