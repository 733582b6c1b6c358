import { describe, expect, it } from 'vitest';
import { AI_LINK_MAX_RADIUS_METRES, metresPerPixel, visibleRadiusMetres } from './map-radius';

describe('visible radius (spec section 9)', () => {
  it('is about 156 km per pixel at zoom 0 on the equator', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543, 0);
  });
  it('halves with each zoom level and shrinks with latitude', () => {
    expect(metresPerPixel(11, 0)).toBeCloseTo(metresPerPixel(10, 0) / 2, 6);
    expect(metresPerPixel(10, 60)).toBeCloseTo(metresPerPixel(10, 0) / 2, 6);
  });
  it('uses the smaller screen side', () => {
    expect(visibleRadiusMetres(12, 0, 1280, 600)).toBeCloseTo(metresPerPixel(12, 0) * 300, 6);
  });
  it('a city view at zoom 12 is under the AI link limit, a country view is not', () => {
    expect(visibleRadiusMetres(12, -23.5, 1280, 700)).toBeLessThan(AI_LINK_MAX_RADIUS_METRES);
    expect(visibleRadiusMetres(6, -23.5, 1280, 700)).toBeGreaterThan(AI_LINK_MAX_RADIUS_METRES);
  });
});
