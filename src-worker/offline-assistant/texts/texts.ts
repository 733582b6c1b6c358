// The offline assistant's fixed sentences (spec section 2's nine languages), one file per
// language beside this one; {name} marks a value filled in by fill() (chat/texts.ts). An answer
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

/** What the offline assistant writes with: its own sentences and the chat's. */
export type OfflineTexts = ChatTexts & OfflineSentences;

const SENTENCES: Record<Language, OfflineSentences> = { en, sv, es, de, zh, fr, pt, ar, ja };

export const OFFLINE_TEXTS = Object.fromEntries(
  Object.entries(SENTENCES).map(([language, sentences]) => [language, { ...CHAT_TEXTS[language as Language], ...sentences }]),
) as Record<Language, OfflineTexts>;
