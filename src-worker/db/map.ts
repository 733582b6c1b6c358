// SQL for the map: the tracks of one data tile, grouped into small cells or one by one, and the
// exact number of tracks in a view. Every track is on the map, as in the spec's track list
// (removed ones get their own marker), but a withdrawn one, which never was a track (db/tracks.ts
// WITHDRAWN); the tiles are the nearest list's data too. tracks_position (center_lat, center_lng)
// serves the latitude range; the rest of the test runs on the index entries.
import type { Db } from '../env';
import type { MapCluster, TrackListEntry } from '../../src-shared/api-types';
import { tilesPerSide, tileBox, type LatLngBox, type TileAddress } from '../../src-shared/map-tiles';
import type { TrackFilter } from '../../src-shared/track-filter';
import { LAP_TRACK_METRES } from '../../src-shared/track-kind';
import { filterSql, type ZoneClocks } from './track-filter';
import { LIST_COLUMNS_WITH_PHOTO, notWithdrawnSql, toListEntry, type TrackListRow } from './tracks';
import { LABEL_JOIN } from './track-labels';

/** The half-open box test of src-shared/map-tiles.ts, in SQL (?1 south, ?2 west, ?3 north, ?4 east), of the tracks on the map. */
function inTileSql(tile: TileAddress): string {
  const n = tilesPerSide(tile.z);
  const north = tile.y === 0 ? 't.center_lat <= ?3' : 't.center_lat < ?3';
  const east = tile.x === n - 1 ? 't.center_lng <= ?4' : 't.center_lng < ?4';
  return `t.center_lat >= ?1 AND ${north} AND t.center_lng >= ?2 AND ${east} AND ${notWithdrawnSql('t.id')}`;
}

const boxParams = (box: LatLngBox) => [box.south, box.west, box.north, box.east] as const;

export async function listTracksInTile(
  db: Db,
  tile: TileAddress,
  filter: TrackFilter = {},
  zones: ZoneClocks | null = null,
): Promise<TrackListEntry[]> {
  const f = filterSql(filter, zones, 5);
  const { results } = await db
    .prepare(
      `SELECT ${LIST_COLUMNS_WITH_PHOTO} FROM tracks t ${f.accessJoin} LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN} WHERE ${inTileSql(tile)}${f.where} ORDER BY t.id`,
    )
    .bind(...boxParams(tileBox(tile)), ...f.params)
    .all<TrackListRow>();
  return results.map(toListEntry);
}

/** Tracks of a tile summed per cell of a cells × cells grid: where each cell's tracks lie, how many, their box, and one track's id. */
export type TileCell = MapCluster & { id: number };

export async function listTileCells(
  db: Db,
  tile: TileAddress,
  cells: number,
  filter: TrackFilter = {},
  zones: ZoneClocks | null = null,
): Promise<TileCell[]> {
  const box = tileBox(tile);
  const f = filterSql(filter, zones, 7);
  const { results } = await db
    .prepare(
      `SELECT COUNT(*) AS count, COUNT(CASE WHEN t.length > ${LAP_TRACK_METRES.max} THEN 1 END) AS loops, AVG(t.center_lat) AS lat, AVG(t.center_lng) AS lng,
         MIN(t.center_lat) AS south, MIN(t.center_lng) AS west, MAX(t.center_lat) AS north, MAX(t.center_lng) AS east, MIN(t.id) AS id
       FROM tracks t ${f.accessJoin} WHERE ${inTileSql(tile)}${f.where}
       GROUP BY CAST((t.center_lng - ?2) * ?5 AS INTEGER), CAST((t.center_lat - ?1) * ?6 AS INTEGER)`,
    )
    .bind(...boxParams(box), cells / (box.east - box.west), cells / (box.north - box.south), ...f.params)
    .all<TileCell>();
  return results;
}

/** List entries of the given tracks (at most a few hundred: the single tracks of one tile). */
export async function listTracksById(db: Db, ids: readonly number[]): Promise<TrackListEntry[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${LIST_COLUMNS_WITH_PHOTO} FROM tracks t LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN} WHERE t.id IN (SELECT value FROM json_each(?1)) ORDER BY t.id`,
    )
    .bind(JSON.stringify(ids))
    .all<TrackListRow>();
  return results.map(toListEntry);
}

/** Tracks inside any of the boxes, edges included (boxes within -180..180 that do not overlap). */
export async function countTracksInBoxes(
  db: Db,
  boxes: readonly LatLngBox[],
  filter: TrackFilter = {},
  zones: ZoneClocks | null = null,
): Promise<number> {
  let total = 0;
  const f = filterSql(filter, zones, 5);
  for (const box of boxes) {
    const row = await db
      .prepare(
        `SELECT COUNT(*) AS n FROM tracks t ${f.accessJoin}
         WHERE t.center_lat BETWEEN ?1 AND ?3 AND t.center_lng BETWEEN ?2 AND ?4 AND ${notWithdrawnSql('t.id')}${f.where}`,
      )
      .bind(...boxParams(box), ...f.params)
      .first<{ n: number }>();
    total += row?.n ?? 0;
  }
  return total;
}
