// What a tool tells the model about a track or an area: compact facts with links on the
// product's own origin, so the client turns them into internal routes (spec section 2).
import { areaPath, trackPath } from '../../src-shared/page-paths';
import { trackName, type NamedTrack } from '../../src-shared/track-name';
import { SURFACES, TrackStatus, type Surface } from '../../src-shared/enums';
import type { TrackCandidate } from '../recognise/names';
import { statusLabel } from '../../src-shared/track-text';
import { distanceKm } from './geo';
import type { AssistantTexts } from './texts';
import { fill } from '../../src-shared/track-text';
import type { ChatTrack } from '../db/chat-search';
import { AMENITIES, type AccessValue } from '../../src-shared/access';
import { accessBadge, factsFrame, freeToRun, type AccessBadge } from '../../src-shared/access-status';
import type { Track } from '../../src-shared/api-types';
import { hoursAt, parseHours, weekAhead } from '../../src-shared/opening-hours';
import { localDate } from '../../src-shared/wall-clock';
import { hoursPlaceAt } from '../domain/hours-place';
import { parseConfirmations } from '../domain/track-access';

export type Access = 'open' | 'closed' | 'unknown';

export interface TrackFacts extends Naming {
  url: string;
  area: string | null;
  areaUrl: string | null;
  distanceKm?: number;
  status: string;
  access: Access;
  surface: string | null;
  lengthMetres: number | null;
  lanes: number | null;
  lighting: boolean | null;
  indoor: boolean | null;
  comments: number;
  likes: number;
  markedInaccurate: boolean;
  /** Open at this moment by the track's hours where it is; null when it has no hours or they say unknown. */
  openNow: boolean | null;
  /** Free to use for a runner from the public (freeToRun); null when nobody has said. */
  free: boolean | null;
}

/**
 * What a tool's answer calls a track: its English name for the model (its own, else its label:
 * "400 m synthetic track, Butantã"), and, when it is known by a label, the label's parts, from
 * which an answer in another language (the offline assistant) says it in that language.
 */
export interface Naming {
  name: string;
  nameParts?: NamedTrack;
}

export const namingOf = (track: NamedTrack): Naming => ({
  name: trackName(track),
  ...(track.label ? { nameParts: { name: track.name, label: track.label } } : {}),
});

/** The author of a comment posted without a name; answers in other languages replace it by their own. */
export const ANONYMOUS_POSTER = 'anonymous';

/** A track the user may have meant, with its link and what tells it from another of its name (issue 22). */
export interface Candidate extends Naming {
  area: string | null;
  url: string;
  indoor?: boolean | null;
  lengthMetres?: number | null;
  /** The surface's label (src-shared/enums.ts SURFACES). */
  surface?: string | null;
}

/** A track the user may have meant, as the model and the offline assistant list it: told apart by its facts. */
export const trackCandidate = (t: TrackCandidate, origin: string): Candidate => ({
  ...namingOf(t),
  area: t.areaName,
  url: trackUrl(origin, t.segment),
  indoor: t.indoors,
  lengthMetres: t.length,
  surface: t.surface ? SURFACES[t.surface] : null,
});

export const trackUrl = (origin: string, segment: string) => `${origin}${trackPath(segment)}`;
export const areaUrl = (origin: string, segment: string) => `${origin}${areaPath(segment)}`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Open, closed or unknown: a status of 0 means reported closed (spec section 4). */
export function accessOf(status: number | null): Access {
  if (status === null) return 'unknown';
  return status === TrackStatus.OpenPublicAccess ? 'open' : 'closed';
}

/**
 * Open now, as the track page's badge says (src-shared/access-status.ts), so a list never
 * contradicts a track's details: a closure, access for members only, or a visit report of a
 * closed track newer than the hours says no; no hours, or hours that say unknown, say nothing.
 */
function openNowOf(row: ChatTrack, now: Date): boolean | null {
  if (!row.opening_hours || !row.hours_zone) return null;
  const parsed = parseHours(row.opening_hours, hoursPlaceAt(row.center_lat, row.center_lng));
  if (!parsed.ok) return null;
  const facts = {
    access: (row.access_rule ?? null) as AccessValue | null,
    opening_hours: row.opening_hours,
    closed_until: row.closed_until ?? null,
    closure_reason: row.closure_reason ?? null,
  };
  const situation = {
    facts,
    confirmed: parseConfirmations(row.confirmed ?? null),
    status: row.status,
    status_source: row.status_source,
    status_updated: row.status_updated ?? null,
  };
  const badge = accessBadge({ ...situation, hoursNow: hoursAt(parsed.hours, row.hours_zone, now), today: localDate(now, row.hours_zone) });
  if (badge.kind === 'open') return true;
  return badge.kind === 'hours_unknown' || badge.kind === 'no_hours' ? null : false;
}

