// Reading a sentence against the data: its words, its cues, and the track and place names in
// it, looked up in the names the site knows (gazetteer.ts, never the database itself). The offline assistant reads the user's sentences
// with it; the tools read the names a model passes with it, so "Conillon" or "Pista de
// Atletismo in Volta Redonda" finds the track whoever wrote it.
import { normaliseSearchText } from '../../src-shared/search-normalise';
import type { Gazetteer, TrackHit } from './gazetteer';
import { cuesOf, withinOneEdit, type Cues } from './cues';
import { parsePoint } from '../../src-shared/chat-location';
import { ONE_TRACK_CUES, type Reading } from './intent';
import { FILLER_WORDS, PLACE_KIND_WORDS } from './keywords';
import {
  chooseNames,
  isWithin,
  narrowTracks,
  toTrackCandidate,
  type AreaCandidate,
  type Names,
  type Point,
  type Span,
  type TrackCandidate,
} from './names';
import { distanceMetres } from '../../src-shared/distance';
import { gramsOf, wordsOf, type Word } from './words';

/** Names stand near the start of a request; a long comment after them is not searched. */
const WORDS_SEARCHED = 60;
/** Tracks a name given in part may match before the user is asked to choose among them. */
const PARTIAL_MATCHES = 6;
/** A single word of a name given in part is searched alone only when at least this long. */
const LONE_WORD_LENGTH = 4;

const isCommonWord = (words: readonly Word[], cues: Cues, index: number) =>
  FILLER_WORDS.has(words[index]!.text) || cues.cueWords.has(index);

/**
 * The words no cue, common word or recognised name accounts for, as one run from the first to
 * the last; a colon after the first ends the run, as what follows it is the user's text
 * ("comment on Crownpoint: great surface"), never part of a name.
 */
function leftoverSpan(words: readonly Word[], cues: Cues, names: Names, sentence: string): Span | null {
  const named = (i: number) => [names.trackSpan, names.areaSpan].some((s) => s && i >= s.from && i < s.to);
  const left = words.map((_, i) => i).filter((i) => !isCommonWord(words, cues, i) && !named(i) && !/^[\d.,;-]+$/.test(words[i]!.text));
  if (!left.length) return null;
  const colon = sentence.slice(words[left[0]!]!.end).search(/[:：]/u);
  const end = colon < 0 ? Infinity : words[left[0]!]!.end + colon;
  const before = left.filter((i) => words[i]!.start < end);
  return { from: before[0]!, to: before.at(-1)! + 1 };
}

/** Tracks whose labels hold the words of a name given in part, else its longest word alone. */
/** The run of words around `at` that the found tracks' names hold. */
function nameAround(all: readonly Word[], at: number, hits: readonly { name: string | null }[]): Span {
  const inName = new Set(hits.flatMap((h) => normaliseSearchText(h.name ?? '').split(' ')));
  let from = at;
  let to = at + 1;
  while (from > 0 && inName.has(all[from - 1]!.text)) from--;
  while (to < all.length && inName.has(all[to]!.text)) to++;
  return { from, to };
}

/**
 * Tracks whose labels hold the words of a name given in part once its typing slips are
 * corrected ("Antiocho Pereria", "Armando Garlipe") and the words no name holds in any spelling
 * are left out; else without its last or its first word, which may be the user's own ("Cooper
 * Antonio Daud lit at nite"). None when no word was a slip of one word only.
 */
async function withSlipsCorrected(gazetteer: Gazetteer, typed: readonly string[]): Promise<TrackHit[]> {
  const corrections = await gazetteer.wordsOneSlipAway(typed);
  // A slip that could be either of two words says neither: it is left out, as are the words no
  // name holds, and when it was the name the user chooses from what "Did you mean" offers.
  const corrected = typed.flatMap((w) => {
    const words = corrections.get(w);
    return words === undefined ? [w] : words.length === 1 ? words : [];
  });
  const isCorrection = (w: string) => !typed.includes(w);
  for (const words of [corrected, corrected.slice(0, -1), corrected.slice(1)]) {
    if (!words.some(isCorrection)) continue;
    const hits = await gazetteer.tracksContaining(words, PARTIAL_MATCHES);
    if (hits.length) return hits;
  }
  return [];
}

/** Words of a name given in part that are enough to tell a track without one of them. */
const WORDS_LEFT_TO_NAME = 2;

/**
 * Tracks whose labels hold all but the first or the last word of a name given in part: that
 * word is the user's own or mistyped as another real word ("Icaro de Castro Mello").
 */
