import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  firstSupportedLanguage,
  languageAddress,
  languageOf,
  localeFor,
  requestLanguage,
  visitorLocale,
} from './languages';
import { longDateText } from './track-text';

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

describe('the locale a page writes dates in', () => {
  it("is the visitor's own variant of the page language, when the browser names one", () => {
    expect(visitorLocale('en', acceptedLanguageTags('en-GB,en;q=0.9'))).toBe('en-GB');
    expect(visitorLocale('pt', ['pt-PT', 'pt'])).toBe('pt-PT');
    expect(visitorLocale('en', ['sv-SE', 'en-IE'])).toBe('en-IE');
    expect(visitorLocale('en', ['en_AU'])).toBe('en-AU');
  });

  it("is the language's own otherwise: the spec's US dates for English", () => {
    expect(visitorLocale('en', ['en'])).toBe('en-US');
    expect(visitorLocale('en', ['pt-BR'])).toBe('en-US');
    expect(visitorLocale('pt', [])).toBe('pt');
    // Another language's locale, or no locale at all, is not the page's.
    expect(localeFor('pt', 'en-GB')).toBe('pt');
    expect(visitorLocale('en', ['en-<script>', 'en-gb-gb'])).toBe('en-US');
  });

  it('writes the date as the visitor reads it', () => {
    expect(longDateText('2026-11-28T10:00:00Z', visitorLocale('en', ['en-GB']))).toBe('28 November 2026');
    expect(longDateText('2026-11-28T10:00:00Z', visitorLocale('en', ['en-US']))).toBe('November 28, 2026');
    expect(longDateText('2026-11-28T10:00:00Z', visitorLocale('en', ['en']))).toBe('November 28, 2026');
  });
});
