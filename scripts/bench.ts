// `npm run bench`: prints the gzip size of the start page's JavaScript, then serves the app
// with wrangler dev on the local Workers runtime (the seeded sample in local D1), loads each
// endpoint with autocannon at 32 connections, and prints requests/s and p99. A static asset the
// size of the track list, served by the same Worker, is the ceiling: the cached list endpoints
// are judged by their ratio to it. A track's page (its first HTML, drawn by the Worker) is judged
// against the JSON answer of the same track (issue 23: p99 within 1.5x). Then it times importing
// the Brazil sample and a synthetic 50,000-track file (scripts/import/bench.ts);
// `npm run bench -- --http-only` skips that part.
// Last, the pages (scripts/bench/pages.ts): a real Chromium on the sample world and on the
// sample + N synthetic tracks, side by side with the goals of issue 9. Then the recent changes at
// that scale with 200,000 revisions (scripts/bench/changes.ts; alone with --changes-only), and the
// self-hosted basemap's tiles (scripts/bench/tiles.ts; alone with --tiles-only), and what the
// service worker keeps after 200 pages (scripts/bench/offline.ts; alone with --offline-only), and
// a phone photo's upload and a track page with photos (scripts/bench/photos.ts; --photos-only).
//   npm run bench [-- --scale 50000] [--pages-only | --http-only | --changes-only | --tiles-only | --offline-only | --photos-only] [--list-scale 200000]
//   [--photo camera.jpg]: the photos' figures for a camera's own JPEG instead of the geotagged fixture.
//                 [--runs 3] [--lighthouse-runs 3] [--rebuild-worlds]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchChanges } from './bench/changes';
import { benchPages } from './bench/pages';
import { benchOffline } from './bench/offline';
import { benchPhotos } from './bench/photos';
import { benchTiles } from './bench/tiles';
import { ensureWorld } from './bench/worlds';

const { values: args } = parseArgs({
  options: {
    'http-only': { type: 'boolean', default: false },
    'pages-only': { type: 'boolean', default: false },
    'changes-only': { type: 'boolean', default: false },
    'tiles-only': { type: 'boolean', default: false },
    'offline-only': { type: 'boolean', default: false },
    'photos-only': { type: 'boolean', default: false },
    photo: { type: 'string' },
    scale: { type: 'string', default: '50000' },
    'list-scale': { type: 'string', default: '0' },
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'rebuild-worlds': { type: 'boolean', default: false },
  },
});

const PORT = Number(process.env.BENCH_PORT || 8799);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 32;
const CEILING = '/assets/bench-ceiling.json';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
// The server runs the Worker as deployed: wrangler dev defines process.env.NODE_ENV as
// "development" unless its environment names one, and React's development build renders pages
// several times slower (see scripts/bench/server.ts).
const serverEnv = { ...env, NODE_ENV: 'production' };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['wrangler', 'dev', '--local', '--port', String(PORT), '--ip', '127.0.0.1', '--log-level', 'error'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/cache`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('wrangler dev did not start');
}

function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** Load one path, or several in turn (each connection walks the list). */
async function load(name: string, path: string | string[]): Promise<Figures> {
  const paths = typeof path === 'string' ? [path] : path;
  const result = await autocannon({
    url: `${ORIGIN}${paths[0]}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const errors = result.errors + result.non2xx;
  return { name, requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, errors };
}

