// npx tsx scripts/release-fixture.ts --release DIR [--out tests/fixtures/release-db.sql.gz]
// Makes the upgrade test's fixture (tests/cli/upgrade.test.ts): the database of the last release,
// as runners and an operator left it. DIR is a checkout of that release with its node_modules
// (`git worktree add DIR <commit> && ln -s "$PWD/node_modules" DIR/node_modules`). In DIR this
// builds the app, seeds the sample with the release's own code, serves it with `wrangler dev`,
// and through its API makes the history a live site has: edits by several runners, a vandal's
// renames, comments, quick-question answers, a removal and a permanent removal. Then it exports
// the database (`wrangler d1 export`, schema and rows) and writes it gzipped, with the release's
// commit in its first line. Run it again for each release, so each release's tests upgrade the
// last one's database.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from './import/d1';

const { values } = parseArgs({
  options: {
    release: { type: 'string' },
    out: { type: 'string', default: join(PROJECT_ROOT, 'tests', 'fixtures', 'release-db.sql.gz') },
    port: { type: 'string', default: '8831' },
  },
});
if (!values.release) throw new Error('Give --release DIR: a checkout of the last release');
const release = resolve(values.release);
const base = `http://127.0.0.1:${values.port}`;
const ADMIN_TOKEN = 'release-fixture-admin';
/** The vandal's address; the test finds its edits by the names it gave (VANDAL …) and undoes them. */
const VANDAL_IP = '198.51.100.66';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

const inRelease = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: release, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

async function call(method: 'GET' | 'POST', path: string, body?: unknown, ip = '192.0.2.10', admin = false) {
  const response = await fetch(base + path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      'CF-Connecting-IP': ip,
      ...(admin ? { Authorization: `Bearer ${ADMIN_TOKEN}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/coverage`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('wrangler dev did not start');
}

/** An edit through the track form's API: the track as it is, with `change` applied. */
async function edit(segment: string, change: Record<string, unknown>, ip: string) {
  const track = (await call('GET', `/api/track?segment=${segment}`)) as {
    id: number;
    revision: number;
    center_lat: number;
    center_lng: number;
    name: string | null;
    info: string | null;
  };
  return call(
    'POST',
    '/api/post-track',
    {
      id: track.id,
      baseRevision: track.revision,
      lat: track.center_lat,
      lng: track.center_lng,
      name: track.name ?? '',
      info: track.info ?? '',
      ...change,
    },
    ip,
  );
}

async function makeHistory(): Promise<void> {
  // Every track (the search's full list), in id order: the same tracks each time the fixture is made.
  const list = (await call('GET', '/api/search-tracks-full')) as unknown as { id: number; url_segment: string }[];
  const segments = list.sort((a, b) => a.id - b.id).map((t) => t.url_segment);
  if (segments.length < 24) throw new Error(`Too few tracks to work on (${segments.length})`);
  // Runners edit and answer (each from their own address), comment and recommend.
  for (const [i, segment] of segments.slice(0, 12).entries()) {
    const ip = `192.0.2.${20 + i}`;
    await edit(segment, { numLanes: (i % 8) + 1, surface: 'Synthetic', lighting: i % 2 === 0 }, ip);
    const { id } = (await call('GET', `/api/track?segment=${segment}`)) as { id: number };
    await call(
      'POST',
      '/api/post-feedback',
      { trackId: id, feedbackType: 64, comment: `Good track, lane ${i + 1} is fine.`, name: `Runner ${i}`, recommendTypes: [] },
      ip,
    );
    await call('POST', '/api/post-answer', { trackId: id, question: 'fee', value: i % 3 === 0 ? 'paid' : 'free' }, ip);
    await call('POST', '/api/post-answer', { trackId: id, question: 'access', value: 'public' }, ip);
  }
  // A vandal renames six tracks.
  for (const segment of segments.slice(12, 18)) await edit(segment, { name: `VANDAL ${segment}` }, VANDAL_IP);
  // The operator removes one track and removes another for good.
  const [removed, gone] = await Promise.all(
    segments.slice(18, 20).map(async (segment) => ((await call('GET', `/api/track?segment=${segment}`)) as { id: number }).id),
  );
  await call('POST', `/api/admin/track/${removed}/remove`, {}, undefined, true);
  await call('POST', `/api/admin/track/${gone}/remove-permanently`, {}, undefined, true);
}

async function main(): Promise<void> {
  const commit = inRelease('git', ['rev-parse', 'HEAD']).trim();
  rmSync(join(release, '.wrangler', 'state'), { recursive: true, force: true });
  inRelease('npm', ['run', 'build']);
  inRelease('npm', ['run', 'seed']);
  const server = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--local',
      '--port',
      values.port!,
      '--ip',
      '127.0.0.1',
      '--var',
      `ADMIN_TOKEN:${ADMIN_TOKEN}`,
      '--var',
      'SPAM_MAX_WRITES:100000',
    ],
    { cwd: release, env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer();
    await makeHistory();
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
  const dir = mkdtempSync(join(tmpdir(), 'release-fixture-'));
  try {
    const file = join(dir, 'release.sql');
    inRelease('npx', ['wrangler', 'd1', 'export', 'DB', '--local', '--output', file]);
    const sql = `-- The database of release ${commit}, made by scripts/release-fixture.ts.\n${readFileSync(file, 'utf8')}`;
    writeFileSync(values.out!, gzipSync(sql, { level: 9 }));
    console.log(`${values.out}: ${(sql.length / 1e6).toFixed(1)} MB of SQL from ${commit}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
