// How stored HTML is cleaned for the page, provided by the render: the Worker, which has no DOM,
// gives its own sanitiser for the same allow-list (src-shared/display-html.ts); in the browser
// SafeHtml uses DOMPurify. Kept apart from SafeHtml so the app's entry (which provides it) does
// not carry DOMPurify: only the pages that show stored HTML load it.
import { createContext } from 'react';

export const HtmlSanitiserContext = createContext<((html: string) => string) | null>(null);
