import { describe, expect, it } from 'vitest';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { COVERAGE_COUNTRIES_SHOWN, coverageSummary, shownCountries } from './coverage';

const english = createI18n('en', en);

const country = (i: number, n: number) => ({ id: i, name: `Country ${i}`, url_segment: `country-${i}`, num_tracks: n });

describe('where tracks are listed', () => {
  it('counts the tracks and the countries', () => {
    expect(coverageSummary({ num_tracks: 962, num_unplaced: 0, countries: [country(1, 771), country(2, 191)] }, english)).toBe(
      '962 running tracks in 2 countries so far.',
    );
    expect(coverageSummary({ num_tracks: 1, num_unplaced: 0, countries: [country(1, 1)] }, english)).toBe(
      '1 running track in 1 country so far.',
    );
    expect(coverageSummary({ num_tracks: 50_771, num_unplaced: 0, countries: [country(1, 50_771)] }, english)).toBe(
      '50,771 running tracks in 1 country so far.',
    );
  });

  it('says how many tracks are in no country yet, so the countries listed add up', () => {
    expect(coverageSummary({ num_tracks: 962, num_unplaced: 1, countries: [country(1, 771), country(2, 190)] }, english)).toBe(
      '962 running tracks so far: 961 in 2 countries and 1 not yet placed in an area.',
    );
    expect(coverageSummary({ num_tracks: 2, num_unplaced: 2, countries: [] }, english)).toBe(
      '2 running tracks so far, not yet placed in an area.',
    );
  });

  it('says it in the page language, with its figures', () => {
    const portuguese = createI18n('pt', pt);
    expect(coverageSummary({ num_tracks: 50_771, num_unplaced: 0, countries: [country(1, 50_770), country(2, 1)] }, portuguese)).toBe(
      '50.771 pistas de corrida em 2 países até agora.',
    );
    expect(coverageSummary({ num_tracks: 962, num_unplaced: 1, countries: [country(1, 961)] }, portuguese)).toBe(
      '962 pistas de corrida até agora: 961 em 1 país e 1 ainda sem área definida.',
    );
    const arabic = createI18n('ar', ar);
    expect(coverageSummary({ num_tracks: 2, num_unplaced: 0, countries: [country(1, 2)] }, arabic)).toContain('مضماران');
  });

  it('says so when nothing is listed', () => {
    expect(coverageSummary({ num_tracks: 0, num_unplaced: 0, countries: [] }, english)).toBe('No tracks are listed yet.');
  });

  it('names the first countries and counts the rest', () => {
    const countries = Array.from({ length: COVERAGE_COUNTRIES_SHOWN + 3 }, (_, i) => country(i, 100 - i));
    const { shown, more } = shownCountries({ num_tracks: 1000, num_unplaced: 0, countries });
    expect(shown.map((c) => c.id)).toEqual(countries.slice(0, COVERAGE_COUNTRIES_SHOWN).map((c) => c.id));
    expect(more).toBe(3);
  });
});
