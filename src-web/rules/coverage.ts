// The start page's "Where tracks are listed" (GET /api/coverage): honest about how far the
// directory reaches, so a runner elsewhere knows the map is empty for lack of data, not tracks.
import type { Coverage } from '../../src-shared/api-types';

/** The start page names this many countries; the rest are counted. */
export const COVERAGE_COUNTRIES_SHOWN = 12;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "962 running tracks in 2 countries so far." */
export function coverageSummary({ num_tracks, countries }: Coverage): string {
  if (num_tracks === 0) return 'No tracks are listed yet.';
  return `${count(num_tracks, 'running track', 'running tracks')} in ${count(countries.length, 'country', 'countries')} so far.`;
}

/** The countries shown by name (most tracks first, as the API orders them) and how many are left. */
export function shownCountries({ countries }: Coverage): { shown: Coverage['countries']; more: number } {
  return { shown: countries.slice(0, COVERAGE_COUNTRIES_SHOWN), more: Math.max(0, countries.length - COVERAGE_COUNTRIES_SHOWN) };
}
