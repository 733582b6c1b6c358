// Which OSM elements are running tracks, and what each says about its track: fields from the
// tags, centre and length from the geometry, a name lent by the stadium around a nameless track.
import {
  closeRing,
  distanceToRingM,
  lineLengthM,
  meanPosition,
  pointInPolygon,
  ringAreaDeg2,
  ringCentroid,
  haversineM,
  type Position,
  type Ring,
} from './geometry';
import type { AccessFacts, AccessField } from '../../src-shared/access';
import type { FacilityKind, LendableFact } from '../../src-shared/source-facts';
import type { OsmElement } from './osm-input';
import { roundCoordinate, validCoordinates, type OtherName, type ParsedSource, type SkippedRecord, type SourceTrack } from './track-record';
import {
  mapCheckDate,
  mapLanes,
  mapLit,
  mapOsmAccess,
  mapOsmContact,
  mapSurface,
  mapWebsite,
  parseMetres,
  snapMeasuredLength,
  statedLength,
} from './track-values';
import { ownTrackName } from '../../src-shared/track-name';
import { LAP_TRACK_METRES } from '../../src-shared/track-kind';

export const OSM_SOURCE = 'osm';

const listValues = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

const RUNNING_SPORTS = new Set(['athletics', 'running']);
/**
 * `athletics=*` values of features inside a track complex that are not a track to run laps on:
 * jump and throw areas, the steeplechase water jump, and separately mapped sprint straights.
 */
const NOT_A_LAP_TRACK = /^(long_jump|high_jump|triple_jump|pole_vault|shot_put|discus|javelin|hammer|.+_throw|steeplechase|sprint)$/;

export type OsmRole = { kind: 'track' } | { kind: 'name-giver' } | { kind: 'place' } | { kind: 'skip'; reason: string };

/**
 * Named places a track lies in or beside that lend it only their name (issue 36): schools,
 * colleges, universities, parks and clubs. Their hours are not the track's, so no facts.
 */
export function isNamedPlace(tags: Record<string, string>): boolean {
  if (!tags.name?.trim()) return false;
  return /^(school|college|university)$/.test(tags.amenity ?? '') || tags.leisure === 'park' || tags.club !== undefined;
}

export function classifyOsmElement(tags: Record<string, string>): OsmRole {
  const leisure = tags.leisure;
  const sports = listValues(tags.sport);
  if (leisure === 'stadium' || leisure === 'sports_centre') return { kind: 'name-giver' };
  if (leisure !== 'track' && isNamedPlace(tags)) return { kind: 'place' };
  if (leisure !== 'track') return { kind: 'skip', reason: `not a track (leisure=${leisure ?? 'none'})` };
  if (!sports.some((sport) => RUNNING_SPORTS.has(sport))) return { kind: 'skip', reason: `other sport (sport=${tags.sport ?? 'none'})` };
  const events = listValues(tags.athletics).filter((value) => NOT_A_LAP_TRACK.test(value));
  if (events.length > 0) return { kind: 'skip', reason: `field event or track part (athletics=${tags.athletics})` };
  return { kind: 'track' };
}

interface Shape {
  centre: Position;
  /** Length of the running line in metres, null for a bare point. */
  measuredM: number | null;
}

/**
 * Centre and running-line length: for a polygon, its inner ring when it has one (the inner edge
 * of an area-mapped track is lane 1), else its outline; for a line, its length; a point has none.
 * Of several polygons or lines, the biggest is the track.
 */
export function shapeOf(element: OsmElement): Shape | null {
  const polygon = [...element.polygons]
    .filter((p) => p[0] && p[0].length >= 3)
    .sort((a, b) => ringAreaDeg2(b[0]!) - ringAreaDeg2(a[0]!))[0];
  if (polygon) {
    const [outer, ...holes] = polygon;
    const runningLine = holes.sort((a, b) => ringAreaDeg2(b) - ringAreaDeg2(a))[0] ?? outer!;
    return { centre: ringCentroid(outer!), measuredM: lineLengthM(closeRing(runningLine)) };
  }
  const line = [...element.lines].filter((l) => l.length >= 2).sort((a, b) => lineLengthM(b) - lineLengthM(a))[0];
  if (line) return { centre: meanPosition(line), measuredM: lineLengthM(line) };
  return element.point ? { centre: element.point, measuredM: null } : null;
}

function streetAddress(tags: Record<string, string>): string | null {
  const street = [tags['addr:street'], tags['addr:housenumber']].filter(Boolean).join(' ');
  const parts = [street, tags['addr:suburb'], tags['addr:city']].filter(Boolean);
  return tags['addr:full'] ?? (parts.length > 0 ? parts.join(', ') : null);
}

/**
 * The keys that name the town a feature is in, most specific first, as Nominatim reads a
 * feature's own address before any boundary: the city, town or village of its address, its
 * municipality, then the older is_in tags.
 */
