// The assistant's words in each of the site's languages: a part of the one catalogue
// (src-shared/catalogues/<language>/assistant.ts) that only the Worker reads. The chat's own
// texts (the greeting, the request for the location, the answer when the tool rounds run out,
// how a summary names a point or the map's view) are shared by every provider; the rest are the
// offline assistant's sentences.
import type { Language } from '../../src-shared/enums';
import type { AssistantTexts } from '../../src-shared/catalogues/parts';
import { assistant as en } from '../../src-shared/catalogues/en/assistant';
import { assistant as sv } from '../../src-shared/catalogues/sv/assistant';
import { assistant as es } from '../../src-shared/catalogues/es/assistant';
import { assistant as de } from '../../src-shared/catalogues/de/assistant';
import { assistant as zh } from '../../src-shared/catalogues/zh/assistant';
import { assistant as fr } from '../../src-shared/catalogues/fr/assistant';
import { assistant as pt } from '../../src-shared/catalogues/pt/assistant';
import { assistant as ar } from '../../src-shared/catalogues/ar/assistant';
import { assistant as ja } from '../../src-shared/catalogues/ja/assistant';

export type { AssistantTexts };

export const ASSISTANT_TEXTS: Record<Language, AssistantTexts> = {
  en: en.assistant,
  sv: sv.assistant,
  es: es.assistant,
  de: de.assistant,
  zh: zh.assistant,
  fr: fr.assistant,
  pt: pt.assistant,
  ar: ar.assistant,
  ja: ja.assistant,
};
