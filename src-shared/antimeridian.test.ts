import { describe, expect, it } from 'vitest';
import { crossesAntimeridian, cutAtAntimeridian, splitAtAntimeridian } from './antimeridian';

const lons = (ring: number[][]) => ring.map(([lon]) => lon!);

describe('shapes across the antimeridian, made flat-map safe', () => {
  it('a line is cut where it jumps', () => {
    expect(
      splitAtAntimeridian([
        [170, 60],
        [179, 61],
        [-179, 62],
        [-170, 63],
      ]),
    ).toEqual([
      [
        [170, 60],
        [179, 61],
      ],
      [
        [-179, 62],
        [-170, 63],
      ],
    ]);
  });

  it('a polygon across it becomes one piece on each side, none spanning the world', () => {
    const island = [
      [178, -16],
      [-178, -16],
      [-178, -18],
      [178, -18],
      [178, -16],
    ];
    const pieces = cutAtAntimeridian([island]);
    expect(pieces).toHaveLength(2);
    for (const [outer] of pieces) {
      expect(crossesAntimeridian(outer!)).toBe(false);
      expect(Math.max(...lons(outer!)) - Math.min(...lons(outer!))).toBeLessThanOrEqual(2);
    }
    expect(pieces.map(([outer]) => Math.sign(outer![0]![0]!)).sort()).toEqual([-1, 1]);
  });

  it('a polygon round the south pole is closed along the bottom of the map', () => {
    const antarctica = [
      [-180, -70],
      [-90, -72],
      [0, -69],
      [90, -66],
      [180, -70],
      [-180, -70],
    ];
    const pieces = cutAtAntimeridian([antarctica]);
    expect(pieces.length).toBeGreaterThanOrEqual(1);
    const points = pieces.flatMap(([outer]) => outer!);
    expect(Math.min(...points.map(([, lat]) => lat!))).toBe(-90);
    expect(Math.min(...lons(points))).toBe(-180);
    expect(Math.max(...lons(points))).toBe(180);
    // The only edge across the map's width is the one along its bottom.
    for (const [outer] of pieces) {
      const wide = outer!.filter((point, i) => i > 0 && Math.abs(point[0]! - outer![i - 1]![0]!) > 180);
      expect(wide.every(([, lat]) => lat === -90)).toBe(true);
    }
  });

  it('leaves every other polygon as it is', () => {
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(cutAtAntimeridian([square])).toEqual([[square]]);
  });
});
