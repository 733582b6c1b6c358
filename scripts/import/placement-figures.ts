// npx tsx scripts/import/placement-figures.ts: how well tracks are placed in their towns (issue
// 36), on the sample (Scotland's register, the Brazil OSM extract), by today's rule against the
// nearest town centre the importer used before. Prints the figures docs/data.md quotes.
// - Register rows: placed in the register's own town (its name as a town of Scotland, case and
//   accents aside), or, where the register names no such town, in its council area (the council
//   area the row lies in, or a town of it).
// - OSM tracks whose own address (or the facility around them) names a town of the geography:
//   placed in it.
// - The estimate alone (no names given), on the same rows and on every OSM feature of the
//   extract with an address (stadiums and sports centres too): how often it finds the town.
// - How many tracks the Edinburgh and São Paulo area pages list after a seed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRegion, loadAdminGeo, type AdminGeo, type City, type Region } from './admin-geo';
import { adminGeography, type Geography } from './areas';
import type { CensusMapping } from './census';
import { PROJECT_ROOT } from './d1';
import { readGeoJson } from './osm-input';
import { placeNames, shapeOf } from './osm-tracks';
import { placeKey } from './place-names';
import { planImport } from './plan';
import { readSource } from './read-source';
import { apply, createDatabase, readState, rows } from './test-support/sqlite';
import type { ParsedSource } from './track-record';

const SAMPLE_OSM = join(PROJECT_ROOT, 'data', 'osm', 'brazil-athletics.geojson');
const SAMPLE_CENSUS = join(PROJECT_ROOT, 'data', 'census', 'scotland-athletics.csv');
const SAMPLE_CENSUS_MAPPING = join(PROJECT_ROOT, 'data', 'census', 'scotland-athletics.mapping.json');

/** A place whose town a source states, and the areas that count as it. */
interface Known {
  lat: number;
  lng: number;
  names: string[];
  /** The area segments that count as placed right. */
  right: Set<string>;
}

export interface Share {
  placed: number;
  of: number;
}

export interface PlacementFigures {
  register: { before: Share; after: Share; estimateOnly: Share };
  osmTracks: { before: Share; after: Share; estimateOnly: Share; notAGeographyTown: number };
  osmFeatures: { before: Share; estimateOnly: Share };
  pages: { before: Record<string, number>; after: Record<string, number> };
}

/** How tracks were placed before issue 36: the nearest town centre, whatever the source said. */
export function nearestCentre(geo: AdminGeo): Geography {
  const nearest = adminGeography(geo, { exponent: 0, floor: 1_000, core: 0 });
  return { ...nearest, place: (lat, lng) => nearest.place(lat, lng) };
}

const townSegment = (region: Region, city: City) =>
  region.part
    ? `${region.country.segment}/${region.part.segment}/${city.segment}`
    : `${region.country.segment}/${region.segment}/${city.segment}`;
const regionSegment = (region: Region) =>
  region.part ? `${region.country.segment}/${region.part.segment}/${region.segment}` : `${region.country.segment}/${region.segment}`;

/** The towns of the region (of the country part, in the UK) called name, case and accents aside. */
function townsCalled(geo: AdminGeo, region: Region, name: string): string[] {
  const key = placeKey(name);
  const scope = region.part
    ? geo.regions.filter((r) => r.country === region.country && r.part?.segment === region.part!.segment)
    : [region];
  return scope.flatMap((r) => r.cities.filter((c) => placeKey(c.name) === key).map((c) => townSegment(r, c)));
}

function registerRows(geo: AdminGeo, parsed: ParsedSource): Known[] {
  return parsed.tracks.flatMap((track) => {
    const region = findRegion(geo, [track.center_lng, track.center_lat]);
    const [town] = track.placeNames ?? [];
    if (!region || !town) return [];
    const towns = townsCalled(geo, region, town);
    // No town of that name: its council area, or any town of it.
    const right = towns.length > 0 ? towns : [regionSegment(region), ...region.cities.map((c) => townSegment(region, c))];
    return [{ lat: track.center_lat, lng: track.center_lng, names: track.placeNames!, right: new Set(right) }];
  });
}

/** Places with an OSM address naming a town of the geography; the count of those naming none. */
function osmKnown(geo: AdminGeo, places: readonly { lat: number; lng: number; names: string[] }[]): { known: Known[]; unknown: number } {
  const known: Known[] = [];
  let unknown = 0;
  for (const place of places) {
    if (place.names.length === 0) continue;
    const region = findRegion(geo, [place.lng, place.lat]);
    const right = region ? place.names.flatMap((name) => townsCalled(geo, region, name)) : [];
    if (right.length === 0) unknown++;
    else known.push({ ...place, right: new Set(right) });
  }
  return { known, unknown };
}

