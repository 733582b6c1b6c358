// The SQL the chat's tools need beyond the other db modules: tracks by position, by area path
// and by id or url segment, areas by segment. Bound parameters only; read-only.
import type { Db } from '../env';
import { areaOrBelowSql } from './areas';
import { notWithdrawnSql, nullableFlag } from './tracks';
import type { TrackLabel } from '../../src-shared/api-types';
import { LABEL_COLUMNS, LABEL_JOIN, labelOf, type LabelRow } from './track-labels';
import type { TracksTable } from './tables';

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

/** Tracks inside a box; a box crossing the antimeridian has west > east. */
export async function tracksInBox(db: Db, box: Box, limit: number): Promise<ChatTrack[]> {
  const lngTest = box.west <= box.east ? 't.center_lng BETWEEN ?3 AND ?4' : '(t.center_lng >= ?3 OR t.center_lng <= ?4)';
  const { results } = await db
    .prepare(
      `SELECT ${TRACK_COLUMNS} ${FROM_TRACKS}
       WHERE t.center_lat BETWEEN ?1 AND ?2 AND ${lngTest} AND t.permanently_removed = 0 LIMIT ?5`,
    )
    .bind(box.south, box.north, box.west, box.east, limit)
    .all<ChatTrackRow>();
  return results.map(toChatTrack);
}

/** Tracks of an area and the areas below it (url segments are paths), most discussed first. */
export async function tracksInAreaPath(db: Db, areaSegment: string, limit: number): Promise<ChatTrack[]> {
  const { results } = await db
    .prepare(
      `SELECT ${TRACK_COLUMNS} ${FROM_TRACKS}
       WHERE ${areaOrBelowSql('a.url_segment', '?1')} AND t.permanently_removed = 0
       ORDER BY t.num_comments + t.num_likes DESC, t.name IS NULL, t.name LIMIT ?2`,
    )
    .bind(areaSegment, limit)
    .all<ChatTrackRow>();
  return results.map(toChatTrack);
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