const PLACE_KEYS = [
  'addr:city',
  'addr:town',
  'addr:village',
  'addr:municipality',
  'is_in:city',
  'is_in:town',
  'is_in:municipality',
  'is_in',
];

/**
 * The place names a track's tags state, then those of the stadium or sports centre it lies in,
 * each once. A value may be a ";" list, and a comma list ("Cascavel, PR", is_in's "Campinas,
 * São Paulo, Brasil"): the whole text, then its parts.
 */
export function placeNames(tags: Record<string, string>, facilityTags: Record<string, string> = {}): string[] {
  const names: string[] = [];
  for (const from of [tags, facilityTags]) {
    for (const key of PLACE_KEYS) {
      for (const value of namesOf(from[key])) {
        const parts = value.split(',').map((part) => part.trim());
        for (const name of parts.length > 1 ? [value, ...parts] : [value]) if (name && !names.includes(name)) names.push(name);
      }
    }
  }
  return names;
}

function lengthOf(tags: Record<string, string>, measuredM: number | null): { length: number | null; finalized: boolean } {
  const stated = parseMetres(tags.length);
  if (stated !== null) return statedLength(stated);
  return measuredM === null || measuredM < 50 ? { length: null, finalized: false } : snapMeasuredLength(measuredM);
}

/**
 * Why a feature tagged as a running track is not one to run laps on (issue 36), or null: a line or
 * ring under 150 m is a sprint straight, a part of a track or a drawing error. Judged by the stated
 * length, else the measured one; a bare point passes.
 */
export function notALapTrack(tags: Record<string, string>, shape: Shape, isLine: boolean): string | null {
  const metres = parseMetres(tags.length) ?? shape.measuredM;
  if (metres === null || metres >= LAP_TRACK_METRES.min) return null;
  return isLine ? `${NOT_LAP_REASON}: a line under 150 m (a sprint straight or part of a track)` : `${NOT_LAP_REASON}: under 150 m around`;
}

/** How the reasons of notALapTrack start, so a re-import knows a track it took before is none. */
export const NOT_LAP_REASON = 'not a lap track';

/** The OSM keys that state a fact of a track: what the import's per-fact figures count (report.ts). */
export const OSM_FACT_KEYS = [
  'opening_hours',
  'fee',
  'charge',
  'access',
  'website',
  'contact:website',
  'url',
  'phone',
  'contact:phone',
  'wheelchair',
  'operator',
  'addr:street',
  'addr:full',
  'lit',
  'surface',
  'lanes',
  'toilets',
  'changing_room',
  'supervised',
] as const;

const factKeys = (tags: Record<string, string>) => OSM_FACT_KEYS.filter((key) => tags[key]?.trim());

/** The stadium or sports centre around a track, whose facts the track borrows where its own tags say nothing. */
export interface Facility {
  id: string;
  kind: FacilityKind;
  tags: Record<string, string>;
  /** When it was last edited on OSM (osm-input.ts OsmElement): the date of the facts it lends when no check_date says more. */
  lastEdited: string | null;
}

/** Own facts with the facility's filling the gaps; which ones it lent go into lentBy. */
function withLent<T extends object>(
  own: Partial<T>,
  lent: Partial<T>,
  kind: FacilityKind | undefined,
  lentBy: Partial<Record<LendableFact, FacilityKind>>,
): Partial<T> {
  for (const key of Object.keys(lent) as (keyof T & LendableFact)[]) if (own[key] === undefined && kind) lentBy[key] = kind;
  return { ...lent, ...own };
}

/**
 * When the element that states each access fact was last edited: the track, or the facility for
 * a fact it lent. A fact whose element's edit time is not known has none.
 */
function accessEditedOf(
  access: Partial<AccessFacts>,
  lentBy: Partial<Record<LendableFact, FacilityKind>>,
  track: string | null,
  facility: string | null,
): Partial<Record<AccessField, string>> {
  const edited: Partial<Record<AccessField, string>> = {};
  for (const field of Object.keys(access) as AccessField[]) {
    const at = lentBy[field] ? facility : track;
    if (at) edited[field] = at;
  }
  return edited;
}

/** A track's neighbourhood, else its street, from its own address, else the facility's around it. */
function localityOf(tags: Record<string, string>, around: Record<string, string>): string | null {
  for (const key of ['addr:suburb', 'addr:neighbourhood', 'addr:quarter', 'addr:street']) {
    const value = namesOf(tags[key])[0] ?? namesOf(around[key])[0];
    if (value) return value;
  }
  return null;
}

