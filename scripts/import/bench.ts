// npm run bench (import part): how long importing takes, for the Brazil sample and for a
// synthetic file of 50,000 tracks. Times parse, area assignment + SQL planning, and with
// --apply also the wrangler write, part by part as `npm run import` writes, into a throwaway
// local D1 folder (the dev database is left alone). Goal (issue #12): 50,000 tracks apply in ≤ 60 s.
//   tsx scripts/import/bench.ts [--apply] [--count 50000]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';
import { applyMigrations, closeLocalD1, executeStatements, PROJECT_ROOT, readDbState, type D1Target } from './d1';
import type { DbState } from './db-state';
import { planImport } from './plan';
import { readSource } from './read-source';
import { syntheticOverpass } from './synthetic';

const EMPTY: DbState = {
  tracks: [],
  revisions: [],
  areas: [],
  labels: [],
  access: [],
  sourceFacts: [],
  trackLabels: [],
  staleAreaCounts: 0,
  placeNames: [],
  areaDisplayNames: [],
  searchNames: { names: [], otherNames: [], words: [] },
};

function timed<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, (performance.now() - started) / 1000];
}

async function timedAsync<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

async function bench(label: string, file: string, apply: boolean): Promise<void> {
  const [, loadS] = timed(() => loadAdminGeo());
  const [parsed, parseS] = timed(() => readSource(file));
  const geography = adminGeography(loadAdminGeo());
  const [plan, planS] = timed(() => planImport(parsed, EMPTY, geography, new Date().toISOString()));
  const sqlMb = plan.statements.reduce((n, s) => n + s.length + 1, 0) / 1e6;
  console.log(`${label}: ${parsed.tracks.length} tracks from ${parsed.tracks.length + parsed.skipped.length} records`);
  console.log(`  geography load ${loadS.toFixed(2)} s (once per process)`);
  console.log(`  parse          ${parseS.toFixed(2)} s`);
  const largest = Math.max(...plan.statements.map((s) => Buffer.byteLength(s)));
  console.log(
    `  areas + plan   ${planS.toFixed(2)} s -> ${plan.statements.length} statements in ${plan.parts.length} part${plan.parts.length === 1 ? '' : 's'}, ${sqlMb.toFixed(1)} MB SQL ` +
      `(largest statement ${(largest / 1000).toFixed(0)} kB; D1 takes 100 kB), ${plan.report.areasWritten.length} areas`,
  );
  if (!apply) return;
  const persistTo = mkdtempSync(join(tmpdir(), 'track-atlas-bench-d1-'));
  try {
    const target: D1Target = { remote: false, persistTo };
    applyMigrations(target);
    const [, writeS] = await timedAsync(async () => {
      for (const part of plan.parts) await executeStatements(target, part);
    });
    console.log(
      `  apply to D1    ${writeS.toFixed(2)} s (local D1, ${plan.parts.length} transaction${plan.parts.length === 1 ? '' : 's'}; goal for 50,000 tracks: ≤ 60 s)`,
    );
    const [state, readS] = await timedAsync(() => readDbState(target));
    const [again, replanS] = timed(() => planImport(parsed, state, geography, new Date().toISOString()));
    console.log(
      `  re-import: read ${readS.toFixed(2)} s, plan ${replanS.toFixed(2)} s -> ${again.statements.length} statements (idempotent when 0)`,
    );
  } finally {
    await closeLocalD1();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { apply: { type: 'boolean', default: false }, count: { type: 'string', default: '50000' } } });
await bench('Brazil sample', join(PROJECT_ROOT, 'data', 'osm', 'brazil-athletics.geojson'), values.apply);
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-bench-'));
try {
  const file = join(dir, 'synthetic.json');
  writeFileSync(file, JSON.stringify(syntheticOverpass(Number(values.count))));
  await bench(`Synthetic ${values.count}`, file, values.apply);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
