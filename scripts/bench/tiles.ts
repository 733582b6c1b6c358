// Issue 29's figures for the self-hosted basemap: the world archive (npm run basemap:world) in a
// throwaway local R2 bucket, served by `wrangler dev` as /tiles/{z}/{x}/{y}.mvt. Every tile of the
// archive asked once (each read from R2, as a location's first visitors cause), then all again
// (from the location's cache), then under load beside a small static file served by the same
// runtime, the floor for any answer. Local R2 is a file on this disk: in production the first
// read of a tile waits on R2's network, the cached ones do not.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeConfigWithBasemapBucket } from '../basemap/bucket-config';
import { WORLD_MAX_ZOOM } from '../basemap/world-tiles';
import { executeFile, PROJECT_ROOT } from '../import/d1';
import { startServer } from './server';
import { median, percentile } from './table';

const STATE = join(PROJECT_ROOT, '.bench-worlds', 'tiles');
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 32;

async function timedPass(origin: string, paths: string[], concurrency = 8): Promise<{ times: number[]; statuses: Map<number, number> }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const started = performance.now();
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, statuses };
}

async function load(origin: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
  // A 304 is the answer a revalidation wants; errors are failures and 4xx/5xx answers.
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result['4xx'] + result['5xx'],
  };
}

export async function benchTiles(port: number): Promise<void> {
  rmSync(STATE, { recursive: true, force: true });
  executeFile({ remote: false, persistTo: STATE }, join(PROJECT_ROOT, 'schema.sql'));
  execFileSync('npx', ['tsx', 'scripts/basemap/build-world.ts', '--persist-to', STATE], { cwd: PROJECT_ROOT, stdio: 'pipe' });
  const config = writeConfigWithBasemapBucket('bench-tiles');
  const server = await startServer(STATE, port, [
    '--config',
    config,
    '--var',
    'TILE_PMTILES:world.pmtiles',
    '--var',
    `TILE_MAX_ZOOM:${WORLD_MAX_ZOOM}`,
  ]);
  try {
    const paths: string[] = [];
    for (let z = 0; z <= WORLD_MAX_ZOOM; z++)
      for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) paths.push(`/tiles/${z}/${x}/${y}.mvt`);
    const first = await timedPass(server.origin, paths);
    const again = await timedPass(server.origin, paths);
    const tile = '/tiles/3/2/4.mvt';
    const etag = (await fetch(`${server.origin}${tile}`)).headers.get('ETag') ?? '';
    const floor = await load(server.origin, '/favicon.svg');
    const cached = await load(server.origin, tile);
    const revalidated = await load(server.origin, tile, { 'If-None-Match': etag });

    const statuses = [...first.statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    console.log(`\nSelf-hosted basemap (issue 29): the world archive, ${paths.length} tiles (${statuses}), 8 at a time`);
    console.log('pass'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    for (const [name, { times }] of [
      ['every tile, first ask (read from R2)', first],
      ["every tile again (the location's cache)", again],
    ] as const) {
      console.log(name.padEnd(44), median(times).toFixed(1).padStart(8), percentile(times, 95).toFixed(1).padStart(8));
    }
    console.log(`\nUnder load: ${CONNECTIONS} connections, ${LOAD_SECONDS} s each`);
    console.log('endpoint'.padEnd(44), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'x floor'.padStart(8), 'errors'.padStart(7));
    for (const [name, row] of [
      ['static file, small (favicon.svg): the floor', floor],
      [`a cached tile (${tile})`, cached],
      ['the same tile, revalidated (304)', revalidated],
    ] as const) {
      const ratio = (floor.requestsPerSecond / Math.max(row.requestsPerSecond, 1)).toFixed(2);
      console.log(
        name.padEnd(44),
        String(row.requestsPerSecond).padStart(8),
        String(row.p99).padStart(8),
        ratio.padStart(8),
        String(row.errors).padStart(7),
      );
    }
  } finally {
    await server.stop();
    rmSync(config, { force: true });
  }
}
