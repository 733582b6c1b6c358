import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './TaggedText';

const render = (text: string, tags: Parameters<typeof TaggedText>[0]['tags']) =>
  renderToStaticMarkup(createElement(TaggedText, { text, tags }));

describe('a catalogue text with tagged words', () => {
  it('fills each tag with the element given for its name, keeping the words around', () => {
    const html = render('Read the <terms>terms</terms> and the <privacy>privacy policy</privacy>.', {
      terms: createElement('a', { href: '/terms' }),
      privacy: createElement('a', { href: '/privacy' }),
    });
    expect(html).toBe('Read the <a href="/terms">terms</a> and the <a href="/privacy">privacy policy</a>.');
  });

  it('shows the words of a tag it was given no element for, and never reads a value as markup', () => {
    expect(render('<b>bold</b> <code><img src=x onerror=alert(1)></code>', { code: createElement('code') })).toBe(
      'bold &lt;code&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/code&gt;',
    );
  });
});
