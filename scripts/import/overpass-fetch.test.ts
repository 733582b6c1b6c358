// The tile fetcher against a local fake Overpass server (test-support/fake-overpass.ts).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropCache, fetchTiles, type FetchEvent, type FetchOptions } from './overpass-fetch';
import { boxText, tileQuery, type Box } from './overpass-query';
import { tilesOf } from './overpass-tiles';
import { startFakeOverpass, type FakeOverpass } from './test-support/fake-overpass';

// Great Britain's south in 4° tiles: 52°N and 4°W cut it into four, the edge track lies on 4°W.
const TILES = tilesOf([{ south: 48, west: -8, north: 56, east: 0 }], 4);
const names = (tiles: Box[]) => tiles.map(boxText);

let fake: FakeOverpass;
let cacheDir: string;
let events: FetchEvent[];
let waits: number[];

function options(extra: Partial<FetchOptions> = {}): FetchOptions {
  return {
    endpoint: fake.url,
    cacheDir,
    query: (tile) => tileQuery(tile),
    retry: { maxAttempts: 3, baseMs: 1, capMs: 4 },
    minTileDegrees: 1,
    onEvent: (event) => events.push(event),
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  };
}

const ids = (elements: { type: string; id: number }[]) => elements.map((e) => `${e.type}/${e.id}`).sort();

