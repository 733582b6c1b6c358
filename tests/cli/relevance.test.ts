// The search relevance set (issue 22) and the chat's evaluation (issue 28) against the real
// sample: seeds Brazil's OSM tracks and Scotland's register into a fresh local D1 (as `npm run
// seed` does), serves it with `wrangler dev`, plays scripts/relevance/queries.json through GET
// /api/suggest and asks that at least 95 % of the queries put the meant result first in its tab
// or in "Did you mean"; then plays every conversation of eval/chat/conversations.ts through POST
// /api/post-chat (`npm run eval:chat -- --min 95`), then those of eval/chat/paraphrases.ts (`--set
// paraphrases`), and asks the same share of each set to pass.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLocalD1, PROJECT_ROOT } from '../../scripts/import/d1';
import { loadQueries, reportLines, runRelevance } from '../../scripts/relevance';
import { GOAL, summarise } from '../../scripts/relevance/score';
import { seedDatabase } from '../../scripts/seed';
import { fetchAfterPause, startWranglerDev, type WranglerDev } from '../wrangler-dev';
import { GENERIC_TITLE, namesFigures } from '../../scripts/names-report';
import { pt } from '../../src-shared/catalogues/pt';
import type { TrackListEntry } from '../../src-shared/api-types';
import { hasOwnName, trackTitle } from '../../src-shared/track-name';
import { ENGLISH } from '../../src-shared/track-text';

const dir = mkdtempSync(join(tmpdir(), 'track-atlas-relevance-'));
const state = join(dir, 'state');
/** The chat's key for this server; its limits are lifted, as one client plays every conversation. */
const CHAT_KEY = 'relevance-chat-key';

let server: WranglerDev | undefined;

beforeAll(async () => {
  await seedDatabase({ remote: false, persistTo: state }, () => {});
  await closeLocalD1();
  // Only the API is asked: the built web app is served when there is one, else an empty folder.
  const builtAssets = join(PROJECT_ROOT, 'dist', 'client');
  const assets = existsSync(builtAssets) ? builtAssets : join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  server = await startWranglerDev(
    state,
    [
      '--assets',
      assets,
      '--var',
      `CHAT_ACTIVATION_KEY:${CHAT_KEY}`,
      '--var',
      'CHAT_TURNS_PER_HOUR:100000',
      '--var',
      'SPAM_MAX_WRITES:100000',
    ],
    PROJECT_ROOT,
  );
});

afterAll(async () => {
  await server?.stop();
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

/** Plays one set of the chat's evaluation at --min 95 and prints its failures and figures. */
function playChatSet(set: 'conversations' | 'paraphrases', atLeast: number) {
  const run = spawnSync('npx', ['tsx', 'scripts/eval-chat.ts', '--url', server!.baseUrl, '--key', CHAT_KEY, '--min', '95', '--set', set], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const failures = run.stdout.split('\n').filter((line) => line.startsWith('FAIL '));
  for (const line of failures) console.log(line);
  const summary = /chat-eval: (\d+) passed, (\d+) failed/.exec(run.stdout);
  console.log(
    run.stdout
      .split('\n')
      .filter((line) => line.startsWith('chat-eval:'))
      .join('\n'),
  );
  expect(summary, run.stderr).not.toBeNull();
  expect(Number(summary![1]) + Number(summary![2])).toBeGreaterThanOrEqual(atLeast);
  expect(run.status, failures.join('\n')).toBe(0);
}

describe("the chat's evaluation on the sample data", () => {
  it('passes at least 95 % of at least 300 conversations in the nine languages', () => {
    playChatSet('conversations', 300);
  }, 300_000);

  // Played after the conversations, on the same database: their comments and reports stay, and
  // the paraphrases' comments are their own texts, so each check finds the one it posted.
  it('passes at least 95 % of the paraphrases: the same intents phrased anew (issue 39)', () => {
    playChatSet('paraphrases', 150);
  }, 300_000);
});

/** The sample's track list, asked after the long evaluation above. */
async function sampleTracks(): Promise<TrackListEntry[]> {
  return (await (await fetchAfterPause(`${server!.baseUrl}/api/search-tracks-full`)).json()) as TrackListEntry[];
}

describe('what the sample’s tracks are called (issue 36)', () => {
  it('no title is generic or starts in lower case, and in at least 95 % of towns with two or more tracks every title differs', async () => {
    const tracks = await sampleTracks();
    for (const words of [ENGLISH, { texts: pt, language: 'pt' }]) {
      const figures = namesFigures(
        tracks.map((track) => ({
          town: track.area,
          title: trackTitle({ ...track, areas: track.area ? [{ name: track.area }] : [] }, words),
        })),
      );
      expect(figures.generic).toEqual([]);
      expect(figures.lowerCase).toEqual([]);
      expect(figures.towns).toBeGreaterThan(100);
      expect(figures.townsAllDistinct / figures.towns).toBeGreaterThanOrEqual(0.95);
    }
    // Meadowbank's indoor and outdoor tracks are told apart.
    const meadowbank = tracks
      .filter((track) => track.name === 'Meadowbank Sports Centre')
      .map((track) => trackTitle({ ...track, areas: [] }));
    expect(meadowbank.sort()).toEqual(['Meadowbank Sports Centre (indoor)', 'Meadowbank Sports Centre (outdoor)']);
  });

  it('a nameless track’s first HTML is titled by what tells it apart, and invites its name', async () => {
    const tracks = await sampleTracks();
    const nameless = tracks.find((track) => !hasOwnName(track) && track.label?.locality)!;
    const html = await (await fetch(`${server!.baseUrl}/track/${nameless.url_segment}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(title).toContain(nameless.label!.locality!.replace(/&/g, '&amp;'));
    expect(title).not.toMatch(GENERIC_TITLE);
    expect(html).toContain('Nobody has told us this track’s name yet.');
  });
});
