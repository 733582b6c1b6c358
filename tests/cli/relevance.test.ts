// The search relevance set (issue 22) against the real sample: seeds Brazil's OSM tracks and
// Scotland's register into a fresh local D1 (as `npm run seed` does), serves it with
// `wrangler dev`, plays scripts/relevance/queries.json through GET /api/suggest and asks that
// at least 95 % of the queries put the meant result first in its tab or in "Did you mean".
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/import/d1';
import { loadQueries, reportLines, runRelevance } from '../../scripts/relevance';
import { GOAL, summarise } from '../../scripts/relevance/score';
import { seedDatabase } from '../../scripts/seed';
import { startWranglerDev, type WranglerDev } from '../wrangler-dev';

const dir = mkdtempSync(join(tmpdir(), 'track-atlas-relevance-'));
const state = join(dir, 'state');

let server: WranglerDev | undefined;

beforeAll(async () => {
  seedDatabase({ remote: false, persistTo: state }, () => {});
  // Only the API is asked: the built web app is served when there is one, else an empty folder.
  const builtAssets = join(PROJECT_ROOT, 'dist', 'client');
  const assets = existsSync(builtAssets) ? builtAssets : join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  server = await startWranglerDev(state, ['--assets', assets], PROJECT_ROOT);
});

afterAll(() => {
  server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the relevance set on the sample data', () => {
  it(`puts the meant result first, or in "Did you mean", for at least ${GOAL * 100} % of the queries`, async () => {
    const outcomes = await runRelevance(server!.baseUrl, loadQueries());
    for (const line of reportLines(outcomes)) console.log(line);
    const summary = summarise(outcomes);
    expect(summary.total).toBeGreaterThanOrEqual(110);
    expect(summary.ratio).toBeGreaterThanOrEqual(GOAL);
  });
});
