// The order of search suggestions (issue 22): within the matches of spec section 5's rule, the
// most likely meaning first. One definition for the start page (which re-ranks an answer it
// narrows on the device), the API (src-worker/db/search.ts writes the same order in SQL, and a
// Worker test holds the two together) and the chat.
//
// 1. How the term meets the entry's own name (not the parent or area of its label): the name is
//    the term, then starts with it, then every word of the term starts a word of the label, then
//    the rest ("sao paulo" puts São Paulo before Adamantina, São Paulo). A term read around a
//    place (src-shared/search-reading.ts, issue 36) lists the labels that hold every word first,
//    so ranked, then those that hold the place and what is sought ("pista de cooper em sao
//    paulo": the Cooper tracks), then those that hold the place's words, each ranked the same way
//    ("pistas no rio de janeiro": Rio de Janeiro first).
// 2. Areas before tracks, and among areas a town before its region before its country: the city
//    of São Paulo before the state of the same name, whose map holds hundreds of tracks.
// 3. Areas with more tracks before areas with fewer (Rio de Janeiro before Rio Claro).
// 4. Nearer the visitor's view or location before farther, when it is known.
// 5. Then the label and the id, so that the order is total and the same everywhere.

import { holdsEveryWord, readTerm, type TermReading } from './search-reading';

/** What the order reads of a suggestion. */
export interface RankFacts {
  id: number;
  /** The label as the rule matches it (src-shared/search-normalise.ts). */
  normalizedLabel: string;
  /** The entry's own name, normalised; the label when it is not known. */
  normalizedName?: string;
  /** Areas only: 0 country, 1 region, 2 town. */
  level?: number;
  /** Areas only: the tracks at or below the area. */
  numTracks?: number;
  center?: readonly [number, number] | null;
}

export { nearFromParam, nearOf, nearParam, type Near } from './search-near';
import type { Near } from './search-near';

export type MatchTier = 0 | 1 | 2 | 3;

/** Step 1 of the order, for a normalised term and its words. */
export function matchTier(item: RankFacts, term: string, words: readonly string[]): MatchTier {
  const name = item.normalizedName ?? item.normalizedLabel;
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  const spaced = ` ${item.normalizedLabel}`;
  return words.every((word) => spaced.includes(` ${word}`)) ? 2 : 3;
}

/**
 * Step 1 of the order for a term's reading: the tier of the rule's matches (labels that hold every
 * word), 0 to 3; then of those that hold the place and what is sought (without the small words),
 * 4 to 7; then of those that hold the place, 8 to 11 (src-shared/search-reading.ts).
 */
export function readingTier(item: RankFacts, reading: TermReading): number {
  const label = item.normalizedLabel;
  if (holdsEveryWord(label, reading)) return matchTier(item, reading.term, reading.words);
  const { named } = reading;
  if (named?.words.every((w) => label.includes(w))) return 4 + matchTier(item, named.term, named.words);
  const { term, words } = reading.place ?? reading;
  return 8 + matchTier(item, term, words);
}

/**
 * A distance for ordering only: squared degrees on a plane stretched by the cosine of the
 * visitor's latitude (enough to order places by nearness within a region; ignores the
 * antimeridian). Written in the same operations as the SQL, so both give the same numbers.
 */
export function nearness(center: RankFacts['center'], near: Near | null): number {
  if (!near || !center) return Number.POSITIVE_INFINITY;
  const dLat = center[0] - near.lat;
  const dLng = (center[1] - near.lng) * near.cosLat;
  return dLat * dLat + dLng * dLng;
}

/** Areas (which have a level) rank before tracks; towns first among areas. */
const placeOrder = (item: RankFacts) => (item.level === undefined ? 3 : 2 - item.level);

/** Negative when a ranks before b, for a term's reading. */
export function compareSuggestions(a: RankFacts, b: RankFacts, reading: TermReading, near: Near | null): number {
  return (
    readingTier(a, reading) - readingTier(b, reading) ||
    placeOrder(a) - placeOrder(b) ||
    (b.numTracks ?? 0) - (a.numTracks ?? 0) ||
    compareNumbers(nearness(a.center, near), nearness(b.center, near)) ||
    compareText(a.normalizedLabel, b.normalizedLabel) ||
    a.id - b.id
  );
}

/** The suggestions in rank order (a new array), for a normalised term. */
export function rankSuggestions<T extends RankFacts>(items: readonly T[], term: string, near: Near | null): T[] {
  const reading = readTerm(term === '' ? [] : term.split(' '));
  return [...items].sort((a, b) => compareSuggestions(a, b, reading, near));
}

/**
 * Entries found by another name (issue 22), ranked as if that name were theirs and their label
 * held it ("brasil" is Brazil's name in Portuguese, equal to the term); an entry without one
 * ranks by its own.
 */
export function rankByOtherName<T extends RankFacts>(
  items: readonly T[],
  otherName: (item: T) => string | undefined,
  term: string,
  near: Near | null,
): T[] {
  const asNamed = items.map((item) => {
    const name = otherName(item);
    return name === undefined
      ? { ...item, item }
      : { ...item, item, normalizedName: name, normalizedLabel: `${name} ${item.normalizedLabel}` };
  });
  return rankSuggestions(asNamed, term, near).map((ranked) => ranked.item);
}

/** The other names offered beside a term's matches (alsoKnownAs) rank by the first of them. */
export const firstAlsoKnownAs = (item: { alsoKnownAs?: readonly string[] }) => item.alsoKnownAs?.[0];

const compareNumbers = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

/**
 * Code-point order, as SQLite's BINARY collation compares UTF-8 text (UTF-16 code units order
 * characters above U+FFFF differently, so the first differing unit is read as a code point).
 */
function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return a.codePointAt(i)! - b.codePointAt(i)!;
  }
  return a.length - b.length;
}
