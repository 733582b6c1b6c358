// Issue 29's figures for the self-hosted basemap: the world archive (npm run basemap:world) in a
// throwaway local R2 bucket, served by `wrangler dev` as /tiles/{z}/{x}/{y}.mvt. Every tile of the
// archive asked once (each read from R2, as a location's first visitors cause), then all again
// (from the location's cache), then under load beside a small static file served by the same
// runtime, the floor for any answer. Local R2 is a file on this disk: in production the first
// read of a tile waits on R2's network, the cached ones do not. Last, /search in Chromium at 4×
// CPU drawing the vector archive, against the same world as PNG tiles (the raster archive, drawn
// by Leaflet's images): what Protomaps' renderer costs a phone's main thread.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeConfigWithBasemapBucket } from '../basemap/bucket-config';
import { WORLD_MAX_ZOOM } from '../basemap/world-tiles';
import { applyMigrations, PROJECT_ROOT } from '../import/d1';
import type { Browser } from 'playwright-core';
import { CPU_THROTTLE, heapAfterGc, launchBrowser, newBenchPage, waitForExpression } from './browser';
import { PAGE_PROBE } from './probes';
import { startServer } from './server';
import { median, percentile } from './table';

const STATE = join(PROJECT_ROOT, '.bench-worlds', 'tiles');
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 32;
const PAGE_RUNS = 3;
/** A first screen of the map at 1280 × 800: the tiles Leaflet marks loaded (images or canvases). */
const TILES_ON_SCREEN = 12;
const ARCHIVES = {
  vector: { key: 'world.pmtiles', vars: [] as string[] },
  raster: { key: 'world-raster.pmtiles', vars: ['--var', 'TILE_URL:/tiles/{z}/{x}/{y}.png'] },
};

interface MapLoad {
  tilesDrawn: number;
  /** Bytes of tiles and of the renderer's chunk, as sent. */
  tileBytes: number;
  rendererBytes: number;
  longTaskMs: number;
  blockingMs: number;
  heapBytes: number;
}

/** /search from a fresh context at 4× CPU: when the first screen's tiles were drawn, the long tasks until the main thread is quiet, the heap after. */
async function loadMap(browser: Browser, origin: string): Promise<MapLoad> {
  const bench = await newBenchPage(browser, { cpuRate: CPU_THROTTLE, initScripts: [PAGE_PROBE] });
  try {
    await bench.page.goto(`${origin}/search`);
    await waitForExpression(
      bench.page,
      `document.querySelectorAll('.leaflet-tile-loaded').length >= ${TILES_ON_SCREEN} && (window.__tilesDrawn ??= performance.now())`,
      120_000,
      20,
    );
    await bench.mainThreadQuiet(1000, 120_000);
    const { tilesDrawn, longTasks } = (await bench.page.evaluate(
      '({ tilesDrawn: window.__tilesDrawn, longTasks: window.__bench.longTasks })',
    )) as {
      tilesDrawn: number;
      longTasks: [number, number][];
    };
    const bytesOf = (pattern: RegExp) =>
      bench
        .downloads()
        .filter((download) => pattern.test(new URL(download.url).pathname))
        .reduce((sum, download) => sum + download.bytes, 0);
    return {
      tilesDrawn,
      tileBytes: bytesOf(/^\/tiles\//),
      rendererBytes: bytesOf(/\/vector-layer-/),
      longTaskMs: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
      blockingMs: longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      heapBytes: await heapAfterGc(bench.cdp),
    };
  } finally {
    await bench.close();
  }
}

async function serveArchive(port: number, config: string, archive: (typeof ARCHIVES)[keyof typeof ARCHIVES]) {
  return startServer(STATE, port, [
    '--config',
    config,
    '--var',
    `TILE_PMTILES:${archive.key}`,
    '--var',
    `TILE_MAX_ZOOM:${WORLD_MAX_ZOOM}`,
    ...archive.vars,
  ]);
}

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
  applyMigrations({ remote: false, persistTo: STATE });
  for (const [kind, archive] of Object.entries(ARCHIVES)) {
    const raster = kind === 'raster' ? ['--raster'] : [];
    execFileSync('npx', ['tsx', 'scripts/basemap/build-world.ts', '--persist-to', STATE, '--key', archive.key, ...raster], {
      cwd: PROJECT_ROOT,
      stdio: 'pipe',
    });
  }
  const config = writeConfigWithBasemapBucket('bench-tiles');
  try {
    await tileAnswers(port, config);
    await mapPages(port, config);
  } finally {
    rmSync(config, { force: true });
  }
}

/** Every tile asked twice, then one under load beside a static file. */
async function tileAnswers(port: number, config: string): Promise<void> {
  const server = await serveArchive(port, config, ARCHIVES.vector);
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
  }
}

/** The map page drawing each archive in Chromium. */
async function mapPages(port: number, config: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const loads: Record<string, MapLoad[]> = {};
    for (const [kind, archive] of Object.entries(ARCHIVES)) {
      const map = await serveArchive(port, config, archive);
      try {
        loads[kind] = [];
        for (let run = 0; run < PAGE_RUNS; run++) loads[kind].push(await loadMap(browser, map.origin));
      } finally {
        await map.stop();
      }
    }
    console.log(
      `\n/search at 1280 × 800, ${CPU_THROTTLE}× CPU, medians of ${PAGE_RUNS} fresh loads: the same world as PNG tiles (baseline) and as vector tiles`,
    );
    console.log('figure'.padEnd(52), 'raster'.padStart(9), 'vector'.padStart(9), 'ratio'.padStart(7));
    for (const [figure, of, unit] of [
      [`first ${TILES_ON_SCREEN} tiles drawn, from navigation`, (load: MapLoad) => load.tilesDrawn, 'ms'],
      ['long tasks until 1 s quiet, total', (load: MapLoad) => load.longTaskMs, 'ms'],
      ['blocking time (long tasks beyond 50 ms)', (load: MapLoad) => load.blockingMs, 'ms'],
      ['JS heap after GC', (load: MapLoad) => load.heapBytes / 1e6, 'MB'],
      ['tiles downloaded', (load: MapLoad) => load.tileBytes / 1e3, 'kB'],
      ["the vector renderer's chunk downloaded", (load: MapLoad) => load.rendererBytes / 1e3, 'kB'],
    ] as const) {
      const [raster, vector] = [median(loads.raster!.map(of)), median(loads.vector!.map(of))];
      const format = (value: number) => `${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit}`;
      console.log(
        figure.padEnd(52),
        format(raster).padStart(9),
        format(vector).padStart(9),
        (raster > 0 ? `${(vector / raster).toFixed(2)}x` : '–').padStart(7),
      );
    }
  } finally {
    await browser.close();
  }
}
