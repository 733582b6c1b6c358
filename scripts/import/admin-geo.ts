// The compact world geography the importer assigns areas from (data/geo/admin-areas.json.gz,
// built by scripts/build-geo.ts): countries, their first-level regions with simplified
// polygons, and the towns and cities of at least 1,000 people in each region.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { toUrlSegment } from '../../src-shared/url-segment';
import { distanceToRingM, haversineM, pointInPolygon, type Position, type Ring } from './geometry';

export const ADMIN_GEO_PATH = new URL('../../data/geo/admin-areas.json.gz', import.meta.url);

/** The file as stored: integer coordinates (degrees × scale), rings delta-encoded and flattened. */
export interface AdminGeoFile {
  attribution: string;
  scale: number;
  /** [ISO 3166-1 alpha-2, English name, url segment] */
  countries: [string, string, string][];
  /** [country index, name, url segment (own part), [west, south, east, north], polygons, cities, country part (e.g. "Scotland")?] */
  regions: StoredRegion[];
}
type StoredRegion =
  | [number, string, string, [number, number, number, number], number[][][], StoredCity[]]
  | [number, string, string, [number, number, number, number], number[][][], StoredCity[], string];
/** [name, lat, lng, population] or [name, lat, lng, population, url segment] when the name's own slug is taken. */
export type StoredCity = [string, number, number, number] | [string, number, number, number, string];

export interface Country {
  code: string;
  name: string;
  segment: string;
}
export interface City {
  name: string;
  segment: string;
  lat: number;
  lng: number;
  /** GeoNames' population: how far a town's pull reaches (findCity). */
  population: number;
}
/** A named group of a country's regions (Scotland in the United Kingdom): the level between them. */
export interface CountryPart {
  name: string;
  segment: string;
}
export interface Region {
  country: Country;
  /** The part of the country the region belongs to, for countries whose regions are grouped (GB). */
  part: CountryPart | null;
  name: string;
  segment: string;
  bbox: [west: number, south: number, east: number, north: number];
  polygons: Ring[][];
  /** [west, south, east, north] of each polygon's outer ring, to skip most point-in-polygon tests. */
  polygonBboxes: Region['bbox'][];
  cities: City[];
}
export interface AdminGeo {
  regions: Region[];
  /** Regions whose bounding box touches each 1° cell ("lat:lng" of the cell's south-west corner). */
  grid: Map<string, Region[]>;
}

const cellKey = (latCell: number, lngCell: number) => `${latCell}:${lngCell}`;

export function gridOf(regions: readonly Region[]): Map<string, Region[]> {
  const grid = new Map<string, Region[]>();
  for (const region of regions) {
    const [west, south, east, north] = region.bbox;
    for (let lat = Math.floor(south); lat <= Math.floor(north); lat++) {
      for (let lng = Math.floor(west); lng <= Math.floor(east); lng++) {
        const key = cellKey(lat, lng);
        const list = grid.get(key);
        if (list) list.push(region);
        else grid.set(key, [region]);
      }
    }
  }
  return grid;
}

/** Regions whose box touches the point's cell or, with a margin, its eight neighbours, each once and in file order. */
function candidates(geo: AdminGeo, [lng, lat]: Position, withNeighbours: boolean): Region[] {
  const reach = withNeighbours ? 1 : 0;
  const found = new Set<Region>();
  for (let dLat = -reach; dLat <= reach; dLat++) {
    for (let dLng = -reach; dLng <= reach; dLng++) {
      for (const region of geo.grid.get(cellKey(Math.floor(lat) + dLat, Math.floor(lng) + dLng)) ?? []) found.add(region);
    }
  }
  return withNeighbours ? geo.regions.filter((region) => found.has(region)) : [...found];
}

export function encodeRing(ring: Ring, scale: number): number[] {
  const flat: number[] = [];
  let px = 0;
  let py = 0;
  for (const [lng, lat] of ring) {
    const x = Math.round(lng * scale);
    const y = Math.round(lat * scale);
    flat.push(x - px, y - py);
    px = x;
    py = y;
  }
  return flat;
}

