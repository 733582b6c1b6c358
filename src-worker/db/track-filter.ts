// The one track filter (src-shared/track-filter.ts) in SQL: the map's tiles and counts, the search
// box's Track tab and the chat's tools add these conditions to their own query, so a filter keeps
// the same tracks wherever it is asked. The conditions read tracks t and, when accessJoin says so,
// track_access x (a LEFT JOIN: a track without access facts has NULLs there).
import type { TrackFilter } from '../../src-shared/track-filter';
import { TrackStatus, ReportSource } from '../../src-shared/enums';
import { FOR_THE_PUBLIC, NOT_FOR_THE_PUBLIC } from '../../src-shared/access-status';
import { QUARTER_HOUR_MS } from '../../src-shared/map-filters';
import { quarterOfWeek } from '../../src-shared/opening-hours';
import { LAP_TRACK_METRES } from '../../src-shared/track-kind';
import { localDate } from '../../src-shared/wall-clock';
import type { Db } from '../env';

/**
 * For "open now": each time zone in use, with the quarter hour of the week its wall clock shows
 * and its calendar day at the asked instant (src-shared/opening-hours.ts quarterOfWeek).
 */
export type ZoneClocks = Record<string, [quarterOfWeek: number, day: string]>;

/** A filter's SQL: " AND …" conditions, their bound values (numbered from `from`), and whether they read track_access x. */
export interface FilterSql {
  where: string;
  params: unknown[];
  /** The join the conditions need on tracks t; empty when they read tracks alone. */
  accessJoin: string;
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
/** Who may use it is unknown or includes a runner from the public (src-shared/access-status.ts NOT_FOR_THE_PUBLIC). */
const forThePublic = `(x.access IS NULL OR x.access NOT IN (${list(NOT_FOR_THE_PUBLIC)}))`;
/** src-shared/access-status.ts openToThePublic. */
const openToThePublic = `(x.access IN (${list(FOR_THE_PUBLIC)}) OR (x.access IS NULL AND t.status = ${TrackStatus.OpenPublicAccess}))`;

/** "Open now" by each track's week of hours where it is (track_access.hours_week), as the track page's badge reads it. */
function openNowSql(zonesParam: string): string[] {
  const zone = `json_extract(${zonesParam}, '$."' || x.time_zone || '"')`;
  const quarter = `json_extract(${zone}, '$[0]')`;
  return [
    // As the track page's badge: closed, members-only and school or club tracks are not open to a runner.
    `x.hours_week IS NOT NULL AND ${forThePublic}`,
    // The week pattern's hex digit for the hour, and the quarter's bit in it.
    `((instr('0123456789abcdef', substr(x.hours_week, ${quarter} / 4 + 1, 1)) - 1) & (8 >> (${quarter} % 4))) != 0`,
    `(x.closed_until IS NULL OR x.closed_until < json_extract(${zone}, '$[1]'))`,
    // A closed visit report newer than the hours wins, as on the track page (src-shared/access-status.ts).
    `NOT (t.status IS NOT NULL AND t.status != ${TrackStatus.OpenPublicAccess} AND t.status_source IN (${ReportSource.VisitReport}, ${ReportSource.Admin})
       AND substr(t.status_updated, 1, 10) >= substr(COALESCE(json_extract(x.confirmed, '$.opening_hours.at'), ''), 1, 10))`,
  ];
}

/** The filter's conditions on tracks t (and track_access x), with bound values numbered from `from`. */
export function filterSql(filter: TrackFilter, zones: ZoneClocks | null, from: number): FilterSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `?${from + params.length - 1}`;
  };
  // A track the public may not use is free to nobody (src-shared/access-status.ts freeToRun).
  if (filter.free) where.push(`x.fee = 0 AND ${forThePublic}`);
  if (filter.public) where.push(openToThePublic);
  if (filter.lit) where.push('t.has_lighting = 1');
  if (filter.indoor !== undefined) where.push(`t.indoors = ${filter.indoor ? 1 : 0}`);
  if (filter.surfaces) where.push(`t.surface IN (SELECT value FROM json_each(${param(JSON.stringify(filter.surfaces))}))`);
  if (filter.minLanes !== undefined) where.push(`t.number_lanes_lap >= ${param(filter.minLanes)}`);
  if (filter.minLengthMetres !== undefined) where.push(`t.length >= ${param(filter.minLengthMetres)}`);
  if (filter.maxLengthMetres !== undefined) where.push(`t.length <= ${param(filter.maxLengthMetres)}`);
  if (filter.lapTracksOnly) where.push(`(t.length IS NULL OR t.length <= ${LAP_TRACK_METRES.max})`);
  if (filter.open !== undefined && zones) where.push(...openNowSql(param(JSON.stringify(zones))));
  const readsAccess = Boolean(filter.free || filter.public || (filter.open !== undefined && zones));
  return {
    where: where.map((w) => ` AND ${w}`).join(''),
    params,
    accessJoin: readsAccess ? 'LEFT JOIN track_access x ON x.track_id = t.id' : '',
  };
}

/** The time zones of tracks with opening hours, for the "open now" filter's clocks. */
async function listHoursTimeZones(db: Db): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT time_zone FROM track_access WHERE hours_week IS NOT NULL AND time_zone IS NOT NULL')
    .all<{ time_zone: string }>();
  return results.map((r) => r.time_zone);
}

/**
 * "Open now" costs one clock per time zone in use (a few hundred at most), not one evaluation of
 * opening hours per track: each track's week of hours is stored in its own wall-clock time
 * (track_access.hours_week) and the SQL reads the bit of the quarter its zone's clock shows.
 */
export async function zoneClocks(db: Db, filter: TrackFilter): Promise<ZoneClocks | null> {
  if (filter.open === undefined) return null;
  const instant = new Date(filter.open * QUARTER_HOUR_MS);
  const zones = await listHoursTimeZones(db);
  return Object.fromEntries(zones.map((zone) => [zone, [quarterOfWeek(instant, zone), localDate(instant, zone)]]));
}
