// Tests, in four projects (kept apart from vite.config.ts, which builds the web bundle):
// - unit: pure functions, beside the code they test (src-*/**, scripts/**), in Node;
// - worker: the API through the real Worker on the Workers runtime with local D1 and KV;
// - cli: the command-line tools (the importer) against a real local D1 written by wrangler;
// - e2e: real headless Chromium against `wrangler dev` (tests/e2e).
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { fakeOpenAiServer } from './tests/worker/fake-openai-server';

// Files at a time. Vitest's default is one less than the cores, one file at a time on this 2-core
// machine; a Worker or command-line test waits on workerd and wrangler much of its time, so three
// keep the cores busy (two, three and four Worker files at a time took 247, 190 and 221 s). The
// end-to-end files run after the others (sequence.groupOrder), two at a time: each group alone
// keeps both cores busy (1.8 and 1.5 cores measured), so running them side by side was slower and
// timed out, and with three browser files at a time a page could wait over 30 s for its server.
const WORKERS = 3;
const BROWSER_WORKERS = 2;

/**
 * The Workers pool runs every dependency through Vite into workerd, and Vitest appends each
 * module's source map to its code as base64: a second copy of zod, opening_hours and the rest,
 * sent to and parsed by every test file's isolate. Stack traces are read in this project's code,
 * whose maps stay; dependencies go without ("no source map", as Vite's plugin API spells it).
 * Measured on the worker project: 228 and 232 s with the maps, 187 and 184 s without.
 */
const noDependencySourceMaps: Plugin = {
  name: 'no-dependency-source-maps',
  enforce: 'post',
  transform: (code, id) => (id.includes('/node_modules/') ? { code, map: { mappings: '' } } : undefined),
};

export default defineConfig(async () => ({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: WORKERS,
          environment: 'node',
          include: ['src-shared/**/*.test.ts', 'src-worker/**/*.test.ts', 'src-web/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [
          noDependencySourceMaps,
          cloudflareTest({
            // The environment "test" (no section of its own in wrangler.toml: the top level's
            // settings) reads its local variables from .dev.vars.test, never from a developer's
            // .dev.vars; the test's own values are the bindings below.
            wrangler: { configPath: './wrangler.toml', environment: 'test' },
            miniflare: {
              bindings: {
                // The numbered migrations (migrations/), applied to each file's D1 by tests/worker/apply-migrations.ts.
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                ADMIN_TOKEN: 'test-admin-token',
                CLIENT_HASH_SALT: 'test-salt',
                CHAT_ACTIVATION_KEY: 'test-chat-key',
                CHAT_SIGNING_KEY: 'test-chat-signing-key',
              },
              // The self-hosted basemap's bucket (commented out in wrangler.toml until an operator uses it).
              r2Buckets: ['BASEMAP'],
              // The Worker's outbound fetches (the chat's OpenAI-compatible provider) reach a
              // local fake model server, never the internet.
              outboundService: fakeOpenAiServer,
            },
          }),
        ],
        test: {
          name: 'worker',
          maxWorkers: WORKERS,
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/apply-migrations.ts'],
          // Each test makes real requests into workerd with D1; a busy 2-core machine is slow,
          // and a file's setup (seeding areas and tracks through the API) as much as its tests.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'cli',
          maxWorkers: WORKERS,
          environment: 'node',
          include: ['tests/cli/**/*.test.ts'],
          // Each step starts wrangler (a few seconds each on a busy machine).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each worker has its own browser, wrangler dev and database (tests/e2e/global-setup.ts).
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