export function trackFacts(row: ChatTrack, origin: string, from?: { lat: number; lng: number }, now: Date = new Date()): TrackFacts {
  return {
    ...namingOf(row),
    url: trackUrl(origin, row.url_segment),
    area: row.area_name,
    areaUrl: row.area_segment ? areaUrl(origin, row.area_segment) : null,
    ...(from ? { distanceKm: oneDecimal(distanceKm(from.lat, from.lng, row.center_lat, row.center_lng)) } : {}),
    status: row.status === null ? 'Unknown' : statusLabel(row.status),
    access: accessOf(row.status),
    surface: row.surface && row.surface in SURFACES ? SURFACES[row.surface as Surface] : row.surface,
    lengthMetres: row.length,
    lanes: row.number_lanes_lap,
    lighting: row.has_lighting,
    indoor: row.indoors,
    comments: row.num_comments,
    likes: row.num_likes,
    markedInaccurate: row.reported,
    openNow: openNowOf(row, now),
    free: freeToRun(row.access_rule ?? null, row.fee ?? null),
  };
}

/**
 * A summary's place when it is not a named area: a point with a radius, or the map's view
 * (radiusKm null) by its centre. The coordinates are kept as written, so every language shows
 * the same digits.
 */
export interface Around {
  radiusKm: number | null;
  lat: string;
  lng: string;
}

/** "10 km around 59.33, 18.07" in the language of the texts given. */
export function placeAround(around: Around, texts: Pick<AssistantTexts, 'aroundBox' | 'aroundPoint'>): string {
  const { radiusKm, lat: latitude, lng: longitude } = around;
  return radiusKm === null
    ? fill(texts.aroundBox, { latitude, longitude })
    : fill(texts.aroundPoint, { km: radiusKm, latitude, longitude });
}

export interface SummaryPlace {
  /** The area's name, or the English wording of `around` for the model to read. */
  place: string;
  placeUrl: string | null;
  around: Around | null;
}

export interface AreaSummary extends SummaryPlace {
  count: number;
  /** Set when the figures below count only this many of the area's count tracks: its most discussed. */
  described?: number;
  open: number;
  closed: number;
  unknown: number;
  indoor: number;
  withLighting: number;
  surfaces: Record<string, number>;
  mostDiscussed: (Naming & { url: string; comments: number; likes: number })[];
}

/** Counts that answer "Summarize track information in my area". */
export function summarise(where: SummaryPlace, tracks: TrackFacts[]): AreaSummary {
  const surfaces: Record<string, number> = {};
  for (const t of tracks) if (t.surface) surfaces[t.surface] = (surfaces[t.surface] ?? 0) + 1;
  const count = (test: (t: TrackFacts) => boolean) => tracks.filter(test).length;
  return {
    ...where,
    count: tracks.length,
    open: count((t) => t.access === 'open'),
    closed: count((t) => t.access === 'closed'),
    unknown: count((t) => t.access === 'unknown'),
    indoor: count((t) => t.indoor === true),
    withLighting: count((t) => t.lighting === true),
    surfaces,
    mostDiscussed: [...tracks]
      .filter((t) => t.comments + t.likes > 0)
      .sort((a, b) => b.comments + b.likes - (a.comments + a.likes))
      .slice(0, 3)
      .map((t) => ({ name: t.name, ...(t.nameParts ? { nameParts: t.nameParts } : {}), url: t.url, comments: t.comments, likes: t.likes })),
  };
}

/**
 * What the model needs to answer "is it open now", "is it free", "when does it open" (issue
 * 14): the track page's badge (src-shared/access-status.ts) as data, the week's hours in the
 * track's own time zone, the fee and how to get in, and when each fact was last confirmed.
 */
export function accessFactsNow(track: Track, now: Date) {
  const { access } = track;
  const zone = access.time_zone;
  const place = { lat: track.center_lat, lng: track.center_lng, countryCode: access.country_code, state: access.holiday_region };
  const parsed = access.opening_hours ? parseHours(access.opening_hours, place) : null;
  const hoursNow = parsed?.ok ? hoursAt(parsed.hours, zone, now) : null;
  const today = localDate(now, zone);
  const badge: AccessBadge = accessBadge({
    facts: access,
    confirmed: access.confirmed,
    status: track.status,
    status_source: track.status_source,
    status_updated: track.status_updated,
    hoursNow,
    today,
  });
  // The page's one truth: a track closed to the public has no week of opening hours, and whose fee it is is said.
  const frame = factsFrame(badge);
  return {
    now: {
      kind: badge.kind,
      ...Object.fromEntries(Object.entries(badge).filter(([k]) => k !== 'kind' && k !== 'basis')),
      basedOn: badge.basis,
    },
    timeZone: zone,
    localToday: today,
    whoMayUse: access.access,
    openingHours: access.opening_hours,
    week:
      parsed?.ok && frame.week !== 'none'
        ? weekAhead(parsed.hours, zone, now)?.map((d) => ({
            date: d.date,
            open: d.ranges.map((r) => `${r.from}-${r.to}${r.unknown ? ' (uncertain)' : ''}`),
          }))
        : null,
    fee: access.fee === null ? null : access.fee ? `paid${access.fee_text ? `: ${access.fee_text}` : ''}` : 'free',
    /** runner: what a runner from the public pays; members or school_club: theirs; on_record: the public may not use it. */
    feeIsFor: frame.fee,
    entry: access.entry,
    bookingUrl: access.booking_url,
    laneRules: access.lane_rules,
    rules: access.rules,
    closedUntil: access.closed_until,
    closureReason: access.closure_reason,
    amenities: Object.fromEntries(AMENITIES.filter((a) => access.amenities[a] !== null).map((a) => [a, access.amenities[a]])),
    lastConfirmed: access.confirmed,
  };
}
