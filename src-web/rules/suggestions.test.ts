import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { searchWords } from '../../src-shared/search-normalise';
import { areaSuggestion, matchSuggestions, moreResultsText, narrowedAnswer, tabLabel, tabMatches, trackSuggestion } from './suggestions';
import { loadSearchReading, searchReading } from './search-reading-lazy';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);

const track = {
  id: 7,
  name: 'Pista do Ibirapuera',
  url_segment: 'pista-do-ibirapuera',
  area: 'São Paulo',
  center_lat: -23.58,
  center_lng: -46.65,
  num_comments: 0,
  num_likes: 0,
  status: null,
  removed: false,
  label: null,
};

describe('suggestions (spec section 3)', () => {
  it('a track becomes "name - area name" with its url and centre', () => {
    expect(trackSuggestion(track)).toEqual({
      id: 7,
      label: 'Pista do Ibirapuera - São Paulo',
      normalizedLabel: 'pista do ibirapuera sao paulo',
      center: [-23.58, -46.65],
      url: '/track/pista-do-ibirapuera',
    });
  });
  it('a track without a name of its own is labelled by what it is called, and found by the place it lies in (issue 36)', () => {
    const label = {
      facility: null,
      locality: 'Butantã',
      from_centre: null,
      twin: null,
      length: 400,
      finalized: true,
      surface: 'synthetic' as const,
      indoors: false,
    };
    expect(trackSuggestion({ ...track, name: 'Pista de Atletismo', label })).toMatchObject({
      label: '400 m synthetic track, Butantã - São Paulo',
      normalizedLabel: 'butanta sao paulo',
    });
  });
  it('an area names its parent', () => {
    expect(areaSuggestion({ id: 3, name: 'Campinas', parent_area: 'São Paulo', url_segment: 'x' }).label).toBe('Campinas, São Paulo');
    expect(areaSuggestion({ id: 1, name: 'Brazil', parent_area: null, url_segment: 'brazil' }).label).toBe('Brazil');
  });
  it('shows at most 12 per tab and says how many there are', () => {
    const many = Array.from({ length: 30 }, (_, i) => trackSuggestion({ ...track, id: i, name: `Pista ${i}` }));
    const matches = matchSuggestions(many, searchWords('pista'));
    expect(matches.shown).toHaveLength(12);
    expect(moreResultsText(matches, english)).toBe('Showing 12 out of 30 results.');
    expect(moreResultsText(matches, portuguese)).toBe('Mostrando 12 de 30 resultados.');
    expect(moreResultsText(matchSuggestions(many, searchWords('pista 29')), english)).toBeNull();
  });
});

describe('tab labels (spec section 4)', () => {
  it('tells loading, none, failure and counts with singular and plural', () => {
    expect(tabLabel('area', 'loading', 0, english)).toBe('Areas loading');
    expect(tabLabel('area', 'loaded', 0, english)).toBe('No areas');
    expect(tabLabel('track', 'failed', 0, english)).toBe('Tracks failed to load');
    expect(tabLabel('track', 'loaded', 1, english)).toBe('1 track');
    expect(tabLabel('track', 'loaded', 40, english)).toBe('40 tracks');
    expect(tabLabel('track', 'loaded', 1817, english)).toBe('1817 tracks');
  });

  it('in the page language, with its plural forms and its figures', () => {
    expect(tabLabel('area', 'loaded', 1, portuguese)).toBe('1 área');
    expect(tabLabel('track', 'loaded', 1817, portuguese)).toBe('1.817 pistas');
    expect(tabLabel('track', 'loaded', 0, portuguese)).toBe('Nenhuma pista');
    expect(tabLabel('area', 'loading', 0, portuguese)).toBe('Carregando áreas');
  });
});

describe('before the reading of terms has loaded (rules/search-reading-lazy.ts)', () => {
  it('narrows nothing on the device: the server is asked', () => {
    expect(searchReading()).toBeNull();
    const pista = trackSuggestion(track);
    const answer = { term: 'pista', areas: { total: 0, items: [] }, tracks: { total: 1, items: [pista] }, didYouMean: [] };
    expect(narrowedAnswer(answer, 'pista taquaral', null)).toBeNull();
  });
});

