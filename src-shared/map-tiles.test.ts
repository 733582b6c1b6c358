import { describe, expect, it } from 'vitest';
import { normaliseView, tileBox, tileHolds, tileOf, tilesForView, tilesPerSide } from './map-tiles';

describe('data tiles', () => {
  it('a data tile at display zoom z is the slippy tile of zoom z - 2, and the world fits one at zoom 2', () => {
    expect(tilesPerSide(2)).toBe(1);
    expect(tilesPerSide(16)).toBe(2 ** 14);
    expect(tileBox({ z: 2, x: 0, y: 0 })).toEqual({ west: -180, east: 180, north: 90, south: -90 });
  });

  it('puts a point on an edge in exactly one tile: west and south edges inside, the poles and 180 in the outer tiles', () => {
    const z = 4;
    const n = tilesPerSide(z);
    for (const [lat, lng] of [
      [0, 0],
      [90, 180],
      [-90, -180],
      [0, 180],
      [66.51326044311186, -90],
      [-1e-300, -1e-300],
    ] as const) {
      const holders = [];
      for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) if (tileHolds({ z, x, y }, lat, lng)) holders.push({ x, y });
      expect(holders, `${lat},${lng}`).toEqual([tileOf(z, lat, lng)]);
    }
  });

  it('covers a view across the date line with the columns on both sides, each once', () => {
    const tiles = tilesForView(5, { south: -10, north: 10, west: 170, east: 190 });
    const columns = [...new Set(tiles.map((t) => t.x))].sort((a, b) => a - b);
    expect(columns).toEqual([0, 7]);
    expect(new Set(tilesForView(3, { south: -80, north: 80, west: -500, east: 500 }).map((t) => t.x)).size).toBe(2);
  });

  it('splits a view across the date line into two boxes within -180..180 for the count', () => {
    expect(normaliseView({ south: 0, north: 1, west: 170, east: 190 })).toEqual([
      { south: 0, north: 1, west: 170, east: 180 },
      { south: 0, north: 1, west: -180, east: -170 },
    ]);
    expect(normaliseView({ south: 0, north: 1, west: -200, east: -190 })).toEqual([{ south: 0, north: 1, west: 160, east: 170 }]);
    expect(normaliseView({ south: -95, north: 95, west: -300, east: 300 })).toEqual([{ south: -90, north: 90, west: -180, east: 180 }]);
  });
});
