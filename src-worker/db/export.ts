// SQL for the open-data export (GET /api/export/tracks.*): every visible track with its public
// fields, its area's names by level and where it came from. Nothing of the feedback table is
// read: the counts are the derived columns, which count visible feedback only. Of runners'
// answers (issue 37) only how many still count; of photos (issue 42) the shown ones, with their
// licence and credit.
import { AMENITIES, type AccessValue, type Amenity } from '../../src-shared/access';
import type { Surface } from '../../src-shared/enums';
import type { Db } from '../env';
import { nullableFlag, pagesById } from './tracks';
import type { TrackAccessTable, TracksTable } from './tables';
import { shownPhotoJson, type ShownPhotoRow } from './photos';

export interface ExportTrack {
  id: number;
  name: string | null;
  url_segment: string;
  center_lat: number;
  center_lng: number;
  length: number | null;
  surface: Surface | null;
  number_lanes_lap: number | null;
  has_lighting: boolean | null;
  indoors: boolean | null;
  status: number | null;
  /** The names of the track's area and its parents by level (country 0, region 1, town 2). */
  country: string | null;
  region: string | null;
  town: string | null;
  /** The area's url segment, its path from the country down ("brazil/sao-paulo/campinas"). */
  area_path: string | null;
  num_likes: number;
  num_comments: number;
  /** Runners' answers to the track's quick questions that still count (an operator's undo withdraws a client's). */
  num_answers: number;
  updated: string;
  /** "osm" or "census:<name>" with the id there ("way/123"); null for tracks added on the site. */
  source: string | null;
  source_id: string | null;
  /** The access facts (issue 27): who may use it, its hours, fee, closure and amenities, each null when unknown. */
  access: AccessValue | null;
  opening_hours: string | null;
  fee: boolean | null;
  fee_text: string | null;
  closed_until: string | null;
  closure_reason: string | null;
  toilets: boolean | null;
  changing_rooms: boolean | null;
  lockers: boolean | null;
  drinking_water: boolean | null;
  parking: boolean | null;
  public_transport: boolean | null;
  link_to_web: string | null;
  operator: string | null;
  /** The day (YYYY-MM-DD) each fact was last confirmed, by an edit, a visit report or an import. */
  access_confirmed: string | null;
  opening_hours_confirmed: string | null;
  fee_confirmed: string | null;
  closed_until_confirmed: string | null;
  toilets_confirmed: string | null;
  changing_rooms_confirmed: string | null;
  lockers_confirmed: string | null;
  drinking_water_confirmed: string | null;
  parking_confirmed: string | null;
  public_transport_confirmed: string | null;
  /** The shown photos, newest first. */
  photos: ShownPhotoRow[];
}

/** The access facts whose last confirmation the export gives (fee_text goes with fee, closure_reason with closed_until). */
export const CONFIRMED_IN_EXPORT = ['access', 'opening_hours', 'fee', 'closed_until', ...AMENITIES] as const;

type Flag = 'has_lighting' | 'indoors' | 'fee' | Amenity;
type ExportTrackRow = Omit<ExportTrack, Flag | 'photos'> & { photos: string } & Pick<TracksTable, 'has_lighting' | 'indoors'> &
  Pick<TrackAccessTable, Exclude<Flag, 'has_lighting' | 'indoors'>>;

const toExportTrack = (row: ExportTrackRow): ExportTrack => ({
  ...row,
  has_lighting: nullableFlag(row.has_lighting),
  indoors: nullableFlag(row.indoors),
  fee: nullableFlag(row.fee),
  ...(Object.fromEntries(AMENITIES.map((a) => [a, nullableFlag(row[a])])) as Record<Amenity, boolean | null>),
  // Newest first, whatever order the aggregate met them in (SQLite promises none).
  photos: (JSON.parse(row.photos) as ShownPhotoRow[]).sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id),
});

// A track's area is a town or a region (or, at sea, none); its parents are at most two joins away.
// A removed track (either flag) is one an operator found gone or wrong: the site keeps it for its
// history and marker, but data for others to reuse leaves it out. Each track's answers are counted
// on runner_answers_track (the unary + keeps the site-wide index of kept answers out), its shown
// photos on photos_track: one probe for the many tracks that have none.
const EXPORT_PAGE_SQL = `SELECT t.id, t.name, t.url_segment, t.center_lat, t.center_lng, t.length, t.surface, t.number_lanes_lap,
    t.has_lighting, t.indoors, t.status,
    CASE a.level WHEN 0 THEN a.name WHEN 1 THEN p.name WHEN 2 THEN g.name END AS country,
    CASE a.level WHEN 1 THEN a.name WHEN 2 THEN p.name END AS region,
    CASE a.level WHEN 2 THEN a.name END AS town,
    a.url_segment AS area_path, t.num_likes, t.num_comments,
    (SELECT COUNT(*) FROM runner_answers n WHERE n.track_id = t.id AND +n.withdrawn = 0) AS num_answers,
    t.updated, t.source, t.source_id,
    x.access, x.opening_hours, x.fee, x.fee_text, x.closed_until, x.closure_reason, ${AMENITIES.map((a) => `x.${a}`).join(', ')},
    t.link_to_web, s.operator,
    (SELECT json_group_array(${shownPhotoJson('ph')}) FROM photos ph WHERE ph.track_id = t.id AND ph.review = 'visible') AS photos,
    ${CONFIRMED_IN_EXPORT.map((f) => `substr(json_extract(x.confirmed, '$.${f}.at'), 1, 10) AS ${f}_confirmed`).join(', ')}
  FROM tracks t
  LEFT JOIN track_access x ON x.track_id = t.id
  LEFT JOIN track_source_facts s ON s.track_id = t.id
  LEFT JOIN areas a ON a.id = t.area_id
  LEFT JOIN areas p ON p.id = a.parent_id
  LEFT JOIN areas g ON g.id = p.parent_id
  WHERE t.id > ?1 AND t.removed = 0 AND t.permanently_removed = 0
  ORDER BY t.id LIMIT ?2`;

/** Every visible track in id order, a page at a time. */
export async function* listExportTracks(db: Db, pageSize = 5000): AsyncGenerator<ExportTrack[]> {
  for await (const rows of pagesById<ExportTrackRow>(db, EXPORT_PAGE_SQL, pageSize)) yield rows.map(toExportTrack);
}
