// Applies schema.sql (handed in as a binding by vitest.config.ts) to the test D1 before each
// test file, the same idempotent file `npm start` applies to the local database.
import { env } from 'cloudflare:workers';

const statements = (env as unknown as { SCHEMA_SQL: string }).SCHEMA_SQL.split(/;\s*$/m)
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter(Boolean);
await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
