// `npm run dev`'s server (scripts/dev.ts, vite.config.ts) as a developer's browser meets it: Vite's
// dev server with the Worker on workerd beside it, on a database of the test's own (migrated, no
// tracks) and the test environment's variables (.dev.vars.test), never the developer's.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, closeLocalD1 } from '../../scripts/import/d1';
import { freePort } from '../wrangler-dev';

let origin = '';
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-dev-'));
const state = join(dir, 'state');
let server: ChildProcess;
let output = '';

beforeAll(async () => {
  applyMigrations({ remote: false, persistTo: state });
  await closeLocalD1();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('npx', ['vite', 'dev', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    env: {
      ...process.env,
      DEV_PERSIST_TO: state,
      // wrangler.toml's environment "test": its variables come from .dev.vars.test.
      CLOUDFLARE_ENV: 'test',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/cache`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not start:\n${output}`);
});

afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dir, { recursive: true, force: true });
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('npm run dev', () => {
  it('serves pages drawn by the Worker, with the dev client, and a policy that lets only its preamble run', async () => {
    const response = await fetch(`${origin}/search`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('Track data is shared by runners');
    expect(output).toContain('.dev.vars.test');
    expect(output).not.toMatch(/\.dev\.vars(?!\.test)/);
    const preamble = inlineScripts(html);
    expect(preamble).toHaveLength(1);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(preamble[0]!).digest('base64')}'`]);
  });

  it("answers the dev server's own addresses from Vite and the API from the Worker, never cached", async () => {
    const client = await fetch(`${origin}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('Content-Type')).toContain('javascript');
    // A source file whose path begins like the API's: the app's own module, not a Worker route.
    const module = await fetch(`${origin}/api/client.ts`);
    expect(module.status).toBe(200);
    expect(await module.text()).toContain('export');
    const count = await fetch(`${origin}/api/map-count?south=-30&north=0&west=-60&east=-30`);
    expect(count.status).toBe(200);
    expect(await count.json()).toEqual({ count: 0 });
    expect(count.headers.get('Cache-Control')).toBe('no-store');
  });
});
