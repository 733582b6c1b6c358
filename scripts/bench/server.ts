// Serves one benchmark world: `wrangler dev --local` on the built app (dist/client) with the
// world's own D1/KV folder (--persist-to), so the dev database is never touched. The spam limit
// is lifted because the refresh figure posts a comment from the same client as everything else.
// NODE_ENV=production: wrangler defines process.env.NODE_ENV in the Worker's bundle from its own
// environment, and without one as "development" for `wrangler dev` ("production" only for
// deploy), so the dev server would render pages with React's development build, several times
// slower than the deployed Worker's (a track page: about 65 ms against 11 ms here). The bench
// measures what is deployed.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { PROJECT_ROOT } from '../import/d1';
import { BENCH_HOST } from './browser';

const WRANGLER = `${PROJECT_ROOT}node_modules/wrangler/bin/wrangler.js`;
const STARTUP_TIMEOUT_MS = 120_000;

export interface Server {
  origin: string;
  /** Peak resident memory of the workerd processes so far, in bytes (Linux /proc), or null. */
  peakRss(): number | null;
  stop(): Promise<void>;
}

/** extraArgs go to wrangler dev (another --config, more --var). */
export async function startServer(persistTo: string, port: number, extraArgs: readonly string[] = []): Promise<Server> {
  const origin = `http://${BENCH_HOST}:${port}`;
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--local',
      '--ip',
      BENCH_HOST,
      '--port',
      String(port),
      '--persist-to',
      persistTo,
      '--var',
      'SPAM_MAX_WRITES:100000',
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
      ...extraArgs,
    ],
    // Its own process group, so stopping it also ends the workerd it starts.
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    }
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/cache`)).ok) return { origin, stop, peakRss: () => (child.pid ? peakRssOfGroup(child.pid) : null) };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`wrangler dev did not start in ${STARTUP_TIMEOUT_MS / 1000} s:\n${log}`);
}

/** The largest VmHWM (peak RSS) among the processes of a group: workerd is the big one. */
function peakRssOfGroup(groupId: number): number | null {
  let peak: number | null = null;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Fields after the command name "(...)": state ppid pgrp ...
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) !== groupId) continue;
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
        if (hwm) peak = Math.max(peak ?? 0, Number(hwm[1]) * 1024);
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return null;
  }
  return peak;
}
