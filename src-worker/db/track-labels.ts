// What a track without a name of its own is called by (issue 36): the track_labels row joined to
// every read that names a track, turned into the API's label at the SQL boundary, and the twins
// recomputed around a track whenever one is written.
import type { TrackLabel, TrackNamed } from '../../src-shared/api-types';
import type { Surface } from '../../src-shared/enums';
import { distanceMetres } from '../../src-shared/distance';
import { trackLabelOf } from '../../src-shared/track-name';
import type { Db } from '../env';
import { TWIN_RADIUS_M, twinsAmong, type TwinCandidate } from '../domain/track-twins';

/** Joined to a query that reads tracks `t` and their area `a`. */
export const LABEL_JOIN = 'LEFT JOIN track_labels l ON l.track_id = t.id';
export const LABEL_COLUMNS = 'l.facility, l.locality, l.twin, a.level AS area_level, a.center_lat AS area_lat, a.center_lng AS area_lng';

export interface LabelRow {
  facility: string | null;
  locality: string | null;
  twin: TrackLabel['twin'];
  area_level: number | null;
  area_lat: number | null;
  area_lng: number | null;
}

/** Areas are country (0), region (1) and town (2): a country's centre places no track. */
const REGION_LEVEL = 1;

/** A row read with LABEL_COLUMNS and the track's own columns a label is made from. */
export interface LabelledRow extends LabelRow {
  name: string | null;
  length: number | null;
  finalized: number;
  surface: Surface | null;
  indoors: number | null;
  center_lat: number;
  center_lng: number;
}

/** The API's label from a row read with LABEL_COLUMNS and the track's own columns. */
export function labelOf(row: LabelledRow): TrackLabel | null {
  return trackLabelOf({
    name: row.name,
    facility: row.facility,
    locality: row.locality,
    twin: row.twin,
    length: row.length,
    finalized: row.finalized === 1,
    surface: row.surface,
    indoors: row.indoors === null ? null : row.indoors === 1,
    center_lat: row.center_lat,
    center_lng: row.center_lng,
    area_centre:
      row.area_level !== null && row.area_level >= REGION_LEVEL && row.area_lat !== null && row.area_lng !== null
        ? { lat: row.area_lat, lng: row.area_lng }
        : null,
  });
}

/** Degrees of latitude that hold TWIN_RADIUS_M, with room to spare. */
const RADIUS_DEG = (TWIN_RADIUS_M * 1.5) / 111_000;

/**
 * The statements that bring the twins around a point up to date after a write (a renamed or
 * moved track may leave a twin or make one): the tracks within the twin radius of the point are
 * compared again with every track that could be their twin, and only changed rows are written.
 */
export async function twinWritesAround(db: Db, lat: number, lng: number): Promise<D1PreparedStatement[]> {
  const lngDeg = RADIUS_DEG / Math.max(Math.cos((lat * Math.PI) / 180), 0.05);
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name, t.indoors, t.length, t.center_lat, t.center_lng, l.facility, l.twin
       FROM tracks t LEFT JOIN track_labels l ON l.track_id = t.id
       WHERE t.center_lat BETWEEN ?1 AND ?2 AND t.center_lng BETWEEN ?3 AND ?4 AND t.permanently_removed = 0`,
    )
    .bind(lat - 2 * RADIUS_DEG, lat + 2 * RADIUS_DEG, lng - 2 * lngDeg, lng + 2 * lngDeg)
    .all<TwinCandidate & { twin: TrackLabel['twin'] }>();
  const twins = twinsAmong(results);
  // A track near the box's edge may have a twin outside it: only those within the radius of the
  // point, whose every possible twin is in the box, are written.
  const nearPoint = (track: TwinCandidate) =>
    distanceMetres({ lat, lng }, { lat: track.center_lat, lng: track.center_lng }) <= TWIN_RADIUS_M;
  return results
    .filter((track) => nearPoint(track) && (twins.get(track.id) ?? null) !== (track.twin ?? null))
    .map((track) =>
      db
        .prepare(`INSERT INTO track_labels (track_id, twin) VALUES (?1, ?2) ON CONFLICT (track_id) DO UPDATE SET twin = excluded.twin`)
        .bind(track.id, twins.get(track.id) ?? null),
    );
}

/** Joined to a query of items (`alias`) that may be about a track: the track `t`, its area `a` and its label. */
export const trackNamedJoins = (alias: string) =>
  `LEFT JOIN tracks t ON t.id = ${alias}.track_id LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN}`;
/** Read with trackNamedJoins, beside the item's own columns (prefixed, so none is taken for the item's). */
export const TRACK_NAMED_COLUMNS = `t.name AS track_name, t.url_segment AS track_segment, t.length AS track_length, t.finalized AS track_finalized,
  t.surface AS track_surface, t.indoors AS track_indoors, t.center_lat AS track_lat, t.center_lng AS track_lng, ${LABEL_COLUMNS}`;

type TrackNamedRow = LabelRow & {
  track_name: string | null;
  track_segment: string | null;
  track_length: number | null;
  track_finalized: number | null;
  track_surface: Surface | null;
  track_indoors: number | null;
  track_lat: number | null;
  track_lng: number | null;
};

/** An item read with TRACK_NAMED_COLUMNS: its own columns and the track it is about, named. */
export function withTrackNamed<Row extends TrackNamedRow>(row: Row): Omit<Row, keyof TrackNamedRow> & TrackNamed {
  const {
    track_name,
    track_segment,
    track_length,
    track_finalized,
    track_surface,
    track_indoors,
    track_lat,
    track_lng,
    facility,
    locality,
    twin,
    area_level,
    area_lat,
    area_lng,
    ...item
  } = row;
  const track_label =
    track_segment === null
      ? null
      : labelOf({
          name: track_name,
          length: track_length,
          finalized: track_finalized ?? 0,
          surface: track_surface,
          indoors: track_indoors,
          center_lat: track_lat ?? 0,
          center_lng: track_lng ?? 0,
          facility,
          locality,
          twin,
          area_level,
          area_lat,
          area_lng,
        });
  return { ...(item as Omit<Row, keyof TrackNamedRow>), track_name, track_segment, track_label };
}
