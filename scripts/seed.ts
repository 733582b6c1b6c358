// npm run seed [-- --reset]: the local D1 database a fresh clone starts with. Applies the migrations,
// writes the static pages and blog posts of data/content, and imports the sample: the Brazil OSM
// extract and Scotland's register of athletics facilities.
// Idempotent: a second run writes nothing. --reset deletes the local D1 state first.
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { applyMigrations, closeLocalD1, executeStatements, PROJECT_ROOT, query, type D1Target } from './import/d1';
import { formatReport } from './import/report';
import { runImport } from './import/run-import';
import type { CensusMapping } from './import/census';
import type { ImportPlan } from './import/plan';
import { contentStatements, type ContentManifest, type Row } from './import/content';
import { BUMP_CACHE_KEY_SQL } from '../src-worker/db/cache-key';

const SAMPLE_OSM = join(PROJECT_ROOT, 'data', 'osm', 'brazil-athletics.geojson');
const SAMPLE_CENSUS = join(PROJECT_ROOT, 'data', 'census', 'scotland-athletics.csv');
const SAMPLE_CENSUS_MAPPING = join(PROJECT_ROOT, 'data', 'census', 'scotland-athletics.mapping.json');
const CONTENT = join(PROJECT_ROOT, 'data', 'content');
const LOCAL_D1_STATE = join(PROJECT_ROOT, '.wrangler', 'state', 'v3', 'd1');

async function seedContent(target: D1Target): Promise<number> {
  const manifest = JSON.parse(readFileSync(join(CONTENT, 'content.json'), 'utf8')) as ContentManifest;
  const [pages, posts] = await query<Row>(target, [
    'SELECT id, title, headline, content, last_update FROM static_pages',
    'SELECT url_segment, title, main_content, published FROM blog_posts',
  ]);
  const statements = contentStatements(manifest, (file) => readFileSync(join(CONTENT, file), 'utf8').trim(), pages!, posts!);
  // The web app caches static pages and posts under the cache key: a change must bump it.
  if (statements.length > 0) await executeStatements(target, [...statements, `${BUMP_CACHE_KEY_SQL};`]);
  return statements.length;
}

/**
 * Seeds a D1 database as a fresh clone starts: migrations, static pages and blog posts, the sample
 * (Brazil from OSM, then Scotland's register). The benchmark (scripts/bench/worlds.ts) seeds its
 * throwaway databases with this too, so its worlds are the dev database plus whatever it adds.
 */
export async function seedDatabase(target: D1Target, log: (line: string) => void = console.log, now?: Date): Promise<ImportPlan[]> {
  applyMigrations(target);
  log('Migrations applied.');
  log(`Static pages and blog posts: ${await seedContent(target)} written.`);
  const census = JSON.parse(readFileSync(SAMPLE_CENSUS_MAPPING, 'utf8')) as CensusMapping;
  const osm = await runImport({ file: SAMPLE_OSM, dryRun: false, target, now });
  return [osm, await runImport({ file: SAMPLE_CENSUS, dryRun: false, target, now, census })];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
  const target: D1Target = { remote: false };
  const started = Date.now();
  if (values.reset) {
    rmSync(LOCAL_D1_STATE, { recursive: true, force: true });
    console.log('Deleted the local D1 state (.wrangler/state/v3/d1).');
  }
  for (const plan of await seedDatabase(target)) console.log(formatReport(plan.report, false).split('\n').slice(0, 7).join('\n'));
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// Run only as the command (npm run seed), not when the benchmark imports seedDatabase.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main().finally(closeLocalD1);
