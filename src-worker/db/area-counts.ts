// SQL for area_counts (schema.sql): how many tracks are at or below each area and not
// permanently removed. One rule, written once here, for every count the site states: the Worker
// recounts the areas a write touches in the write's own batch, the importer recounts every area
// in each of its transactions. Always COUNT(*), never +1/-1, so a recount also heals a count
// that drifted (rows written with plain SQL, say).
import type { Db } from '../env';
import { areaOrBelowSql } from './areas';

/** The tracks counted for the area whose url segment is given (an SQL expression). */
export const liveAreaCountSql = (areaSegment: string) =>
  `(SELECT COUNT(*) FROM tracks t JOIN areas ta ON ta.id = t.area_id
    WHERE ${areaOrBelowSql('ta.url_segment', areaSegment)} AND t.permanently_removed = 0)`;

/** Writes the live count of the areas `a` that the condition selects (the SELECT of an upsert needs a WHERE). */
const recountWhere = (condition: string) =>
  `INSERT INTO area_counts (area_id, num_tracks)
   SELECT a.id, ${liveAreaCountSql('a.url_segment')} FROM areas a WHERE ${condition}
   ON CONFLICT (area_id) DO UPDATE SET num_tracks = excluded.num_tracks`;

/** Every area's count, as an import writes it at the end of each of its transactions. */
export const RECOUNT_ALL_AREAS_SQL = `${recountWhere('true')};`;

/** How many areas' stored counts differ from their tracks (a missing row counts as 0): zero when all are exact. */
export const STALE_AREA_COUNTS_SQL = `SELECT COUNT(*) AS stale FROM areas a LEFT JOIN area_counts c ON c.area_id = a.id
  WHERE COALESCE(c.num_tracks, 0) != ${liveAreaCountSql('a.url_segment')}`;

/**
 * Recounts the given areas, the area the given track is in when the statement runs, and every
 * area above them. A write puts it in its batch after the statements that move, add or remove
 * the track, naming the area the track leaves (if any), so both ends of a move are recounted.
 */
export function recountAreas(db: Db, touched: { areaIds?: readonly (number | null)[]; trackId?: number }): D1PreparedStatement {
  const areaIds = (touched.areaIds ?? []).filter((id): id is number => id !== null);
  return db
    .prepare(
      `WITH RECURSIVE touched(id) AS (
         SELECT value FROM json_each(?1)
         UNION SELECT area_id FROM tracks WHERE id = ?2
         UNION SELECT p.parent_id FROM areas p JOIN touched ON p.id = touched.id
       )
       ${recountWhere('a.id IN (SELECT id FROM touched)')}`,
    )
    .bind(JSON.stringify(areaIds), touched.trackId ?? null);
}
