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
    ['fi', 'North America'],
    ['', 'North America'],
  ])('%s goes to %s', (language, continent) => {
    expect(continentForLanguage(language)).toBe(continent);
  });

  it('each continent view has zoom 3 or 4', () => {
    for (const view of Object.values(CONTINENT_VIEWS)) expect([3, 4]).toContain(view.zoom);
  });
});
