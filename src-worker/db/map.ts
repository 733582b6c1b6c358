// SQL for the map: the tracks of one data tile, grouped into small cells or one by one, and the
// exact number of tracks in a view. Every track is on the map, as in the spec's track list
// (removed ones get their own marker). tracks_position (center_lat, center_lng) serves the
// latitude range; the rest of the test runs on the index entries.
import type { Db } from '../env';
import type { MapCluster, TrackListEntry } from '../../src-shared/api-types';
import { tilesPerSide, tileBox, type LatLngBox, type TileAddress } from '../../src-shared/map-tiles';
import { LIST_COLUMNS, toListEntry, type TrackListRow } from './tracks';

/** The half-open box test of src-shared/map-tiles.ts, in SQL (?1 south, ?2 west, ?3 north, ?4 east). */
function inTileSql(tile: TileAddress): string {
  const n = tilesPerSide(tile.z);
  const north = tile.y === 0 ? 't.center_lat <= ?3' : 't.center_lat < ?3';
  const east = tile.x === n - 1 ? 't.center_lng <= ?4' : 't.center_lng < ?4';
  return `t.center_lat >= ?1 AND ${north} AND t.center_lng >= ?2 AND ${east}`;
}

const boxParams = (box: LatLngBox) => [box.south, box.west, box.north, box.east] as const;

export async function listTracksInTile(db: Db, tile: TileAddress): Promise<TrackListEntry[]> {
  const { results } = await db
    .prepare(`SELECT ${LIST_COLUMNS} FROM tracks t LEFT JOIN areas a ON a.id = t.area_id WHERE ${inTileSql(tile)} ORDER BY t.id`)
    .bind(...boxParams(tileBox(tile)))
    .all<TrackListRow>();
  return results.map(toListEntry);
}

/** Tracks of a tile summed per cell of a cells × cells grid: where each cell's tracks lie, how many, their box, and one track's id. */
export type TileCell = MapCluster & { id: number };

export async function listTileCells(db: Db, tile: TileAddress, cells: number): Promise<TileCell[]> {
  const box = tileBox(tile);
  const { results } = await db
    .prepare(
      `SELECT COUNT(*) AS count, AVG(t.center_lat) AS lat, AVG(t.center_lng) AS lng,
         MIN(t.center_lat) AS south, MIN(t.center_lng) AS west, MAX(t.center_lat) AS north, MAX(t.center_lng) AS east, MIN(t.id) AS id
       FROM tracks t WHERE ${inTileSql(tile)}
       GROUP BY CAST((t.center_lng - ?2) * ?5 AS INTEGER), CAST((t.center_lat - ?1) * ?6 AS INTEGER)`,
    )
    .bind(...boxParams(box), cells / (box.east - box.west), cells / (box.north - box.south))
    .all<TileCell>();
  return results;
}

/** List entries of the given tracks (at most a few hundred: the single tracks of one tile). */
export async function listTracksById(db: Db, ids: readonly number[]): Promise<TrackListEntry[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT ${LIST_COLUMNS} FROM tracks t LEFT JOIN areas a ON a.id = t.area_id WHERE t.id IN (SELECT value FROM json_each(?1)) ORDER BY t.id`)
    .bind(JSON.stringify(ids))
    .all<TrackListRow>();
  return results.map(toListEntry);
}

/** Tracks inside any of the boxes, edges included (boxes within -180..180 that do not overlap). */
export async function countTracksInBoxes(db: Db, boxes: readonly LatLngBox[]): Promise<number> {
  let total = 0;
  for (const box of boxes) {
    const row = await db
      .prepare('SELECT COUNT(*) AS n FROM tracks WHERE center_lat BETWEEN ?1 AND ?3 AND center_lng BETWEEN ?2 AND ?4')
      .bind(...boxParams(box))
      .first<{ n: number }>();
    total += row?.n ?? 0;
  }
  return total;
}
