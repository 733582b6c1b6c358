// Which track and which place a sentence names, from the labels its word runs begin
// (gazetteer.ts): the longest name wins; a track and a place may not share words; among
// tracks of the same name the place mentioned, then the user's position, decide, and what is
// still equal is left for the user to choose.
import type { Surface } from '../../src-shared/enums';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { distanceMetres } from '../../src-shared/distance';
import { nearOf, rankSuggestions } from '../../src-shared/search-rank';
import type { NameHit, TrackHit } from './gazetteer';
import type { TrackLabel } from '../../src-shared/api-types';
import type { Gram } from './words';

export interface TrackCandidate {
  id: number;
  name: string | null;
  segment: string;
  areaName: string | null;
  areaSegment: string | null;
  lat: number;
  lng: number;
  /** What tells two tracks of one name apart when the user is asked which one (issue 22). */
  indoors: boolean | null;
  length: number | null;
  surface: Surface | null;
  /** What it is called without a name of its own (src-shared/track-name.ts). */
  label: TrackLabel | null;
}

export interface AreaCandidate {
  id: number;
  name: string;
  segment: string;
  level: number;
}

export interface Span {
  from: number;
  to: number;
}

export interface Names {
  /** One track: recognised. Several: they match equally. None: no track named. */
  tracks: TrackCandidate[];
  trackSpan: Span | null;
  area: AreaCandidate | null;
  areaSpan: Span | null;
  /** Words that name a track nobody has, beside a common name (recognise.ts, commonNameOrOther). */
  unknownSpan?: Span;
}

export interface Point {
  lat: number;
  lng: number;
}

/** Whether a label's own name is the whole gram (or the gram is the whole label, "name area"). */
const namesGram = (hit: NameHit) => hit.label === hit.gram || normaliseSearchText(hit.name ?? '') === hit.gram;

export const toTrackCandidate = (hit: NameHit | TrackHit): TrackCandidate => ({
  id: hit.id,
  name: hit.name,
  segment: hit.track_segment!,
  areaName: hit.area_name,
  areaSegment: hit.segment,
  lat: hit.lat!,
  lng: hit.lng!,
  indoors: hit.indoors,
  length: hit.length,
  surface: hit.surface,
  label: hit.trackLabel,
});

const spanLength = (span: Span) => span.to - span.from;
const overlaps = (a: Span, b: Span) => a.from < b.to && b.from < a.to;

/** The area's segment or one below it (segments are paths). */
export const isWithin = (areaSegment: string | null, place: string) => areaSegment === place || (areaSegment ?? '').startsWith(`${place}/`);

/**
 * Among tracks of one name: those in the place mentioned, then the nearest to the user when one
 * is nearer than the others. What remains equal is returned whole.
 */
export function narrowTracks(tracks: TrackCandidate[], place: AreaCandidate | null, from: Point | null): TrackCandidate[] {
  let left = tracks;
  if (place && left.length > 1) {
    const inPlace = left.filter((t) => isWithin(t.areaSegment, place.segment));
    if (inPlace.length > 0) left = inPlace;
  }
  if (from && left.length > 1) {
    const byDistance = left.map((t) => ({ t, metres: distanceMetres(from, t) })).sort((a, b) => a.metres - b.metres);
    if (byDistance[0]!.metres < byDistance[1]!.metres) left = [byDistance[0]!.t];
  }
  return left;
}

/**
 * Among places of one name, the one search would list first (src-shared/search-rank.ts): a city
 * before the region and the country of that name ("São Paulo"), then the nearest to the user.
 */
function likeliestPlace(places: AreaCandidate[], hits: readonly NameHit[], from: Point | null): AreaCandidate {
  const hitOf = new Map(hits.filter((h) => h.kind === 'area').map((h) => [h.id, h]));
  const facts = places.map((place) => {
    const hit = hitOf.get(place.id)!;
    const center: [number, number] | null = hit.lat !== null && hit.lng !== null ? [hit.lat, hit.lng] : null;
    return { place, id: place.id, normalizedLabel: hit.label, normalizedName: normaliseSearchText(place.name), level: place.level, center };
  });
  return rankSuggestions(facts, facts[0]!.normalizedName, from ? nearOf(from.lat, from.lng) : null)[0]!.place;
}

