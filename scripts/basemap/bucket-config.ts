// wrangler.toml with its [[r2_buckets]] block (the self-hosted basemap's bucket) uncommented, as
// docs/operations.md tells an operator to do: the e2e and the bench serve the Worker's own tiles
// with it. Written beside wrangler.toml, since wrangler reads a config's paths relative to it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../import/d1';

const BUCKET_BLOCK = /# \[\[r2_buckets\]\]\n# binding = "BASEMAP"\n# bucket_name = "[^"]+"/;

/** Writes the config as wrangler.<tag>.toml (gitignored) and returns its path; the caller removes it. */
export function writeConfigWithBasemapBucket(tag: string): string {
  const config = readFileSync(join(PROJECT_ROOT, 'wrangler.toml'), 'utf8');
  if (!BUCKET_BLOCK.test(config)) throw new Error('wrangler.toml no longer has the commented-out BASEMAP bucket block this expects');
  const file = join(PROJECT_ROOT, `wrangler.${tag}.toml`);
  writeFileSync(
    file,
    config.replace(BUCKET_BLOCK, (block) => block.replaceAll('# ', '')),
  );
  return file;
}
