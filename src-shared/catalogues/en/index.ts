// The site's texts in English, the source of every other catalogue (issue 24): each key here
// exists in every language (src-shared/catalogues.test.ts checks it), and the spec's quoted
// texts stay exactly as the spec words them. One file per part of the site; each language has
// the same files. Plurals follow i18next: key_one, key_other, plus key_zero, _two, _few and _many
// where a language has them (CLDR). Names, comments and other things runners wrote are never in a
// catalogue. The assistant's words (assistant.ts) and the words it recognises (cues.ts) are parts
// that only the Worker reads (parts.ts): the site's pages never show them.
import { assistant } from './assistant';
import { chat } from './chat';
import { forms } from './forms';
import { frame } from './frame';
import { mapAndTools } from './mapAndTools';
import { questions } from './questions';
import { tools } from './tools';
import { trackPages } from './trackPages';

export const enGroups = { frame, trackPages, questions, forms, mapAndTools, tools, chat, assistant } as const;
/** The pages' catalogue: every part but the assistant's. */
export const en = { ...frame, ...trackPages, ...questions, ...forms, ...mapAndTools, ...tools, ...chat } as const;

/** A catalogue: the English one's keys, each with a text of its own language. */
export type Catalogue = Texts<typeof en>;
/** One part of a catalogue (one file of each language folder). */
export type CatalogueGroup<Name extends keyof typeof enGroups> = Texts<(typeof enGroups)[Name]>;

type PluralStem<Key> = Key extends `${infer Stem}_other` ? Stem : never;
/** Same keys with texts; where English has a plural, the other CLDR forms may be added. */
type Texts<T> = { [Key in keyof T]: T[Key] extends string ? string : Texts<T[Key]> } & {
  [Key in `${PluralStem<keyof T & string>}_${'zero' | 'two' | 'few' | 'many'}`]?: string;
};