beforeEach(async () => {
  fake = await startFakeOverpass();
  cacheDir = mkdtempSync(join(tmpdir(), 'overpass-cache-'));
  events = [];
  waits = [];
});
afterEach(async () => {
  await fake.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('fetchTiles', () => {
  it('asks for each tile once, in order, and returns every element once with progress counts', async () => {
    const { elements, cacheFiles } = await fetchTiles(TILES, options());
    expect(names(fake.requests)).toEqual(names(TILES));
    // way/1006 straddles 4°W and came back from two tiles.
    expect(ids(elements)).toEqual([
      'node/3001',
      'way/1001',
      'way/1002',
      'way/1003',
      'way/1004',
      'way/1005',
      'way/1006',
      'way/1007',
      'way/2005',
    ]);
    expect(events[0]).toEqual({ kind: 'start', tiles: 4, cached: 0, cacheDir });
    expect(events.filter((e) => e.kind === 'tile').map((e) => e.kind === 'tile' && `${e.done}/${e.tiles}:${e.tracks}`)).toEqual([
      '1/4:0',
      '2/4:2',
      '3/4:4',
      '4/4:8',
    ]);
    expect(cacheFiles).toHaveLength(4);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('waits as Retry-After says on 429, backs off on 504 without it, then carries on', async () => {
    fake.reply = (_tile, index) =>
      index === 0
        ? { kind: 'busy', status: 429, retryAfter: '0' }
        : index === 2
          ? { kind: 'busy', status: 504 }
          : index === 3
            ? { kind: 'busy', status: 504 }
            : { kind: 'answer' };
    const { elements } = await fetchTiles(TILES, options());
    expect(fake.requests).toHaveLength(7);
    expect(waits).toEqual([0, 1, 2]);
    expect(events.filter((e) => e.kind === 'retry')).toEqual([
      { kind: 'retry', tile: '48,-8,52,-4', reason: 'HTTP 429', waitMs: 0, attempt: 1, maxAttempts: 3 },
      { kind: 'retry', tile: '48,-4,52,0', reason: 'HTTP 504', waitMs: 1, attempt: 1, maxAttempts: 3 },
      { kind: 'retry', tile: '48,-4,52,0', reason: 'HTTP 504', waitMs: 2, attempt: 2, maxAttempts: 3 },
    ]);
    expect(elements).toHaveLength(9);
  });

  it('gives up on a tile after the last attempt and names it', async () => {
    fake.reply = (tile) => (tile.south === 52 && tile.west === -8 ? { kind: 'busy', status: 429, retryAfter: '0' } : { kind: 'answer' });
    await expect(fetchTiles(TILES, options())).rejects.toThrow(
      'Overpass tile 52,-8,56,-4 (south,west,north,east): still HTTP 429 after 3 attempts',
    );
  });

  it('treats a server that does not answer at all like a busy one', async () => {
    await fake.close();
    await expect(fetchTiles(TILES, options())).rejects.toThrow(/Overpass tile 48,-8,52,-4 .*still .*ECONNREFUSED.* after 3 attempts/);
    expect(waits).toEqual([1, 2]);
  });

  it('fails at once on an error that waiting does not cure, with what the server said', async () => {
    fake.reply = () => ({ kind: 'answer' });
    await expect(fetchTiles(TILES, options({ query: () => 'not a query' }))).rejects.toThrow(
      /Overpass tile 48,-8,52,-4 .*HTTP 400: Error: line 1: parse error/,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('splits a tile that timed out or ran out of memory into quarters, and uses nothing of its partial answer', async () => {
    // The server manages 2°×2° tiles only.
    fake.reply = (tile, index) =>
      tile.north - tile.south <= 2 ? { kind: 'answer' } : index % 2 ? { kind: 'timeout-remark' } : { kind: 'memory-remark' };
    const { elements } = await fetchTiles(TILES, options());
    expect(fake.requests).toHaveLength(4 + 16);
    expect(names(fake.requests.slice(0, 5))).toEqual(['48,-8,52,-4', '48,-8,50,-6', '48,-6,50,-4', '50,-8,52,-6', '50,-6,52,-4']);
    expect(events.filter((e) => e.kind === 'split')).toHaveLength(4);
    expect(events.at(-1)).toEqual({ kind: 'tile', done: 16, tiles: 16, tracks: 8 });
    expect(elements).toHaveLength(9);
  });

  it('fails naming the tile when even the smallest tile is too much', async () => {
    fake.reply = () => ({ kind: 'timeout-remark' });
    await expect(fetchTiles(TILES, options({ minTileDegrees: 2 }))).rejects.toThrow(
      'Overpass tile 48,-8,50,-6 (south,west,north,east): too much for the server even at this size (runtime error: Query timed out',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['not JSON', '<html>Internal error</html>', 'the answer is not JSON'],
    ['JSON without elements', '{"version": 0.6}', 'the answer has no "elements" array'],
    [
      'another runtime error',
      '{"elements": [], "remark": "runtime error: open64: 2 No such file or directory /db/areas.bin"}',
      'Overpass stopped: runtime error: open64',
    ],
  ])('refuses an answer that is %s, names its tile and keeps nothing of it', async (_what, body, message) => {
    fake.reply = (_tile, index) => (index === 2 ? { kind: 'raw', body } : { kind: 'answer' });
    await expect(fetchTiles(TILES, options())).rejects.toThrow(`Overpass tile 52,-8,56,-4 (south,west,north,east): ${message}`);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('continues where an interrupted run stopped: a rerun asks only for the tiles it lacks', async () => {
    // First run: the first tile is split, then the server breaks down on the second tile.
    fake.reply = (tile, index) =>
      index === 0
        ? { kind: 'timeout-remark' }
        : tile.south === 48 && tile.west === -4
          ? { kind: 'raw', body: 'Bad Gateway' }
          : { kind: 'answer' };
    await expect(fetchTiles(TILES, options())).rejects.toThrow('Overpass tile 48,-4,52,0 (south,west,north,east): the answer is not JSON');
    expect(fake.requests).toHaveLength(6);

    fake.requests.length = 0;
    fake.reply = () => ({ kind: 'answer' });
    events = [];
    const { elements } = await fetchTiles(TILES, options());
    // Neither the split tile nor its quarters are asked for again.
    expect(names(fake.requests)).toEqual(['48,-4,52,0', '52,-8,56,-4', '52,-4,56,0']);
    expect(events[0]).toEqual({ kind: 'start', tiles: 4, cached: 1, cacheDir });
    expect(elements).toHaveLength(9);
  });

  it('a changed query does not reuse answers to the old one', async () => {
    await fetchTiles(TILES, options());
    fake.requests.length = 0;
    await fetchTiles(TILES, options({ query: (tile) => tileQuery(tile, 'GB') }));
    expect(fake.requests).toHaveLength(4);
  });
});

describe('dropCache', () => {
  it('removes the answers a run used, and the folder only when nothing else is in it', async () => {
    const { cacheFiles } = await fetchTiles(TILES, options());
    writeFileSync(join(cacheDir, 'notes.txt'), 'mine');
    dropCache(cacheDir, cacheFiles);
    expect(readdirSync(cacheDir)).toEqual(['notes.txt']);
    rmSync(join(cacheDir, 'notes.txt'));
    dropCache(cacheDir, []);
    expect(existsSync(cacheDir)).toBe(false);
  });
});