async function withOneWordOff(gazetteer: Gazetteer, named: readonly Word[]): Promise<{ hits: TrackHit[]; first: Word } | null> {
  if (named.length <= WORDS_LEFT_TO_NAME) return null;
  for (const words of [named.slice(0, -1), named.slice(1)]) {
    const hits = await gazetteer.tracksContaining(
      words.map((w) => w.text),
      PARTIAL_MATCHES,
    );
    if (hits.length) return { hits, first: words[0]! };
  }
  return null;
}

async function partlyNamed(
  gazetteer: Gazetteer,
  all: readonly Word[],
  named: readonly Word[],
  span: Span,
  names: Names,
  from: Point | null,
): Promise<Names> {
  const typed = named.map((w) => w.text);
  let hits = await gazetteer.tracksContaining(typed, PARTIAL_MATCHES);
  if (hits.length === 0) hits = await withSlipsCorrected(gazetteer, typed);
  let found = span;
  const oneOff = hits.length === 0 ? await withOneWordOff(gazetteer, named) : null;
  if (oneOff) {
    hits = oneOff.hits;
    // The name is the words the found names hold; the word left out is the user's.
    found = nameAround(all, all.indexOf(oneOff.first), hits);
  }
  const longest = [...named].sort((a, b) => b.text.length - a.text.length)[0]!;
  if (hits.length === 0 && named.length > 1 && longest.text.length >= LONE_WORD_LENGTH) {
    hits = await gazetteer.tracksContaining([longest.text], PARTIAL_MATCHES);
    // The name is that word and its neighbours in the found name; the words after them are the
    // user's ("skriv till Crownpoint att …", "add comment Crownpoint Sports Complex nice surface").
    const at = all.indexOf(longest);
    if (at >= 0) found = nameAround(all, at, hits);
  }
  const tracks = narrowTracks(hits.map(toTrackCandidate), names.area, from);
  return { ...names, tracks, trackSpan: tracks.length ? found : null };
}

/** No track named: the words nothing else explains may be part of its name ("Conillon"). */
async function namedByLeftover(
  gazetteer: Gazetteer,
  sentence: string,
  words: readonly Word[],
  cues: Cues,
  names: Names,
  from: Point | null,
): Promise<Names> {
  const span = leftoverSpan(words, cues, names, sentence);
  if (!span) return names;
  const named = words.slice(span.from, span.to).filter((_, j) => !isCommonWord(words, cues, span.from + j));
  const found = await partlyNamed(gazetteer, words, named, span, names, from);
  return found.tracks.length ? found : names;
}

/** Whether word i is part of the place the sentence names. */
function inAreaSpan(names: Names, i: number): boolean {
  return names.areaSpan !== null && i >= names.areaSpan.from && i < names.areaSpan.to;
}

/**
 * Only a common name recognised ("Pista de Atletismo") and unexplained words right after it
 * ("Prof. Ricardo Alves": the stored name has a full stop): together they may name one track.
 */
async function namedByCommonAndTail(
  gazetteer: Gazetteer,
  words: readonly Word[],
  cues: Cues,
  names: Names,
  from: Point | null,
): Promise<Names> {
  const span = names.trackSpan!;
  let to = span.to;
  while (to < words.length && !isCommonWord(words, cues, to) && !inAreaSpan(names, to)) to++;
  if (to === span.to) return names;
  const named = words.slice(span.from, to).filter((w) => !FILLER_WORDS.has(w.text));
  const found = await partlyNamed(gazetteer, words, named, { from: span.from, to }, names, from);
  return found.tracks.length ? found : names;
}

/**
 * A whole name recognised and unexplained words right after it: they may end a longer name, given
 * in part or typed with a slip ("Pista de Cooper Antonio Daud": "Pista de Cooper" is another
 * track's name; "Complexo de Atletismo Aida dos Santtos").
 */
async function longerNameWithSlip(
  gazetteer: Gazetteer,
  words: readonly Word[],
  cues: Cues,
  names: Names,
  from: Point | null,
): Promise<Names> {
  const span = names.trackSpan!;
  // The words after it up to the next cue word or place, common words inside ("… Aida dos Santtos").
  let to = span.to;
  while (to < words.length && (FILLER_WORDS.has(words[to]!.text) || !isCommonWord(words, cues, to)) && !inAreaSpan(names, to)) to++;
  while (to > span.to && FILLER_WORDS.has(words[to - 1]!.text)) to--;
  if (to === span.to) return names;
  const typed = words
    .slice(span.from, to)
    .filter((w) => !FILLER_WORDS.has(w.text))
    .map((w) => w.text);
  const hits = await gazetteer.tracksContaining(typed, PARTIAL_MATCHES);
  const tracks = narrowTracks((hits.length ? hits : await withSlipsCorrected(gazetteer, typed)).map(toTrackCandidate), names.area, from);
  return tracks.length ? { ...names, tracks, trackSpan: { from: span.from, to } } : names;
}

