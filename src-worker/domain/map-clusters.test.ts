import { describe, expect, it } from 'vitest';
import { clusterPoints, type WeightedPoint } from './map-clusters';

const track = (id: number, lat: number, lng: number): WeightedPoint => ({
  id,
  lat,
  lng,
  count: 1,
  loops: 0,
  south: lat,
  north: lat,
  west: lng,
  east: lng,
});

describe('clustering a tile', () => {
  it('joins tracks closer than the radius, with the exact count, the mean position and the box of its tracks', () => {
    const { clusters, singles } = clusterPoints([track(1, 10, 10), track(2, 10.01, 10.02), track(3, -30, 60)], 8);
    expect(singles).toEqual([3]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 2, south: 10, north: 10.01, west: 10, east: 10.02 });
    expect(clusters[0]!.lat).toBeCloseTo(10.005, 6);
  });

  it('weighs cells by their tracks, so counts are summed, never points counted', () => {
    const cell: WeightedPoint = { id: 5, lat: 1, lng: 1, count: 40, loops: 3, south: 0.9, north: 1.1, west: 0.9, east: 1.1 };
    const loop = { ...track(7, 1.002, 1.002), loops: 1 };
    const { clusters, singles } = clusterPoints([cell, track(6, 1.001, 1.001), loop], 4);
    expect(singles).toEqual([]);
    expect(clusters.map((c) => [c.count, c.loops])).toEqual([[42, 4]]);
  });

  it('shows every track on its own at the last zoom, however close', () => {
    const { clusters, singles } = clusterPoints([track(1, 10, 10), track(2, 10, 10.000001)], 16);
    expect(clusters).toEqual([]);
    expect(singles).toEqual([1, 2]);
  });
});
