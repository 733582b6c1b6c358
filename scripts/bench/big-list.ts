// Figure 6 (optional, --list-scale): the spec's full track list for API clients on a very big
// world. Asks GET /api/search-tracks-full?key=K twice (the first builds whatever the Worker
// caches, the second is served from it) with a plain HTTP client that keeps the compressed
// bytes, and reports status, encoded size, time, the largest value in the local KV store
// (a KV value may hold at most 25 MiB) and workerd's peak memory (a Worker isolate has 128 MB;
// this is the whole local runtime, so an upper bound).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getEncoded, type EncodedAnswer } from './http-get';

export type ListFetch = EncodedAnswer;

export function fetchEncoded(url: string): Promise<ListFetch> {
  return getEncoded(url, { accept: 'application/json' });
}

/** The largest value in the local KV store of a --persist-to folder (miniflare keeps each value as a file under blobs/). */
export function largestKvValue(persistTo: string): number {
  let largest = 0;
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (dir.endsWith('blobs')) largest = Math.max(largest, stat.size);
    }
  };
  walk(join(persistTo, 'v3', 'kv'));
  return largest;
}