export function osmTrack(element: OsmElement, shape: Shape, name: string | null, facility: Facility | null = null): SourceTrack {
  const { tags } = element;
  const around = facility?.tags ?? {};
  const ele = Number(tags.ele?.replace(/\s*m$/, ''));
  const lentBy: Partial<Record<LendableFact, FacilityKind>> = {};
  const single = <K extends LendableFact, V>(key: K, own: V | null, lent: V | null): V | null => {
    if (own === null && lent !== null && facility) lentBy[key] = facility.kind;
    return own ?? lent;
  };
  const access = withLent(mapOsmAccess(tags), mapOsmAccess({}, around), facility?.kind, lentBy);
  const contact = withLent(mapOsmContact(tags), mapOsmContact(around), facility?.kind, lentBy);
  return {
    source: OSM_SOURCE,
    sourceId: element.id,
    name,
    ...lengthOf(tags, shape.measuredM),
    surface: mapSurface(tags.surface),
    link_to_web: single(
      'link_to_web',
      mapWebsite(tags.website, tags['contact:website'], tags.url),
      mapWebsite(around.website, around['contact:website']),
    ),
    number_lanes_lap: mapLanes(tags.lanes),
    has_lighting: mapLit(tags.lit),
    indoors: tags.indoor === 'yes' || tags.covered === 'yes' ? 1 : 0,
    center_lat: roundCoordinate(shape.centre[1]),
    center_lng: roundCoordinate(shape.centre[0]),
    altitude: tags.ele !== undefined && Number.isFinite(ele) ? ele : null,
    street_address: single('street_address', streetAddress(tags), streetAddress(around)),
    placeNames: placeNames(tags, around),
    access,
    checkDate: mapCheckDate(tags.check_date ?? around.check_date),
    accessEdited: accessEditedOf(access, lentBy, element.lastEdited, facility?.lastEdited ?? null),
    contact,
    lentBy,
    label: { facility: null, locality: localityOf(tags, around) },
    features: [
      { id: element.id, role: 'track', keys: factKeys(tags) },
      ...(facility ? [{ id: facility.id, role: 'facility' as const, keys: factKeys(facility.tags) }] : []),
    ],
  };
}

/** A named place a nameless track may be called by (issue 36): a facility below, or a school, park or club. */
interface NamedPlace {
  id: string;
  /** Null for a facility with no name: it lends its facts to a track inside, but no name. */
  name: string | null;
  tags: Record<string, string>;
  polygons: Ring[][];
  points: Position[];
}

/** A stadium or sports centre: it lends the track inside its facts as well as its name. */
interface NameGiver extends NamedPlace {
  kind: FacilityKind;
  lastEdited: string | null;
}

/** The smallest place whose outline holds the point. */
function enclosingGiver<Place extends NamedPlace>(point: Position, givers: readonly Place[]): Place | null {
  const containing = givers
    .flatMap((giver) =>
      giver.polygons.filter((polygon) => pointInPolygon(point, polygon)).map((polygon) => ({ giver, area: ringAreaDeg2(polygon[0]!) })),
    )
    .sort((a, b) => a.area - b.area)[0];
  return containing?.giver ?? null;
}

/**
 * A stadium or sports centre mapped as a bare point inside the track's outline: the facility of
 * that track (a mapper's pin for the whole ground), so it counts as around it.
 */
function pointGiverWithin(element: OsmElement, centre: Position, givers: readonly NameGiver[]): NameGiver | null {
  if (element.polygons.length === 0) return null;
  // A track is far smaller than 0.01° (about 1 km): a cheap test before the polygon's.
  const near = (p: Position) => Math.abs(p[0] - centre[0]) < 0.01 && Math.abs(p[1] - centre[1]) < 0.01;
  return (
    givers.find(
      (giver) =>
        giver.polygons.length === 0 &&
        giver.points.length === 1 &&
        near(giver.points[0]!) &&
        element.polygons.some((polygon) => pointInPolygon(giver.points[0]!, [polygon[0]!])),
    ) ?? null
  );
}

/** How far a stadium or sports centre may be from a nameless track and still lend it its name. */
export const NAME_GIVER_RADIUS_M = 150;

/** The smallest place around the point, else the closest within NAME_GIVER_RADIUS_M. */
function nearbyGiver<Place extends NamedPlace>(point: Position, givers: readonly Place[]): Place | null {
  const containing = enclosingGiver(point, givers);
  if (containing) return containing;
  let best: { giver: Place; distance: number } | null = null;
  for (const giver of givers) {
    const distances = [
      ...giver.polygons.flatMap((polygon) => polygon.map((ring) => distanceToRingM(point, ring))),
      ...giver.points.map((p) => haversineM(point, p)),
    ];
    const distance = Math.min(...distances);
    if (distance <= NAME_GIVER_RADIUS_M && (!best || distance < best.distance)) best = { giver, distance };
  }
  return best?.giver ?? null;
}

