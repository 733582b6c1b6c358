// Reading a sentence against the data: its words, its cues, and the track and place names in
// it, looked up in D1 (db/chat-names.ts). The offline assistant reads the user's sentences
// with it; the tools read the names a model passes with it, so "Conillon" or "Pista de
// Atletismo in Volta Redonda" finds the track whoever wrote it.
import type { Db } from '../../env';
import { normaliseSearchText } from '../../../src-shared/search-normalise';
import { namesBeginning, tracksContaining } from '../../db/chat-names';
import { cuesOf, type Cues } from './cues';
import { parsePoint } from './coordinates';
import { ONE_TRACK_CUES, type Reading } from './intent';
import { FILLER_WORDS } from './keywords';
import { chooseNames, narrowTracks, toTrackCandidate, type Names, type Point, type Span } from './names';
import { gramsOf, wordsOf, type Word } from './words';

/** Names stand near the start of a request; a long comment after them is not searched. */
const WORDS_SEARCHED = 60;
/** Tracks a name given in part may match before the user is asked to choose among them. */
const PARTIAL_MATCHES = 6;
/** A single word of a name given in part is searched alone only when at least this long. */
const LONE_WORD_LENGTH = 4;

const isCommonWord = (words: readonly Word[], cues: Cues, index: number) => FILLER_WORDS.has(words[index]!.text) || cues.cueWords.has(index);

/** The words no cue, common word or recognised name accounts for, as one run from the first to the last. */
function leftoverSpan(words: readonly Word[], cues: Cues, names: Names): Span | null {
  const named = (i: number) => [names.trackSpan, names.areaSpan].some((s) => s && i >= s.from && i < s.to);
  const left = words.map((_, i) => i).filter((i) => !isCommonWord(words, cues, i) && !named(i) && !/^[\d.,;-]+$/.test(words[i]!.text));
  return left.length ? { from: left[0]!, to: left.at(-1)! + 1 } : null;
}

/** A track named in part ("Conillon"): every leftover word in its label, else the longest one alone. */
async function partlyNamed(db: Db, words: readonly Word[], cues: Cues, names: Names, from: Point | null): Promise<Names> {
  const span = leftoverSpan(words, cues, names);
  if (!span) return names;
  const leftover = words.slice(span.from, span.to).filter((_, j) => !isCommonWord(words, cues, span.from + j));
  let hits = await tracksContaining(db, leftover.map((w) => w.text), PARTIAL_MATCHES);
  const longest = [...leftover].sort((a, b) => b.text.length - a.text.length)[0]!;
  if (hits.length === 0 && leftover.length > 1 && longest.text.length >= LONE_WORD_LENGTH) hits = await tracksContaining(db, [longest.text], PARTIAL_MATCHES);
  const tracks = narrowTracks(hits.map(toTrackCandidate), names.area, from);
  return tracks.length ? { ...names, tracks, trackSpan: span } : names;
}

export interface ReadOptions {
  /** The user's position, to choose among tracks of one name. */
  from: Point | null;
  /** The text is known to name a track (a tool's argument): common words may be its name. */
  namesATrack?: boolean;
}

export async function readSentence(db: Db, text: string, options: ReadOptions): Promise<Reading> {
  const sentence = text.normalize('NFC').trim();
  const words = wordsOf(sentence);
  const cues = cuesOf(normaliseSearchText(sentence), words);
  const searched = words.slice(0, WORDS_SEARCHED);
  // A run that begins or ends with "in", "de", "the" is no name: "Natal" is, "em Natal" is not.
  const grams = gramsOf(searched, (g) => !FILLER_WORDS.has(searched[g.from]!.text) && !FILLER_WORDS.has(searched[g.to - 1]!.text));
  const hits = await namesBeginning(db, [...new Set(grams.map((g) => g.text))]);
  const aboutOneTrack = options.namesATrack === true || ONE_TRACK_CUES.some((cue) => cues.at.has(cue));
  const isCommon = (span: Span) => words.slice(span.from, span.to).every((_, j) => isCommonWord(words, cues, span.from + j));
  let names = chooseNames(hits, grams, { isCommon, aboutOneTrack, from: options.from });
  if (names.tracks.length === 0 && aboutOneTrack) names = await partlyNamed(db, words, cues, names, options.from);
  return { sentence, words, cues, names, point: parsePoint(sentence), leftover: leftoverSpan(words, cues, names) };
}
