// Prints the gzip size of the JavaScript the start page loads: the module scripts and
// modulepreloads index.html names in dist/client (run `npm run build` first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';

/** The script and modulepreload URLs of the HTML shell. */
export function entryScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set([...scripts, ...preloads])];
}

function main(): void {
  const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  let total = 0;
  for (const url of entryScripts(html)) {
    const size = gzipSync(readFileSync(join(CLIENT_DIR, url))).length;
    total += size;
    console.log(`${url}: ${(size / 1024).toFixed(1)} kB gzip`);
  }
  console.log(`start page JavaScript: ${(total / 1024).toFixed(1)} kB gzip`);
}

main();
