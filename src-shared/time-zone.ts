// The IANA time zone at a point, looked up from coordinates with @photostructure/tz-lookup (a
// compact boundary index in one module, no files read, so it runs in a Worker and a browser).
// A track's hours are read in its own zone (src-shared/opening-hours.ts).
import tzLookup from '@photostructure/tz-lookup';

const usable = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The zone of a point; UTC when the lookup has no zone this runtime knows. */
export function timeZoneAt(lat: number, lng: number): string {
  try {
    const zone = tzLookup(lat, lng);
    return usable(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
