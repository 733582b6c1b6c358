// The site's i18next (issue 24): one instance per render. A language's catalogue comes in two
// parts (src-shared/catalogues/parts.ts): the shell, which the entry draws with (English's is in
// the entry itself, any other language's is one chunk loaded before the app takes the page over),
// and the rest, which every screen loaded later waits for (lazyScreen), so the start page never
// downloads the forms' or the chat's texts. The Worker renders with the whole catalogue; the
// browser takes over a page only once it has the texts of every part the page shows.
import i18next, { type i18n } from 'i18next';
import { lazy, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../src-shared/languages';
import type { Catalogue } from '../../src-shared/catalogues/en';
import type { ShellTexts } from '../../src-shared/catalogues/parts';
import { loadCatalogue, loadRest, translatorOptions } from '../../src-shared/catalogues/translator';

export { loadCatalogue, loadShell } from '../../src-shared/catalogues/translator';

/**
 * An i18next instance speaking `language` for React to draw with: the catalogue's translator
 * (src-shared/catalogues/translator.ts), bound to react-i18next.
 */
export function createI18n(language: Language, texts: Catalogue | ShellTexts, locale?: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(translatorOptions(language, texts, locale));
  return instance;
}

/** The browser's one instance, whose texts the later screens complete; null in the Worker. */
let browserI18n: i18n | null = null;
const restLoaded = new Map<string, Promise<void>>();

/** Marks the instance the browser draws with (src-web/main.tsx). */
export function setBrowserI18n(instance: i18n): i18n {
  browserI18n = instance;
  return instance;
}

/** The rest of the texts of the browser's language, once; nothing to do in the Worker (it has them all). */
function loadRestTexts(): Promise<void> {
  const instance = browserI18n;
  if (!instance) return Promise.resolve();
  const language = instance.language as Language;
  let loading = restLoaded.get(language);
  if (!loading) {
    loading = withRetries(() => loadRest(language)).then((rest) => void instance.addResourceBundle(language, 'site', rest, true, false));
    // A load that failed is not kept: the next screen asks again instead of failing forever.
    loading.catch(() => restLoaded.delete(language));
    restLoaded.set(language, loading);
  }
  return loading;
}

const RETRY_DELAYS_MS = [500, 2000];

/**
 * A chunk asked again after a failure (a server busy for a moment, a phone at the edge of its
 * signal), where the browser asks the network again rather than repeating a failed module. React.lazy keeps a
 * rejected load for good, so the retries happen inside it.
 */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

/** A screen loaded on demand that waits for the rest of the texts too (React.lazy). */
export function lazyScreen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => Promise.all([withRetries(load), loadRestTexts()]).then(([module]) => module));
}

/** Switches a running app to another language, loading its whole catalogue first. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!restLoaded.has(language)) {
    const loading = loadCatalogue(language).then((catalogue) => void instance.addResourceBundle(language, 'site', catalogue, true, true));
    restLoaded.set(language, loading);
  }
  await restLoaded.get(language);
  await instance.changeLanguage(language);
}
