// The start page's "Where tracks are listed" (GET /api/coverage): honest about how far the
// directory reaches, so a runner elsewhere knows the map is empty for lack of data, not tracks.
import type { Coverage } from '../../src-shared/api-types';
import { numberText } from '../../src-shared/number-text';
import type { PageTexts } from './page-texts';

/** The start page names this many countries; the rest are counted. */
export const COVERAGE_COUNTRIES_SHOWN = 12;

/**
 * "962 running tracks in 2 countries so far.", or, when some tracks have no area yet (at sea,
 * or outside every country the data knows), where each of them is: "962 running tracks so far:
 * 961 in 2 countries and 1 not yet placed in an area." The figures add up to the countries
 * listed below it, which the API counts from the same table (area_counts). In the page's
 * language, its figures too ("50.771 pistas de corrida").
 */
export function coverageSummary({ num_tracks, num_unplaced, countries }: Coverage, { t, language }: PageTexts): string {
  if (num_tracks === 0) return t('coverage.none');
  const figure = (n: number) => numberText(n, language, { englishGrouped: true });
  const runningTracks = t('coverage.runningTracks', { count: num_tracks, tracks: figure(num_tracks) });
  const inCountries = t('coverage.countries', { count: countries.length, countries: figure(countries.length) });
  if (num_unplaced === 0) return t('coverage.inCountries', { runningTracks, inCountries });
  if (countries.length === 0) return t('coverage.notPlaced', { runningTracks });
  return t('coverage.somePlaced', {
    count: num_unplaced,
    runningTracks,
    inCountries,
    placed: figure(num_tracks - num_unplaced),
    unplaced: figure(num_unplaced),
  });
}

/** The countries shown by name (most tracks first, as the API orders them) and how many are left. */
export function shownCountries({ countries }: Coverage): { shown: Coverage['countries']; more: number } {
  return { shown: countries.slice(0, COVERAGE_COUNTRIES_SHOWN), more: Math.max(0, countries.length - COVERAGE_COUNTRIES_SHOWN) };
}
