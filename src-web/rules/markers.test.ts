import { describe, expect, it } from 'vitest';
import { markerBase, markerChoice, markerTitle, markerVariantName } from './markers';

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
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 0, num_likes: 0 })).toBe('Ibirapuera');
  });
  it('adds the non-zero counts', () => {
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 2, num_likes: 5 })).toBe('Ibirapuera, comments: 2, likes: 5');
    expect(markerTitle({ name: 'Ibirapuera', num_comments: 0, num_likes: 1 })).toBe('Ibirapuera, likes: 1');
  });
});
