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

/** What this module uses of wrangler's Miniflare (its types are not the root package's). */
interface LocalD1Runtime {
  dispatchFetch(url: string, init: { method: string; body: string }): Promise<{ status: number; text(): Promise<string> }>;
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

// The statements run as one batch inside the runtime, handed over in one request: called from
// Node, each prepare() of Miniflare's D1 binding is a round trip of its own (1 ms; 16 s for the
// 15,000 statements of a database dump, where the batch itself takes 0.9 s).
const BATCH_WORKER = `export default {
  async fetch(request, env) {
    const statements = await request.json();
    try {
      const results = await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
      return Response.json(results.map((result) => result.results));
    } catch (error) {
      return new Response((error.cause ?? error).message, { status: 422 });
    }
  },
};`;

const open = new Map<string, LocalD1Runtime>();

/**
 * Runs statements as one D1 batch, in one transaction, on the local database of the project at
 * `root`, kept under `persistTo` (relative to root), else where wrangler keeps it: the rows of
 * each statement, or an error with D1's reason when one fails (and nothing was written).
 */
export async function localBatch(root: string, persistTo: string | undefined, statements: readonly string[]): Promise<unknown[][]> {
  if (statements.length === 0) return [];
  const response = await runtimeFor(root, persistTo).dispatchFetch('http://local-d1/', {
    method: 'POST',
    body: JSON.stringify(statements),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(body);
  return JSON.parse(body) as unknown[][];
}

function runtimeFor(root: string, persistTo: string | undefined): LocalD1Runtime {
  const folder = join(resolve(root, persistTo ?? '.wrangler/state'), 'v3', 'd1');
  let runtime = open.get(folder);
  if (!runtime) {
    // The Miniflare wrangler itself runs (resolved from wrangler's package, whatever npm hoisted),
    // so the database files are those wrangler reads and writes.
    const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'));
    const { Miniflare } = requireFromWrangler('miniflare') as { Miniflare: MiniflareClass };
    runtime = new Miniflare({ modules: true, script: BATCH_WORKER, d1Persist: folder, d1Databases: { DB: databaseId(root) } });
    open.set(folder, runtime);
  }
  return runtime;
}

/** Closes every local database this process opened. */
export async function closeLocalD1(): Promise<void> {
  const runtimes = [...open.values()];
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
