// SQL for the areas table (country -> region -> city).
import type { Db } from '../env';
import type { AreaBounds, AreaRef, AreaSearchEntry, Coverage } from '../../src-shared/api-types';

// "This area or below it": url segments are paths, so the areas below "brazil" are the segments
// from "brazil/" up to (not including) "brazil0" ('0' follows '/' in ASCII). A range, unlike
// LIKE, uses the unique index and has no pattern-length limit (D1 refuses LIKE patterns over
// 50 bytes).
export const areaOrBelowSql = (column: string, segment: string) =>
  `(${column} = ${segment} OR (${column} >= ${segment} || '/' AND ${column} < ${segment} || '0'))`;

export interface AreaRow {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  url_segment: string;
  bound_north: number | null;
  bound_south: number | null;
  bound_east: number | null;
  bound_west: number | null;
  center_lat: number | null;
  center_lng: number | null;
  altitude: number | null;
  track_info: string | null;
}

export function findAreaById(db: Db, id: number): Promise<AreaRow | null> {
  return db.prepare('SELECT * FROM areas WHERE id = ?1').bind(id).first<AreaRow>();
}

export function findAreaBySegment(db: Db, segment: string): Promise<AreaRow | null> {
  return db.prepare('SELECT * FROM areas WHERE url_segment = ?1').bind(segment).first<AreaRow>();
}

export async function listAreasForSearch(db: Db): Promise<AreaSearchEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.name, p.name AS parent_area, a.url_segment
       FROM areas a LEFT JOIN areas p ON p.id = a.parent_id ORDER BY a.level, a.name, a.id`,
    )
    .all<AreaSearchEntry>();
  return results;
}

export async function listChildAreas(db: Db, parentId: number): Promise<(AreaRef & { num_tracks: number })[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.name, c.url_segment,
         (SELECT COUNT(*) FROM tracks t JOIN areas ta ON ta.id = t.area_id
          WHERE ${areaOrBelowSql('ta.url_segment', 'c.url_segment')} AND t.permanently_removed = 0) AS num_tracks
       FROM areas c WHERE c.parent_id = ?1 ORDER BY c.name`,
    )
    .bind(parentId)
    .all<AreaRef & { num_tracks: number }>();
  return results;
}

export async function countTracksInArea(db: Db, segment: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM tracks t JOIN areas a ON a.id = t.area_id
       WHERE ${areaOrBelowSql('a.url_segment', '?1')} AND t.permanently_removed = 0`,
    )
    .bind(segment)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The countries with tracks and their counts, most first, and the count of every track (GET /api/coverage). */
export async function readCoverage(db: Db): Promise<Coverage> {
  const [countries, total] = await db.batch([
    db.prepare(
      `SELECT c.id, c.name, c.url_segment, COUNT(t.id) AS num_tracks
       FROM areas c
       JOIN areas a ON ${areaOrBelowSql('a.url_segment', 'c.url_segment')}
       JOIN tracks t ON t.area_id = a.id AND t.permanently_removed = 0
       WHERE c.parent_id IS NULL
       GROUP BY c.id ORDER BY num_tracks DESC, c.name, c.id`,
    ),
    db.prepare('SELECT COUNT(*) AS n FROM tracks WHERE permanently_removed = 0'),
  ]);
  return {
    num_tracks: (total!.results[0] as { n: number }).n,
    countries: countries!.results as Coverage['countries'],
  };
}

/** Degrees of latitude within which a new track joins the nearest city (about 30 km). */
const CITY_RADIUS_DEGREES = 0.27;

/**
 * The area a new or moved track belongs to: the nearest city whose centre is within about
 * 30 km, else the smallest region or country whose bounds contain the point, else none.
 */
export async function findAreaForPoint(db: Db, lat: number, lng: number): Promise<number | null> {
  const lngRadius = CITY_RADIUS_DEGREES / Math.max(Math.cos((lat * Math.PI) / 180), 0.1);
  const city = await db
    .prepare(
      `SELECT id FROM areas WHERE level = 2
         AND center_lat BETWEEN ?1 - ?3 AND ?1 + ?3 AND center_lng BETWEEN ?2 - ?4 AND ?2 + ?4
       ORDER BY (center_lat - ?1) * (center_lat - ?1) + (center_lng - ?2) * (center_lng - ?2) LIMIT 1`,
    )
    .bind(lat, lng, CITY_RADIUS_DEGREES, lngRadius)
    .first<{ id: number }>();
  if (city) return city.id;
  const containing = await db
    .prepare(
      `SELECT id FROM areas WHERE level < 2 AND ?1 BETWEEN bound_south AND bound_north AND ?2 BETWEEN bound_west AND bound_east
       ORDER BY level DESC, (bound_north - bound_south) * (bound_east - bound_west) LIMIT 1`,
    )
    .bind(lat, lng)
    .first<{ id: number }>();
  return containing?.id ?? null;
}

export function toBounds(area: AreaRow): AreaBounds | null {
  const { bound_north, bound_south, bound_east, bound_west } = area;
  if (bound_north === null || bound_south === null || bound_east === null || bound_west === null) return null;
  return { id: area.id, name: area.name, bound_north, bound_south, bound_east, bound_west, center_lat: area.center_lat, center_lng: area.center_lng };
}
