// The site's languages (spec section 3's nine) and how a visit's language is chosen (issue 24):
// an address that names one (?lang=pt), else the visitor's own choice (the switcher keeps it in a
// cookie the Worker reads, and in local storage), else the first of the browser's languages we
// have, else English. The Worker and the browser read the same rules, so a page's first HTML and
// the app that takes it over speak the same language.
import { cookieValue } from './cookies';
import { SUPPORTED_LANGUAGES, type Language } from './enums';

export type { Language };
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGES = SUPPORTED_LANGUAGES;

/** The query parameter of a page's address in another language: /track/x?lang=pt. */
export const LANGUAGE_PARAM = 'lang';
/** The cookie (for the Worker) and the local storage entry (for the app) holding a chosen language. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language by its own name, as the switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  sv: 'Svenska',
  ar: 'العربية',
  zh: '中文',
  ja: '日本語',
};

export function isRightToLeft(language: Language): boolean {
  return language === 'ar';
}

/** The language of a tag such as "pt-BR" or "zh-Hant-TW", when it is one of ours. */
export function languageOf(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** The first of the visitor's languages we have (navigator.languages, or Accept-Language's order). */
export function firstSupportedLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

/** The tags of an Accept-Language header, most wanted first ("pt-BR,pt;q=0.9,en;q=0.8"). */
export function acceptedLanguageTags(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale a page writes dates in: the visitor's own variant of the page's language when their
 * browser names one ("en-GB": 28 November 2026; "pt-PT"), else the language's (English: the
 * spec's US dates, November 28, 2026). Any other locale (another language's, or not one at all)
 * is not the page's.
 */
export function localeFor(language: string, visitorLocale: string | null | undefined): string {
  return visitorLocale && languageOf(visitorLocale) === language ? visitorLocale : language === 'en' ? 'en-US' : language;
}

/**
 * The locale of a page in `language` for a browser that accepts these languages (the Worker reads
 * Accept-Language and writes the locale into the page, src-worker/pages/page-html.ts): the first
 * well-formed tag of that language with a region or script.
 */
export function visitorLocale(language: Language, acceptedTags: readonly string[]): string {
  for (const tag of acceptedTags) {
    if (languageOf(tag) !== language || !/[-_]/.test(tag)) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag.replace(/_/g, '-'));
      if (canonical) return canonical;
    } catch {
      // Not a well-formed tag: the next one.
    }
  }
  return localeFor(language, null);
}

/** A request's language: the address's, else the chosen one, else the browser's first we have, else English. */
export function requestLanguage(url: URL, cookieHeader: string | null, acceptLanguage: string | null): Language {
  return (
    languageOf(url.searchParams.get(LANGUAGE_PARAM)) ??
    languageOf(cookieValue(cookieHeader, LANGUAGE_COOKIE)) ??
    firstSupportedLanguage(acceptedLanguageTags(acceptLanguage)) ??
    DEFAULT_LANGUAGE
  );
}

/** A page's address in a language: English has none of its own (it is the default, x-default). */
export function languageAddress(pathname: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? pathname : `${pathname}?${LANGUAGE_PARAM}=${language}`;
}
