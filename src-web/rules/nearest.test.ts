import { describe, expect, it } from 'vitest';
import type { MapCluster } from '../../src-shared/api-types';
import { tileBox, tileOf } from '../../src-shared/map-tiles';
import {
  clustersToOpen,
  distanceMetres,
  distanceText,
  inBox,
  nearestInBoxMetres,
  searchedRadiusMetres,
  tilesAround,
  tracksByDistance,
} from './nearest';
import { track } from '../map/test-tracks';

function cluster(count: number, box: { south: number; west: number; north: number; east: number }, loops = 0): MapCluster {
  return { ...box, count, loops, lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
}

const EDINBURGH = { lat: 55.9533, lng: -3.1883 };
/** A 1,847 m park circuit's label: a jogging loop. */
const LOOP_LABEL = {
  facility: null,
  locality: null,
  from_centre: null,
  twin: null,
  length: 1847,
  finalized: false,
  surface: null,
  indoors: null,
};

describe('distances', () => {
  it('measures along the earth: a degree of latitude is about 111 km', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    expect(distanceMetres(EDINBURGH, EDINBURGH)).toBe(0);
  });

  it('the nearest a box can be is 0 inside it and its closest edge outside', () => {
    const box = { south: 55.9, west: -3.3, north: 56, east: -3.1 };
    expect(nearestInBoxMetres(EDINBURGH, box)).toBe(0);
    expect(nearestInBoxMetres({ lat: 55.8, lng: -3.2 }, box)).toBeCloseTo(
      distanceMetres({ lat: 55.8, lng: -3.2 }, { lat: 55.9, lng: -3.2 }),
      6,
    );
  });

  it.each([
    [3, '10 m'],
    [347, '350 m'],
    [994, '990 m'],
    [996, '1.0 km'],
    [2_449, '2.4 km'],
    [12_345, '12 km'],
  ])('%d m reads "%s"', (metres, text) => {
    expect(distanceText(metres, 'en')).toBe(text);
  });

  it('reads in the page language: its decimal separator and its name of the unit', () => {
    expect(distanceText(2_449, 'pt')).toBe('2,4 km');
    expect(distanceText(347, 'de')).toBe('350 m');
    expect(distanceText(1_234_567, 'pt')).toBe('1.235 km');
    expect(distanceText(1_234_567, 'en')).toBe('1235 km');
    expect(distanceText(2_449, 'zh')).toBe('2.4公里');
  });
});

describe('the nearest tracks', () => {
  it('lists nearest first, each track once, at most the limit', () => {
    const far = track(1, 56.1, -3.2, 'Far');
    const near = track(2, 55.954, -3.19, 'Near');
    const middle = track(3, 55.99, -3.19, 'Middle');
    const listed = tracksByDistance(EDINBURGH, [far, near, middle, near], 2);
    expect(listed.map((entry) => entry.track.name)).toEqual(['Near', 'Middle']);
    expect(listed[0]!.metres).toBeLessThan(listed[1]!.metres);
  });

  it('tracks at one spot are all listed, in name order', () => {
    const outdoor = track(8, 55.9565, -3.1587, 'Meadowbank Stadium');
    const indoor = track(7, 55.9565, -3.1587, 'Meadowbank Indoor Arena');
    expect(tracksByDistance(EDINBURGH, [outdoor, indoor], 10).map((entry) => entry.track.id)).toEqual([7, 8]);
  });

  it('opens a cluster only when one of its tracks could be among the nearest', () => {
    const singles = [track(1, 55.954, -3.19, 'A'), track(2, 55.955, -3.19, 'B')];
    const close = cluster(3, { south: 55.96, west: -3.2, north: 55.962, east: -3.198 });
    const distant = cluster(5, { south: 56.5, west: -3.2, north: 56.502, east: -3.198 });
    // Two singles and a cluster of three already make the five nearest: the distant one cannot be.
    expect(clustersToOpen(EDINBURGH, singles, [close, distant], 5)).toEqual([close]);
    // Asked for more tracks than there are without it, the distant cluster must be opened too.
    expect(clustersToOpen(EDINBURGH, singles, [close, distant], 6)).toEqual([close, distant]);
  });

  it('counts no jogging loop among the running tracks it already knows', () => {
    const loop = { ...track(3, 55.9535, -3.19, 'Park loop'), label: { ...LOOP_LABEL } };
    const singles = [track(1, 55.954, -3.19, 'A'), track(2, 55.955, -3.19, 'B'), loop];
    const mostlyLoops = cluster(3, { south: 55.96, west: -3.2, north: 55.962, east: -3.198 }, 2);
    const distant = cluster(5, { south: 56.5, west: -3.2, north: 56.502, east: -3.198 });
    // Two running tracks and one in the close cluster make three: for four, the distant one may hold the fourth.
    expect(clustersToOpen(EDINBURGH, singles, [mostlyLoops, distant], 3)).toEqual([mostlyLoops]);
    expect(clustersToOpen(EDINBURGH, singles, [mostlyLoops, distant], 4)).toEqual([mostlyLoops, distant]);
  });

  it('opens every cluster nearer than the tracks it already knows enough of', () => {
    const singles = Array.from({ length: 10 }, (_, i) => track(i, 56 + i * 0.01, -3.19, `S${i}`));
    const underfoot = cluster(2, { south: 55.95, west: -3.19, north: 55.951, east: -3.188 });
    expect(clustersToOpen(EDINBURGH, singles, [underfoot], 10)).toEqual([underfoot]);
  });
});

describe('the tiles around a point', () => {
  it('are the tile holding it and the ring around it, which reaches at least the searched radius', () => {
    const tiles = tilesAround(EDINBURGH, 14);
    expect(tiles).toHaveLength(9);
    const centre = tileOf(14, EDINBURGH.lat, EDINBURGH.lng);
    expect(tiles).toContainEqual({ z: 14, ...centre });
    const boxes = tiles.map(tileBox);
    const block = {
      south: Math.min(...boxes.map((b) => b.south)),
      north: Math.max(...boxes.map((b) => b.north)),
      west: Math.min(...boxes.map((b) => b.west)),
      east: Math.max(...boxes.map((b) => b.east)),
    };
    const radius = searchedRadiusMetres(EDINBURGH, 14);
    // A tile at zoom 14 is the slippy tile of zoom 12: about 5.5 km wide at Edinburgh's latitude.
    expect(radius).toBeGreaterThan(5_000);
    expect(radius).toBeLessThan(11_000);
    for (const edge of [
      { lat: block.north, lng: EDINBURGH.lng },
      { lat: block.south, lng: EDINBURGH.lng },
      { lat: EDINBURGH.lat, lng: block.west },
      { lat: EDINBURGH.lat, lng: block.east },
    ]) {
      expect(distanceMetres(EDINBURGH, edge)).toBeGreaterThanOrEqual(radius - 1);
    }
  });

  it('wrap at the date line', () => {
    const tiles = tilesAround({ lat: -17.7, lng: 179.99 }, 6);
    expect(tiles).toHaveLength(9);
    expect(tiles.map((tile) => tile.x)).toContain(0);
  });
});

describe('tracks in view', () => {
  it('are those in the box, also when the map is panned past the date line', () => {
    const fiji = track(1, -18.1, 178.4, 'Suva');
    expect(inBox(fiji, { south: -19, north: -17, west: 178, east: 179 })).toBe(true);
    expect(inBox(fiji, { south: -19, north: -17, west: -182, east: -181 })).toBe(true);
    expect(inBox(fiji, { south: -17, north: -16, west: 178, east: 179 })).toBe(false);
  });
});
