import { describe, expect, it } from 'vitest';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { createI18n } from '../i18n/i18n';
import { markerBase, markerChoice, markerTitle, markerVariantName, statusBadgeText } from './markers';

const english = createI18n('en', en);

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
  it('is the name alone when there are no comments or likes', () => {
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 0, num_likes: 0 }, english)).toBe('Ibirapuera');
  });
  it('adds the non-zero counts', () => {
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 2, num_likes: 5 }, english)).toBe('Ibirapuera, comments: 2, likes: 5');
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 0, num_likes: 1 }, english)).toBe('Ibirapuera, likes: 1');
  });
  it('calls a track without a name as the page language does', () => {
    expect(markerTitle({ name: '', num_comments: 0, num_likes: 0 }, english)).toBe('Unnamed track');
    expect(markerTitle({ name: null, num_comments: 1, num_likes: 0 }, createI18n('ar', ar))).toBe(`${ar.track.unnamedTrack}، التعليقات: 1`);
  });
  it('says the counts in the page language, never the name', () => {
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 2, num_likes: 5 }, createI18n('ar', ar))).toBe(
      'Ibirapuera، التعليقات: 2، الإعجابات: 5',
    );
  });
});

describe('marker states in words', () => {
  it('names removed, closed and open reports; a plain pin says nothing', () => {
    expect(statusBadgeText('track-closed', english)).toBe('Reported closed');
    expect(statusBadgeText('track', english)).toBeNull();
  });
});
