import { describe, expect, it } from 'vitest';
import type { FetchEvent } from './overpass-fetch';
import { formatEvent, LOG_INTERVAL_MS, progressPrinter } from './overpass-progress';

const tile = (done: number, tiles: number, tracks: number): FetchEvent => ({ kind: 'tile', done, tiles, tracks });

describe('formatEvent', () => {
  it('says what the run does', () => {
    expect(formatEvent({ kind: 'start', tiles: 40, cached: 3, cacheDir: '.overpass-cache/country-GB' })).toBe(
      '40 tiles to fetch; 3 of 40 tiles from an earlier run (answers kept in .overpass-cache/country-GB until imported)',
    );
    expect(formatEvent({ kind: 'start', tiles: 4, cached: 0, cacheDir: 'c' })).toBe('4 tiles to fetch (answers kept in c until imported)');
    expect(formatEvent(tile(12, 40, 1234))).toBe('tile 12/40 · 1,234 tracks so far');
    expect(formatEvent({ kind: 'retry', tile: '50,-5,55,0', reason: 'HTTP 429', waitMs: 1500, attempt: 1, maxAttempts: 8 })).toBe(
      'tile 50,-5,55,0: HTTP 429, waiting 2 s before attempt 2 of 8',
    );
    expect(formatEvent({ kind: 'split', tile: '50,-5,55,0', remark: 'runtime error: Query timed out' })).toBe(
      'tile 50,-5,55,0: Overpass stopped (runtime error: Query timed out); asking for its four quarters instead',
    );
  });
});

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('progressPrinter', () => {
  it('rewrites one line on a terminal, and ends it before any other message', () => {
    const out = stream(true);
    const print = progressPrinter(out);
    print(tile(1, 3, 5));
    print({ kind: 'split', tile: 't', remark: 'r' });
    print(tile(2, 6, 5));
    print(tile(6, 6, 9));
    expect(out.written.join('')).toBe(
      '\rtile 1/3 · 5 tracks so far\x1b[K\ntile t: Overpass stopped (r); asking for its four quarters instead\n\rtile 2/6 · 5 tracks so far\x1b[K\rtile 6/6 · 9 tracks so far\x1b[K\n',
    );
  });

  it('writes a plain line now and then in a log, and always the last', () => {
    const out = stream(false);
    let now = 0;
    const print = progressPrinter(out, () => now);
    print(tile(1, 4, 1));
    now += LOG_INTERVAL_MS - 1;
    print(tile(2, 4, 2));
    now += 1;
    print(tile(3, 4, 3));
    print(tile(4, 4, 4));
    expect(out.written).toEqual(['tile 1/4 · 1 tracks so far\n', 'tile 3/4 · 3 tracks so far\n', 'tile 4/4 · 4 tracks so far\n']);
  });
});
