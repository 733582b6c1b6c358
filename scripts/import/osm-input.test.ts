import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleRings, readGeoJson, readOverpass, type GeoJsonFeature } from './osm-input';
import { classifyOsmElement, osmTracksFrom, placeNames } from './osm-tracks';
import { geoJsonFixture, overpassFixture, PLACES } from './test-support/fixtures';

describe('which OSM features are tracks', () => {
  it('takes athletics and running tracks, also in a sport list', () => {
    expect(classifyOsmElement({ leisure: 'track', sport: 'athletics' }).kind).toBe('track');
    expect(classifyOsmElement({ leisure: 'track', sport: 'soccer;running' }).kind).toBe('track');
  });

  it('skips other sports, field events and untagged features', () => {
    expect(classifyOsmElement({ leisure: 'track', sport: 'cycling' })).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('other sport'),
    });
    for (const event of [
      'long_jump',
      'high_jump',
      'triple_jump',
      'pole_vault',
      'javelin_throw',
      'shot_put',
      'discus',
      'hammer',
      'long_jump;pole_vault',
    ]) {
      expect(classifyOsmElement({ leisure: 'track', sport: 'athletics', athletics: event }).kind).toBe('skip');
    }
    expect(classifyOsmElement({}).kind).toBe('skip');
  });

  it('uses stadiums and sports centres only to name tracks', () => {
    expect(classifyOsmElement({ leisure: 'stadium', sport: 'athletics' }).kind).toBe('name-giver');
    expect(classifyOsmElement({ leisure: 'sports_centre' }).kind).toBe('name-giver');
  });
});

describe('Overpass answers', () => {
  const parsed = osmTracksFrom(readOverpass(overpassFixture()));
  const byId = new Map(parsed.tracks.map((t) => [t.sourceId, t]));

  it('imports the way, the multipolygon, the bare node, the out-center element and the track at sea', () => {
    expect([...byId.keys()].sort()).toEqual(['node/501', 'node/902', 'relation/201', 'way/101', 'way/601']);
  });

  it('reports every other element with its reason', () => {
    expect(Object.fromEntries(parsed.skipped.map((s) => [s.sourceId, s.reason]))).toEqual({
      'way/401': expect.stringContaining('field event'),
      'way/701': expect.stringContaining('other sport'),
      'way/801': expect.stringContaining('not a track'),
      'node/901': 'no usable coordinates',
    });
  });

  it('maps the tags of a way and measures its outline', () => {
    expect(byId.get('way/101')).toMatchObject({
      source: 'osm',
      name: "Pista d'Teste",
      length: 400,
      finalized: true,
      surface: 'synthetic',
      number_lanes_lap: 8,
      has_lighting: 1,
      indoors: 0,
      link_to_web: 'https://example.org/pista',
      altitude: 760,
    });
    expect(byId.get('way/101')!.center_lat).toBeCloseTo(PLACES.saoPaulo.lat, 5);
    expect(byId.get('way/101')!.center_lng).toBeCloseTo(PLACES.saoPaulo.lng, 5);
  });

  it('joins split relation members, measures the inner edge and lends the stadium name', () => {
    expect(byId.get('relation/201')).toMatchObject({
      label: { facility: 'Stade de Test' },
      length: 400,
      finalized: true,
      surface: 'synthetic',
      indoors: 0,
    });
  });

  it('keeps a node without length, covered as indoors, and leaves out what the source does not say', () => {
    expect(byId.get('node/501')).toMatchObject({
      name: 'Testbanan',
      length: null,
      finalized: false,
      indoors: 1,
      surface: null,
      altitude: null,
    });
    expect(byId.get('way/601')).toMatchObject({ length: null, number_lanes_lap: null, surface: 'asphalt', center_lat: PLACES.newYork.lat });
  });
});

describe('osmtogeojson GeoJSON', () => {
  const parsed = osmTracksFrom(readGeoJson(geoJsonFixture()));
  const byId = new Map(parsed.tracks.map((t) => [t.sourceId, t]));

  it('reads polygons with an inner edge, lines and points, and ignores the metadata properties', () => {
    expect(byId.get('relation/1')).toMatchObject({ length: 400, finalized: true, surface: 'cinder', name: null });
    expect(byId.get('way/2')).toMatchObject({ surface: 'grass', has_lighting: 0, finalized: true, length: 200 });
    expect(byId.get('node/3')).toMatchObject({ label: { facility: 'Centro Esportivo Teste' }, length: null });
    expect(parsed.skipped).toEqual([]);
  });
});