/** Common words that may stand between a common name and the name proper: "pista do", "track at". */
const JOINING_WORDS = 2;

/**
 * The words right after a common name that nothing explains ("a pista do Ibirapuera"): the
 * name proper, up to the next common word; a colon before them ends the name instead.
 */
function nameAfterCommon(sentence: string, words: readonly Word[], cues: Cues, names: Names): Span | null {
  const span = names.trackSpan!;
  const unexplained = (i: number) => !isCommonWord(words, cues, i) && !inAreaSpan(names, i) && !/^[\d.,;-]+$/.test(words[i]!.text);
  let from = span.to;
  while (from < words.length && from - span.to < JOINING_WORDS && FILLER_WORDS.has(words[from]!.text)) from++;
  if (from >= words.length || !unexplained(from)) return null;
  if (/[:：]/u.test(sentence.slice(words[span.to - 1]!.end, words[from]!.start))) return null;
  let to = from;
  while (to < words.length && unexplained(to)) to++;
  return { from, to };
}

/**
 * A common name matched ("Pista", "Pista de Atletismo") and right after it words nothing
 * explains: they name the track ("a pista do Ibirapuera"), so a track of the common name is no
 * answer (issue 28). A track whose name holds them is; when none does, no track is named and
 * the answer says so with those words, never giving another track's facts.
 */
async function commonNameOrOther(
  gazetteer: Gazetteer,
  sentence: string,
  words: readonly Word[],
  cues: Cues,
  names: Names,
  from: Point | null,
): Promise<Names> {
  const withTail = await namedByCommonAndTail(gazetteer, words, cues, names, from);
  if (withTail !== names) return withTail;
  const tail = nameAfterCommon(sentence, words, cues, names);
  if (!tail) return names;
  const found = await partlyNamed(gazetteer, words, words.slice(tail.from, tail.to), tail, names, from);
  if (found.tracks.length) return found;
  // "Vila Velha's Pista de Atletismo is listed as …": the place tells which track of the common
  // name, so the words after it are the user's, not a name.
  const inPlace = names.area !== null && names.tracks.every((t) => isWithin(t.areaSegment, names.area!.segment));
  return inPlace ? names : { ...names, tracks: [], trackSpan: null, unknownSpan: tail };
}

/** Names typed with a slip are looked for among the labels that begin with these many letters of it. */
const SLIP_PREFIX = 3;
/** Shorter names are compared exactly: one slip in "Itu" is another town. */
const SLIP_MIN_LENGTH = 5;

/**
 * Nothing named, but words nothing explains: they may be a name typed with one slip
 * ("Curitba", "Estadio Migel Lima"), with the cue words just before them ("Estadio") as part
 * of it. Compared with the names whose labels begin with the same first letters.
 */
async function namedWithSlip(
  gazetteer: Gazetteer,
  sentence: string,
  words: readonly Word[],
  cues: Cues,
  names: Names,
  aboutOneTrack: boolean,
  from: Point | null,
): Promise<Names> {
  const span = leftoverSpan(words, cues, names, sentence);
  if (!span) return names;
  const starts = [span.from];
  while (starts.length <= 2 && starts[0]! > 0 && cues.cueWords.has(starts[0]! - 1) && !FILLER_WORDS.has(words[starts[0]! - 1]!.text))
    starts.unshift(starts[0]! - 1);
  const runs = starts.map((from) => ({
    span: { from, to: span.to },
    text: words
      .slice(from, span.to)
      .map((w) => w.text)
      .join(' '),
  }));
  for (const run of runs.filter((r) => r.text.length >= SLIP_MIN_LENGTH)) {
    const hits = (await gazetteer.namesStartingWith(run.text.slice(0, SLIP_PREFIX))).filter((h) =>
      withinOneEdit(normaliseSearchText(h.name ?? ''), run.text),
    );
    const tracks = narrowTracks(hits.filter((h) => h.kind === 'track').map(toTrackCandidate), names.area, from);
    const areas = hits
      .filter((h) => h.kind === 'area')
      .map((h): AreaCandidate => ({ id: h.id, name: h.name!, segment: h.segment!, level: h.level! }));
    const area = [...areas].sort((a, b) => b.level - a.level || a.id - b.id)[0];
    if (tracks.length && (aboutOneTrack || !area)) return { ...names, tracks, trackSpan: run.span };
    if (area) return { ...names, area, areaSpan: run.span };
  }
  return names;
}

