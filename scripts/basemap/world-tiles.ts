// The world basemap the project can serve itself: vector tiles (zoom 0 to 5) cut from the Natural
// Earth data the offline world map already draws (world-atlas: land and country borders, public
// domain), in the layers and kinds of Protomaps' basemap schema, so the same renderer and style
// draw this small archive and an operator's regional or planet build alike.
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { TileType } from 'pmtiles';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import { fromGeojsonVt } from 'vt-pbf';
import countries110m from 'world-atlas/countries-110m.json';
import land110m from 'world-atlas/land-110m.json';
import { crossesAntimeridian, splitAtAntimeridian } from '../../src-shared/antimeridian';
import { type ArchiveTile, pmtilesArchive } from './pmtiles-writer';

export const WORLD_MAX_ZOOM = 5;
/** Web Mercator's edge: tiles end here. */
const MAX_LAT = 85.0511;
const EXTENT = 4096;

/** Twice the ring's signed area: positive when it runs counter-clockwise (lon east, lat north). */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return sum;
}

function oriented(ring: Position[], counterClockwise: boolean): Position[] {
  return ringArea(ring) > 0 === counterClockwise ? ring : [...ring].reverse();
}

function landPolygons(): Position[][][] {
  const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
  return land.features
    .flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates))
    .filter((polygon) => !polygon.some(crossesAntimeridian));
}

/** The layers of Protomaps' schema this data can fill: land, the sea around it, country borders. */
export function worldLayers(): Record<'earth' | 'water' | 'boundaries', FeatureCollection> {
  const polygons = landPolygons();
  const earth: Feature = {
    type: 'Feature',
    properties: { kind: 'earth' },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  };
  // The sea is the world with the land cut out: each coast a hole wound against the world's edge,
  // so a renderer's non-zero fill leaves the land unpainted.
  const world = oriented(
    [
      [-180, -MAX_LAT],
      [180, -MAX_LAT],
      [180, MAX_LAT],
      [-180, MAX_LAT],
      [-180, -MAX_LAT],
    ],
    true,
  );
  const water: Feature = {
    type: 'Feature',
    properties: { kind: 'ocean' },
    geometry: { type: 'Polygon', coordinates: [world, ...polygons.map((polygon) => oriented(polygon[0]!, false))] },
  };
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString;
  const boundaries: Feature = {
    type: 'Feature',
    properties: { kind: 'country', kind_detail: 2 },
    geometry: { type: 'MultiLineString', coordinates: borders.coordinates.flatMap(splitAtAntimeridian) },
  };
  const collection = (f: Feature): FeatureCollection => ({ type: 'FeatureCollection', features: [f] });
  return { earth: collection(earth), water: collection(water), boundaries: collection(boundaries) };
}

/** Every tile from zoom 0 to maxZoom, each an MVT of the layers that reach it. */
export function worldTiles(maxZoom = WORLD_MAX_ZOOM): ArchiveTile[] {
  const indexes = Object.entries(worldLayers()).map(
    ([name, data]) =>
      [name, new GeoJSONVT(data, { maxZoom, indexMaxZoom: maxZoom, indexMaxPoints: 0, extent: EXTENT, buffer: 64 })] as const,
  );
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    for (let x = 0; x < 2 ** z; x++) {
      for (let y = 0; y < 2 ** z; y++) {
        const layers = Object.fromEntries(
          indexes.flatMap(([name, index]) => {
            const tile = index.getTile(z, x, y);
            return tile ? [[name, tile]] : [];
          }),
        );
        if (Object.keys(layers).length > 0) tiles.push({ z, x, y, data: fromGeojsonVt(layers, { version: 2, extent: EXTENT }) });
      }
    }
  }
  return tiles;
}

export const WORLD_ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/** The archive: vector tiles gzipped as Protomaps' builds are, centred on Brazil, where most tracks are. */
export function worldArchive(maxZoom = WORLD_MAX_ZOOM): Uint8Array {
  return pmtilesArchive(worldTiles(maxZoom), {
    tileType: TileType.Mvt,
    gzipTiles: true,
    metadata: {
      name: 'World (Natural Earth 1:110m)',
      attribution: WORLD_ATTRIBUTION,
      description: 'Land, sea and country borders from zoom 0 to 5, in the layers of the Protomaps basemap',
      vector_layers: [
        { id: 'earth', fields: { kind: 'String' }, minzoom: 0, maxzoom: maxZoom },
        { id: 'water', fields: { kind: 'String' }, minzoom: 0, maxzoom: maxZoom },
        { id: 'boundaries', fields: { kind: 'String', kind_detail: 'Number' }, minzoom: 0, maxzoom: maxZoom },
      ],
    },
    bounds: { west: -180, south: -MAX_LAT, east: 180, north: MAX_LAT },
    center: { lon: -47.9, lat: -15.8, zoom: 3 },
  });
}