describe('narrowing a complete answer on the device', () => {
  beforeAll(async () => {
    await loadSearchReading();
  });

  const area = areaSuggestion({ id: 1, name: 'São Paulo', parent_area: 'Brasil', url_segment: 'brasil/sao-paulo' });
  const pista = trackSuggestion(track);
  const other = trackSuggestion({ ...track, id: 8, name: 'Pista do Tatuapé' });
  const answer = { term: 'pista', areas: { total: 0, items: [] }, tracks: { total: 2, items: [pista, other] }, didYouMean: [] };

  it('answers a longer term exactly as the rule would', () => {
    expect(narrowedAnswer({ ...answer, term: 'sao' }, 'sao paulo tatu', null)).toEqual({
      term: 'sao paulo tatu',
      areas: { total: 0, items: [] },
      tracks: { total: 1, items: [other] },
      didYouMean: [],
    });
    expect(narrowedAnswer({ ...answer, term: 'sao', areas: { total: 1, items: [area] } }, 'sao paulo', null)?.areas.total).toBe(1);
  });

  it('keeps the matches of a place when words that say what is sought or where are added, the labels that hold them first', () => {
    const stadium = trackSuggestion({ ...track, id: 10, name: 'Estádio Municipal' });
    const saoPaulo = {
      ...answer,
      term: 'sao paulo',
      areas: { total: 1, items: [area] },
      tracks: { total: 3, items: [stadium, other, pista] },
    };
    const narrowed = narrowedAnswer(saoPaulo, 'pistas de atletismo perto de sao paulo', null)!;
    expect(narrowed.areas.items).toEqual([area]);
    expect(narrowed.tracks.total).toBe(3);
    expect(narrowedAnswer(saoPaulo, 'pista sao paulo', null)!.tracks.items.map((s) => s.id)).toEqual([7, 8, 10]);
  });

  it('asks the server when the longer term names a place the answer did not search ("pista" then "pista do ib")', () => {
    expect(narrowedAnswer(answer, 'pista do ib', null)).toBeNull();
    // Words that only say what is sought narrow as the rule does: nothing else is read.
    expect(narrowedAnswer(answer, 'pista do', null)!.tracks.total).toBe(2);
  });

  it('ranks the narrowed matches for the longer term, as the server would', () => {
    const tatuape = trackSuggestion({ ...track, id: 9, name: 'Tatuapé' });
    const ranked = narrowedAnswer({ ...answer, term: 'ta', tracks: { total: 3, items: [pista, other, tatuape] } }, 'tatuape', null)!;
    // The track named "Tatuapé" before the one whose name only holds the word.
    expect(ranked.tracks.items.map((s) => s.id)).toEqual([9, 8]);
  });

  it('keeps a place offered by another name while that name starts with the longer term', () => {
    const brazil = {
      ...area,
      id: 2,
      label: 'Brazil',
      normalizedLabel: 'brazil',
      kind: 'area' as const,
      alsoKnownAs: ['brasil', 'brasilien'],
    };
    const withBrazil = {
      ...answer,
      term: 'bras',
      tracks: { total: 1, items: [{ ...pista, normalizedLabel: 'pista brasilia' }] },
      didYouMean: [brazil],
    };
    expect(narrowedAnswer(withBrazil, 'brasil', null)!.didYouMean).toEqual([brazil]);
    expect(narrowedAnswer(withBrazil, 'brasili', null)!.didYouMean).toEqual([{ ...brazil, alsoKnownAs: ['brasilien'] }]);
    expect(narrowedAnswer(withBrazil, 'brasilia', null)!.didYouMean).toEqual([]);
  });

  it('leaves a term that narrows to nothing to the server, which knows what else it may mean', () => {
    expect(narrowedAnswer(answer, 'pista do zzz', null)).toBeNull();
  });

  it('keeps every match listed, so a still longer term narrows it too; the tab shows the first 12', () => {
    const many = Array.from({ length: 20 }, (_, i) => trackSuggestion({ ...track, id: 100 + i, name: `Vila Nova ${i}` }));
    const narrowed = narrowedAnswer(
      { term: 'vila', areas: { total: 0, items: [] }, tracks: { total: 20, items: many }, didYouMean: [] },
      'vila nova',
      null,
    )!;
    expect(narrowed.tracks.total).toBe(20);
    expect(tabMatches(narrowed.tracks)).toEqual({ shown: narrowed.tracks.items.slice(0, 12), total: 20 });
    expect(narrowedAnswer(narrowed, 'vila nova 1', null)!.tracks.items.map((s) => s.id)).toEqual([
      101, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
    ]);
  });

  it('does not answer a term that is not longer, nor from an answer that lists only some matches', () => {
    expect(narrowedAnswer(answer, 'pist', null)).toBeNull();
    expect(narrowedAnswer(answer, 'tatuape', null)).toBeNull();
    expect(narrowedAnswer({ ...answer, tracks: { total: 30, items: [pista, other] } }, 'pista do', null)).toBeNull();
  });
});
