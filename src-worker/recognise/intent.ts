// What a sentence asks for, from its cues (keywords.ts) and the names recognised in it
// (names.ts). Requests about the app come first, then what is said about one track, then
// summaries and lists; a name alone asks about that track or place.
import type { Suggestions } from '../../src-shared/api-types';
import type { LatLngBox } from '../../src-shared/map-tiles';
import type { Cue } from './keywords';
import type { Cues } from './cues';
import type { AreaCandidate, Names, Point, Span, TrackCandidate } from './names';
import { spelling, type Word } from './words';

/** What a list of tracks is narrowed to (the find tools' filters of the same names). */
export interface ListingFilters {
  openNow?: true;
  free?: true;
  /** Indoor tracks, tracks with lighting (issue 28). */
  indoor?: true;
  lighting?: true;
  /** A lap of about this many metres: "400m intervals". */
  lengthMetres?: number;
}

/** A lap length a sentence asks for: "400m", "400 metros", "200 米"; not "10 km". */
const LAP_LENGTH =
  /(?<![\d.,])(\d{3}(?:[.,]\d+)?)\s?-?\s?(?:(?:m|meters?|metres?|metros?|ｍ)(?!\p{Script=Latin})|metersban|(?:م|متر|مترا)(?!\p{Script=Arabic})|米|公尺|メートル)/u;
/** Shortest and longest lap a track may be of to count as lengthMetres long. */
const LENGTH_TOLERANCE = 0.03;

export function lapLengthIn(sentence: string): number | null {
  const match = LAP_LENGTH.exec(sentence.toLowerCase());
  if (!match) return null;
  const metres = Number(match[1]!.replace(',', '.'));
  return metres >= 100 && metres <= 1000 ? metres : null;
}

/** The find tools' arguments for the filters. */
export function filterArguments(filters: ListingFilters): Record<string, unknown> {
  const { lengthMetres, ...flags } = filters;
  if (lengthMetres === undefined) return flags;
  const shortest = Math.floor(lengthMetres * (1 - LENGTH_TOLERANCE));
  return { ...flags, minLengthMetres: shortest, maxLengthMetres: Math.ceil(lengthMetres * (1 + LENGTH_TOLERANCE)) };
}

/** The filters a find call was made with (filterArguments read back), so an answer says what its list holds. */
export function filtersOfArguments(args: Record<string, unknown>): ListingFilters {
  const min = args.minLengthMetres;
  const max = args.maxLengthMetres;
  return {
    ...(args.openNow === true ? { openNow: true } : {}),
    ...(args.free === true ? { free: true } : {}),
    ...(args.indoor === true ? { indoor: true } : {}),
    ...(args.lighting === true ? { lighting: true } : {}),
    ...(typeof min === 'number' && typeof max === 'number' ? { lengthMetres: Math.round((min + max) / 2) } : {}),
  };
}

/** What a question about one track asks of its access: when it is open, what it costs. */
export type AccessQuestion = 'hours' | 'fee';

export type Intent =
  | { kind: 'nearMe'; filters?: ListingFilters }
  | { kind: 'summariseMine' }
  | { kind: 'nearPoint'; point: Point; filters?: ListingFilters }
  | { kind: 'inBox'; box: LatLngBox }
  | { kind: 'inArea'; area: AreaCandidate; filters?: ListingFilters }
  | { kind: 'summariseArea'; area: AreaCandidate }
  /** `asks`: the access questions the answer leads with, in the order asked. */
  | { kind: 'details'; track: TrackCandidate; asks?: AccessQuestion[] }
  /** `visit`: the user was there, so it is posted as a visit report of today. */
  | { kind: 'comment'; track: TrackCandidate; comment: string; visit?: true }
  | { kind: 'badInfo'; track: TrackCandidate; description: string }
  | { kind: 'bug'; description: string }
  | { kind: 'feature'; description: string }
  /** Several tracks match the name equally: the user picks one. */
  | { kind: 'whichTrack'; tracks: TrackCandidate[] }
  /** `didYouMean`: what search finds for the name by other names or with a slip corrected (issue 22). */
  | { kind: 'unknownTrack'; name: string; didYouMean?: DidYouMean[] }
  | { kind: 'unknownPlace'; name: string; didYouMean?: DidYouMean[] }
  | { kind: 'unknown' };

/** Cues that make a sentence about one track: a short common name ("Pista de Atletismo") may then be its name. */
/** A place or track "Did you mean" offers, as GET /api/suggest lists it. */
export type DidYouMean = Suggestions['didYouMean'][number];

