// A language's catalogue and the i18next that reads it, for every side that writes the site's
// words: the app (src-web/i18n/i18n.ts binds it to React), the Worker's pages, feeds and preview
// images. A catalogue comes in parts (parts.ts): the shell with the app's entry, the rest with
// the first screen loaded later, each another language's own chunk.
import i18next, { type i18n, type InitOptions } from 'i18next';
import { isolated } from '../bidi';
import { isRightToLeft, type Language } from '../languages';
import type { Catalogue } from './en';
import type { RestTexts, ShellTexts } from './parts';
import { shell as englishShell } from './en/shell';

/** What turns a catalogue key into the page's words: an i18next instance (in the app, useTranslation().i18n). */
export type Translator = Pick<i18n, 't' | 'language'>;

const SHELLS: Record<Language, () => Promise<ShellTexts>> = {
  en: async () => englishShell,
  pt: () => import('./pt/shell').then((module) => module.shell),
  es: () => import('./es/shell').then((module) => module.shell),
  fr: () => import('./fr/shell').then((module) => module.shell),
  de: () => import('./de/shell').then((module) => module.shell),
  sv: () => import('./sv/shell').then((module) => module.shell),
  ar: () => import('./ar/shell').then((module) => module.shell),
  zh: () => import('./zh/shell').then((module) => module.shell),
  ja: () => import('./ja/shell').then((module) => module.shell),
};

const RESTS: Record<Language, () => Promise<RestTexts>> = {
  en: () => import('./en/rest').then((module) => module.rest),
  pt: () => import('./pt/rest').then((module) => module.rest),
  es: () => import('./es/rest').then((module) => module.rest),
  fr: () => import('./fr/rest').then((module) => module.rest),
  de: () => import('./de/rest').then((module) => module.rest),
  sv: () => import('./sv/rest').then((module) => module.rest),
  ar: () => import('./ar/rest').then((module) => module.rest),
  zh: () => import('./zh/rest').then((module) => module.rest),
  ja: () => import('./ja/rest').then((module) => module.rest),
};

/** The shell part of a language's catalogue: what the app's entry draws with. */
export function loadShell(language: Language): Promise<ShellTexts> {
  return SHELLS[language]();
}

/** The rest of a language's catalogue: what every screen loaded later waits for (src-web/i18n/i18n.ts lazyScreen). */
export function loadRest(language: Language): Promise<RestTexts> {
  return RESTS[language]();
}

/** A language's whole catalogue (the Worker renders, writes feeds and draws previews with it). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const [shell, rest] = await Promise.all([SHELLS[language](), RESTS[language]()]);
  return { ...shell, ...rest };
}

/**
 * How i18next reads a language's texts (the whole catalogue, or its shell), writing dates in the
 * visitor's `locale` of it (src-shared/languages.ts localeFor).
 */
export function translatorOptions(language: Language, texts: Catalogue | ShellTexts, locale?: string): InitOptions & { locale?: string } {
  return {
    resources: { [language]: { site: texts } },
    lng: language,
    // Every catalogue is complete (catalogues.test.ts): no language falls back to English.
    fallbackLng: false,
    ns: ['site'],
    defaultNS: 'site',
    // React escapes what it renders; every value set into a sentence is isolated where
    // directions can mix (src-shared/bidi.ts), so a name never reorders the text around it.
    interpolation: { escapeValue: true, escape: (value: string) => isolated(value, isRightToLeft(language)) },
    initAsync: false,
    returnNull: false,
    // Read by src-shared/track-text.ts localeOf.
    locale,
  };
}

/** An i18next instance speaking `language` with its whole catalogue, outside React (feeds, preview images, a page's description). */
export async function createTranslator(language: Language, locale?: string): Promise<i18n> {
  const instance = i18next.createInstance();
  void instance.init(translatorOptions(language, await loadCatalogue(language), locale));
  return instance;
}