export function decodeRing(flat: readonly number[], scale: number): Position[] {
  const ring: Position[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i]!;
    y += flat[i + 1]!;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function ringBbox(ring: Ring): Region['bbox'] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

export function withBboxes(polygons: Ring[][]): Pick<Region, 'polygons' | 'polygonBboxes'> {
  return { polygons, polygonBboxes: polygons.map((polygon) => ringBbox(polygon[0] ?? [])) };
}

/** A city's url segment part, unless the file names another one (same-named towns in one region). */
export const citySlug = (name: string) => toUrlSegment(name, 'town');

export function decodeAdminGeo(file: AdminGeoFile): AdminGeo {
  const { scale } = file;
  const countries = file.countries.map(([code, name, segment]) => ({ code, name, segment }));
  const regions = file.regions.map(([countryIndex, name, segment, bbox, polygons, cities, part]) => ({
    country: countries[countryIndex]!,
    part: part ? { name: part, segment: toUrlSegment(part, 'part') } : null,
    name,
    segment,
    bbox: bbox.map((v) => v / scale) as Region['bbox'],
    ...withBboxes(polygons.map((polygon) => polygon.map((ring) => decodeRing(ring, scale)))),
    cities: cities.map(([cityName, lat, lng, population, citySegment]) => ({
      name: cityName,
      segment: citySegment ?? citySlug(cityName),
      lat: lat / scale,
      lng: lng / scale,
      population,
    })),
  }));
  return { regions, grid: gridOf(regions) };
}

let loaded: AdminGeo | undefined;

/** The committed geography, read once per process. */
export function loadAdminGeo(): AdminGeo {
  loaded ??= decodeAdminGeo(JSON.parse(gunzipSync(readFileSync(ADMIN_GEO_PATH)).toString('utf8')) as AdminGeoFile);
  return loaded;
}

/** How far outside every simplified outline a point may be and still count as on land (coasts, borders). */
export const COAST_TOLERANCE_M = 5_000;
/** A track joins the nearest town or city of its region within this distance, else stays at region level. */
export const CITY_RADIUS_M = 25_000;

const inBbox = ([lng, lat]: Position, [w, s, e, n]: Region['bbox'], marginDeg: number) =>
  lng >= w - marginDeg && lng <= e + marginDeg && lat >= s - marginDeg && lat <= n + marginDeg;

/** The region whose outline contains the point, else the nearest one within COAST_TOLERANCE_M, else null (at sea). */
export function findRegion(geo: AdminGeo, point: Position): Region | null {
  const containing = candidates(geo, point, false).find(
    (region) =>
      inBbox(point, region.bbox, 0) &&
      region.polygons.some((polygon, i) => inBbox(point, region.polygonBboxes[i]!, 0) && pointInPolygon(point, polygon)),
  );
  if (containing) return containing;
  // 5 km is under 0.05° of latitude; longitude degrees shrink towards the poles, hence the wider margin there.
  const marginDeg = 0.05 / Math.max(Math.cos((point[1] * Math.PI) / 180), 0.05);
  let nearest: Region | null = null;
  let nearestM = COAST_TOLERANCE_M;
  for (const region of candidates(geo, point, true)) {
    if (!inBbox(point, region.bbox, marginDeg)) continue;
    region.polygons.forEach((polygon, i) => {
      if (!inBbox(point, region.polygonBboxes[i]!, marginDeg)) return;
      for (const ring of polygon) {
        const distance = distanceToRingM(point, ring);
        if (distance < nearestM) {
          nearestM = distance;
          nearest = region;
        }
      }
    });
  }
  return nearest;
}

/**
 * How far a town's pull reaches: a track belongs to the town with the least distance / reach,
 * reach = max(population, floor) ** exponent. A city of 500,000 draws a track from farther than
 * a village beside it (Saughton, in Edinburgh, is nearer Colinton's centre than Edinburgh's); an
 * exponent of 0 is the nearest town. But a track within a town's own core stays with the
 * nearest such town, so a big city does not take its neighbours' tracks (Niterói's, across the
 * bay from Rio de Janeiro): the core is distance / reach up to core, with an exponent of 0.5 a
 * disc of 10 m × √population (3 km for 100,000 people, 10 km for a million), as if its people
 * lived 3,200 to the km². Calibrated on the towns Scotland's register and OSM addresses give
 * (scripts/import/placement-figures.ts, docs/data.md "Areas").
 */
export interface TownPull {
  exponent: number;
  /** Populations below this (GeoNames gives 0 for an unknown one) count as this. */
  floor: number;
  /** A town's core: distance / reach up to this belongs to the nearest such town (0: none). */
  core: number;
}
export const TOWN_PULL: TownPull = { exponent: 0.5, floor: 1_000, core: 10 };

/** The town or city of the region within CITY_RADIUS_M whose core holds the point (the nearest such), else with the strongest pull (TownPull), else null. */
export function findCity(region: Region, point: Position, pull: TownPull = TOWN_PULL): City | null {
  let best: City | null = null;
  let bestScore = Infinity;
  let core: City | null = null;
  let coreM = Infinity;
  const latWindow = CITY_RADIUS_M / 110_574;
  for (const city of region.cities) {
    if (Math.abs(city.lat - point[1]) > latWindow) continue;
    const distance = haversineM(point, [city.lng, city.lat]);
    if (distance >= CITY_RADIUS_M) continue;
    // Ties go to the town listed first: the bigger one (scripts/build-geo.ts sorts them so).
    const score = pull.exponent === 0 ? distance : distance / Math.max(city.population, pull.floor) ** pull.exponent;
    if (score < bestScore) {
      bestScore = score;
      best = city;
    }
    if (score <= pull.core && distance < coreM) {
      coreM = distance;
      core = city;
    }
  }
  return core ?? best;
}
