// npm run import:osm -- --country GB | --bbox south,west,north,east | --world [--endpoint URL] [--cache DIR]
//   [--tile-degrees N] [--dry-run] [--remote | --persist-to DIR]
// Fetches the running tracks of an area from an Overpass API server, tile by tile, then imports
// them as `npm run import` does (docs/data.md).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAdminGeo } from './admin-geo';
import { closeLocalD1, PROJECT_ROOT } from './d1';
import { readOverpass } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { dropCache, fetchTiles } from './overpass-fetch';
import { progressPrinter } from './overpass-progress';
import { isCountryCode, tileQuery, type Box } from './overpass-query';
import { DEFAULT_RETRY } from './overpass-retry';
import { countryBoxes, landTiles, parseBbox, tilesOf, WORLD } from './overpass-tiles';
import { formatReport } from './report';
import { applyImport } from './run-import';

const DEFAULT_ENDPOINT = 'https://overpass-api.de/api/interpreter';
const DEFAULT_TILE_DEGREES = 5;
/** Below this (about 25 km), a tile Overpass cannot answer is not a matter of size. */
const MIN_TILE_DEGREES = 0.25;

const USAGE = `Usage: npm run import:osm -- (--country CODE | --bbox south,west,north,east | --world)
    [--endpoint URL] [--cache DIR] [--tile-degrees N] [--dry-run] [--remote | --persist-to DIR]
  --country   ISO 3166-1 alpha-2 code (GB, BR, ...): only tracks inside that country's boundary
  --endpoint  Overpass API interpreter URL (default $OVERPASS_URL, else ${DEFAULT_ENDPOINT})
  --cache     where finished tiles are kept until imported (default .overpass-cache/<area>/)
  --tile-degrees  tile size in degrees (default ${DEFAULT_TILE_DEGREES}); tiles too big for the server are split`;

interface Area {
  /** The cache folder's name. */
  key: string;
  label: string;
  tiles: Box[];
  country?: string;
}

function areaOf(values: { country?: string; bbox?: string; world?: boolean }, degrees: number): Area {
  const chosen = [values.country, values.bbox, values.world || undefined].filter((value) => value !== undefined);
  if (chosen.length !== 1) throw new Error(`Give exactly one of --country, --bbox and --world.\n${USAGE}`);
  if (values.country !== undefined) {
    const country = values.country.toUpperCase();
    if (!isCountryCode(country)) throw new Error(`--country takes an ISO 3166-1 alpha-2 code such as GB, got "${values.country}"`);
    const geo = loadAdminGeo();
    return {
      key: `country-${country}`,
      label: country,
      country,
      tiles: landTiles(geo, tilesOf(countryBoxes(geo, country), degrees), degrees, country),
    };
  }
  if (values.bbox !== undefined) {
    // A box was asked for as it is: no land filter, every tile of it is fetched.
    const boxes = parseBbox(values.bbox);
    return {
      key: `bbox-${values.bbox.replace(/\s/g, '').replaceAll(',', '_')}`,
      label: `the box ${values.bbox}`,
      tiles: tilesOf(boxes, degrees),
    };
  }
  return { key: 'world', label: 'the world', tiles: landTiles(loadAdminGeo(), tilesOf([WORLD], degrees), degrees) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      country: { type: 'string' },
      bbox: { type: 'string' },
      world: { type: 'boolean', default: false },
      endpoint: { type: 'string' },
      cache: { type: 'string' },
      'tile-degrees': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const degrees = Number(values['tile-degrees'] ?? DEFAULT_TILE_DEGREES);
  if (!(degrees >= MIN_TILE_DEGREES && degrees <= 90))
    throw new Error(`--tile-degrees takes a number from ${MIN_TILE_DEGREES} to 90, got "${values['tile-degrees']}"`);
  const area = areaOf(values, degrees);
  const endpoint = values.endpoint ?? process.env.OVERPASS_URL ?? DEFAULT_ENDPOINT;
  const cacheDir = values.cache ?? join(PROJECT_ROOT, '.overpass-cache', area.key);
  const started = Date.now();

  console.log(`Asking ${endpoint} for the running tracks of ${area.label}, one tile at a time`);
  const { elements, cacheFiles } = await fetchTiles(area.tiles, {
    endpoint,
    cacheDir,
    query: (tile) => tileQuery(tile, area.country),
    retry: DEFAULT_RETRY,
    minTileDegrees: MIN_TILE_DEGREES,
    onEvent: progressPrinter(process.stdout),
  });
  console.log(`${elements.length.toLocaleString('en-US')} OSM elements in ${((Date.now() - started) / 1000).toFixed(1)} s; importing\n`);

  const dryRun = values['dry-run'];
  const plan = await applyImport(osmTracksFrom(readOverpass({ elements })), {
    dryRun,
    target: { remote: values.remote, persistTo: values['persist-to'] },
  });
  console.log(formatReport(plan.report, dryRun));
  const parts = plan.parts.length > 1 ? ` in ${plan.parts.length} parts` : '';
  console.log(
    `\n${plan.statements.length} SQL statements${parts} ${dryRun ? 'planned' : 'applied'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (dryRun) {
    console.log(`The answers stay in ${cacheDir}: the real run uses them instead of asking again.`);
  } else {
    // The tracks are in the database now: the next run should ask OSM afresh, not reuse old answers.
    dropCache(cacheDir, cacheFiles);
  }
}

main()
  .catch((error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(closeLocalD1);
