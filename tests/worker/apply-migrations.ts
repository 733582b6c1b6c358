// Brings each test file's D1 to the schema the numbered migrations make (migrations/, handed in
// by vitest.config.ts), the same files `npm start`, the seed and a deploy apply.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
