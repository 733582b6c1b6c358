import { describe, expect, it } from 'vitest';
import { ar } from './catalogues/ar';
import { ja } from './catalogues/ja';
import { pt } from './catalogues/pt';
import { areaSummaryText, type AreaTrackGroup } from './area-summary';

const g = (surface: string | null, indoors: number | null, length: number | null, tracks = 1): AreaTrackGroup => ({
  surface,
  indoors,
  length,
  tracks,
});

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
    expect(areaSummaryText('Brazil', 1, [g('synthetic', 0, 400)])).toBe(
      'Brazil has 1 running track: outdoor. Its surface is synthetic. It is 400 m long.',
    );
  });

  it('states the count it is given, the one the page shows', () => {
    expect(areaSummaryText('Campinas', 3, [g(null, 0, null, 3)])).toBe('Campinas has 3 running tracks: all outdoor.');
    expect(areaSummaryText('Nowhere', 0, [])).toBeNull();
  });

  it('is written in the page language from the same groups (issue 24)', () => {
    const groups = [g('synthetic', 0, 400, 2), g('asphalt', 0, 300), g(null, 1, 200)];
    expect(areaSummaryText('São Paulo', 4, groups, { texts: pt, language: 'pt' })).toBe(
      'São Paulo tem 4 pistas de corrida: 3 ao ar livre e 1 coberta. A maioria é sintética (2), depois de asfalto/concreto (1); 1 sem piso informado. O comprimento mais comum é 400 m.',
    );
    expect(
      areaSummaryText('Town', 3, [g('cinder', null, 402.3336), g('grass', 0, null), g(null, 1, null)], { texts: pt, language: 'pt' }),
    ).toBe(
      'Town tem 3 pistas de corrida: 1 ao ar livre, 1 coberta e 1 sem informação. Tipos de pista: de carvão (1), de grama (1); 1 sem piso informado. O comprimento mais comum é um quarto de milha.',
    );
    // Arabic counts 3 to 10 in their own plural form; Japanese sentences join without spaces.
    expect(areaSummaryText('Cairo', 3, [g(null, 0, null, 3)], { texts: ar, language: 'ar' })).toBe('في Cairo 3 مضامير جري: جميعها مكشوفة.');
    expect(areaSummaryText('Tokyo', 1, [g('synthetic', 0, 400)], { texts: ja, language: 'ja' })).toBe(
      'Tokyoには陸上トラックが1か所あります（屋外）。路面は全天候型です。1周400 mです。',
    );
    expect(areaSummaryText('Campinas', 1234, [g(null, 0, null, 1234)], { texts: pt, language: 'pt' })).toBe(
      'Campinas tem 1.234 pistas de corrida: todas ao ar livre.',
    );
  });
});