/** Other names are looked for in runs of at most this many words, or characters where words touch. */
const OTHER_NAME_WORDS = 5;
const OTHER_NAME_CHARACTERS = 24;
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

interface Candidate {
  text: string;
  span: Span;
}

/** The runs of words written together, without a space between (Chinese and Japanese, and Latin words against them). */
function touchingRuns(words: readonly Word[]): number[][] {
  const runs: number[][] = [];
  words.forEach((word, i) => {
    const last = runs.at(-1);
    if (last && words[last.at(-1)!]!.end >= word.start) last.push(i);
    else runs.push([i]);
  });
  return runs;
}

/**
 * Where a place's other name may stand: every stretch of characters of words written together
 * with Chinese or Japanese ("斯普林菲尔德…的跑道", "ブラジリアで…"), and every run of the other
 * words that nothing else explains.
 */
function otherNameCandidates(words: readonly Word[], cues: Cues): Candidate[] {
  const candidates: Candidate[] = [];
  for (const run of touchingRuns(words).filter((r) => r.some((i) => HAS_CJK.test(words[i]!.text)))) {
    const characters = run.flatMap((i) => [...words[i]!.text].map((character) => ({ character, i })));
    for (let from = 0; from < characters.length; from++)
      for (let to = from + 2; to <= Math.min(characters.length, from + OTHER_NAME_CHARACTERS); to++)
        candidates.push({
          text: characters
            .slice(from, to)
            .map((c) => c.character)
            .join(''),
          span: { from: characters[from]!.i, to: characters[to - 1]!.i + 1 },
        });
  }
  const unexplained = (i: number) => !isCommonWord(words, cues, i) && !/^[\d.,;-]+$/.test(words[i]!.text);
  words.forEach((word, i) => {
    // A name may hold common words, never begin or end with them: "Río Grande del Norte".
    if (CJK_WORD.test(word.text) || !unexplained(i)) return;
    for (let to = i + 1; to <= Math.min(words.length, i + OTHER_NAME_WORDS); to++) {
      if (!unexplained(to - 1) && !FILLER_WORDS.has(words[to - 1]!.text)) break;
      if (unexplained(to - 1))
        candidates.push({
          text: words
            .slice(i, to)
            .map((w) => w.text)
            .join(' '),
          span: { from: i, to },
        });
    }
  });
  return candidates;
}

/**
 * No name recognised in a request for tracks: a place may be named in the sentence's own
 * language ("Fais-moi un résumé des pistes du Brésil", "ブラジリアで走れるトラック"). The longest
 * name wins; a name several areas bear is the one of the kind said beside it ("ولاية ساو باولو":
 * the state), else the city, as names in the labels are read (names.ts, likeliestPlace).
 */
async function namedInOtherLanguage(gazetteer: Gazetteer, words: readonly Word[], cues: Cues, names: Names): Promise<Names> {
  const candidates = otherNameCandidates(words.slice(0, WORDS_SEARCHED), cues);
  const found = await gazetteer.areasByOtherNames(candidates.map((c) => c.text));
  for (const { name, ids } of found.sort((a, b) => [...b.name].length - [...a.name].length)) {
    const span = candidates.find((c) => c.text === name)!.span;
    const areas = (await Promise.all(ids.map((id) => gazetteer.areaById(id)))).filter((area) => area !== null);
    const level = levelSaid(words, span) ?? Math.max(...areas.map((area) => area.level));
    const ofLevel = areas.filter((area) => area.level === level);
    if (ofLevel.length !== 1) continue;
    const area = ofLevel[0]!;
    return { ...names, area: { id: area.id, name: area.name, segment: area.url_segment, level: area.level }, areaSpan: span };
  }
  return names;
}

/** An area page's url segment in the sentence ("brazil/bahia/salvador"), as the area page's chat link sends it. */
const SEGMENT = /(?<![\p{L}\p{N}/-])[a-z0-9-]+(?:\/[a-z0-9-]+)+(?![\p{L}\p{N}/-])/u;

async function areaBySegment(gazetteer: Gazetteer, sentence: string, words: readonly Word[], names: Names): Promise<Names> {
  const match = SEGMENT.exec(sentence);
  const area = match && (await gazetteer.areaBySegment(match[0]));
  if (!area) return names;
  const covered = words.map((w, i) => [w, i] as const).filter(([w]) => w.start < match!.index + match![0].length && w.end > match!.index);
  return {
    ...names,
    area: { id: area.id, name: area.name, segment: area.url_segment, level: area.level },
    areaSpan: { from: covered[0]![1], to: covered.at(-1)![1] + 1 },
  };
}

