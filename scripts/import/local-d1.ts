// The local D1 database, opened in this process: the Miniflare that wrangler itself runs, with the
// D1 of wrangler.toml, stored where `wrangler dev` keeps it (or in another --persist-to folder).
// Opening it here instead of spawning `wrangler d1 execute` for every query saves starting
// wrangler each time (1.5 s of CPU, several on a busy machine), and it hands D1 the statements the
// importer has already split: wrangler's splitter takes time that grows with the square of a
// statement's length, minutes for the multi-row statements that make an import fast
// (scripts/import/sql-batches.ts).
//
// A database stays open until closeLocalD1(): every command that reads or writes it closes it
// before it ends, or the Miniflare runtime keeps the process alive. Another process (wrangler dev,
// another import) may use the same files meanwhile: each query or batch is a SQLite transaction
// of its own, so it sees what others committed before it began.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import type { D1Database } from '@cloudflare/workers-types';

/** What this module uses of wrangler's Miniflare (its types are not the root package's). */
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

const open = new Map<string, { runtime: LocalD1Runtime; db: Promise<D1Database> }>();

/** The local DB binding of the project at `root`, kept under `persistTo` (relative to root), else where wrangler keeps it. */
export function localD1(root: string, persistTo: string | undefined): Promise<D1Database> {
  const folder = join(resolve(root, persistTo ?? '.wrangler/state'), 'v3', 'd1');
  let entry = open.get(folder);
  if (!entry) {
    // The Miniflare wrangler itself runs (resolved from wrangler's package, whatever npm hoisted),
    // so the database files are those wrangler reads and writes.
    const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'));
    const { Miniflare } = requireFromWrangler('miniflare') as { Miniflare: MiniflareClass };
    const runtime = new Miniflare({ modules: true, script: '', d1Persist: folder, d1Databases: { DATABASE: databaseId(root) } });
    entry = { runtime, db: runtime.getD1Database('DATABASE') };
    open.set(folder, entry);
  }
  return entry.db;
}

/** Closes every local database this process opened. */
export async function closeLocalD1(): Promise<void> {
  const runtimes = [...open.values()].map((entry) => entry.runtime);
  open.clear();
  await Promise.all(runtimes.map((runtime) => runtime.dispose()));
}

/** Wrangler names a local database by its preview id, else its id. */
function databaseId(root: string): string {
  const config = parse(readFileSync(join(root, 'wrangler.toml'), 'utf8')) as { d1_databases?: WranglerD1[] };
  const database = config.d1_databases?.find((d) => d.binding === 'DB');
  const id = database?.preview_database_id ?? database?.database_id;
  if (!id) throw new Error('wrangler.toml has no D1 database bound as DB');
  return id;
}
