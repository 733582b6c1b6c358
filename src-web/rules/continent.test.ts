import { describe, expect, it } from 'vitest';
import { CONTINENT_VIEWS, continentForLanguage } from './continent';

describe('initial continent from the browser language (spec section 4)', () => {
  it.each([
    ['en', 'North America'],
    ['en-US', 'North America'],
    ['es', 'South America'],
    ['pt-BR', 'South America'],
    ['fr', 'Europe'],
    ['de-CH', 'Europe'],
    ['el', 'Europe'],
    ['zh-CN', 'Asia'],
    ['ja', 'Asia'],
    ['he', 'Asia'],
    ['ar', 'Africa'],
    ['sw', 'Africa'],
    ['en-AU', 'Australia'],
    ['', 'North America'],
    ['xx', 'North America'],
  ])('%s goes to %s', (language, continent) => {
    expect(continentForLanguage(language)).toBe(continent);
  });

  it.each([
    ['en-GB', 'Europe'],
    ['en-IE', 'Europe'],
    ['en-IN', 'Asia'],
    ['en-ZA', 'Africa'],
    ['en-NZ', 'Australia'],
    ['pt-PT', 'Europe'],
    ['pt-AO', 'Africa'],
    ['es-MX', 'North America'],
    ['es-ES', 'Europe'],
    ['fr-CA', 'North America'],
    ['ar-SA', 'Asia'],
    ['ar-EG', 'Africa'],
    ['zh-Hant-TW', 'Asia'],
    ['de_AT', 'Europe'],
  ])('a tag with a region reads the region: %s goes to %s', (language, continent) => {
    expect(continentForLanguage(language)).toBe(continent);
  });

  it.each(['sv', 'sv-SE', 'da', 'nb', 'nn', 'no', 'fi', 'is'])('the Nordic language %s goes to Europe', (language) => {
    expect(continentForLanguage(language)).toBe('Europe');
  });

  it('an unknown region falls back to the language', () => {
    expect(continentForLanguage('pt-ZZ')).toBe('South America');
    expect(continentForLanguage('en-001')).toBe('North America');
  });

  it('each continent view has zoom 3 or 4', () => {
    for (const view of Object.values(CONTINENT_VIEWS)) expect([3, 4]).toContain(view.zoom);
  });
});
