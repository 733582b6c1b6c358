// Which cues of keywords.ts a sentence holds, where the first of each stands, and which of its
// words are cue words (so they are not taken for part of a name the user gave in part).
import { SUPPORTED_LANGUAGES } from '../../src-shared/enums';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { COMBINED_CUES, CUE_WORDS, WITHOUT_WORD_BREAKS, type Cue } from './keywords';
import type { Word } from './words';

export interface Cues {
  /** Each cue found, with the offset in the sentence where it first appears. */
  at: Map<Cue, number>;
  /** Indexes of the words that belong to a cue phrase. */
  cueWords: Set<number>;
}

/** Typing slips (one letter missing, extra, wrong or two swapped) are forgiven in words this long. */
const SLIP_FREE_LENGTH = 6;

/** True when a and b differ by at most one edit, a swap of neighbours counting as one. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Words that are themselves a cue word of some language: never read as another cue's word with
 * a slip ("closest" is "nearest", not a slip of "closes").
 */
const CUE_WORD_SET: ReadonlySet<string> = new Set(
  Object.values(CUE_WORDS)
    .flatMap((cues) => Object.values(cues).flat())
    .map(normaliseSearchText)
    .filter((phrase) => !phrase.includes(' ') && !phrase.endsWith('*')),
);

/** Whether the word begins with the stem, or with it typed with one slip ("floodlihgts" for "floodlight*"). */
function beginsWith(stem: string, word: string, slipFree: boolean): boolean {
  if (word.startsWith(stem)) return true;
  if (!slipFree || stem.length < SLIP_FREE_LENGTH) return false;
  return [-1, 0, 1].some((extra) => withinOneEdit(stem, word.slice(0, stem.length + extra)));
}

/** An elided article or pronoun before a word: "d'ajouter" is "ajouter", "l'etat" is "etat". */
const ELIDED = /^\p{L}'(?=\p{L})/u;

function wordMatches(pattern: string, word: string, alone: boolean): boolean {
  const bare = word.replace(ELIDED, '');
  return wordIs(pattern, word, alone) || (bare !== word && wordIs(pattern, bare, alone));
}

function wordIs(pattern: string, word: string, alone: boolean): boolean {
  const slipFree = alone && !CUE_WORD_SET.has(word);
  if (pattern.endsWith('*')) return beginsWith(pattern.slice(0, -1), word, slipFree);
  if (word === pattern) return true;
  return slipFree && pattern.length >= SLIP_FREE_LENGTH && word.length >= SLIP_FREE_LENGTH - 1 && withinOneEdit(pattern, word);
}

/**
 * Where a cue phrase stands in the sentence: its words (by index) or, in a language without
 * word breaks, its characters in the normalised sentence; `offset` orders cues as before.
 */
interface Found {
  cue: Cue;
  from: number;
  to: number;
  offset: number;
}

/** Every place the phrase's words stand in a row among the words. */
function foundInWords(cue: Cue, phrase: string, words: readonly Word[]): Found[] {
  const parts = phrase.split(' ');
  const found: Found[] = [];
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((part, j) => wordMatches(part, words[i + j]!.text, parts.length === 1)))
      found.push({ cue, from: i, to: i + parts.length, offset: words[i]!.start });
  }
  return found;
}

/** Every place the phrase stands in the normalised sentence. */
function foundAnywhere(cue: Cue, phrase: string, normalisedSentence: string): Found[] {
  const found: Found[] = [];
  for (let at = normalisedSentence.indexOf(phrase); at >= 0; at = normalisedSentence.indexOf(phrase, at + 1)) {
    found.push({ cue, from: at, to: at + phrase.length, offset: at });
  }
  return found;
}

/**
 * A phrase inside a longer phrase of another cue of the same language is part of that phrase
 * and asks nothing of its own: "maintenant" in "ouverte maintenant" (open now) does not say
 * that something has changed, nor "الآن" in "مفتوح الآن".
 */
const isInside = (a: Found, b: Found) => a.cue !== b.cue && b.from <= a.from && a.to <= b.to && b.to - b.from > a.to - a.from;

function note(cues: Cues, cue: Cue, offset: number) {
  const known = cues.at.get(cue);
  if (known === undefined || offset < known) cues.at.set(cue, offset);
}

const isPartOf = (word: string, phrase: string) => (phrase.includes(' ') ? phrase.split(' ').includes(word) : word.includes(phrase));

/** The phrases in the sentence's own form: folding drops Arabic hamza marks too ("أبلغ" is "ابلغ"). */
const PHRASES = SUPPORTED_LANGUAGES.map((lang) => ({
  anywhere: WITHOUT_WORD_BREAKS.has(lang),
  cues: (Object.entries(CUE_WORDS[lang]) as [Cue, string[]][]).map(([cue, phrases]) => [cue, phrases.map(normaliseSearchText)] as const),
}));

export function cuesOf(normalisedSentence: string, words: readonly Word[]): Cues {
  const cues: Cues = { at: new Map(), cueWords: new Set() };
  for (const { anywhere, cues: table } of PHRASES) {
    const found: Found[] = [];
    for (const [cue, phrases] of table) {
      for (const phrase of phrases) {
        const here = anywhere ? foundAnywhere(cue, phrase, normalisedSentence) : foundInWords(cue, phrase, words);
        if (here.length === 0) continue;
        found.push(...here);
        // The words of the phrase (where it first stands) are cue words, whichever cue it counts for.
        // Found anywhere, a phrase of one word marks the words that hold it ("والإضاءة"), one of
        // several words the words it is made of ("هل يمكنك").
        if (anywhere) words.forEach((word, index) => isPartOf(word.text, phrase) && cues.cueWords.add(index));
        else phrase.split(' ').forEach((_, j) => cues.cueWords.add(here[0]!.from + j));
      }
    }
    for (const f of found) if (!found.some((other) => isInside(f, other))) note(cues, f.cue, f.offset);
  }
  for (const { cue, of } of COMBINED_CUES) {
    const [a, b] = of.map((part) => cues.at.get(part));
    if (a !== undefined && b !== undefined) note(cues, cue, Math.min(a, b));
  }
  return cues;
}
