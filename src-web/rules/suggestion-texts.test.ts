import { describe, expect, it } from 'vitest';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { suggestionLabelText, suggestionSubtitle, trackCountText, trackFactsText } from './suggestion-texts';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);
const SAO_PAULO = { lat: -23.55, lng: -46.63 };
const track = {
  id: 7,
  label: 'Pista do Ibirapuera - São Paulo',
  normalizedLabel: 'pista do ibirapuera sao paulo',
  center: [-23.5712, -46.6305] as [number, number],
  url: '/track/x',
};

describe('a suggestion’s label (issue 36)', () => {
  const butanta = {
    facility: null,
    locality: 'Butantã',
    from_centre: null,
    twin: null,
    length: 400,
    finalized: true,
    surface: 'synthetic' as const,
    indoors: false,
  };
  it('says a track known by its label in the page language, with its area', () => {
    const item = { ...track, label: '400 m synthetic track, Butantã - São Paulo', name: null, area: 'São Paulo', trackLabel: butanta };
    expect(suggestionLabelText(item, english)).toBe('400 m synthetic track, Butantã - São Paulo');
    expect(suggestionLabelText(item, portuguese)).toBe('Pista sintética de 400 m, Butantã - São Paulo');
    const twin = { ...item, name: 'Meadowbank', area: null, trackLabel: { ...butanta, twin: 'indoor' as const } };
    expect(suggestionLabelText(twin, portuguese)).toBe('Meadowbank (coberta)');
  });
  it('shows the server’s label of an area or a track with a name of its own as it is', () => {
    expect(suggestionLabelText(track, portuguese)).toBe('Pista do Ibirapuera - São Paulo');
  });
});

describe('the line under a suggestion', () => {
  it('tells a track by indoor or outdoor, length, surface and distance', () => {
    const item = { ...track, indoors: true, length: 200, surface: 'synthetic' as const };
    expect(suggestionSubtitle(item, SAO_PAULO, english)).toBe('Indoor · 200 m · Synthetic · 2.4 km away');
    expect(suggestionSubtitle(item, null, english)).toBe('Indoor · 200 m · Synthetic');
    expect(suggestionSubtitle(track, null, english)).toBeNull();
  });

  it('counts an area’s tracks', () => {
    const area = { id: 3, label: 'Campinas', normalizedLabel: 'campinas', level: 2, numTracks: 1 };
    expect(suggestionSubtitle(area, SAO_PAULO, english)).toBe('1 track');
    expect(trackCountText(50_771, english)).toBe('50,771 tracks');
    expect(suggestionSubtitle({ ...area, numTracks: undefined }, null, english)).toBeNull();
  });

  it('says first which other name an entry was found by (its facility, suburb or street)', () => {
    const found = { ...track, indoors: false, alsoKnownAs: ['butanta', 'cidade universitaria'] };
    expect(suggestionSubtitle(found, null, english)).toBe('Matched by “butanta” · Outdoor');
    expect(suggestionSubtitle({ ...found, indoors: null }, null, portuguese)).toBe('Corresponde a “butanta”');
    const brazil = { id: 1, label: 'Brazil', normalizedLabel: 'brazil', level: 0, numTracks: 771, alsoKnownAs: ['brasil'] };
    expect(suggestionSubtitle(brazil, null, english)).toBe('Matched by “brasil” · 771 tracks');
  });

  it('speaks the page language, in the track page’s words for its facts: plural forms and figures too', () => {
    const item = { ...track, indoors: false, length: 400, surface: 'cinder' as const };
    expect(suggestionSubtitle(item, SAO_PAULO, portuguese)).toBe(`${pt.track.outdoor} · 400 m · ${pt.track.surfaces.cinder} · a 2,4 km`);
    expect(trackFactsText({ length: 402.3336 }, portuguese)).toEqual([pt.track.quarterMile]);
    expect(trackFactsText({ length: 400.5 }, portuguese)).toEqual(['400,5 m']);
    expect(trackCountText(1, portuguese)).toBe('1 pista');
    expect(trackCountText(50_771, portuguese)).toBe('50.771 pistas');
    const arabic = createI18n('ar', ar);
    expect(trackFactsText({ indoors: true, surface: 'grass' }, arabic)).toEqual([ar.track.indoor, ar.track.surfaces.grass]);
    expect(trackCountText(2, arabic)).toBe('\u20682\u2069 مضماران');
    expect(trackCountText(11, arabic)).toBe('\u206811\u2069 مضمارًا');
  });
});
