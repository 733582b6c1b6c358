import { describe, expect, it } from 'vitest';
import { boxAround, boxCentre, distanceKm } from './geo';

describe('distanceKm', () => {
  it('measures Stockholm to Gothenburg as about 398 km', () => {
    expect(distanceKm(59.3293, 18.0686, 57.7089, 11.9746)).toBeCloseTo(398, -1);
  });
  it('is zero for the same point', () => {
    expect(distanceKm(10, 20, 10, 20)).toBe(0);
  });
});

describe('boxAround', () => {
  it('contains the points at the radius in every direction', () => {
    const box = boxAround(59.33, 18.07, 10);
    expect(distanceKm(59.33, 18.07, box.north, 18.07)).toBeCloseTo(10, 1);
    expect(distanceKm(59.33, 18.07, 59.33, box.east)).toBeGreaterThanOrEqual(9.9);
  });
  it('wraps across the antimeridian so west is greater than east', () => {
    const box = boxAround(-17.7, 179.9, 30);
    expect(box.west).toBeGreaterThan(box.east);
    expect(boxCentre(box).lng).toBeCloseTo(179.9, 5);
  });
  it('spans every longitude near a pole', () => {
    expect(boxAround(89.99, 0, 50)).toMatchObject({ west: -180, east: 180, north: 90 });
  });
});
