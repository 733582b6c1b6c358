// The end-to-end tests' server: a fresh local D1 with the migrations and fixtures, `wrangler dev`
// serving the built app (dist/client, built by `npm test` before vitest runs), and test tracks
// created through the real API. The base URL reaches the tests with inject('baseUrl').
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { refreshSearchLabels, refreshSearchNames } from '../../scripts/import/search-labels';
import { applyMigrations } from '../../scripts/import/d1';
import { createTestTracks } from './test-data';
import { startWranglerDev } from '../wrangler-dev';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// One directory per run: two e2e runs at once (two people on one machine) must not share a database.
const STATE_DIR = `.wrangler/e2e-state/${process.pid}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

/** Runs a SQL file (['--file', path]) or statement (['--command', sql]) on the local D1. */
function d1Execute(what: ['--file' | '--command', string]): void {
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, ...what], { env, stdio: 'pipe' });
}

export default async function setup(project: TestProject) {
  rmSync(STATE_DIR, { recursive: true, force: true });
  applyMigrations({ remote: false, persistTo: STATE_DIR });
  d1Execute(['--file', 'tests/e2e/fixtures.sql']);

  const server = await startWranglerDev(STATE_DIR, [
    '--var',
    'SPAM_MAX_WRITES:100000',
    '--var',
    'CHAT_ACTIVATION_KEY:e2e-chat-key',
    '--var',
    'ADMIN_TOKEN:e2e-admin-token',
  ]);
  const { baseUrl } = server;
  const stop = () => {
    server.stop();
    rmSync(STATE_DIR, { recursive: true, force: true });
  };
  try {
    await createTestTracks(baseUrl, (sql) => d1Execute(['--command', sql]));
    // An other name, as an import from OpenStreetMap stores one (alt_name), for "Did you mean".
    d1Execute([
      '--command',
      "INSERT INTO search_other_names (kind, id, source, name) SELECT 'track', id, 'alt_name', 'estadio do xerimbabo' FROM tracks WHERE url_segment = 'pista-do-ibirapuera-sao-paulo'",
    ]);
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
