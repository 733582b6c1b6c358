// The offline assistant's fixed sentences (spec section 2's nine languages), one file per
// language beside this one; {{name}} marks a value filled in by fill() (src-shared/track-text.ts), as in the catalogues. An answer
// is written with these and the chat's own texts (the location request, the place of a
// summary around a point), which every provider shares.
import type { Language } from '../../../src-shared/enums';
import { CHAT_TEXTS, type ChatTexts } from '../../chat/texts';
import { en } from './en';
import { sv } from './sv';
import { es } from './es';
import { de } from './de';
import { zh } from './zh';
import { fr } from './fr';
import { pt } from './pt';
import { ar } from './ar';
import { ja } from './ja';
import type { OfflineSentences } from './sentences';
import type { Words } from '../../../src-shared/track-text';
import { trackPages as enTrackPages } from '../../../src-shared/catalogues/en/trackPages';
import { trackPages as svTrackPages } from '../../../src-shared/catalogues/sv/trackPages';
import { trackPages as esTrackPages } from '../../../src-shared/catalogues/es/trackPages';
import { trackPages as deTrackPages } from '../../../src-shared/catalogues/de/trackPages';
import { trackPages as zhTrackPages } from '../../../src-shared/catalogues/zh/trackPages';
import { trackPages as frTrackPages } from '../../../src-shared/catalogues/fr/trackPages';
import { trackPages as ptTrackPages } from '../../../src-shared/catalogues/pt/trackPages';
import { trackPages as arTrackPages } from '../../../src-shared/catalogues/ar/trackPages';
import { trackPages as jaTrackPages } from '../../../src-shared/catalogues/ja/trackPages';

/**
 * What the offline assistant writes with: its own sentences, the chat's, and the site's words for
 * a track (a track without a name of its own is called by its label, as the site's pages call it),
 * and its language, whose plural rules choose the form of a counted sentence.
 */
export type OfflineTexts = ChatTexts & OfflineSentences & { language: Language; trackWords: Words };

const SENTENCES: Record<Language, OfflineSentences> = { en, sv, es, de, zh, fr, pt, ar, ja };
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

export const OFFLINE_TEXTS = Object.fromEntries(
  Object.entries(SENTENCES).map(([language, sentences]) => [
    language,
    {
      ...CHAT_TEXTS[language as Language],
      ...sentences,
      language,
      trackWords: { texts: TRACK_PAGES[language as Language], language },
    },
  ]),
) as Record<Language, OfflineTexts>;
