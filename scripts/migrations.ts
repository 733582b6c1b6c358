// The numbered migrations (migrations/NNNN_name.sql): the only way the database's schema changes.
// wrangler applies them to local and remote D1 (scripts/import/d1.ts applyMigrations, `npm run
// deploy`), the Workers test pool to each test file's D1 (tests/worker/apply-migrations.ts); the
// in-memory databases of the importer's tests read them here. schema.sql is what they make, in
// one file to read; scripts/migrations.test.ts fails when the two disagree.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** A migration file's name must say its place in the order: four digits, an underscore, a name. */
export const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Every migration, in the order they apply (wrangler's: by file name). */
export function migrationFiles(): { name: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
}
