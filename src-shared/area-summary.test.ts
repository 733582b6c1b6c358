import { describe, expect, it } from 'vitest';
import { areaSummaryText, type AreaTrackGroup } from './area-summary';

const g = (surface: string | null, indoors: number | null, length: number | null, tracks = 1): AreaTrackGroup => ({ surface, indoors, length, tracks });

describe('area summary', () => {
  it('counts tracks, indoor and outdoor, surfaces and the usual length', () => {
    expect(areaSummaryText('São Paulo', 4, [g('synthetic', 0, 400, 2), g('asphalt', 0, 300), g(null, 1, 200)])).toBe(
      'São Paulo has 4 running tracks: 3 outdoor and 1 indoor. Most are synthetic (2), then asphalt/concrete (1); 1 with no surface recorded. The most common length is 400 m.',
    );
  });

  it('adds up groups that share a value, says a quarter mile, and reads only confirmed lengths', () => {
    // The second track's 437 m is not finalized: its group carries no length.
    expect(areaSummaryText('Town', 2, [g('cinder', null, 402.3336), g('cinder', 0, null)])).toBe(
      'Town has 2 running tracks: 1 outdoor and 1 not stated. Surface: cinder (2). The most common length is a quarter mile.',
    );
  });

  it('describes a single track', () => {
    expect(areaSummaryText('Brazil', 1, [g('synthetic', 0, 400)])).toBe('Brazil has 1 running track: outdoor. Its surface is synthetic. It is 400 m long.');
  });

  it('states the count it is given, the one the page shows', () => {
    expect(areaSummaryText('Campinas', 3, [g(null, 0, null, 3)])).toBe('Campinas has 3 running tracks: all outdoor.');
    expect(areaSummaryText('Nowhere', 0, [])).toBeNull();
  });
});
