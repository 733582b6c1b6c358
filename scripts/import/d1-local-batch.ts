// Runs SQL statements on the local D1 as one batch, which D1 applies in one transaction:
//   tsx scripts/import/d1-local-batch.ts <statements.json> [persist-to dir]
// It opens the database through wrangler's own local runtime (getPlatformProxy, the storage
// `wrangler dev` and `wrangler d1 execute --local` use), handing over statements the importer
// has already split. `wrangler d1 execute --file` would re-split the file with a splitter whose
// time grows with the square of a statement's length: minutes for the multi-row statements that
// make an import fast (scripts/import/sql-batches.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { D1Database } from '@cloudflare/workers-types';

const [file, persistTo] = process.argv.slice(2);
if (!file) throw new Error('usage: d1-local-batch.ts <statements.json> [persist-to dir]');
const statements = JSON.parse(readFileSync(file, 'utf8')) as string[];
// wrangler --persist-to X keeps its state in X/v3, as getPlatformProxy's path names it.
const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: persistTo ? { path: join(persistTo, 'v3') } : true, remoteBindings: false });
try {
  await proxy.env.DB.batch(statements.map((sql) => proxy.env.DB.prepare(sql)));
} catch (error) {
  const cause = (error as { cause?: Error }).cause ?? (error as Error);
  console.error(cause.message);
  process.exitCode = 1;
} finally {
  await proxy.dispose();
}
