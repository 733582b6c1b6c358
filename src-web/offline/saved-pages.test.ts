import { describe, expect, it } from 'vitest';
import { savedTimeText, titleOf } from './saved-pages';

describe('a saved page in the list of saved pages', () => {
  it('is called by its title without the site name after it, its escaped characters read', () => {
    expect(titleOf('<html><head><title>Pista &amp; Parque &lt;Norte&gt; in Campinas | Track Atlas</title>', 'Track Atlas')).toBe(
      'Pista & Parque <Norte> in Campinas',
    );
    expect(titleOf('<title>Caf&#233; &#x27;Oval&#x27; | Track Atlas</title>', 'Track Atlas')).toBe("Café 'Oval'");
    // The start page's title is the site name alone, and stays so.
    expect(titleOf('<title>Track Atlas</title>', 'Track Atlas')).toBe('Track Atlas');
    expect(titleOf('<p>no title</p>', 'Track Atlas')).toBe('');
  });

  it('says when it was saved in the visitor’s language, and nothing for a time it cannot read', () => {
    const time = '2026-12-03T06:24:00Z';
    expect(savedTimeText(time, 'en-GB')).toMatch(/3 Dec 2026/);
    expect(savedTimeText(time, 'pt-BR')).toMatch(/3 de dez\.? de 2026/);
    expect(savedTimeText('not a time', 'en-GB')).toBe('');
  });
});
