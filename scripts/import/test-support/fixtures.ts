// Small source files written for the tests: synthetic geometry at real places, so that area
// assignment can be checked too. Names are obviously test names.
import type { Position } from '../geometry';
import type { GeoJsonFeature, OverpassAnswer } from '../osm-input';

const M_PER_DEG_LAT = 111_320;

/**
 * A stadium-shaped ring (two straights, two half circles) around a centre, as [lng, lat].
 * Straights of 84.39 m and a radius of 36.8 m measure 400 m, like lane 1 of a standard track.
 */
export function ovalRing(lat: number, lng: number, radiusM = 36.8, straightM = 84.39, pointsPerBend = 24): Position[] {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  const half = straightM / 2;
  const points: Position[] = [];
  for (const [side, from] of [
    [1, -Math.PI / 2],
    [-1, Math.PI / 2],
  ] as const) {
    for (let i = 0; i <= pointsPerBend; i++) {
      const angle = from + (Math.PI * i) / pointsPerBend;
      const x = side * half + radiusM * Math.cos(angle);
      const y = radiusM * Math.sin(angle);
      points.push([lng + x / mPerDegLng, lat + y / M_PER_DEG_LAT]);
    }
  }
  points.push(points[0]!);
  return points;
}

const latLon = (ring: Position[]) => ring.map(([lon, lat]) => ({ lat, lon }));

export const PLACES = {
  saoPaulo: { lat: -23.5874, lng: -46.6576 },
  paris: { lat: 48.8414, lng: 2.253 },
  malmo: { lat: 55.5851, lng: 12.9888 },
  newYork: { lat: 40.7948, lng: -73.9245 },
  atSea: { lat: -20.0, lng: -30.0 },
};

/** An Overpass API answer mixing `out geom` and `out center` elements. */
export function overpassFixture(): OverpassAnswer {
  const { saoPaulo, paris, malmo, newYork, atSea } = PLACES;
  const outer = ovalRing(paris.lat, paris.lng, 45);
  const half = Math.floor(outer.length / 2);
  const stadium = [
    [paris.lng - 0.0015, paris.lat - 0.001],
    [paris.lng + 0.0015, paris.lat - 0.001],
    [paris.lng + 0.0015, paris.lat + 0.001],
    [paris.lng - 0.0015, paris.lat + 0.001],
    [paris.lng - 0.0015, paris.lat - 0.001],
  ] as Position[];
  return {
    version: 0.6,
    elements: [
      {
        type: 'way',
        id: 101,
        geometry: latLon(ovalRing(saoPaulo.lat, saoPaulo.lng)),
        tags: {
          leisure: 'track',
          sport: 'athletics',
          name: "Pista d'Teste",
          surface: 'tartan',
          lanes: '8',
          lit: 'yes',
          website: 'https://example.org/pista',
          ele: '760',
        },
      },
      {
        type: 'relation',
        id: 201,
        // The outer boundary comes as two ways, the second drawn backwards.
        members: [
          { type: 'way', ref: 2011, role: 'outer', geometry: latLon(outer.slice(0, half + 1)) },
          { type: 'way', ref: 2012, role: 'outer', geometry: latLon(outer.slice(half).reverse()) },
          { type: 'way', ref: 2013, role: 'inner', geometry: latLon(ovalRing(paris.lat, paris.lng)) },
        ],
        tags: { type: 'multipolygon', leisure: 'track', sport: 'soccer;running', surface: 'rubber', indoor: 'no' },
      },
      { type: 'way', id: 301, geometry: latLon(stadium), tags: { leisure: 'stadium', name: 'Stade de Test', sport: 'athletics' } },
      {
        type: 'way',
        id: 401,
        geometry: latLon(ovalRing(paris.lat + 0.0002, paris.lng, 3, 40, 4)),
        tags: { leisure: 'track', sport: 'athletics', athletics: 'long_jump' },
      },
      {
        type: 'node',
        id: 501,
        lat: malmo.lat,
        lon: malmo.lng,
        tags: { leisure: 'track', sport: 'running', name: 'Testbanan', covered: 'yes' },
      },
      {
        type: 'way',
        id: 601,
        center: { lat: newYork.lat, lon: newYork.lng },
        tags: { leisure: 'track', sport: 'athletics;soccer', surface: 'asphalt', lanes: '12' },
      },
      {
        type: 'way',
        id: 701,
        geometry: latLon(ovalRing(saoPaulo.lat + 0.01, saoPaulo.lng, 60, 300)),
        tags: { leisure: 'track', sport: 'horse_racing' },
      },
      { type: 'way', id: 801, geometry: latLon(ovalRing(saoPaulo.lat + 0.02, saoPaulo.lng)) },
      { type: 'node', id: 901, tags: { leisure: 'track', sport: 'running' } },
      { type: 'node', id: 902, lat: atSea.lat, lon: atSea.lng, tags: { leisure: 'track', sport: 'running', name: 'Ship deck track' } },
    ],
  };
}

/** An osmtogeojson FeatureCollection: area with an inner edge, a closed line, a point, a sports centre. */
export function geoJsonFixture(): { type: 'FeatureCollection'; features: GeoJsonFeature[] } {
  const { saoPaulo } = PLACES;
  const lat = saoPaulo.lat + 0.05;
  const outer = ovalRing(lat, saoPaulo.lng, 46);
  const inner = ovalRing(lat, saoPaulo.lng);
  const line = ovalRing(lat + 0.01, saoPaulo.lng, 18.3, 40);
  const centre: Position[] = [
    [saoPaulo.lng + 0.019, lat + 0.0095],
    [saoPaulo.lng + 0.021, lat + 0.0095],
    [saoPaulo.lng + 0.021, lat + 0.0105],
    [saoPaulo.lng + 0.019, lat + 0.0105],
    [saoPaulo.lng + 0.019, lat + 0.0095],
  ];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 'relation/1',
        properties: {
          id: 'relation/1',
          timestamp: '2024-01-01T00:00:00Z',
          version: 3,
          leisure: 'track',
          sport: 'athletics',
          type: 'multipolygon',
          surface: 'clay',
        },
        geometry: { type: 'Polygon', coordinates: [outer, inner] },
      },
      {
        type: 'Feature',
        id: 'way/2',
        properties: { id: 'way/2', leisure: 'track', sport: 'running', surface: 'grass', lit: 'no' },
        geometry: { type: 'LineString', coordinates: line },
      },
      {
        type: 'Feature',
        id: 'node/3',
        properties: { id: 'node/3', leisure: 'track', sport: 'running' },
        geometry: { type: 'Point', coordinates: [saoPaulo.lng + 0.02, lat + 0.01] },
      },
      {
        type: 'Feature',
        id: 'way/4',
        properties: { id: 'way/4', leisure: 'sports_centre', name: 'Centro Esportivo Teste', sport: 'athletics' },
        geometry: { type: 'Polygon', coordinates: [centre] },
      },
    ],
  };
}
