// What every surface calls a track (issue 36): its own name, else a label made of what tells it
// apart (the stadium, school or park it lies in; its neighbourhood or street; else where it lies
// from its town's centre), with its kind and length, in the reader's language. Two tracks of one
// name at one place (an indoor arena beside an outdoor track) add what differs. The label is
// never stored as the name: a runner who gives the real name replaces it.
import type { TrackLabel } from './api-types';
import { areaName, type NamedArea } from './area-name';
import type { Surface } from './enums';
import { distanceMetres, toRadians, type LatLng } from './distance';
import { numberText } from './number-text';
import { isJoggingLoop } from './track-kind';
import { normaliseSearchText } from './search-normalise';
import { ENGLISH, fill, lengthText, trackSummaryText, type Words } from './track-text';
import { isolated, withoutDirectionControls } from './bidi';
import { isRightToLeft, type Language } from './languages';

/**
 * Words that only say what a place is, in the nine languages (and "unnamed"): a name made of
 * these alone ("Pista de Atletismo", "Running track", "Pista sem nome") names no place, so the
 * track is labelled as if it had none. Normalised as search text (lower case, no accents).
 */
const GENERIC_WORDS = new Set(
  (
    'track tracks running run athletics athletic jogging walking oval field sports sport the of a an unnamed no name ' +
    'pista pistas atletismo de da do das dos corrida caminhada cooper sem nome sin nombre atletica ' +
    'piste pistes athletisme d athletisme course sans nom la le ' +
    'bana banan loparbana loparbanan friidrottsbana friidrottsbanan namnlos ' +
    'laufbahn bahn leichtathletik leichtathletikbahn tartanbahn ohne namen ' +
    '跑道 田径场 田径跑道 未命名跑道 トラック 陸上競技場 名称未設定のトラック مضمار مضمار بلا اسم ' +
    '400 400m 200 200m m metros metres meters'
  ).split(' '),
);

/** True when the name is empty or says only what the place is ("Pista de atletismo", "track"). */
export function isGenericTrackName(name: string | null | undefined): boolean {
  const words = normaliseSearchText(name ?? '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.every((word) => GENERIC_WORDS.has(word));
}

/** The track's own name, or null when it has none worth the name. */
export function ownTrackName(name: string | null | undefined): string | null {
  const trimmed = withoutDirectionControls(name ?? '').trim();
  return trimmed === '' || isGenericTrackName(trimmed) ? null : trimmed;
}

/** What the label is made from, as the database holds it (src-worker/db/track-labels.ts). */
export interface LabelSource {
  name: string | null;
  facility: string | null;
  locality: string | null;
  twin: TrackLabel['twin'];
  length: number | null;
  finalized: boolean;
  surface: Surface | null;
  indoors: boolean | null;
  center_lat: number;
  center_lng: number;
  /** The centre of the town (or, far from towns, the region) the track is in; null at sea. */
  area_centre: LatLng | null;
}

/** The compass point (0 north … 7 north-west) of `to` seen from `from`. */
function compassPoint(from: LatLng, to: LatLng): number {
  const [φ1, φ2, Δλ] = [toRadians(from.lat), toRadians(to.lat), toRadians(to.lng - from.lng)];
  const θ = Math.atan2(Math.sin(Δλ) * Math.cos(φ2), Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ));
  return (Math.round((θ * 180) / Math.PI / 45) + 8) % 8;
}

/** Kilometres as a label says them: tenths, so two tracks of one town rarely read the same; whole ones from 100 km. */
const roundedKm = (metres: number) => (metres < 100_000 ? Math.round(metres / 100) / 10 : Math.round(metres / 1000));

/**
 * The label parts of a track, or null when its own name says it all. The position from the
 * town's centre is given only when nothing else tells the track apart.
 */
