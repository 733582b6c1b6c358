// Asks Overpass for each tile in turn (one query at a time, as the public server asks of its
// users), keeps every finished tile on disk so a rerun continues where a failed run stopped, and
// hands back the elements of all tiles, each once.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleepMs } from 'node:timers/promises';
import { mergeElements, readTileAnswer } from './overpass-answer';
import { boxText, TILE_TIMEOUT_S, type Box } from './overpass-query';
import { isTransientStatus, retryWaitMs, type RetryPolicy } from './overpass-retry';
import { quarters } from './overpass-tiles';
import type { OverpassElement } from './osm-input';

export type FetchEvent =
  | { kind: 'start'; tiles: number; cached: number; cacheDir: string }
  | { kind: 'tile'; done: number; tiles: number; tracks: number }
  | { kind: 'retry'; tile: string; reason: string; waitMs: number; attempt: number; maxAttempts: number }
  | { kind: 'split'; tile: string; remark: string };

export interface FetchOptions {
  endpoint: string;
  cacheDir: string;
  query: (tile: Box) => string;
  retry: RetryPolicy;
  /** A tile whose longer side is under twice this is not split further: Overpass failing on it is an error. */
  minTileDegrees: number;
  onEvent: (event: FetchEvent) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface FetchResult {
  elements: OverpassElement[];
  /** The cache files this run used, so the caller can drop them once their content is imported. */
  cacheFiles: string[];
}

/** Polite clients say who they are (Overpass's usage policy). */
const USER_AGENT = 'track-atlas-import/0.1 (npm run import:osm)';

/** A tile's cache file names: its bounds, and a hash of the exact query, so a changed query never reuses an old answer. */
function cacheBase(tile: Box, query: string): string {
  const hash = createHash('sha256').update(query).digest('hex').slice(0, 10);
  return `${boxText(tile).replaceAll(',', '_')}.${hash}`;
}

/** Write then rename: a crash leaves either the whole answer or none, never half a file a rerun would trust. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

const tileError = (tile: Box, reason: string) => new Error(`Overpass tile ${boxText(tile)} (south,west,north,east): ${reason}`);

/** The answer text of one complete request, retrying while the server is busy. */
async function request(tile: Box, query: string, options: FetchOptions): Promise<string> {
  const sleep = options.sleep ?? sleepMs;
  const { maxAttempts } = options.retry;
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null;
    let text = '';
    let reason = '';
    try {
      const answered = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': USER_AGENT },
        body: new URLSearchParams({ data: query }).toString(),
        // The server stops the query after TILE_TIMEOUT_S; a connection silent long after that is dead.
        signal: AbortSignal.timeout((TILE_TIMEOUT_S + 120) * 1000),
      });
      text = await answered.text();
      // Only an answer read to its end counts: a connection cut mid-body is like no answer.
      response = answered;
    } catch (error) {
      // No answer at all (connection refused or reset, silence): as passing as a 504.
      const { cause } = error as Error;
      reason = cause instanceof Error ? cause.message : (error as Error).message;
    }
    if (response) {
      if (response.ok) return text;
      if (!isTransientStatus(response.status))
        throw tileError(
          tile,
          `HTTP ${response.status}: ${text
            .replace(/<[^>]*>/g, '')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 300)}`,
        );
      reason = `HTTP ${response.status}`;
    }
    if (attempt >= maxAttempts)
      throw tileError(
        tile,
        `still ${reason} after ${maxAttempts} attempts; try again later (finished tiles are kept), or use --endpoint with another Overpass server`,
      );
    const waitMs = retryWaitMs(attempt, response?.headers.get('retry-after') ?? null, options.retry);
    options.onEvent({ kind: 'retry', tile: boxText(tile), reason, waitMs, attempt, maxAttempts });
    await sleep(waitMs);
  }
}

function readOrExplain(tile: Box, text: string, cachePath: string | null) {
  try {
    return readTileAnswer(text);
  } catch (error) {
    throw tileError(
      tile,
      `${(error as Error).message}${cachePath ? ` (cached in ${cachePath}; delete it to ask again)` : ''}; nothing was imported`,
    );
  }
}

const isTrack = (element: OverpassElement) => element.tags?.leisure === 'track';

export async function fetchTiles(tiles: readonly Box[], options: FetchOptions): Promise<FetchResult> {
  mkdirSync(options.cacheDir, { recursive: true });
  const paths = (tile: Box, query = options.query(tile)) => {
    const base = join(options.cacheDir, cacheBase(tile, query));
    return { answer: `${base}.json`, split: `${base}.split` };
  };
  const cached = tiles.filter((tile) => Object.values(paths(tile)).some((path) => existsSync(path))).length;
  options.onEvent({ kind: 'start', tiles: tiles.length, cached, cacheDir: options.cacheDir });

  const merged = new Map<string, OverpassElement>();
  const trackKeys = new Set<string>();
  const cacheFiles: string[] = [];
  const queue = [...tiles];
  let total = tiles.length;
  let done = 0;
  const add = (elements: OverpassElement[]) => {
    mergeElements(merged, elements);
    for (const element of elements) if (isTrack(element)) trackKeys.add(`${element.type}/${element.id}`);
    done++;
    options.onEvent({ kind: 'tile', done, tiles: total, tracks: trackKeys.size });
  };
  // A split tile is replaced by its quarters, which go first: the tiles finish in map order.
  const split = (tile: Box) => {
    queue.unshift(...quarters(tile));
    total += 3;
  };

  while (queue.length > 0) {
    const tile = queue.shift()!;
    const query = options.query(tile);
    const { answer: answerPath, split: splitPath } = paths(tile, query);
    if (existsSync(splitPath)) {
      cacheFiles.push(splitPath);
      split(tile);
      continue;
    }
    const fromCache = existsSync(answerPath);
    const text = fromCache ? readFileSync(answerPath, 'utf8') : await request(tile, query, options);
    const answer = readOrExplain(tile, text, fromCache ? answerPath : null);
    if (answer.kind === 'failed') throw tileError(tile, `Overpass stopped: ${answer.remark}; nothing was imported`);
    if (answer.kind === 'too-big') {
      if (Math.max(tile.north - tile.south, tile.east - tile.west) / 2 < options.minTileDegrees) {
        throw tileError(tile, `too much for the server even at this size (${answer.remark}); nothing was imported`);
      }
      options.onEvent({ kind: 'split', tile: boxText(tile), remark: answer.remark });
      writeAtomically(splitPath, `${answer.remark}\n`);
      cacheFiles.push(splitPath);
      split(tile);
      continue;
    }
    if (!fromCache) writeAtomically(answerPath, text);
    cacheFiles.push(answerPath);
    add(answer.elements);
  }
  return { elements: [...merged.values()], cacheFiles };
}

/** Drops the answers of a run whose tracks are now in the database, so the next run asks OSM afresh; the folder goes too if nothing else is in it. */
export function dropCache(cacheDir: string, cacheFiles: readonly string[]): void {
  for (const path of cacheFiles) rmSync(path, { force: true });
  try {
    rmdirSync(cacheDir);
  } catch {
    // Not empty: other runs' answers, or files that are not ours.
  }
}
