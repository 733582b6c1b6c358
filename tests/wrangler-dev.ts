// `wrangler dev` for the tests that need the whole app on a port (end-to-end, the relevance set):
// a free port, the server started on a local D1 directory, ready once /api/cache answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

const STARTUP_TIMEOUT_MS = 90_000;

/** A port nothing listens on now, as the system chooses it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface WranglerDev {
  baseUrl: string;
  /** Ends wrangler dev and the workerd it runs (its whole process group); resolves once it has exited. */
  stop: () => Promise<void>;
}

/** The tests' variables file (no values): wrangler dev then never reads a developer's .dev.vars. */
const TEST_VARS = fileURLToPath(new URL('../.dev.vars.test', import.meta.url));

/**
 * Serves the app on a free port from the local D1 in persistTo; extra arguments go to wrangler
 * dev. production: the Worker built as `wrangler deploy` builds it (React's production build,
 * several times faster to render a page), for a test that asks for many pages.
 */
export async function startWranglerDev(
  persistTo: string,
  extraArgs: readonly string[] = [],
  cwd?: string,
  { production = false } = {},
): Promise<WranglerDev> {
  const port = await freePort();
  // Its own devtools port too: servers starting at once would all take the default, 9229.
  const inspectorPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', ...(production ? { NODE_ENV: 'production' } : {}) };
  const server = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistTo,
      '--show-interactive-dev-session=false',
      // Never a developer's .dev.vars: only what the tests set (extraArgs).
      '--env-file',
      TEST_VARS,
      ...extraArgs,
    ],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let stopping = false;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = () => {
    stopping = true;
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    return exited;
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/cache`)).ok) {
        // A server that ends by itself fails the tests that ask it next; its last words say why.
        server.once('exit', (code, signal) => {
          if (!stopping)
            process.stderr.write(`wrangler dev on ${baseUrl} ended by itself (${code ?? signal}); its last output:\n${log.slice(-4000)}\n`);
        });
        return { baseUrl, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`wrangler dev did not start in time:\n${log}`);
}

/** How undici says that the connection it reused was closed: on reading ("other side closed") or on writing. */
const CLOSED_CONNECTION = new Set(['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET']);

/**
 * fetch for a test that talks to wrangler dev again after a long pause (an evaluation, wrangler
 * commands): undici reuses its kept-alive connection, which wrangler dev may have closed
 * meanwhile; that fails before the request reaches the Worker, so that
 * one failure is asked once more, on a new connection.
 */
export async function fetchAfterPause(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (!CLOSED_CONNECTION.has(code ?? '')) throw error;
    return fetch(url, init);
  }
}