export const ONE_TRACK_CUES: readonly Cue[] = [
  'about',
  'comment',
  'visit',
  'wrong',
  'report',
  'surface',
  'length',
  'lanes',
  'lighting',
  'indoor',
  'access',
  'openNow',
  'free',
  'fee',
  'hours',
];

export interface Reading {
  sentence: string;
  words: Word[];
  cues: Cues;
  names: Names;
  /** Coordinates typed in the sentence ("-22.9, -43.2"). */
  point: Point | null;
  /** The words that are neither common words, cues nor a recognised name: an unknown name. */
  leftover: Span | null;
}

const LABELLED = /^([^:：]{1,80})[:：]\s*(\S[\s\S]*)$/u;
const LABEL_WORDS = 10;

/** "Report a bug: the map is grey" stores "the map is grey"; a sentence without such a label is stored whole. */
export function reportText(sentence: string): string {
  const match = LABELLED.exec(sentence.trim());
  return match && match[1]!.trim().split(/\s+/).length <= LABEL_WORDS ? match[2]!.trim() : sentence.trim();
}

const QUOTED = /["“”«「『]([^"“”«»」』]+)["“”»」』]/gu;
/** Words that join a name to the comment that follows it: "… saying it is great". */
const JOINER =
  /^[\s,;.!"'“”»」』-]*(?:(?:saying|that|with|dizendo|que|diciendo|con|mit|sagen|dass|disant|en disant|qui dit|och skriv|att|med)\s+|(?:说|，)\s*){0,2}/iu;

/** "… Crownpoint comment - nice surface": the word that names the comment, after the name. */
const COMMENT_LABEL =
  /^[\s,;.!-]*(?:comment|kommentar|comentario|comentário|commentaire|kommentieren|評論|评论|コメント|تعليق)\s*[-–—:：]?\s*/iu;

/** A text wholly inside one pair of quotes, without them: the quotes mark the comment, they are not in it. */
const WHOLLY_QUOTED = /^["“«「『]([^"“”«»「」『』]+)["”»」』]$/u;
const unquoted = (text: string) => WHOLLY_QUOTED.exec(text)?.[1]?.trim() ?? text;

/**
 * The comment in a sentence that names its track: after a colon that follows the name, else a
 * quoted text beside the name, else what follows the name. Empty when there is none.
 */
export function commentText(sentence: string, words: readonly Word[], name: Span, place: Span | null = null): string {
  const nameStart = words[name.from]!.start;
  // "… Crownpoint in Glasgow: …": the place said right after the name belongs to it.
  const placeFollows = place !== null && place.from >= name.to && place.from <= name.to + 1;
  const nameEnd = words[(placeFollows ? place : name).to - 1]!.end;
  const after = sentence.slice(nameEnd);
  const colon = after.search(/[:：]/u);
  if (colon >= 0) return unquoted(after.slice(colon + 1).trim());
  for (const match of sentence.matchAll(QUOTED)) {
    const besideName = match.index + match[0].length <= nameStart || match.index >= nameEnd;
    if (besideName && match[1]!.trim()) return match[1]!.trim();
  }
  return after
    .replace(COMMENT_LABEL, '')
    .replace(JOINER, '')
    .replace(/^["'“”«»「」『』\s]+|["'“”«»「」『』\s]+$/gu, '')
    .trim();
}

const has = (reading: Reading, cue: Cue) => reading.cues.at.has(cue);

/**
 * A comment asked for politely ("Você poderia deixar um comentário … dizendo que o portão abre às
 * 6h?"): the question mark ends the request, not the comment.
 */
export function askedAsRequest(comment: string, cues: Cues): string {
  return cues.at.has('polite') ? comment.replace(/\s*[?？؟]$/u, '') : comment;
}

/** "Open now", "free", "indoor", "lit", "400m" with a place: the list keeps only those tracks. */
export function listingFilters(cues: Cues, sentence = ''): ListingFilters {
  const length = lapLengthIn(sentence);
  return {
    ...(cues.at.has('openNow') ? { openNow: true } : {}),
    ...(cues.at.has('free') ? { free: true } : {}),
    ...(cues.at.has('indoorOnly') ? { indoor: true } : {}),
    ...(cues.at.has('lighting') ? { lighting: true } : {}),
    ...(length === null ? {} : { lengthMetres: length }),
  };
}

const ACCESS_CUES: Record<AccessQuestion, Cue[]> = { hours: ['hours', 'openNow'], fee: ['fee', 'free'] };

/** Whether a question about one track asks when it is open or what it costs, first asked first. */
export function accessQuestions(cues: Cues): AccessQuestion[] {
  const firstAt = (question: AccessQuestion) => Math.min(...ACCESS_CUES[question].map((cue) => cues.at.get(cue) ?? Infinity));
  return (['hours', 'fee'] as const).filter((q) => firstAt(q) < Infinity).sort((a, b) => firstAt(a) - firstAt(b));
}

/** The filters of a list, only when there are any: an unfiltered list is the one it always was. */
function filtered(reading: Reading): { filters?: ListingFilters } {
  const filters = listingFilters(reading.cues, reading.sentence);
  return Object.keys(filters).length ? { filters } : {};
}

function asking(cues: Cues): { asks?: AccessQuestion[] } {
  const asks = accessQuestions(cues);
  return asks.length ? { asks } : {};
}
const firstOf = (reading: Reading, a: Cue, b: Cue): Cue =>
  (reading.cues.at.get(a) ?? Infinity) <= (reading.cues.at.get(b) ?? Infinity) ? a : b;

function aboutTrack(reading: Reading, track: TrackCandidate | null, several: boolean): Intent | null {
  const { names } = reading;
  if (!track && !several) return null;
  const choose = (intent: Intent): Intent => (several ? { kind: 'whichTrack', tracks: names.tracks } : intent);
  if (has(reading, 'wrong') || (has(reading, 'report') && !has(reading, 'bug'))) {
    return choose({ kind: 'badInfo', track: track!, description: reportText(reading.sentence) });
  }
  if (has(reading, 'visit')) {
    // "I visited X today, lanes were busy": what follows the name, else the sentence, is the report.
    const report = commentText(reading.sentence, reading.words, names.trackSpan!, names.areaSpan) || reportText(reading.sentence);
    return choose({ kind: 'comment', track: track!, comment: report, visit: true });
  }
  if (has(reading, 'comment')) {
    const comment = askedAsRequest(commentText(reading.sentence, reading.words, names.trackSpan!, names.areaSpan), reading.cues);
    if (comment) return choose({ kind: 'comment', track: track!, comment });
    // "comment on X:" with nothing after the colon asks for nothing we can do.
    if (/[:：]\s*$/u.test(reading.sentence)) return { kind: 'unknown' };
  }
  return null;
}

export function intentOf(reading: Reading): Intent {
  const { names } = reading;
  const track = names.tracks.length === 1 ? names.tracks[0]! : null;
  const several = names.tracks.length > 1;
  const saidAboutTrack =
    (has(reading, 'wrong') && (track || several)) || ((has(reading, 'comment') || has(reading, 'visit')) && (track || several));
  if ((has(reading, 'bug') || has(reading, 'feature')) && !saidAboutTrack) {
    // Both said: a report names a bug ("ich möchte einen Fehler melden"), else the first said wins.
    const both = has(reading, 'bug') && has(reading, 'feature');
    const kind = both ? (has(reading, 'report') ? 'bug' : firstOf(reading, 'bug', 'feature')) : has(reading, 'bug') ? 'bug' : 'feature';
    return { kind: kind as 'bug' | 'feature', description: reportText(reading.sentence) };
  }
  const said = aboutTrack(reading, track, several);
  if (said) return said;
  if (has(reading, 'summary') && !track && !several)
    return names.area ? { kind: 'summariseArea', area: names.area } : { kind: 'summariseMine' };
  if (several) return { kind: 'whichTrack', tracks: names.tracks };
  if (track) return { kind: 'details', track, ...asking(reading.cues) };
  if (names.area) return { kind: 'inArea', area: names.area, ...filtered(reading) };
  if (has(reading, 'me')) return { kind: 'nearMe', ...filtered(reading) };
  if (reading.point) return { kind: 'nearPoint', point: reading.point, ...filtered(reading) };
  const leftover = reading.leftover ? spelling(reading.sentence, reading.words, reading.leftover.from, reading.leftover.to) : '';
  if (leftover && ONE_TRACK_CUES.some((cue) => has(reading, cue))) return { kind: 'unknownTrack', name: leftover };
  if (leftover && has(reading, 'tracks')) return { kind: 'unknownPlace', name: leftover };
  // "Which tracks are open now?", "今開いているトラック": a narrowed list with no place is one around the user.
  const { filters } = filtered(reading);
  if (!leftover && has(reading, 'tracks') && filters) return { kind: 'nearMe', filters };
  return { kind: 'unknown' };
}