describe('when each element was last edited (its OSM timestamp)', () => {
  it('keeps osmtogeojson’s timestamp as the last edit, not as a tag, and null where the export has none', () => {
    const elements = new Map(readGeoJson(geoJsonFixture()).map((e) => [e.id, e]));
    expect(elements.get('relation/1')).toMatchObject({ lastEdited: '2024-01-01T00:00:00.000Z' });
    expect(elements.get('relation/1')!.tags).not.toHaveProperty('timestamp');
    expect(elements.get('relation/1')!.tags).not.toHaveProperty('version');
    expect(elements.get('way/2')!.lastEdited).toBeNull();
  });

  it('reads the metadata older osmtogeojson nests under "meta", and Overpass’s `out meta`', () => {
    const [nested] = readGeoJson({
      features: [
        {
          id: 'way/9',
          properties: { tags: { leisure: 'track', sport: 'running' }, meta: { timestamp: '2019-05-11T14:11:17Z', version: 2 } },
          geometry: { type: 'Point', coordinates: [0, 0] },
        },
      ],
    });
    expect(nested).toMatchObject({ tags: { leisure: 'track', sport: 'running' }, lastEdited: '2019-05-11T14:11:17.000Z' });
    const [edited, broken] = readOverpass({
      elements: [
        { type: 'node', id: 1, lat: 0, lon: 0, timestamp: '2023-03-31T01:19:59Z' },
        { type: 'node', id: 2, lat: 0, lon: 0, timestamp: 'yesterday' },
      ],
    });
    expect(edited!.lastEdited).toBe('2023-03-31T01:19:59.000Z');
    expect(broken!.lastEdited).toBeNull();
  });

  it('has one for every feature of the Brazil sample', () => {
    const sample = JSON.parse(readFileSync(new URL('../../data/osm/brazil-athletics.geojson', import.meta.url), 'utf8')) as {
      features: GeoJsonFeature[];
    };
    const elements = readGeoJson(sample);
    expect(elements.length).toBeGreaterThan(1000);
    expect(elements.filter((e) => e.lastEdited === null)).toEqual([]);
    expect(elements.find((e) => e.id === 'way/540800986')).toMatchObject({
      lastEdited: '2023-03-31T01:19:59.000Z',
      tags: { name: 'Pista de Atletismo do Paranoá' },
    });
  });
});

describe('ring assembly', () => {
  it('joins pieces in any direction and returns unclosed ones as lines', () => {
    const { rings, open } = assembleRings([
      [
        [0, 0],
        [1, 0],
      ],
      [
        [1, 1],
        [1, 0],
      ],
      [
        [1, 1],
        [0, 0],
      ],
      [
        [5, 5],
        [6, 6],
      ],
    ]);
    expect(rings).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
    expect(open).toEqual([
      [
        [5, 5],
        [6, 6],
      ],
    ]);
  });
});

describe('the places an OSM track says it is in (issue 36)', () => {
  it("reads the track's address city, town or municipality and is_in, then the facility's, most specific first, each once", () => {
    expect(
      placeNames(
        { 'addr:city': 'São Paulo', 'addr:suburb': 'Butantã', is_in: 'São Paulo;Brasil' },
        { 'addr:municipality': 'Osasco', 'addr:city': 'São Paulo' },
      ),
    ).toEqual(['São Paulo', 'Brasil', 'Osasco']);
    // "Cascavel, PR": the whole text, then its parts.
    expect(placeNames({ 'addr:city': 'Cascavel, PR' })).toEqual(['Cascavel, PR', 'Cascavel', 'PR']);
    expect(placeNames({ 'addr:street': 'Rua A' })).toEqual([]);
  });

  it('takes them from the stadium or sports centre the track lies in', () => {
    const { saoPaulo } = PLACES;
    const square = [
      [saoPaulo.lng - 0.002, saoPaulo.lat - 0.002],
      [saoPaulo.lng + 0.002, saoPaulo.lat - 0.002],
      [saoPaulo.lng + 0.002, saoPaulo.lat + 0.002],
      [saoPaulo.lng - 0.002, saoPaulo.lat + 0.002],
      [saoPaulo.lng - 0.002, saoPaulo.lat - 0.002],
    ];
    const [track] = osmTracksFrom(
      readOverpass({
        elements: [
          { type: 'node', id: 1, lat: saoPaulo.lat, lon: saoPaulo.lng, tags: { leisure: 'track', sport: 'athletics' } },
          {
            type: 'way',
            id: 2,
            geometry: square.map(([lon, lat]) => ({ lat: lat!, lon: lon! })),
            tags: { leisure: 'sports_centre', 'addr:city': 'São Paulo' },
          },
        ],
      }),
    ).tracks;
    expect(track!.placeNames).toEqual(['São Paulo']);
  });
});
