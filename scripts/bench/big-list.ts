// Figure 6 (optional, --list-scale): the spec's full track list for API clients on a very big
// world. Asks GET /api/search-tracks-full?key=K twice (the first builds whatever the Worker
// caches, the second is served from it) with a plain HTTP client that keeps the compressed
// bytes, and reports status, encoded size, time, the largest value in the local KV store
// (a KV value may hold at most 25 MiB) and workerd's peak memory (a Worker isolate has 128 MB;
// this is the whole local runtime, so an upper bound).
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

export interface ListFetch {
  status: number;
  encodedBytes: number;
  encoding: string;
  seconds: number;
  error?: string;
}

export function fetchEncoded(url: string, timeoutMs = 600_000): Promise<ListFetch> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip, br', Accept: 'application/json' }, timeout: timeoutMs }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encodedBytes: bytes, encoding: String(res.headers['content-encoding'] ?? 'identity'), seconds: (performance.now() - started) / 1000 }),
      );
      res.on('error', (error) => resolve({ status: res.statusCode ?? 0, encodedBytes: bytes, encoding: '', seconds: (performance.now() - started) / 1000, error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', (error) => resolve({ status: 0, encodedBytes: 0, encoding: '', seconds: (performance.now() - started) / 1000, error: error.message }));
    req.end();
  });
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