function share(known: readonly Known[], geography: Geography, withNames: boolean): Share {
  const placed = known.filter((k) => {
    const area = geography.place(k.lat, k.lng, withNames ? k.names : []).chain.at(-1)?.segment;
    return area !== undefined && k.right.has(area);
  }).length;
  return { placed, of: known.length };
}

/** The number of tracks each area page lists after seeding the sample with this geography. */
async function pageCounts(geography: Geography, osm: ParsedSource, census: ParsedSource, segments: readonly string[]) {
  const db = await createDatabase();
  for (const parsed of [osm, census]) apply(db, planImport(parsed, readState(db), geography, '2026-01-01T00:00:00.000Z').statements);
  const counts = rows<{ url_segment: string; n: number }>(
    db,
    'SELECT a.url_segment, c.num_tracks AS n FROM areas a JOIN area_counts c ON c.area_id = a.id',
  );
  return Object.fromEntries(segments.map((segment) => [segment, counts.find((c) => c.url_segment === segment)?.n ?? 0]));
}

export const PAGES = ['united-kingdom/scotland/edinburgh', 'brazil/sao-paulo/sao-paulo'];

export async function placementFigures(geo: AdminGeo = loadAdminGeo()): Promise<PlacementFigures> {
  const census = readSource(SAMPLE_CENSUS, JSON.parse(readFileSync(SAMPLE_CENSUS_MAPPING, 'utf8')) as CensusMapping);
  const osm = readSource(SAMPLE_OSM);
  const before = nearestCentre(geo);
  const after = adminGeography(geo);
  const register = registerRows(geo, census);
  const tracks = osmKnown(
    geo,
    osm.tracks.map((t) => ({ lat: t.center_lat, lng: t.center_lng, names: t.placeNames ?? [] })),
  );
  const features = osmKnown(
    geo,
    readGeoJson(JSON.parse(readFileSync(SAMPLE_OSM, 'utf8'))).flatMap((feature) => {
      const shape = shapeOf(feature);
      return shape ? [{ lat: shape.centre[1], lng: shape.centre[0], names: placeNames(feature.tags) }] : [];
    }),
  );
  return {
    register: { before: share(register, before, true), after: share(register, after, true), estimateOnly: share(register, after, false) },
    osmTracks: {
      before: share(tracks.known, before, true),
      after: share(tracks.known, after, true),
      estimateOnly: share(tracks.known, after, false),
      notAGeographyTown: tracks.unknown,
    },
    osmFeatures: { before: share(features.known, before, false), estimateOnly: share(features.known, after, false) },
    pages: { before: await pageCounts(before, osm, census, PAGES), after: await pageCounts(after, osm, census, PAGES) },
  };
}

const percent = ({ placed, of }: Share) => `${placed} of ${of} (${of === 0 ? 0 : ((100 * placed) / of).toFixed(1)} %)`;

async function main(): Promise<void> {
  const f = await placementFigures();
  const both = (a: Share, b: Share): Share => ({ placed: a.placed + b.placed, of: a.of + b.of });
  console.log('Placed in the town their source gives (before: nearest town centre -> now):');
  console.log(`  register rows        ${percent(f.register.before)} -> ${percent(f.register.after)}`);
  console.log(`  OSM tracks, address  ${percent(f.osmTracks.before)} -> ${percent(f.osmTracks.after)}`);
  console.log(
    `  together             ${percent(both(f.register.before, f.osmTracks.before))} -> ${percent(both(f.register.after, f.osmTracks.after))}`,
  );
  console.log(`  (${f.osmTracks.notAGeographyTown} OSM tracks name a town the geography does not have)`);
  console.log('The estimate alone, names hidden (nearest town centre -> the town that draws it most):');
  // Before, names were never read: the figures above are the nearest centre's.
  console.log(`  register rows        ${percent(f.register.before)} -> ${percent(f.register.estimateOnly)}`);
  console.log(`  OSM tracks, address  ${percent(f.osmTracks.before)} -> ${percent(f.osmTracks.estimateOnly)}`);
  console.log(`  OSM features, address ${percent(f.osmFeatures.before)} -> ${percent(f.osmFeatures.estimateOnly)}`);
  console.log('Tracks on the area pages after a seed (before -> now):');
  for (const page of PAGES) console.log(`  ${page}: ${f.pages.before[page]} -> ${f.pages.after[page]}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
