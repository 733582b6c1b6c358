// Runs SQL statements on the local D1 as one batch, which D1 applies in one transaction:
//   tsx scripts/import/d1-local-batch.ts <statements.json> [persist-to dir]
// It opens the database as `wrangler d1 execute --local` does (wrangler's own Miniflare, the D1
// of wrangler.toml, stored where `wrangler dev` keeps it) but hands over the statements the
// importer has already split: wrangler's splitter takes time that grows with the square of a
// statement's length, minutes for the multi-row statements that make an import fast
// (scripts/import/sql-batches.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import type { D1Database } from '@cloudflare/workers-types';

/** What this script uses of wrangler's Miniflare (its types are not the root package's). */
interface LocalD1Runtime {
  getD1Database(binding: string): Promise<D1Database>;
  dispose(): Promise<void>;
}
type MiniflareClass = new (options: {
  modules: true;
  script: string;
  d1Persist: string;
  d1Databases: Record<string, string>;
}) => LocalD1Runtime;

interface WranglerD1 {
  binding: string;
  database_id?: string;
  preview_database_id?: string;
}

const [file, persistTo] = process.argv.slice(2);
if (!file) throw new Error('usage: d1-local-batch.ts <statements.json> [persist-to dir]');
const statements = JSON.parse(readFileSync(file, 'utf8')) as string[];

// The Miniflare wrangler itself runs (resolved from wrangler's package, whatever npm hoisted),
// so the database files are those wrangler reads and writes.
const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'));
const { Miniflare } = requireFromWrangler('miniflare') as { Miniflare: MiniflareClass };
// Wrangler names a local database by its preview id, else its id.
const config = parse(readFileSync('wrangler.toml', 'utf8')) as { d1_databases?: WranglerD1[] };
const database = config.d1_databases?.find((d) => d.binding === 'DB');
const id = database?.preview_database_id ?? database?.database_id;
if (!id) throw new Error('wrangler.toml has no D1 database bound as DB');

const mf = new Miniflare({
  modules: true,
  script: '',
  d1Persist: join(persistTo ?? '.wrangler/state', 'v3', 'd1'),
  d1Databases: { DATABASE: id },
});
try {
  const db = await mf.getD1Database('DATABASE');
  await db.batch(statements.map((sql) => db.prepare(sql)));
} catch (error) {
  const cause = (error as { cause?: Error }).cause ?? (error as Error);
  console.error(cause.message);
  process.exitCode = 1;
} finally {
  await mf.dispose();
}
