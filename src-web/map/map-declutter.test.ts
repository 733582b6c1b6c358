import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapCluster } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM } from '../../src-shared/map-tiles';
import { declutter } from './map-declutter';
import { track } from './test-tracks';

function cluster(lat: number, lng: number, count: number): MapCluster {
  return { lat, lng, count, loops: 0, south: lat - 0.01, west: lng - 0.01, north: lat + 0.01, east: lng + 0.01 };
}

// At zoom 4 a degree of longitude is 11.4 px: 2° is 23 px, 5° is 57 px.
describe('markers that would cover each other', () => {
  it('two clusters either side of a tile edge become one, with both counts and boxes', () => {
    const { clusters, stacks } = declutter([cluster(-23, -47, 84), cluster(-23, -45, 12)], [], 4);
    expect(stacks).toEqual([]);
    expect(clusters).toEqual([{ lat: -23, lng: -47, count: 96, loops: 0, south: -23.01, west: -47.01, north: -22.99, east: -44.99 }]);
  });

  it('clusters apart stay apart', () => {
    expect(declutter([cluster(-23, -47, 84), cluster(-23, -42, 12)], [], 4).clusters.map((c) => c.count)).toEqual([84, 12]);
  });

  it('a pin beside a cluster is counted in it and its point lies in the cluster box', () => {
    const { clusters, stacks } = declutter([cluster(-23, -47, 5)], [[track(7, -23.5, -46)]], 4);
    expect(stacks).toEqual([]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.count).toBe(6);
    expect(clusters[0]!.east).toBe(-46);
    expect(clusters[0]!.south).toBe(-23.5);
  });

  it('two pins that overlap across a tile edge become a cluster of two; a lone pin stays a pin', () => {
    const { clusters, stacks } = declutter([], [[track(1, 10, 10)], [track(2, 10, 11)], [track(3, 40, 40)]], 4);
    expect(clusters).toEqual([{ lat: 10, lng: 10, count: 2, loops: 0, south: 10, west: 10, north: 10, east: 11 }]);
    expect(stacks.map((stack) => stack.map((t) => t.id))).toEqual([[3]]);
  });

  it('at the last zoom every pin stays, however close', () => {
    const pins = [[track(1, 10, 10)], [track(2, 10, 10.0001)]];
    expect(declutter([], pins, MAP_MAX_ZOOM).stacks).toEqual(pins);
  });

  it('never loses or invents a track: the counts shown add up to the tracks given', () => {
    const place = fc.record({ lat: fc.double({ min: -60, max: 60, noNaN: true }), lng: fc.double({ min: -60, max: 60, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: place, count: fc.integer({ min: 2, max: 500 }) }), { maxLength: 40 }),
        fc.array(place, { maxLength: 40 }),
        fc.integer({ min: 0, max: MAP_MAX_ZOOM - 1 }),
        (clusterSpecs, pinPlaces, zoom) => {
          const given = clusterSpecs.map(({ at, count }) => cluster(at.lat, at.lng, count));
          const pins = pinPlaces.map(({ lat, lng }, i) => [track(i + 1, lat, lng)]);
          const { clusters, stacks } = declutter(given, pins, zoom);
          const shown = clusters.reduce((sum, c) => sum + c.count, 0) + stacks.reduce((sum, stack) => sum + stack.length, 0);
          expect(shown).toBe(given.reduce((sum, c) => sum + c.count, 0) + pins.length);
        },
      ),
    );
  });
});
