// The start page's "Where tracks are listed" (GET /api/coverage): honest about how far the
// directory reaches, so a runner elsewhere knows the map is empty for lack of data, not tracks.
import type { Coverage } from '../../src-shared/api-types';

/** The start page names this many countries; the rest are counted. */
export const COVERAGE_COUNTRIES_SHOWN = 12;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * "962 running tracks in 2 countries so far.", or, when some tracks have no area yet (at sea,
 * or outside every country the data knows), where each of them is: "962 running tracks so far:
 * 961 in 2 countries and 1 not yet placed in an area." The figures add up to the countries
 * listed below it, which the API counts from the same table (area_counts).
 */
export function coverageSummary({ num_tracks, num_unplaced, countries }: Coverage): string {
  if (num_tracks === 0) return 'No tracks are listed yet.';
  const inCountries = count(countries.length, 'country', 'countries');
  if (num_unplaced === 0) return `${count(num_tracks, 'running track', 'running tracks')} in ${inCountries} so far.`;
  if (countries.length === 0) return `${count(num_tracks, 'running track', 'running tracks')} so far, not yet placed in an area.`;
  const placed = (num_tracks - num_unplaced).toLocaleString('en-US');
  return `${count(num_tracks, 'running track', 'running tracks')} so far: ${placed} in ${inCountries} and ${num_unplaced.toLocaleString('en-US')} not yet placed in an area.`;
}

/** The countries shown by name (most tracks first, as the API orders them) and how many are left. */
export function shownCountries({ countries }: Coverage): { shown: Coverage['countries']; more: number } {
  return { shown: countries.slice(0, COVERAGE_COUNTRIES_SHOWN), more: Math.max(0, countries.length - COVERAGE_COUNTRIES_SHOWN) };
}