async function benchHttp() {
  run('npm', ['run', 'seed']);

  // First pass: learn the key, a real track and the list size, to make the ceiling asset.
  let server = await startServer();
  const { key } = (await (await fetch(`${ORIGIN}/api/cache`)).json()) as { key: number };
  const listText = await (await fetch(`${ORIGIN}/api/search-tracks-full?key=${key}`)).text();
  const tracks = JSON.parse(listText) as { id: number }[];
  stopServer(server);
  if (tracks.length === 0) throw new Error('no tracks: the sample was not seeded');
  // Under /assets/, which wrangler.toml's run_worker_first leaves to the static asset layer (as
  // every asset was before issue 23): the ceiling is what the runtime serves without the Worker.
  mkdirSync('dist/client/assets', { recursive: true });
  writeFileSync(`dist/client${CEILING}`, listText);

  server = await startServer();
  try {
    const trackId = tracks[Math.floor(tracks.length / 2)]!.id;
    const { url_segment: segment } = (await (await fetch(`${ORIGIN}/api/track?id=${trackId}`)).json()) as { url_segment: string };
    const page = `/track/${encodeURIComponent(segment)}`;
    const rows: Figures[] = [];
    rows.push(await load('static asset, same size (ceiling)', CEILING));
    // The latency floor for small answers: a tiny static file through the same runtime.
    rows.push(await load('static asset, small (favicon.svg)', '/favicon.svg'));
    rows.push(await load('/api/cache', '/api/cache'));
    rows.push(await load('/api/track (no key)', `/api/track?id=${trackId}`));
    rows.push(await load('/api/track?key', `/api/track?id=${trackId}&key=${key}`));
    const json = await load('/api/track?segment&key (JSON)', `/api/track?segment=${encodeURIComponent(segment)}&key=${key}`);
    const html = await load('/track/{segment} (its page, HTML)', page);
    rows.push(json, html);
    rows.push(await load('/api/search-tracks-full?key', `/api/search-tracks-full?key=${key}`));
    // What people type: the first letters of the sample's town names, then the whole names.
    const areas = (await (await fetch(`${ORIGIN}/api/search-areas?key=${key}`)).json()) as { name: string; parent_area: string | null }[];
    const towns = areas.filter((area) => area.parent_area !== null);
    const terms = Array.from({ length: 12 }, (_, i) => towns[Math.floor((i * towns.length) / 12)]!.name).flatMap((name) => [
      name.slice(0, 3),
      name,
    ]);
    const suggest = (withKey: boolean) => terms.map((term) => `/api/suggest?q=${encodeURIComponent(term)}${withKey ? `&key=${key}` : ''}`);
    const suggestNoKey = await load(`/api/suggest (no key, ${terms.length} terms)`, suggest(false));
    const suggestKey = await load(`/api/suggest?key (${terms.length} terms)`, suggest(true));
    rows.push(suggestNoKey, suggestKey);
    rows.push(await load('/api/search-areas?key', `/api/search-areas?key=${key}`));

    const ceiling = rows[0]!.requestsPerSecond;
    console.log(
      `\nHTTP load: ${CONNECTIONS} connections, ${SECONDS} s each; ${tracks.length} tracks, list ${(listText.length / 1024).toFixed(0)} KiB`,
    );
    console.log('endpoint'.padEnd(40), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'x ceiling'.padStart(10), 'errors'.padStart(7));
    for (const row of rows) {
      const ratio = (ceiling / Math.max(row.requestsPerSecond, 1)).toFixed(2);
      console.log(
        row.name.padEnd(40),
        String(row.requestsPerSecond).padStart(8),
        String(row.p99).padStart(8),
        ratio.padStart(10),
        String(row.errors).padStart(7),
      );
    }
    console.log('Goals: cached list endpoints within 2x of the ceiling; /api/track p99 under 50 ms.');
    console.log('(/api/track p99 is judged against the small static asset: what the runtime manages here for any answer.)');
    const pageRatio = html.p99 / Math.max(json.p99, 1);
    console.log(
      `Issue 23: the page ${page} p99 ${html.p99} ms against its JSON's ${json.p99} ms: ${pageRatio.toFixed(2)}x (goal: within 1.5x) -> ${pageRatio <= 1.5 ? 'met' : 'NOT met'}` +
        ` (${html.requestsPerSecond} against ${json.requestsPerSecond} req/s).`,
    );
    for (const suggestRow of [suggestNoKey, suggestKey]) {
      const ratio = suggestRow.p99 / Math.max(html.p99, 1);
      console.log(
        `Issue 38: ${suggestRow.name} p99 ${suggestRow.p99} ms against the track page's ${html.p99} ms: ${ratio.toFixed(2)}x (goal: within 2x) -> ${ratio <= 2 ? 'met' : 'NOT met'}.`,
      );
    }
  } finally {
    stopServer(server);
  }
}

async function main() {
  const started = Date.now();
  run('npm', ['run', 'build']);
  if (args['changes-only']) {
    await benchChanges(await ensureWorld(Number(args.scale), args['rebuild-worlds']), PORT);
    return;
  }
  if (args['tiles-only']) {
    await benchTiles(PORT);
    return;
  }
  if (args['offline-only']) {
    await benchOffline(PORT);
    return;
  }
  if (args['photos-only']) {
    await benchPhotos(PORT, args.photo);
    return;
  }
  run('npx', ['tsx', 'scripts/web-size.ts']);
  if (!args['pages-only']) await benchHttp();
  if (!args['http-only'] && !args['pages-only']) {
    console.log('\nImport (parse, areas and SQL plan, write into a throwaway local D1):');
    run('npx', ['tsx', 'scripts/import/bench.ts', '--apply', '--count', args.scale]);
  }
  if (!args['http-only']) {
    await benchPages({
      scale: Number(args.scale),
      listScale: Number(args['list-scale']),
      port: PORT,
      runs: Number(args.runs),
      lighthouseRuns: Number(args['lighthouse-runs']),
      rebuildWorlds: args['rebuild-worlds'],
    });
    await benchChanges(await ensureWorld(Number(args.scale), args['rebuild-worlds']), PORT);
  }
  if (!args['pages-only']) await benchTiles(PORT);
  if (!args['http-only']) {
    await benchOffline(PORT);
    await benchPhotos(PORT, args.photo);
  }
  console.log(`\nnpm run bench took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
}

await main();