const KIND_LEVELS = Object.entries(PLACE_KIND_WORDS).flatMap(([level, kinds]) =>
  kinds.map((kind) => ({ kind: normaliseSearchText(kind), level: Number(level) })),
);

const ELIDED_ARTICLE = /^\p{L}'/u;

/**
 * The level of place a kind word right before the name asks for ("estado de São Paulo", "im
 * Bundesstaat Rio de Janeiro"), or right after it ("São Paulo state", "Paraná州"); null when none does.
 */
export function levelSaid(words: readonly Word[], span: Span): number | null {
  let before = span.from - 1;
  if (before > 0 && FILLER_WORDS.has(words[before]!.text)) before--;
  const after = words[span.to]?.text ?? '';
  // Without an elided article: "l'État de São Paulo".
  const said = before >= 0 ? words[before]!.text.replace(ELIDED_ARTICLE, '') : '';
  const found = KIND_LEVELS.find(({ kind }) => said === kind || after === kind || (CJK_WORD.test(kind) && after.startsWith(kind)));
  return found?.level ?? null;
}

export interface ReadOptions {
  /** The user's position, to choose among tracks of one name. */
  from: Point | null;
  /** The text is known to name a track (a tool's argument): common words may be its name. */
  namesATrack?: boolean;
  /** The url segment of the place the conversation is about (the last area an answer linked). */
  context?: string | null;
}

/**
 * Tracks of one name the sentence did not tell apart (issue 28): those in the place the
 * conversation is about, if any are; the rest ordered nearest the user first when known.
 */
function withinConversation(tracks: TrackCandidate[], context: string | null | undefined, from: Point | null): TrackCandidate[] {
  const inContext = context ? tracks.filter((t) => isWithin(t.areaSegment, context)) : [];
  const left = inContext.length ? inContext : tracks;
  return from ? [...left].sort((a, b) => distanceMetres(from, a) - distanceMetres(from, b)) : left;
}

export async function readSentence(gazetteer: Gazetteer, text: string, options: ReadOptions): Promise<Reading> {
  const sentence = text.normalize('NFC').trim();
  const words = wordsOf(sentence);
  const cues = cuesOf(normaliseSearchText(sentence), words);
  const searched = words.slice(0, WORDS_SEARCHED);
  // A run that begins or ends with "in", "de", "the" is no name: "Natal" is, "em Natal" is not.
  const grams = gramsOf(searched, (g) => !FILLER_WORDS.has(searched[g.from]!.text) && !FILLER_WORDS.has(searched[g.to - 1]!.text));
  const hits = await gazetteer.namesBeginning([...new Set(grams.map((g) => g.text))]);
  // "How is the track nearest me?" asks about the user's surroundings, not a track called "Track".
  const aboutOneTrack = options.namesATrack === true || (ONE_TRACK_CUES.some((cue) => cues.at.has(cue)) && !cues.at.has('me'));
  const isCommon = (span: Span) => words.slice(span.from, span.to).every((_, j) => isCommonWord(words, cues, span.from + j));
  let names = await areaBySegment(
    gazetteer,
    sentence,
    words,
    chooseNames(hits, grams, { isCommon, aboutOneTrack, from: options.from, levelSaid: (span) => levelSaid(words, span) }),
  );
  // Nothing named, or only a common name ("Pista de Atletismo") before words it does not explain
  // ("Prof. Ricardo Alves": the stored name has a full stop): the name may be given in part.
  if (aboutOneTrack && names.tracks.length === 0) names = await namedByLeftover(gazetteer, sentence, words, cues, names, options.from);
  else if (aboutOneTrack && isCommon(names.trackSpan!))
    names = await commonNameOrOther(gazetteer, sentence, words, cues, names, options.from);
  else if (names.tracks.length > 0) names = await longerNameWithSlip(gazetteer, words, cues, names, options.from);
  if (names.tracks.length === 0 && !names.area)
    names = await namedWithSlip(gazetteer, sentence, words, cues, names, aboutOneTrack, options.from);
  if (names.tracks.length === 0 && !names.area && (cues.at.has('tracks') || cues.at.has('summary')))
    names = await namedInOtherLanguage(gazetteer, words, cues, names);
  if (names.tracks.length > 1)
    names = { ...names, tracks: withinConversation(names.tracks, names.area ? null : options.context, options.from) };
  return {
    sentence,
    words,
    cues,
    names,
    point: parsePoint(sentence),
    leftover: names.unknownSpan ?? leftoverSpan(words, cues, names, sentence),
  };
}
