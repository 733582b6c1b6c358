// The end-to-end tests' server: a fresh local D1 with the schema and fixtures, `wrangler dev`
// serving the built app (dist/client, built by `npm test` before vitest runs), and test tracks
// created through the real API. The base URL reaches the tests with inject('baseUrl').
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { refreshSearchLabels } from '../../scripts/import/search-labels';
import { refreshSearchNames } from '../../scripts/import/search-names';
import { createTestTracks } from './test-data';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// One directory per run: two e2e runs at once (two people on one machine) must not share a database.
const STATE_DIR = `.wrangler/e2e-state/${process.pid}`;
const STARTUP_TIMEOUT_MS = 90_000;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function d1Execute(file: string): void {
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--file', file], { env, stdio: 'pipe' });
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

export default async function setup(project: TestProject) {
  rmSync(STATE_DIR, { recursive: true, force: true });
  d1Execute('schema.sql');
  d1Execute('tests/e2e/fixtures.sql');

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(
    'npx',
    ['wrangler', 'dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', STATE_DIR, '--var', 'SPAM_MAX_WRITES:100000', '--var', 'CHAT_ACTIVATION_KEY:e2e-chat-key', '--show-interactive-dev-session=false'],
    { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = () => {
    // wrangler dev runs workerd as a child: end the whole process group it leads.
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(STATE_DIR, { recursive: true, force: true });
  };
  try {
    await waitForServer(baseUrl, server, () => log);
    await createTestTracks(baseUrl, (sql) => {
      execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--command', sql], { env, stdio: 'pipe' });
    });
    // An other name, as an import from OpenStreetMap stores one (alt_name), for "Did you mean".
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--command',
      "INSERT INTO search_other_names (kind, id, source, name) SELECT 'track', id, 'alt_name', 'estadio do xerimbabo' FROM tracks WHERE url_segment = 'pista-do-ibirapuera-sao-paulo'"], { env, stdio: 'pipe' });
    // The fixture areas and the tracks written with SQL get their search labels and names, as an import's would.
    refreshSearchLabels({ remote: false, persistTo: STATE_DIR });
    refreshSearchNames({ remote: false, persistTo: STATE_DIR });
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return stop;
}
