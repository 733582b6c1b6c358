// The tracks filters of the map and the search box (issue 14) as the API reads them: the query
// parameters of src-shared/schemas/map.ts `filterQuery`, and the clocks "open now" needs.
import { mapFilterName, QUARTER_HOUR_MS, type MapFilter } from '../../src-shared/map-filters';
import { quarterOfWeek } from '../../src-shared/opening-hours';
import { localDate } from '../../src-shared/wall-clock';
import { listHoursTimeZones, type ZoneClocks } from '../db/map';
import type { Db } from '../env';

export function filterOf(query: { open?: number; free?: '1'; public?: '1'; lit?: '1'; indoor?: '1' }): MapFilter {
  return { open: query.open, free: query.free === '1', public: query.public === '1', lit: query.lit === '1', indoor: query.indoor === '1' };
}

/**
 * "Open now" costs one clock per time zone in use (a few hundred at most), not one evaluation of
 * opening hours per track: each track's week of hours is stored in its own wall-clock time
 * (track_access.hours_week) and the SQL reads the bit of the quarter its zone's clock shows.
 */
export async function zoneClocks(db: Db, filter: MapFilter): Promise<ZoneClocks | null> {
  if (filter.open === undefined) return null;
  const instant = new Date(filter.open * QUARTER_HOUR_MS);
  const zones = await listHoursTimeZones(db);
  return Object.fromEntries(zones.map((zone) => [zone, [quarterOfWeek(instant, zone), localDate(instant, zone)]]));
}

/** A cached answer's name with its filter, so each filtered answer has its own entry. */
export function filteredName(name: string, filter: MapFilter): string {
  const suffix = mapFilterName(filter);
  return suffix ? `${name}/${suffix}` : name;
}
