// npm run basemap:world [-- --out FILE] [--persist-to DIR] [--raster] [--key KEY]: builds the world
// basemap archive (scripts/basemap/world-tiles.ts) and puts it into the local R2 bucket
// `wrangler dev` reads, under KEY, else the key wrangler.toml's TILE_PMTILES names, else
// world.pmtiles. Then uncomment the [[r2_buckets]] block and set TILE_PMTILES and
// TILE_MAX_ZOOM = "5" to draw it (docs/operations.md); --raster writes PNG tiles, drawn with
// TILE_URL = "/tiles/{z}/{x}/{y}.png".
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'smol-toml';
import { PROJECT_ROOT } from '../import/d1';
import { WORLD_MAX_ZOOM, worldArchive } from './world-tiles';

/** The bucket of the commented-out [[r2_buckets]] block in wrangler.toml. */
const BASEMAP_BUCKET = 'track-atlas-basemap';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'persist-to': { type: 'string' },
    raster: { type: 'boolean', default: false },
    key: { type: 'string' },
  },
});
const vars = (parse(readFileSync(join(PROJECT_ROOT, 'wrangler.toml'), 'utf8')) as { vars?: { TILE_PMTILES?: string } }).vars;
const key = values.key ?? (vars?.TILE_PMTILES?.trim() || 'world.pmtiles');
const file = values.out ?? join(PROJECT_ROOT, '.wrangler', 'basemap', key);

const started = performance.now();
const archive = await worldArchive(WORLD_MAX_ZOOM, values.raster);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, archive);
console.log(
  `Wrote ${file}: ${(archive.length / 1024).toFixed(0)} KiB, zooms 0 to ${WORLD_MAX_ZOOM}, in ${Math.round(performance.now() - started)} ms`,
);

if (!values.out) {
  const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : [];
  execFileSync('npx', ['wrangler', 'r2', 'object', 'put', `${BASEMAP_BUCKET}/${key}`, '--file', file, '--local', ...persist], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: 'inherit',
  });
}