/** The OSM keys whose values are other names a place is known by (issue 22, "Did you mean"). */
const OTHER_NAME_KEYS = [
  'alt_name',
  'official_name',
  'old_name',
  'short_name',
  'loc_name',
  'operator',
  'addr:suburb',
  'addr:neighbourhood',
];

/** A tag's names: OSM separates several values with ";". */
const namesOf = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The other names of a track: those tagged on it (alternate, official, older, short, local and
 * other-language names, operator, suburb) and those of the stadium or sports centre around it,
 * whose own name is one too ("facility"). The track's name is left out.
 */
export function otherNames(
  tags: Record<string, string>,
  giver: { name: string; tags: Record<string, string> } | null,
  name: string | null,
): OtherName[] {
  const found: OtherName[] = [];
  const add = (source: string, value: string | undefined) => namesOf(value).forEach((n) => n !== name && found.push({ source, name: n }));
  const addTags = (from: Record<string, string>, prefix: string) => {
    for (const key of OTHER_NAME_KEYS) add(prefix + key, from[key]);
    for (const [key, value] of Object.entries(from)) if (/^name:[a-z]{2,3}(-[A-Za-z]+)?$/.test(key)) add(prefix + key, value);
  };
  addTags(tags, '');
  if (giver) {
    add('facility', giver.name);
    addTags(giver.tags, 'facility:');
  }
  return found.filter((n, i) => found.findIndex((m) => m.source === n.source && m.name === n.name) === i);
}

const cleanName = (value: string | undefined) => value?.trim() || null;

/** All running tracks of an OSM extract, with every other element accounted for as skipped or as a name giver. */
export function osmTracksFrom(elements: readonly OsmElement[]): ParsedSource {
  const tracks: SourceTrack[] = [];
  const skipped: SkippedRecord[] = [];
  const givers: NameGiver[] = [];
  const places: NamedPlace[] = [];
  const candidates: { element: OsmElement; shape: Shape }[] = [];
  for (const element of elements) {
    const role = classifyOsmElement(element.tags);
    if (role.kind === 'skip') {
      skipped.push({ sourceId: element.id, reason: role.reason });
      continue;
    }
    if (role.kind === 'place') {
      places.push({
        id: element.id,
        name: cleanName(element.tags.name),
        tags: element.tags,
        polygons: element.polygons,
        points: element.point ? [element.point] : element.lines.flat(),
      });
      continue;
    }
    if (role.kind === 'name-giver') {
      // A facility with no name still lends its hours, fees and contacts to the track inside it.
      givers.push({
        id: element.id,
        kind: element.tags.leisure as FacilityKind,
        lastEdited: element.lastEdited,
        name: cleanName(element.tags.name),
        tags: element.tags,
        polygons: element.polygons,
        points: element.point ? [element.point] : element.lines.flat(),
      });
      continue;
    }
    const shape = shapeOf(element);
    if (!shape || !validCoordinates(shape.centre[1], shape.centre[0])) {
      skipped.push({ sourceId: element.id, reason: 'no usable coordinates' });
      continue;
    }
    const notLap = notALapTrack(element.tags, shape, element.polygons.length === 0 && element.lines.length > 0);
    if (notLap) {
      skipped.push({ sourceId: element.id, reason: notLap });
      continue;
    }
    candidates.push({ element, shape });
  }
  // A track without a name of its own is called by the smallest named place around it, of any
  // kind, else the nearest within NAME_GIVER_RADIUS_M (src-shared/track-name.ts); a runner who
  // gives the real name is never overruled by the next import (plan.ts communityOwnedFields).
  // A place named only for what it is ("Pista de Atletismo") names no track.
  const named = [...givers, ...places].filter((g): g is NamedPlace & { name: string } => ownTrackName(g.name) !== null);
  // The stadium or sports centre whose name a nameless track takes (and took before issue 36).
  const namedFacilities = givers.filter((g) => g.name !== null);
  for (const { element, shape } of candidates) {
    // Hours, fees, access and contacts are often tagged on the stadium or sports centre rather
    // than the track: the smallest one around the track lends them (one beside it lends only its name).
    const enclosing = enclosingGiver(shape.centre, givers) ?? pointGiverWithin(element, shape.centre, givers);
    const giver = nearbyGiver(shape.centre, named);
    const track = osmTrack(element, shape, cleanName(element.tags.name), enclosing);
    tracks.push({
      ...track,
      // Stored as the source gives it (or as the stadium around lends it, as before issue 36), even
      // one that only says what the place is: every surface calls such a track by its label
      // (src-shared/track-name.ts), while the chat and the search still find it by the name people use.
      name: cleanName(element.tags.name) ?? nearbyGiver(shape.centre, namedFacilities)?.name ?? null,
      label: { facility: giver?.name ?? null, locality: track.label?.locality ?? null },
      otherNames: otherNames(element.tags, giver, track.name),
    });
  }
  return { source: OSM_SOURCE, tracks, skipped };
}
