// The benchmark's worlds: local D1 folders seeded exactly as `npm run seed` seeds the dev
// database (scripts/seed.ts), plus, for the big world, a synthetic Overpass file of N tracks
// (scripts/import/synthetic.ts) imported with the same runImport. Applying 50,000 tracks takes
// minutes, so a built world is kept under .bench-worlds/<N>-<hash> (git-ignored); the hash
// covers every input that decides its content, so a change to the schema, the importer, the
// seed or the data builds it afresh, and a fresh clone always builds. Each run serves a
// throwaway copy: the runs write (KV entries, the refresh figure's comment), and the kept world
// must stay as built so every run starts from the same state.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { closeLocalD1, executeFile, executeStatements, PROJECT_ROOT, query, type D1Target } from '../import/d1';
import { formatReport } from '../import/report';
import { runImport } from '../import/run-import';
import { syntheticOverpass } from '../import/synthetic';
import { seedDatabase } from '../seed';

const WORLDS_DIR = join(PROJECT_ROOT, '.bench-worlds');
/** One fixed import time, so two builds of a world hold the same rows. */
const IMPORT_TIME = new Date('2026-01-01T00:00:00Z');

/** Everything a world's content follows from; a change to any of it builds the world again. */
const WORLD_INPUTS = [
  'migrations',
  'scripts/seed.ts',
  'scripts/bench/worlds.ts',
  'scripts/import',
  'src-shared',
  'src-worker/domain',
  'data',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts'))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of WORLD_INPUTS.flatMap((input) => filesUnder(join(PROJECT_ROOT, input)))) {
    hash.update(relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // The local D1 files are written by this wrangler (miniflare) version.
  hash.update(JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/wrangler/package.json'), 'utf8')).version as string);
  return hash.digest('hex').slice(0, 12);
}

export interface World {
  /** Synthetic tracks on top of the sample (0: the sample alone). */
  synthetic: number;
  /** The kept, never-served folder. */
  builtDir: string;
}

function log(line: string): void {
  console.log(`  ${line}`);
}

/** Builds the world of the sample plus `synthetic` tracks, or finds it already built. */
export async function ensureWorld(synthetic: number, rebuild = false): Promise<World> {
  const builtDir = join(WORLDS_DIR, `${synthetic}-${inputsHash()}`);
  if (rebuild) rmSync(builtDir, { recursive: true, force: true });
  if (existsSync(join(builtDir, 'complete'))) {
    console.log(`World "sample + ${synthetic}": kept build ${relative(PROJECT_ROOT, builtDir)}`);
    return { synthetic, builtDir };
  }
  console.log(`World "sample + ${synthetic}": building into ${relative(PROJECT_ROOT, builtDir)} ...`);
  const started = Date.now();
  mkdirSync(WORLDS_DIR, { recursive: true });
  // Built beside its final place and renamed when complete: an interrupted build is never kept.
  const building = mkdtempSync(join(WORLDS_DIR, `building-${synthetic}-`));
  try {
    const target: D1Target = { remote: false, persistTo: building };
    for (const sample of await seedDatabase(target, log, IMPORT_TIME)) log(formatReport(sample.report, false).split('\n')[1]!.trim());
    if (synthetic > 0) {
      const dir = mkdtempSync(join(tmpdir(), 'track-atlas-bench-synthetic-'));
      try {
        const file = join(dir, 'synthetic.json');
        writeFileSync(file, JSON.stringify(syntheticOverpass(synthetic)));
        const plan = await runImport({ file, dryRun: false, target, now: IMPORT_TIME });
        log(formatReport(plan.report, false).split('\n')[1]!.trim());
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const [[count]] = (await query<{ n: number }>(target, 'SELECT count(*) AS n FROM tracks')) as [[{ n: number }]];
    // Closed before the folder moves (or is removed on failure below).
    await closeLocalD1();
    writeFileSync(join(building, 'complete'), `${count.n} tracks\n`);
    // Older builds of this size are stale now: drop them (a 50,000-track world is ~45 MB).
    for (const name of readdirSync(WORLDS_DIR))
      if (name.startsWith(`${synthetic}-`)) rmSync(join(WORLDS_DIR, name), { recursive: true, force: true });
    renameSync(building, builtDir);
  } catch (error) {
    await closeLocalD1();
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { synthetic, builtDir };
}

/**
 * A world for the full-list figure only: the schema and `count` tracks written by one SQL
 * statement (seconds, where the importer would take many minutes for 200,000). Their fields
 * have realistic sizes (names, segments, coordinates, counters); areas and pages are not needed
 * by the list endpoint.
 */
export async function ensureListWorld(count: number): Promise<World> {
  const builtDir = join(WORLDS_DIR, `list-${count}-${inputsHash()}`);
  if (existsSync(join(builtDir, 'complete'))) return { synthetic: count, builtDir };
  mkdirSync(WORLDS_DIR, { recursive: true });
  const building = mkdtempSync(join(WORLDS_DIR, `building-list-${count}-`));
  try {
    const target: D1Target = { remote: false, persistTo: building };
    await executeFile(target, join(PROJECT_ROOT, 'schema.sql'));
    await executeStatements(target, [
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
       INSERT INTO tracks (url_segment, name, center_lat, center_lng, num_comments, num_likes, status, created, updated)
       SELECT 'pista-de-atletismo-sintetica-' || i, 'Pista de Atletismo Sintética ' || i,
         ((i * 7919) % 140000) / 1000.0 - 60, ((i * 104729) % 360000) / 1000.0 - 180, i % 7, i % 3, CASE WHEN i % 5 = 0 THEN 1 END,
         '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`,
    ]);
    await closeLocalD1();
    writeFileSync(join(building, 'complete'), `${count} tracks\n`);
    rmSync(builtDir, { recursive: true, force: true });
    renameSync(building, builtDir);
  } catch (error) {
    await closeLocalD1();
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  return { synthetic: count, builtDir };
}

/** A throwaway copy of a world to serve; the caller removes it. */
export function servingCopy(world: World): string {
  const dir = mkdtempSync(join(tmpdir(), `track-atlas-bench-world-${world.synthetic}-`));
  cpSync(world.builtDir, dir, { recursive: true });
  return dir;
}

export function trackCount(world: World): number {
  return Number.parseInt(readFileSync(join(world.builtDir, 'complete'), 'utf8'), 10);
}

export interface BenchTrack {
  id: number;
  url_segment: string;
}

/**
 * The track whose page is measured and which gets the comment: the sample track nearest the
 * city view (São Paulo), looked up in the sample world. The sample is imported first in every
 * world, so the same track has the same id and segment in the big world (checked there).
 */
export async function benchTrack(persistTo: string, near: { lat: number; lng: number } | { segment: string }): Promise<BenchTrack> {
  const where =
    'segment' in near
      ? `WHERE url_segment = '${near.segment.replaceAll("'", "''")}'`
      : `ORDER BY abs(center_lat - (${near.lat})) + abs(center_lng - (${near.lng}))`;
  const [rows] = await query<BenchTrack>({ remote: false, persistTo }, `SELECT id, url_segment FROM tracks ${where} LIMIT 1`);
  await closeLocalD1();
  if (!rows?.[0]) throw new Error(`no track ${JSON.stringify(near)} in ${persistTo}`);
  return rows[0];
}
