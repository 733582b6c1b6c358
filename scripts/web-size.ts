// Prints the gzip size of the JavaScript the start page loads: the entry index.html names in
// dist/client, and the app it loads once the page has painted (src-web/main.tsx) with every chunk
// the app imports statically (src-worker/pages/route-preloads.ts). Run `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSET_MANIFEST_PATH, appChunks, type Manifest } from '../src-shared/asset-manifest';

const CLIENT_DIR = 'dist/client';

function main(): void {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, ASSET_MANIFEST_PATH), 'utf8')) as Manifest;
  let total = 0;
  for (const key of appChunks(manifest)) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    const size = gzipSync(readFileSync(join(CLIENT_DIR, file))).length;
    total += size;
    console.log(`/${file}: ${(size / 1024).toFixed(1)} kB gzip`);
  }
  console.log(`start page JavaScript: ${(total / 1024).toFixed(1)} kB gzip (${total} bytes)`);
}

main();
