// The SQL the chat's tools need beyond the other db modules: tracks in a box, near a point or by
// area path, kept by the one track filter (db/track-filter.ts) as the map keeps them; a track by id
// or url segment; areas by segment. Bound parameters only; read-only.
import type { Db } from '../env';
import { areaOrBelowSql } from './areas';
import { notWithdrawnSql, nullableFlag } from './tracks';
import type { TrackLabel } from '../../src-shared/api-types';
import { LABEL_COLUMNS, LABEL_JOIN, labelOf, type LabelRow } from './track-labels';
import type { TracksTable } from './tables';
import type { TrackFilter } from '../../src-shared/track-filter';
import { filterSql, type ZoneClocks } from './track-filter';

/** A track as the chat's tools read it, flags as booleans. */
export interface ChatTrack
  extends Pick<
    TracksTable,
    | 'id'
    | 'name'
    | 'url_segment'
    | 'center_lat'
    | 'center_lng'
    | 'length'
    | 'surface'
    | 'number_lanes_lap'
    | 'status'
    | 'status_source'
    | 'num_comments'
    | 'num_likes'
  > {
  area_name: string | null;
  area_segment: string | null;
  has_lighting: boolean | null;
  indoors: boolean | null;
  finalized: boolean;
  reported: boolean;
  removed: boolean;
  /** What it is called without a name of its own (src-shared/track-name.ts). */
  label: TrackLabel | null;
  /** Access facts (issue 14, track_access): absent or null when the track has none. */
  opening_hours?: string | null;
  hours_zone?: string | null;
  fee?: number | null;
  closed_until?: string | null;
  closure_reason?: string | null;
  access_rule?: string | null;
  /** When the visitors' answer (status) was last given, and the facts' confirmations (JSON). */
  status_updated?: string | null;
  confirmed?: string | null;
}

type ChatTrackRow = Omit<ChatTrack, 'has_lighting' | 'indoors' | 'finalized' | 'reported' | 'removed' | 'label'> &
  LabelRow &
  Pick<TracksTable, 'has_lighting' | 'indoors' | 'finalized' | 'reported' | 'removed'>;

const toChatTrack = ({ facility, locality, twin, area_level, area_lat, area_lng, ...row }: ChatTrackRow): ChatTrack => ({
  ...row,
  label: labelOf({ ...row, surface: row.surface as TrackLabel['surface'], facility, locality, twin, area_level, area_lat, area_lng }),
  has_lighting: nullableFlag(row.has_lighting),
  indoors: nullableFlag(row.indoors),
  finalized: row.finalized === 1,
  reported: row.reported === 1,
  removed: row.removed === 1,
});

export interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

const TRACK_COLUMNS = `t.id, t.name, t.url_segment, a.name AS area_name, a.url_segment AS area_segment,
  t.center_lat, t.center_lng, t.length, t.surface, t.number_lanes_lap, t.has_lighting, t.indoors,
  t.status, t.status_source, t.status_updated, t.finalized, t.reported, t.removed, t.num_comments, t.num_likes,
  x.opening_hours, x.time_zone AS hours_zone, x.fee, x.closed_until, x.closure_reason, x.access AS access_rule, x.confirmed, ${LABEL_COLUMNS}`;
const FROM_TRACKS = `FROM tracks t LEFT JOIN areas a ON a.id = t.area_id LEFT JOIN track_access x ON x.track_id = t.id ${LABEL_JOIN}`;

/** What a list of the chat's tools asks for: the one track filter, its clocks for "open now", and how many rows to read. */
export interface TrackQuery {
  filter: TrackFilter;
  zones: ZoneClocks | null;
  limit: number;
}

/** The box test (?1 south, ?2 north, ?3 west, ?4 east); a box crossing the antimeridian has west > east. */
const inBoxSql = (box: Box) =>
  `t.center_lat BETWEEN ?1 AND ?2 AND ${box.west <= box.east ? 't.center_lng BETWEEN ?3 AND ?4' : '(t.center_lng >= ?3 OR t.center_lng <= ?4)'}`;
const boxParams = (box: Box) => [box.south, box.north, box.west, box.east];
const MOST_DISCUSSED = 't.num_comments + t.num_likes DESC, t.name IS NULL, t.name, t.id';

/** Tracks inside a box that the filter keeps, most discussed first. */
export async function tracksInBox(db: Db, box: Box, query: TrackQuery): Promise<ChatTrack[]> {
  const f = filterSql(query.filter, query.zones, 6);
  const { results } = await db
    .prepare(
      `SELECT ${TRACK_COLUMNS} ${FROM_TRACKS}
       WHERE ${inBoxSql(box)} AND t.permanently_removed = 0${f.where} ORDER BY ${MOST_DISCUSSED} LIMIT ?5`,
    )
    .bind(...boxParams(box), query.limit, ...f.params)
    .all<ChatTrackRow>();
  return results.map(toChatTrack);
}

