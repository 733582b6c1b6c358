// A synthetic Overpass answer of many tracks for scale tests: 400 m ovals (as lane-1 ways) placed
// near real towns of the committed geography, so that area assignment does real work. It is
// test data for timing only and is never imported into a real database.
import { loadAdminGeo } from './admin-geo';
import type { OverpassAnswer } from './osm-input';
import { ovalRing } from './test-support/fixtures';

/** A deterministic pseudo-random sequence (mulberry32), so every run builds the same file. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURFACES = ['tartan', 'asphalt', 'ground', 'grass', 'clay', undefined] as const;

export function syntheticOverpass(count: number, seed = 1): OverpassAnswer {
  const next = random(seed);
  const towns = loadAdminGeo().regions.flatMap((region) => region.cities);
  const elements: OverpassAnswer['elements'] = [];
  for (let i = 0; i < count; i++) {
    const town = towns[Math.floor(next() * towns.length)]!;
    // Within ~5 km of the town, so tracks do not sit on top of each other.
    const lat = town.lat + (next() - 0.5) * 0.09;
    const lng = town.lng + (next() - 0.5) * 0.09;
    const surface = SURFACES[Math.floor(next() * SURFACES.length)];
    elements.push({
      type: 'way',
      id: 1_000_000 + i,
      geometry: ovalRing(lat, lng, 36.8, 84.39, 8).map(([lon, la]) => ({ lat: la, lon })),
      tags: {
        leisure: 'track',
        sport: 'athletics',
        ...(surface ? { surface } : {}),
        ...(next() < 0.3 ? { lanes: String(4 + Math.floor(next() * 5)) } : {}),
      },
    });
  }
  return { version: 0.6, elements };
}
