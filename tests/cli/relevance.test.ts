// The search relevance set (issue 22) against the real sample: seeds Brazil's OSM tracks and
// Scotland's register into a fresh local D1 (as `npm run seed` does), serves it with
// `wrangler dev`, plays scripts/relevance/queries.json through GET /api/suggest and asks that
// at least 95 % of the queries put the meant result first in its tab or in "Did you mean".
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/import/d1';
import { loadQueries, reportLines, runRelevance } from '../../scripts/relevance';
import { GOAL, summarise } from '../../scripts/relevance/score';
import { seedDatabase } from '../../scripts/seed';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-relevance-'));
const state = join(dir, 'state');
const STARTUP_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/cache`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`wrangler dev did not start in time:\n${output()}`);
}

let server: ChildProcess | undefined;
let baseUrl = '';

beforeAll(async () => {
  seedDatabase({ remote: false, persistTo: state }, () => {});
  // Only the API is asked: the built web app is served when there is one, else an empty folder.
  const builtAssets = join(PROJECT_ROOT, 'dist', 'client');
  const assets = existsSync(builtAssets) ? builtAssets : join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  server = spawn(
    'npx',
    ['wrangler', 'dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--assets', assets, '--show-interactive-dev-session=false'],
    { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForServer(baseUrl, server, () => log);
});

afterAll(() => {
  // wrangler dev runs workerd as a child: end the whole process group it leads.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('the relevance set on the sample data', () => {
  it(`puts the meant result first, or in "Did you mean", for at least ${GOAL * 100} % of the queries`, async () => {
    const outcomes = await runRelevance(baseUrl, loadQueries());
    for (const line of reportLines(outcomes)) console.log(line);
    const summary = summarise(outcomes);
    expect(summary.total).toBeGreaterThanOrEqual(110);
    expect(summary.ratio).toBeGreaterThanOrEqual(GOAL);
  });
});
