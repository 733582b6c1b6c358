// The site's i18next (issue 24): one instance per render, with the English catalogue in the
// bundle and each other language's catalogue in a chunk of its own, loaded only when that
// language is used. The Worker renders a page with the visitor's catalogue loaded; the browser
// loads the same one before it takes the page over, so both draw the same words.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../src-shared/languages';
import { en, type Catalogue } from '../../src-shared/catalogues/en';

const CATALOGUES: Record<Language, () => Promise<Catalogue>> = {
  en: async () => en,
  pt: () => import('../../src-shared/catalogues/pt/index').then((module) => module.pt),
  es: () => import('../../src-shared/catalogues/es/index').then((module) => module.es),
  fr: () => import('../../src-shared/catalogues/fr/index').then((module) => module.fr),
  de: () => import('../../src-shared/catalogues/de/index').then((module) => module.de),
  sv: () => import('../../src-shared/catalogues/sv/index').then((module) => module.sv),
  ar: () => import('../../src-shared/catalogues/ar/index').then((module) => module.ar),
  zh: () => import('../../src-shared/catalogues/zh/index').then((module) => module.zh),
  ja: () => import('../../src-shared/catalogues/ja/index').then((module) => module.ja),
};

export function loadCatalogue(language: Language): Promise<Catalogue> {
  return CATALOGUES[language]();
}

/** An i18next instance speaking `language`, with its catalogue (already loaded) and English's. */
export function createI18n(language: Language, catalogue: Catalogue): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { site: en }, [language]: { site: catalogue } },
    lng: language,
    // Every catalogue is complete (catalogues.test.ts): no language falls back to English.
    fallbackLng: false,
    ns: ['site'],
    defaultNS: 'site',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches a running app to another language, loading its catalogue first. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'site')) instance.addResourceBundle(language, 'site', await loadCatalogue(language));
  await instance.changeLanguage(language);
}
