// HTML from the server (track info, comments, static pages) is sanitised before it is shown
// (spec section 5) with the allow-list of src-shared/display-html.ts; links that leave the site
// open in a new tab. In the browser DOMPurify applies it; a server render, which has no DOM,
// provides its own sanitiser for the same list (html-sanitiser.ts).
import DOMPurify from 'dompurify';
import { useContext, useMemo } from 'react';
import { HtmlSanitiserContext } from './html-sanitiser';
import { DISPLAY_HTML_ATTRIBUTES, DISPLAY_HTML_TAGS, EXTERNAL_LINK_REL, isAllowedHref, isWebLink } from '../../src-shared/display-html';

let hooked = false;

function sanitiseInBrowser(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href');
      if (href !== null && !isAllowedHref(href)) node.removeAttribute('href');
      if (href && isWebLink(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', EXTERNAL_LINK_REL);
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...DISPLAY_HTML_TAGS], ALLOWED_ATTR: [...DISPLAY_HTML_ATTRIBUTES] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const sanitise = useContext(HtmlSanitiserContext) ?? sanitiseInBrowser;
  const clean = useMemo(() => sanitise(html), [html, sanitise]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place stored HTML is shown, after the allow-list above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
