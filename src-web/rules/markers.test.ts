import { describe, expect, it } from 'vitest';
import type { TrackLabel } from '../../src-shared/api-types';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { markerBase, markerChoice, markerTitle, markerVariantName, stackOrder, statusBadgeText } from './markers';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);

/** The label of a 400 m synthetic outdoor track: the parts the API gives (src-shared/schemas/track-label.ts). */
const label = (parts: Partial<TrackLabel>): TrackLabel => ({
  facility: null,
  locality: null,
  from_centre: null,
  twin: null,
  length: 400,
  finalized: true,
  surface: 'synthetic',
  indoors: false,
  ...parts,
});

const track = { removed: false, status: null as number | null, num_likes: 0, num_comments: 0 };

describe('marker choice (spec section 4)', () => {
  it('removed wins over any status', () => {
    expect(markerBase({ removed: true, status: 1 })).toBe('track-removed');
    expect(markerBase({ removed: true, status: 0 })).toBe('track-removed');
  });
  it('status 0 is closed, any other non-null status is open, null is plain', () => {
    expect(markerBase({ removed: false, status: 0 })).toBe('track-closed');
    expect(markerBase({ removed: false, status: 1 })).toBe('track-open');
    expect(markerBase({ removed: false, status: 41 })).toBe('track-open');
    expect(markerBase({ removed: false, status: null })).toBe('track');
  });
  it('adds the heart and comments variants by flags', () => {
    expect(markerVariantName(markerChoice({ ...track, status: 1, num_likes: 2, num_comments: 1 }))).toBe('track-open-heart-comments');
    expect(markerVariantName(markerChoice({ ...track, num_comments: 3 }))).toBe('track-comments');
    expect(markerVariantName(markerChoice({ ...track, status: 0, num_likes: 1 }))).toBe('track-closed-heart');
    expect(markerVariantName(markerChoice(track))).toBe('track');
  });
});

describe('marker title', () => {
  const named = { name: 'Ibirapuera', label: null };
  it('is the name alone when there are no comments or likes', () => {
    expect(markerTitle({ ...named, num_comments: 0, num_likes: 0 }, english)).toBe('Ibirapuera');
  });
  it('adds the non-zero counts', () => {
    expect(markerTitle({ ...named, num_comments: 2, num_likes: 5 }, english)).toBe('Ibirapuera, comments: 2, likes: 5');
    expect(markerTitle({ ...named, num_comments: 0, num_likes: 1 }, english)).toBe('Ibirapuera, likes: 1');
  });
  it('calls a track without a name by its label, in the page language (issue 36)', () => {
    const butanta = { name: null, label: label({ locality: 'Butantã' }), num_comments: 0, num_likes: 0 };
    expect(markerTitle(butanta, english)).toBe('400 m synthetic track, Butantã');
    expect(markerTitle(butanta, portuguese)).toBe('Pista sintética de 400 m, Butantã');
    expect(markerTitle({ name: '', label: label({ facility: 'Estádio do Ibirapuera' }), num_comments: 1, num_likes: 0 }, english)).toBe(
      'Estádio do Ibirapuera, comments: 1',
    );
    const west = { name: null, label: label({ from_centre: { km: 9.1, bearing: 6 } }), num_comments: 0, num_likes: 0 };
    expect(markerTitle(west, english)).toBe('400 m synthetic track, 9.1 km west of the centre');
    expect(markerTitle(west, portuguese)).toBe('Pista sintética de 400 m, a 9,1 km a oeste do centro');
  });
  it('tells two tracks of one name at one place apart', () => {
    const indoor = { name: 'Meadowbank', label: label({ twin: 'indoor', indoors: true, length: 200 }), num_comments: 0, num_likes: 0 };
    expect(markerTitle(indoor, english)).toBe('Meadowbank (indoor)');
    expect(markerTitle({ ...indoor, label: label({ twin: 'outdoor' }) }, portuguese)).toBe('Meadowbank (ao ar livre)');
  });
  it('says the counts in the page language, never the name', () => {
    expect(markerTitle({ ...named, num_comments: 2, num_likes: 5 }, createI18n('ar', ar))).toBe(
      'Ibirapuera، التعليقات: \u20682\u2069، الإعجابات: \u20685\u2069',
    );
  });
});

describe('a stack of tracks at one spot', () => {
  it('lists them by what each is called, in the page language, then by id', () => {
    const tracks = [
      { id: 3, name: 'Zona Leste', label: null },
      { id: 1, name: null, label: label({ locality: 'Butantã' }) },
      { id: 2, name: 'Meadowbank', label: label({ twin: 'indoor', indoors: true }) },
      { id: 4, name: 'Meadowbank', label: label({ twin: 'indoor', indoors: true }) },
    ];
    expect(stackOrder(tracks, english).map(({ track, name }) => [track.id, name])).toEqual([
      [1, '400 m synthetic track, Butantã'],
      [2, 'Meadowbank (indoor)'],
      [4, 'Meadowbank (indoor)'],
      [3, 'Zona Leste'],
    ]);
    expect(stackOrder(tracks, portuguese).map(({ name }) => name)).toEqual([
      'Meadowbank (coberta)',
      'Meadowbank (coberta)',
      'Pista sintética de 400 m, Butantã',
      'Zona Leste',
    ]);
  });
});

describe('marker states in words', () => {
  it('names removed, closed and open reports; a plain pin says nothing', () => {
    expect(statusBadgeText('track-closed', english)).toBe('Reported closed');
    expect(statusBadgeText('track', english)).toBeNull();
  });
});
