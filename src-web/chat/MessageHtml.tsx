// One chat message's HTML, sanitised with DOMPurify and rendered as React elements: links on
// the product's own origin become in-app routes, other links open in a new tab with noopener,
// and line-break tags become paragraphs (spec section 2).
import DOMPurify from 'dompurify';
import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { internalPath, paragraphs } from './chat-rules';

const KEPT_TAGS = ['b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'code'];

/** A link on the product's own origin as an in-app route; another web link in a new tab. */
export function ChatLink({ href, children }: { href: string; children: ReactNode }) {
  const path = internalPath(href, window.location.origin);
  if (path) return <Link to={path}>{children}</Link>;
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, toReact);
  const tag = node.tagName.toLowerCase();
  if (tag === 'a') {
    return (
      <ChatLink key={key} href={node.getAttribute('href') ?? ''}>
        {children}
      </ChatLink>
    );
  }
  if (KEPT_TAGS.includes(tag)) return createElement(tag, { key }, ...children);
  return <Fragment key={key}>{children}</Fragment>;
}

function paragraphNodes(html: string): ReactNode[] {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, ALLOWED_TAGS: [...KEPT_TAGS, 'a', 'p'], ALLOWED_ATTR: ['href'] });
  return Array.from(fragment.childNodes, toReact);
}

export function MessageHtml({ html }: { html: string }) {
  return (
    <>
      {paragraphs(html).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a shown message's paragraphs never change once written.
        <div key={index} className="chat-paragraph">
          {paragraphNodes(part)}
        </div>
      ))}
    </>
  );
}
