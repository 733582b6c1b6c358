// The offline assistant's language rules: what a user's sentence asks for, without a model.
// Small regular expressions in a fixed order, most specific first, each tried in every language
// of the chat (the words are in offline-phrases.ts); a sentence none of them match is answered
// with the help text.
import type { Box } from '../../db/chat-search';
import { PHRASES, type Phrases } from './offline-phrases';

export interface Point {
  lat: number;
  lng: number;
}

export type Intent =
  | { kind: 'nearMe' }
  | { kind: 'summariseMine' }
  | { kind: 'nearPoint'; point: Point }
  | { kind: 'inBox'; box: Box }
  | { kind: 'inArea'; area: string }
  | { kind: 'summariseArea'; area: string }
  | { kind: 'details'; track: string }
  | { kind: 'comment'; track: string; comment: string }
  | { kind: 'badInfo'; track: string; description: string }
  | { kind: 'bug'; description: string }
  | { kind: 'feature'; description: string }
  | { kind: 'unknown' };

const isLatitude = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
const isLongitude = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;

function jsonObjectIn(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A position from the Share location payload ({"latitude":…,"longitude":…}) or "lat, lng". */
export function parsePoint(text: string): Point | null {
  const json = jsonObjectIn(text);
  if (json && typeof json.latitude === 'number' && typeof json.longitude === 'number') {
    return isLatitude(json.latitude) && isLongitude(json.longitude) ? { lat: json.latitude, lng: json.longitude } : null;
  }
  const pair = /(-?\d{1,3}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)/.exec(text);
  if (!pair) return null;
  const lat = Number(pair[1]);
  const lng = Number(pair[2]);
  return isLatitude(lat) && isLongitude(lng) && !(lat === 0 && lng === 0) ? { lat, lng } : null;
}

/** The map's "focus on tracks within this bounding box" payload. */
export function parseBox(text: string): Box | null {
  const json = jsonObjectIn(text);
  if (!json) return null;
  const { north, south, east, west } = json;
  if (typeof north !== 'number' || typeof south !== 'number' || typeof east !== 'number' || typeof west !== 'number') return null;
  if (![north, south].every(isLatitude) || ![east, west].every(isLongitude) || south > north) return null;
  return { north, south, east, west };
}

/** Quotes and end punctuation of every script, which are no part of a name. */
const clean = (text: string) => text.trim().replace(/^["'“”„«»「『¿¡\s]+|["'“”»」』?!.？！。؟\s]+$/gu, '').trim();

/** The groups a pattern captured, in order, without those of alternatives that did not match. */
const captured = (match: RegExpExecArray) => match.slice(1).filter((group) => group !== undefined);

/** A request named as one ("bug: …"): what follows the name, or the whole sentence. */
function named(kind: 'feature' | 'bug', pattern: RegExp, text: string): Intent | null {
  const match = pattern.exec(text);
  return match ? { kind, description: captured(match)[0]?.trim() || text } : null;
}

/** "track: words" after a comment or wrong-information opening; no track, no match. */
function trackAndWords(pattern: RegExp, text: string): { track: string; words: string } | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const [track = '', words = ''] = captured(match);
  return clean(track) ? { track: clean(track), words: words.trim() } : null;
}

/** The first place named the way one of the chosen languages names places. */
function placeIn(text: string, speaks: (phrases: Phrases) => boolean): string | null {
  for (const phrases of PHRASES) {
    const place = speaks(phrases) ? phrases.place.exec(text)?.[1] : undefined;
    if (place && clean(place)) return clean(place);
  }
  return null;
}

const nearUser = (text: string) => PHRASES.some((phrases) => phrases.me.test(text));

function summaryIntent(text: string): Intent {
  // "Resume as pistas em Lisboa" has a Spanish verb and a Portuguese place: every language
  // that speaks of a summary or of tracks in the sentence may name its place.
  const area = placeIn(text, (phrases) => phrases.summary.test(text) || phrases.tracks.test(text));
  return area && !nearUser(text) ? { kind: 'summariseArea', area } : { kind: 'summariseMine' };
}

type Rule = (text: string, phrases: Phrases) => Intent | null;

/** In order: the first rule that reads the sentence in any language decides. */
const RULES: Rule[] = [
  (text, { feature }) => named('feature', feature, text),
  (text, { wish }) => (wish.test(text) ? { kind: 'feature', description: text } : null),
  (text, { badInfo }) => {
    const said = trackAndWords(badInfo, text);
    return said && { kind: 'badInfo', track: said.track, description: said.words || text };
  },
  (text, { bug }) => named('bug', bug, text),
  (text, { broken }) => (broken.test(text) ? { kind: 'bug', description: text } : null),
  (text, { comment }) => {
    const said = trackAndWords(comment, text);
    return said?.words ? { kind: 'comment', track: said.track, comment: said.words } : null;
  },
  (text, { summary }) => (summary.test(text) ? summaryIntent(text) : null),
  (text, { details, notATrack }) => {
    const match = details.exec(text);
    const name = match ? captured(match)[0] : undefined;
    return name && clean(name) && !notATrack.test(name) ? { kind: 'details', track: clean(name) } : null;
  },
  (text, { me }) => (me.test(text) ? { kind: 'nearMe' } : null),
  (text) => {
    const point = parsePoint(text);
    return point && { kind: 'nearPoint', point };
  },
  (text, { tracks, place }) => {
    const area = tracks.test(text) ? clean(place.exec(text)?.[1] ?? '') : '';
    return area ? { kind: 'inArea', area } : null;
  },
];

export function parseIntent(message: string): Intent {
  const text = message.normalize('NFC').trim();
  const box = parseBox(text);
  if (box) return { kind: 'inBox', box };
  for (const rule of RULES) {
    for (const phrases of PHRASES) {
      const intent = rule(text, phrases);
      if (intent) return intent;
    }
  }
  return { kind: 'unknown' };
}
