import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, firstSupportedLanguage, languageAddress, languageOf, requestLanguage } from './languages';

describe('choosing a language', () => {
  it('reads a tag with its region or script as its language, and only ours', () => {
    expect(languageOf('pt-BR')).toBe('pt');
    expect(languageOf('zh-Hant-TW')).toBe('zh');
    expect(languageOf('AR')).toBe('ar');
    expect(languageOf('nl-NL')).toBeNull();
    expect(languageOf('')).toBeNull();
  });

  it('takes the first of the browser languages we have', () => {
    expect(firstSupportedLanguage(['nl-NL', 'pt-BR', 'en'])).toBe('pt');
    expect(firstSupportedLanguage(['nl'])).toBeNull();
  });

  it('orders Accept-Language by q, then by position, without refused or wildcard tags', () => {
    expect(acceptedLanguageTags('en;q=0.5, pt-BR, nl;q=0.9, *;q=0.1, fr;q=0')).toEqual(['pt-BR', 'nl', 'en']);
    expect(acceptedLanguageTags(null)).toEqual([]);
  });

  it('the address wins over the chosen language, which wins over the browser', () => {
    const url = (query = '') => new URL(`https://tracks.example/track/x${query}`);
    expect(requestLanguage(url('?lang=ar'), 'lang=sv', 'pt-BR')).toBe('ar');
    expect(requestLanguage(url(), 'a=1; lang=sv', 'pt-BR')).toBe('sv');
    expect(requestLanguage(url(), null, 'pt-BR,pt;q=0.9')).toBe('pt');
    expect(requestLanguage(url('?lang=xx'), 'lang=yy', 'nl')).toBe('en');
  });

  it('English keeps the plain address; the others name their language', () => {
    expect(languageAddress('/track/x', 'en')).toBe('/track/x');
    expect(languageAddress('/track/x', 'ja')).toBe('/track/x?lang=ja');
  });
});
