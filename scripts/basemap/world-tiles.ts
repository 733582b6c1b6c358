// The world basemap the project can serve itself: vector tiles (zoom 0 to 5) cut from the Natural
// Earth data the offline world map already draws (world-atlas: land and country borders, public
// domain), in the layers and kinds of Protomaps' basemap schema, so the same renderer and style
// draw this small archive and an operator's regional or planet build alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { TileType } from 'pmtiles';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import { fromGeojsonVt } from 'vt-pbf';
import countries110m from 'world-atlas/countries-110m.json';
import land110m from 'world-atlas/land-110m.json';
import { cutAtAntimeridian, splitAtAntimeridian } from '../../src-shared/antimeridian';
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
    .flatMap(cutAtAntimeridian);
}

/** The borders between countries, each a line cut where it crosses the antimeridian. */
function countryBorders(): Position[][] {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  return (mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString).coordinates.flatMap(splitAtAntimeridian);
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
  // Lakes the land holds (the Caspian) are water too: each its own polygon.
  const sea = [world, ...polygons.map((polygon) => oriented(polygon[0]!, false))];
  const lakes = polygons.flatMap((polygon) => polygon.slice(1).map((hole) => [oriented(hole, true)]));
  const water: Feature = {
    type: 'Feature',
    properties: { kind: 'ocean' },
    geometry: { type: 'MultiPolygon', coordinates: [sea, ...lakes] },
  };
  const boundaries: Feature = {
    type: 'Feature',
    properties: { kind: 'country', kind_detail: 2 },
    geometry: { type: 'MultiLineString', coordinates: countryBorders() },
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

/** The colours of Protomaps' "light" style, so the raster world looks like the vector one. */
const LIGHT = { water: '#80deea', earth: '#e2dfda', boundaries: '#adadad' };

/** A point's pixel in the 256-pixel tile (z, x, y), Web Mercator. */
function tilePixel([lon, lat]: Position, z: number, x: number, y: number): string {
  const scale = 256 * 2 ** z;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat!)) * Math.PI) / 180);
  const px = ((lon! + 180) / 360) * scale - x * 256;
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale - y * 256;
  return `${px.toFixed(1)} ${py.toFixed(1)}`;
}

const pathOf = (lines: Position[][], z: number, x: number, y: number, close: boolean) =>
  lines.map((line) => `M${line.map((point) => tilePixel(point, z, x, y)).join('L')}${close ? 'Z' : ''}`).join('');

/**
 * The same world as PNG images, for a raster archive (TILE_URL /tiles/{z}/{x}/{y}.png): each tile
 * an SVG of its land and borders painted by resvg, the renderer the Worker's link previews use.
 */
export async function worldRasterTiles(maxZoom = WORLD_MAX_ZOOM): Promise<ArchiveTile[]> {
  const { Resvg, initWasm } = await import('@resvg/resvg-wasm');
  await initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch((error: unknown) => {
    // A second archive in one process finds the module ready.
    if (!String(error).includes('Already initialized')) throw error;
  });
  const land = landPolygons().flat();
  const borders = countryBorders();
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    for (let x = 0; x < 2 ** z; x++) {
      for (let y = 0; y < 2 ** z; y++) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${LIGHT.water}"/>
<path fill="${LIGHT.earth}" fill-rule="evenodd" d="${pathOf(land, z, x, y, true)}"/>
<path fill="none" stroke="${LIGHT.boundaries}" stroke-width="0.7" d="${pathOf(borders, z, x, y, false)}"/>
</svg>`;
        const image = new Resvg(svg).render();
        tiles.push({ z, x, y, data: image.asPng() });
        image.free();
      }
    }
  }
  return tiles;
}

export const WORLD_ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/**
 * The archive: vector tiles gzipped as Protomaps' builds are, or with `raster` PNG images;
 * centred on Brazil, where most tracks are.
 */
export async function worldArchive(maxZoom = WORLD_MAX_ZOOM, raster = false): Promise<Uint8Array> {
  return pmtilesArchive(raster ? await worldRasterTiles(maxZoom) : worldTiles(maxZoom), {
    tileType: raster ? TileType.Png : TileType.Mvt,
    gzipTiles: !raster,
    metadata: {
      name: 'World (Natural Earth 1:110m)',
      attribution: WORLD_ATTRIBUTION,
      description: `Land, sea and country borders from zoom 0 to ${maxZoom}${raster ? '' : ', in the layers of the Protomaps basemap'}`,
      ...(raster
        ? {}
        : {
            vector_layers: [
              { id: 'earth', fields: { kind: 'String' }, minzoom: 0, maxzoom: maxZoom },
              { id: 'water', fields: { kind: 'String' }, minzoom: 0, maxzoom: maxZoom },
              { id: 'boundaries', fields: { kind: 'String', kind_detail: 'Number' }, minzoom: 0, maxzoom: maxZoom },
            ],
          }),
    },
    bounds: { west: -180, south: -MAX_LAT, east: 180, north: MAX_LAT },
    center: { lon: -47.9, lat: -15.8, zoom: 3 },
  });
}
