// What the offline assistant writes with in one language: the assistant's part of the catalogue
// (chat/texts.ts), the site's words for a track (a track without a name of its own is called by
// its label, as the site's pages call it), and the few rules of the language's writing that are
// not words: its plural rules (by its tag), its direction, the case of a surface inside a list,
// and how it writes dates.
import type { Language } from '../../src-shared/enums';
import { isRightToLeft, LANGUAGES } from '../../src-shared/languages';
import type { Words } from '../../src-shared/track-text';
import { trackPages as enTrackPages } from '../../src-shared/catalogues/en/trackPages';
import { trackPages as svTrackPages } from '../../src-shared/catalogues/sv/trackPages';
import { trackPages as esTrackPages } from '../../src-shared/catalogues/es/trackPages';
import { trackPages as deTrackPages } from '../../src-shared/catalogues/de/trackPages';
import { trackPages as zhTrackPages } from '../../src-shared/catalogues/zh/trackPages';
import { trackPages as frTrackPages } from '../../src-shared/catalogues/fr/trackPages';
import { trackPages as ptTrackPages } from '../../src-shared/catalogues/pt/trackPages';
import { trackPages as arTrackPages } from '../../src-shared/catalogues/ar/trackPages';
import { trackPages as jaTrackPages } from '../../src-shared/catalogues/ja/trackPages';
import { ASSISTANT_TEXTS, type AssistantTexts } from '../chat/texts';

/** The facts of a track a question may ask that can be unknown, as the catalogue names them. */
export type AskedFact = keyof AssistantTexts['factNames'];

export type OfflineTexts = AssistantTexts & {
  language: Language;
  trackWords: Words;
  /** Arabic: Latin-script names and numbers are isolated so they keep their place in the line. */
  rightToLeft: boolean;
  /** Surface names are written in lower case inside a list of facts, but German nouns keep their capital (scripts without case have none to lose). */
  lowerCaseSurfaces: boolean;
  /** For weekday names and dates (Intl): British English as the answers' English is; Arabic keeps Latin digits, as its other answers do. */
  dateLocale: string;
};

const TRACK_PAGES: Record<Language, Words['texts']> = {
  en: enTrackPages,
  sv: svTrackPages,
  es: esTrackPages,
  de: deTrackPages,
  zh: zhTrackPages,
  fr: frTrackPages,
  pt: ptTrackPages,
  ar: arTrackPages,
  ja: jaTrackPages,
};

const DATE_LOCALES: Partial<Record<Language, string>> = { en: 'en-GB', pt: 'pt-BR', zh: 'zh-CN', ar: 'ar-u-nu-latn' };

export const OFFLINE_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      ...ASSISTANT_TEXTS[language],
      language,
      trackWords: { texts: TRACK_PAGES[language], language },
      rightToLeft: isRightToLeft(language),
      lowerCaseSurfaces: language !== 'de',
      dateLocale: DATE_LOCALES[language] ?? language,
    },
  ]),
) as Record<Language, OfflineTexts>;