export function trackLabelOf(source: LabelSource): TrackLabel | null {
  const own = ownTrackName(source.name);
  // A named jogging loop keeps a label too: its length tells every list it is no lap track.
  if (own && !source.twin && !isJoggingLoop(source)) return null;
  const facility = withoutDirectionControls(source.facility ?? '').trim() || null;
  const locality = withoutDirectionControls(source.locality ?? '').trim() || null;
  const position = { lat: source.center_lat, lng: source.center_lng };
  return {
    facility,
    locality,
    from_centre:
      own || facility || locality || !source.area_centre
        ? null
        : { km: roundedKm(distanceMetres(source.area_centre, position)), bearing: compassPoint(source.area_centre, position) },
    twin: source.twin,
    length: source.length,
    finalized: source.finalized,
    // "Other track" would read as "another track": a surface of no known kind is left out.
    surface: source.surface === 'other' ? null : source.surface,
    indoors: source.indoors,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const DIRECTIONS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;

/** A track as the functions below read it: its name and its label parts. */
export interface NamedTrack {
  name: string | null;
  label: TrackLabel | null;
}

/** "Meadowbank Sports Centre (indoor)", "Campo X (200 m)": a name with what tells its twin apart. */
function withTwin(name: string, label: TrackLabel | null, words: Words): string {
  const texts = words.texts.track.label;
  if (!label?.twin) return name;
  const differs =
    label.twin === 'length' && label.length !== null
      ? lengthText(label.length, words)
      : label.twin === 'indoor'
        ? texts.indoor
        : texts.outdoor;
  return fill(texts.twin, { name, differs });
}

/**
 * What the track is called where tracks are listed (lists, popups, the chat): its own name, the
 * place it lies in, "400 m synthetic track, Butantã", or "400 m track, 3.2 km north-west of the
 * centre"; a capitalised title, never "Unnamed track".
 */
export function trackName(track: NamedTrack, words: Words = ENGLISH): string {
  return nameIn(track, null, words);
}

/**
 * The track's title (spec section 9: the name plus " in " and the nearest area): a track known by
 * its kind and place names the town in the same sentence ("400 m track, Butantã, São Paulo").
 * The names set into it are isolated where directions can mix (src-shared/bidi.ts): an Arabic
 * name never takes " in " and the town with it.
 */
export function trackTitle(track: NamedTrack & { areas: readonly NamedArea[] }, words: Words = ENGLISH): string {
  const area = track.areas.at(-1);
  return nameIn(track, area ? areaName(area, words.language) : null, words);
}

function nameIn(track: NamedTrack, area: string | null, words: Words): string {
  const texts = words.texts.track;
  const rightToLeft = isRightToLeft(words.language as Language);
  // A name alone is the whole text: only a title sets names into a sentence.
  const set = (text: string) => (area === null ? text : isolated(text, rightToLeft));
  const own = ownTrackName(track.name);
  const label = track.label;
  const inArea = (name: string) => (area ? fill(texts.title, { name: set(name), area: set(area) }) : name);
  // A name a mapper wrote in lower case ("campo de futebol") still starts a title.
  if (own) return inArea(withTwin(capitalise(own), label, words));
  if (label?.facility) return inArea(withTwin(label.facility, label, words));
  const kind = capitalise(label ? trackSummaryText(label, words) : texts.summary.track);
  if (label?.locality)
    return withTwin(
      fill(area ? texts.label.atInArea : texts.label.at, { kind, place: set(label.locality), area: area ? set(area) : '' }),
      label,
      words,
    );
  if (label?.from_centre) {
    const distance = fill(texts.label.km, { km: numberText(label.from_centre.km, words.language, { digits: 1, trimZeros: true }) });
    const direction = texts.label.directions[DIRECTIONS[label.from_centre.bearing] ?? 'n'];
    return fill(area ? texts.label.fromCentreInArea : texts.label.fromCentre, { kind, distance, direction, area: area ? set(area) : '' });
  }
  return inArea(withTwin(kind, label, words));
}

/** True when the track is known by a label: its page invites the runner to give its name. */
export const hasOwnName = (track: Pick<NamedTrack, 'name'>) => ownTrackName(track.name) !== null;
