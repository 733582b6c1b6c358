// SQL for the areas table (country -> region -> city).
import type { Db } from '../env';
import type { AreaBounds, AreaSearchEntry, Coverage, DisplayNames } from '../../src-shared/api-types';
import type { AreasTable } from './tables';

// "This area or below it": url segments are paths, so the areas below "brazil" are the segments
// from "brazil/" up to (not including) "brazil0" ('0' follows '/' in ASCII). A range, unlike
// LIKE, uses the unique index and has no pattern-length limit (D1 refuses LIKE patterns over
// 50 bytes).
export const areaOrBelowSql = (column: string, segment: string) =>
  `(${column} = ${segment} OR (${column} >= ${segment} || '/' AND ${column} < ${segment} || '0'))`;

/** An area's row, every column. */
export type AreaRow = AreasTable;

/**
 * A column of an area's names in other languages (area_display_names), as a JSON object: read
 * beside its own name so a page shows its visitor's ("Brasilien"). withDisplayNames parses it.
 */
export const displayNamesColumn = (alias: string) =>
  `(SELECT json_group_object(language, name) FROM area_display_names WHERE area_id = ${alias}.id) AS names`;

/** A row with displayNamesColumn as the API gives it: names parsed, left out when there are none. */
export function withDisplayNames<Row extends { names: string | null }>({
  names,
  ...row
}: Row): Omit<Row, 'names'> & { names?: DisplayNames } {
  const parsed = names ? (JSON.parse(names) as DisplayNames) : {};
  return Object.keys(parsed).length > 0 ? { ...row, names: parsed } : row;
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

/** The child areas of an area with their counts (area_counts), for the area page. */
export function childAreasStatement(db: Db, parentId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT c.id, c.name, ${displayNamesColumn('c')}, c.url_segment, COALESCE(n.num_tracks, 0) AS num_tracks
       FROM areas c LEFT JOIN area_counts n ON n.area_id = c.id
       WHERE c.parent_id = ?1 ORDER BY c.name`,
    )
    .bind(parentId);
}

/** An area's count (area_counts): the number its page, its parent's list and the chat state. */
export function areaCountStatement(db: Db, areaId: number): D1PreparedStatement {
  return db.prepare('SELECT COALESCE((SELECT num_tracks FROM area_counts WHERE area_id = ?1), 0) AS n').bind(areaId);
}

/**
 * The tracks at or below an area (those area_counts counts) grouped by what the area's summary
 * reads (src-shared/area-summary.ts): a few dozen rows however many tracks there are.
 */
export function areaTrackGroupsStatement(db: Db, segment: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT t.indoors, t.surface, CASE WHEN t.finalized = 1 THEN t.length END AS length, COUNT(*) AS tracks
       FROM tracks t JOIN areas a ON a.id = t.area_id
       WHERE ${areaOrBelowSql('a.url_segment', '?1')} AND t.permanently_removed = 0
       GROUP BY 1, 2, 3`,
    )
    .bind(segment);
}

/**
 * How many of the area's tracks (and its sub-areas') know each fact the quick questions ask
 * (issue 37): the area page's "who may run here: known for 12 of 16".
 */
export function areaKnownFactsStatement(db: Db, segment: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT COUNT(x.access) AS access, COUNT(x.fee) AS fee, COUNT(x.opening_hours) AS opening_hours,
         COUNT(t.surface) AS surface, COUNT(t.number_lanes_lap) AS lanes, COUNT(t.has_lighting) AS lighting
       FROM tracks t JOIN areas a ON a.id = t.area_id LEFT JOIN track_access x ON x.track_id = t.id
       WHERE ${areaOrBelowSql('a.url_segment', '?1')} AND t.permanently_removed = 0`,
    )
    .bind(segment);
}

/**
 * How many runners' answers to the quick questions the area's tracks (and its sub-areas') have
 * received (issue 37), those an operator's undo withdrew left out: each track's answers by
 * runner_answers_track.
 */
export function areaAnswerCountStatement(db: Db, segment: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT COUNT(*) AS n
       FROM areas a CROSS JOIN tracks t CROSS JOIN runner_answers n
       WHERE ${areaOrBelowSql('a.url_segment', '?1')} AND t.area_id = a.id AND t.permanently_removed = 0
         AND n.track_id = t.id AND +n.withdrawn = 0`,
    )
    .bind(segment);
}

/**
 * The countries with tracks and their counts, most first (area_counts), the tracks not placed
 * in any area, and their sum: the start page's figures add up by construction (GET /api/coverage).
 */
export async function readCoverage(db: Db): Promise<Coverage> {
  const [countries, unplaced] = await db.batch([
    db.prepare(
      `SELECT c.id, c.name, ${displayNamesColumn('c')}, c.url_segment, n.num_tracks
       FROM areas c JOIN area_counts n ON n.area_id = c.id
       WHERE c.parent_id IS NULL AND n.num_tracks > 0
       ORDER BY n.num_tracks DESC, c.name, c.id`,
    ),
    // A track at sea or outside every country the geography knows has no area (docs/data.md).
    db.prepare('SELECT COUNT(*) AS n FROM tracks WHERE area_id IS NULL AND permanently_removed = 0'),
  ]);
  const list = (countries!.results as (Coverage['countries'][number] & { names: string })[]).map(withDisplayNames);
  const numUnplaced = (unplaced!.results[0] as { n: number }).n;
  return {
    num_tracks: list.reduce((n, country) => n + country.num_tracks, 0) + numUnplaced,
    num_unplaced: numUnplaced,
    countries: list,
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

/**
 * The city whose bounds hold a point, the one with the nearest centre when several do (issue 28:
 * the chat names the place a shared location is in); null when none does.
 */
export async function findCityContaining(db: Db, lat: number, lng: number): Promise<number | null> {
  const city = await db
    .prepare(
      `SELECT id FROM areas WHERE level = 2 AND ?1 BETWEEN bound_south AND bound_north AND ?2 BETWEEN bound_west AND bound_east
       ORDER BY (center_lat - ?1) * (center_lat - ?1) + (center_lng - ?2) * (center_lng - ?2) LIMIT 1`,
    )
    .bind(lat, lng)
    .first<{ id: number }>();
  return city?.id ?? null;
}

export function toBounds(area: AreaRow): AreaBounds | null {
  const { bound_north, bound_south, bound_east, bound_west } = area;
  if (bound_north === null || bound_south === null || bound_east === null || bound_west === null) return null;
  return {
    id: area.id,
    name: area.name,
    bound_north,
    bound_south,
    bound_east,
    bound_west,
    center_lat: area.center_lat,
    center_lng: area.center_lng,
  };
}