interface Choice<T> {
  span: Span;
  items: T[];
}

/** The named things of one kind, one entry per word run, longest run first. */
function byRun<T>(hits: NameHit[], grams: readonly Gram[], kind: NameHit['kind'], toItem: (hit: NameHit) => T): Choice<T>[] {
  const choices: Choice<T>[] = [];
  for (const gram of grams) {
    const items = hits.filter((h) => h.kind === kind && h.gram === gram.text && namesGram(h)).map(toItem);
    if (items.length)
      choices.push({
        span: { from: gram.from, to: gram.to },
        items: [...new Map(items.map((i) => [(i as { id: number }).id, i])).values()],
      });
  }
  return choices;
}

/**
 * The places a run may name, told apart by what the sentence says beside it: the kind of place
 * ("estado do Rio de Janeiro": the state), and another place it lies in or that lies in it
 * ("Maringá, Paraná", "Paraná州のMaringá": the city in that state). The span then covers both.
 */
function placeAmong(
  run: Choice<AreaCandidate>,
  runs: readonly Choice<AreaCandidate>[],
  trackSpan: Span | null,
  rules: NameRules,
): Choice<AreaCandidate> {
  const level = rules.levelSaid?.(run.span) ?? null;
  const ofLevel = run.items.filter((item) => item.level === level);
  let chosen: Choice<AreaCandidate> = { span: run.span, items: ofLevel.length ? ofLevel : run.items };
  const inside = (a: AreaCandidate, b: AreaCandidate) => a.segment !== b.segment && isWithin(a.segment, b.segment);
  for (const other of runs) {
    if (overlaps(other.span, chosen.span) || (trackSpan && overlaps(other.span, trackSpan))) continue;
    const inner = other.items.filter((o) => chosen.items.some((c) => inside(o, c)));
    const outer = chosen.items.filter((c) => other.items.some((o) => inside(c, o)));
    const items = inner.length ? inner : outer;
    if (!items.length) continue;
    const cover = { from: Math.min(other.span.from, chosen.span.from), to: Math.max(other.span.to, chosen.span.to) };
    chosen = { span: trackSpan && overlaps(cover, trackSpan) ? (inner.length ? other.span : chosen.span) : cover, items };
  }
  return chosen;
}

export interface NameRules {
  /** The level of place a word beside the run asks for ("estado de …": 1), if any. */
  levelSaid?: (span: Span) => number | null;
  /** A run made only of common and cue words ("pista de atletismo") names a track only when the sentence is about one track. */
  isCommon: (span: Span) => boolean;
  aboutOneTrack: boolean;
  from: Point | null;
}

/**
 * The track and the place a sentence names. The longer name wins the words both claim; equal
 * ones go to the track when the sentence is about one track, else to the place.
 */
export function chooseNames(hits: NameHit[], grams: readonly Gram[], rules: NameRules): Names {
  const areaRuns = byRun(hits, grams, 'area', (h): AreaCandidate => ({ id: h.id, name: h.name!, segment: h.segment!, level: h.level! }));
  const trackRuns = byRun(hits, grams, 'track', toTrackCandidate).filter((run) => rules.aboutOneTrack || !rules.isCommon(run.span));
  let track = trackRuns[0] ?? null;
  let area = areaRuns[0] ?? null;
  if (track && area && overlaps(track.span, area.span)) {
    const trackWins =
      spanLength(track.span) > spanLength(area.span) || (spanLength(track.span) === spanLength(area.span) && rules.aboutOneTrack);
    if (trackWins) area = areaRuns.find((run) => !overlaps(run.span, track!.span)) ?? null;
    else track = trackRuns.find((run) => !overlaps(run.span, area!.span)) ?? null;
  }
  const chosen = area && placeAmong(area, areaRuns, track?.span ?? null, rules);
  const place = chosen ? likeliestPlace(chosen.items, hits, rules.from) : null;
  if (chosen) area = chosen;
  let tracks = track ? narrowTracks(track.items, place, rules.from) : [];
  // "Pista de Atletismo" in a place without one is no name at all.
  if (track && place && rules.isCommon(track.span) && !tracks.some((t) => isWithin(t.areaSegment, place.segment))) tracks = [];
  return { tracks, trackSpan: tracks.length ? track!.span : null, area: place, areaSpan: area?.span ?? null };
}
