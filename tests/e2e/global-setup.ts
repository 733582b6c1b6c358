// The end-to-end tests' servers: a fresh local D1 with the migrations and fixtures and test tracks
// created through the real API, then one copy of it per test worker, each served by its own
// `wrangler dev` (the built app: dist/client, built by `npm test` before vitest runs). Files
// running at once never see each other's writes (a count on the start page, the newest change);
// a test reaches its worker's server with baseUrl() (tests/e2e/browser.ts).
import { cpSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { refreshSearchLabels, refreshSearchNames } from '../../scripts/import/search-labels';
import { applyMigrations, closeLocalD1, executeFile, executeStatements } from '../../scripts/import/d1';
import { createTestTracks } from './test-data';
import { startWranglerDev } from '../wrangler-dev';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker, in the order of the workers' VITEST_POOL_ID. */
    baseUrls: string[];
  }
}

const serve = (stateDir: string) =>
  startWranglerDev(
    stateDir,
    ['--var', 'SPAM_MAX_WRITES:100000', '--var', 'CHAT_ACTIVATION_KEY:e2e-chat-key', '--var', 'ADMIN_TOKEN:e2e-admin-token'],
    undefined,
    // React's production build, as deployed: pages render several times faster.
    { production: true },
  );

/** The tests' database in stateDir: the fixtures, and the test tracks written through the API. */
async function prepareDatabase(stateDir: string): Promise<void> {
  const target = { remote: false, persistTo: stateDir };
  applyMigrations(target);
  await executeFile(target, 'tests/e2e/fixtures.sql');
  const server = await serve(stateDir);
  try {
    await createTestTracks(server.baseUrl, (statements) => executeStatements(target, statements));
    // An other name, as an import from OpenStreetMap stores one (alt_name), for "Did you mean".
    await executeStatements(target, [
      "INSERT INTO search_other_names (kind, id, source, name) SELECT 'track', id, 'alt_name', 'estadio do xerimbabo' FROM tracks WHERE url_segment = 'pista-do-ibirapuera-sao-paulo'",
    ]);
    // The fixture areas and the tracks written with SQL get their search labels and names, as an import's would.
    await refreshSearchLabels(target);
    await refreshSearchNames(target);
  } finally {
    // Both closed before the database is copied for the other workers.
    await Promise.all([server.stop(), closeLocalD1()]);
  }
}

export default async function setup(project: TestProject) {
  // One directory per run: two e2e runs at once (two people on one machine) must not share a database.
  const run = `.wrangler/e2e-state/${process.pid}`;
  const stateDirs = Array.from({ length: project.config.maxWorkers }, (_, i) => `${run}/${i + 1}`);
  const removeAll = () => rmSync(run, { recursive: true, force: true });
  removeAll();
  try {
    await prepareDatabase(stateDirs[0]!);
    for (const copy of stateDirs.slice(1)) cpSync(stateDirs[0]!, copy, { recursive: true });
  } catch (error) {
    removeAll();
    throw error;
  }
  const started = await Promise.allSettled(stateDirs.map(serve));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeAll();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return stop;
}
