import { describe, expect, it } from 'vitest';
import { pt } from './catalogues/pt';
import { zh } from './catalogues/zh';
import type { TrackLabel } from './api-types';
import { isGenericTrackName, ownTrackName, trackLabelOf, trackName, trackTitle, type LabelSource } from './track-name';
import type { Words } from './track-text';

const PT: Words = { texts: pt, language: 'pt' };
const ZH: Words = { texts: zh, language: 'zh' };
const areas = [
  { id: 1, name: 'Brazil', url_segment: 'brazil' },
  { id: 3, name: 'São Paulo', url_segment: 'brazil/sao-paulo/sao-paulo' },
];
// Praça da Sé, São Paulo's centre; the USP track lies about 10 km west of it.
const centre = { lat: -23.5505, lng: -46.6333 };
const source: LabelSource = {
  name: null,
  facility: null,
  locality: null,
  twin: null,
  length: 400,
  finalized: true,
  surface: 'synthetic',
  indoors: false,
  center_lat: -23.5604,
  center_lng: -46.7221,
  area_centre: centre,
};
const named = (overrides: Partial<LabelSource>) => {
  const all = { ...source, ...overrides };
  return { name: all.name, label: trackLabelOf(all) };
};

describe('generic names (issue 36)', () => {
  it('reads names made only of words for a track as no name, in several languages', () => {
    for (const name of [
      'Pista de Atletismo',
      'pista de corrida',
      'Running Track',
      'Piste d’athlétisme',
      'Löparbana',
      'Laufbahn',
      '跑道',
      'Pista sem nome',
      ' ',
    ])
      expect(isGenericTrackName(name), name).toBe(true);
  });
  it('keeps names that name a place', () => {
    for (const name of ['Pista de Atletismo do Paranoá', 'Meadowbank Sports Centre', 'Pista Taquaral', 'Estádio Ícaro de Castro Melo'])
      expect(ownTrackName(name), name).toBe(name);
  });
});

describe('jogging loops (issue 36)', () => {
  it("calls a nameless loop what it is, with its length, in the reader's language", () => {
    const loop = named({ name: 'Pista de Caminhada', length: 1847, finalized: false, surface: null, locality: 'Butantã' });
    expect(trackName(loop)).toBe('1847 m jogging loop, Butantã');
    expect(trackName(loop, PT)).toBe('Circuito de corrida de 1.847 m, Butantã');
  });
  it("keeps a named loop's name, with a label whose length tells the lists it is a loop", () => {
    const loop = named({ name: 'Pista de Cooper do Ibirapuera', length: 1300, finalized: false });
    expect(trackName(loop)).toBe('Pista de Cooper do Ibirapuera');
    expect(loop.label?.length).toBe(1300);
  });
});

describe('what a track is called (issue 36)', () => {
  it('is its own name in its town, with no label', () => {
    const track = named({ name: 'Pista Taquaral' });
    expect(track.label).toBeNull();
    expect(trackTitle({ ...track, areas })).toBe('Pista Taquaral in São Paulo');
    expect(trackName(track)).toBe('Pista Taquaral');
  });
  it('is the place it lies in when it has no name of its own', () => {
    const track = named({ name: 'Pista de atletismo', facility: 'Centro de Práticas Esportivas da USP' });
    expect(trackTitle({ ...track, areas })).toBe('Centro de Práticas Esportivas da USP in São Paulo');
    expect(trackTitle({ ...track, areas }, PT)).toBe('Centro de Práticas Esportivas da USP em São Paulo');
  });
  it('is its kind and neighbourhood, capitalised, in the reader’s language', () => {
    const track = named({ locality: 'Butantã' });
    expect(trackName(track)).toBe('400 m synthetic track, Butantã');
    expect(trackTitle({ ...track, areas })).toBe('400 m synthetic track, Butantã, São Paulo');
    expect(trackName(track, PT)).toBe('Pista sintética de 400 m, Butantã');
  });
  it('says where it lies from the town’s centre when nothing else tells it apart', () => {
    const track = named({});
    expect(track.label?.from_centre).toEqual({ km: 9.1, bearing: 6 });
    expect(trackName(track)).toBe('400 m synthetic track, 9.1 km west of the centre');
    expect(trackTitle({ ...track, areas })).toBe('400 m synthetic track, 9.1 km west of central São Paulo');
    expect(trackTitle({ ...track, areas }, PT)).toBe('Pista sintética de 400 m, a 9,1 km a oeste do centro de São Paulo');
    expect(trackTitle({ ...track, areas }, ZH)).toBe('400 米塑胶跑道，São Paulo市中心以西9.1 公里');
  });
  it('is its kind alone, capitalised, without a town', () => {
    const track = named({ area_centre: null, length: null, finalized: false, surface: null, indoors: true });
    expect(trackTitle({ ...track, areas: [] })).toBe('Indoor track');
  });
  it('tells twins at one place apart by what differs', () => {
    const indoor = named({ name: 'Meadowbank Sports Centre', twin: 'indoor', indoors: true });
    const outdoor = named({ name: 'Meadowbank Sports Centre', twin: 'outdoor' });
    const short = named({ facility: 'Clube X', twin: 'length', length: 200 });
    expect(trackName(indoor)).toBe('Meadowbank Sports Centre (indoor)');
    expect(trackTitle({ ...outdoor, areas })).toBe('Meadowbank Sports Centre (outdoor) in São Paulo');
    expect(trackName(short, PT)).toBe('Clube X (200 m)');
    expect(trackName(indoor, PT)).toBe('Meadowbank Sports Centre (coberta)');
  });
  it('never starts in lower case', () => {
    const label: TrackLabel = { ...trackLabelOf(source)!, from_centre: null };
    for (const words of [undefined, PT, ZH]) expect(trackName({ name: null, label }, words)).toMatch(/^[^\p{Ll}]/u);
  });
});
