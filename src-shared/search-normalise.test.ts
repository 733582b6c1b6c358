import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelMatches, normaliseSearchText, searchWords } from './search-normalise';

describe('search matching (spec section 5)', () => {
  it('lowercases, turns hyphens and commas into spaces and collapses whitespace', () => {
    expect(normaliseSearchText('  Rio-de-Janeiro,Brazil   Track ')).toBe('rio de janeiro brazil track');
  });

  it('ignores accents so "malmo" finds Malmö', () => {
    expect(labelMatches(normaliseSearchText('Malmö Stadion - Malmö'), searchWords('malmo'))).toBe(true);
    expect(labelMatches(normaliseSearchText('Estádio São Paulo'), searchWords('SAO estadio'))).toBe(true);
  });

  it('reads plain ASCII text exactly as the accent-removing path does', () => {
    const unicodePath = (text: string) =>
      text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-,]/g, ' ').replace(/\s+/g, ' ').trim();
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii' }), (text) => normaliseSearchText(text) === unicodePath(text)));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => normaliseSearchText(text) === unicodePath(text)));
  });

  it('matches only when every word is contained, in any order', () => {
    const label = normaliseSearchText('Pista de Atletismo - Campinas');
    expect(labelMatches(label, searchWords('campinas pista'))).toBe(true);
    expect(labelMatches(label, searchWords('campinas santos'))).toBe(false);
  });

  it('a blank term matches nothing and has no words', () => {
    expect(searchWords('  - , ')).toEqual([]);
    expect(labelMatches('anything', [])).toBe(false);
  });

  it('a single character is already a search (minimum length 1)', () => {
    expect(labelMatches('campinas', searchWords('c'))).toBe(true);
  });
});