/** How many tracks inside a box the filter keeps. */
export async function countTracksInBox(db: Db, box: Box, filter: TrackFilter, zones: ZoneClocks | null): Promise<number> {
  const f = filterSql(filter, zones, 5);
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM tracks t ${f.accessJoin} WHERE ${inBoxSql(box)} AND t.permanently_removed = 0${f.where}`)
    .bind(...boxParams(box), ...f.params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Tracks inside the box around a point that the filter keeps, nearest first: the latitude range
 * is read on the position index (tracks_position), and the order is the distance on the plane
 * at the point's latitude, longitudes taken the short way round, so a dense city's nearest tracks
 * are never cut off by the limit. The caller measures the great-circle distance of the few it lists.
 */
export async function tracksNearPoint(db: Db, point: { lat: number; lng: number }, box: Box, query: TrackQuery): Promise<ChatTrack[]> {
  const f = filterSql(query.filter, query.zones, 9);
  const dLng = 'min(abs(t.center_lng - ?7), 360 - abs(t.center_lng - ?7)) * ?8';
  const { results } = await db
    .prepare(
      `SELECT ${TRACK_COLUMNS} ${FROM_TRACKS}
       WHERE ${inBoxSql(box)} AND t.permanently_removed = 0${f.where}
       ORDER BY (t.center_lat - ?6) * (t.center_lat - ?6) + ${dLng} * ${dLng}, t.id LIMIT ?5`,
    )
    .bind(...boxParams(box), query.limit, point.lat, point.lng, Math.cos((point.lat * Math.PI) / 180), ...f.params)
    .all<ChatTrackRow>();
  return results.map(toChatTrack);
}

const inAreaSql = () => `${areaOrBelowSql('a.url_segment', '?1')} AND t.permanently_removed = 0`;

/** Tracks of an area and the areas below it (url segments are paths) that the filter keeps, most discussed first. */
export async function tracksInAreaPath(db: Db, areaSegment: string, query: TrackQuery): Promise<ChatTrack[]> {
  const f = filterSql(query.filter, query.zones, 3);
  const { results } = await db
    .prepare(`SELECT ${TRACK_COLUMNS} ${FROM_TRACKS} WHERE ${inAreaSql()}${f.where} ORDER BY ${MOST_DISCUSSED} LIMIT ?2`)
    .bind(areaSegment, query.limit, ...f.params)
    .all<ChatTrackRow>();
  return results.map(toChatTrack);
}

/** How many tracks of an area and the areas below it the filter keeps. */
export async function countTracksInAreaPath(db: Db, areaSegment: string, filter: TrackFilter, zones: ZoneClocks | null): Promise<number> {
  const f = filterSql(filter, zones, 2);
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM tracks t JOIN areas a ON a.id = t.area_id ${f.accessJoin} WHERE ${inAreaSql()}${f.where}`)
    .bind(areaSegment, ...f.params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A track named by id or url segment, never a withdrawn one; names are recognised in chat/recognise/. */
export async function findTrackByIdOrSegment(db: Db, reference: string): Promise<ChatTrack | null> {
  const id = /^\d{1,15}$/.test(reference) ? Number(reference) : -1;
  const row = await db
    .prepare(
      `SELECT ${TRACK_COLUMNS} ${FROM_TRACKS} WHERE (t.id = ?1 OR t.url_segment = ?2) AND ${notWithdrawnSql('t.id')}
       ORDER BY t.id = ?1 DESC LIMIT 1`,
    )
    .bind(id, reference)
    .first<ChatTrackRow>();
  return row && toChatTrack(row);
}

export interface ChatAreaRow {
  id: number;
  name: string;
  url_segment: string;
  level: number;
  center_lat: number | null;
  center_lng: number | null;
  bound_north: number | null;
  bound_south: number | null;
  bound_east: number | null;
  bound_west: number | null;
}

/** An area named by its url segment; names are recognised in chat/recognise/. */
export function findAreaBySegment(db: Db, segment: string): Promise<ChatAreaRow | null> {
  return db
    .prepare(
      `SELECT id, name, url_segment, level, center_lat, center_lng, bound_north, bound_south, bound_east, bound_west
       FROM areas WHERE url_segment = ?1`,
    )
    .bind(segment)
    .first<ChatAreaRow>();
}

/** A city and one of its tracks to give as examples of requests (issue 28). */
export interface ExampleNames {
  place: string;
  track: string | null;
}

/**
 * The city with the most tracks (in the country given, when it has one), and its most
 * discussed track whose name no other track has (search_names, by its index), shortest first:
 * names a visitor can type and the site knows.
 */
export function exampleNames(db: Db, countrySegment: string | null): Promise<ExampleNames | null> {
  return db
    .prepare(
      `WITH city AS (
         SELECT a.id, a.name, a.url_segment FROM areas a JOIN area_counts c ON c.area_id = a.id
         WHERE a.level = 2 AND c.num_tracks > 0 AND (?1 IS NULL OR a.url_segment LIKE ?1 || '/%')
         ORDER BY c.num_tracks DESC, a.id LIMIT 1)
       SELECT city.name AS place,
         (SELECT t.name FROM tracks t JOIN areas ta ON ta.id = t.area_id
            JOIN search_names n ON n.kind = 'track' AND n.id = t.id
          WHERE ${areaOrBelowSql('ta.url_segment', 'city.url_segment')} AND t.permanently_removed = 0
            AND t.name IS NOT NULL AND length(t.name) BETWEEN 4 AND 40
            AND NOT EXISTS (SELECT 1 FROM search_names u WHERE u.kind = 'track' AND u.name = n.name AND u.id <> t.id)
          ORDER BY t.num_comments + t.num_likes DESC, length(t.name), t.id LIMIT 1) AS track
       FROM city`,
    )
    .bind(countrySegment)
    .first<ExampleNames>();
}
