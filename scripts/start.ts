// `npm start`: build the web bundle, seed the local D1 with the sample (idempotent), and serve
// the app and /api/* with wrangler dev on the local Workers runtime: no account, no network.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startClientAddressProxy } from './client-address-proxy';

const port = process.env.PORT || '8787';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Local secrets: made once with fresh random values, so a fresh clone works with no setup. */
function ensureDevVars(): Record<string, string> {
  if (!existsSync('.dev.vars')) {
    const random = () => randomBytes(18).toString('base64url');
    const values: Record<string, string> = {
      CLIENT_HASH_SALT: random(),
      ADMIN_TOKEN: random(),
      CHAT_ACTIVATION_KEY: `run-${randomBytes(3).toString('hex')}`,
      CHAT_SIGNING_KEY: random(),
    };
    writeFileSync(
      '.dev.vars',
      Object.entries(values)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    );
  }
  return Object.fromEntries(
    readFileSync('.dev.vars', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
}

const devVars = ensureDevVars();
run('npm', ['run', 'build']);
run('npm', ['run', 'seed']);
console.log(`\nTrack Atlas on http://localhost:${port}`);
console.log(`AI chat activation key: ${devVars.CHAT_ACTIVATION_KEY ?? '(set CHAT_ACTIVATION_KEY in .dev.vars)'}`);
console.log(`Admin token (docs/operations.md): ${devVars.ADMIN_TOKEN ?? '(set ADMIN_TOKEN in .dev.vars)'}\n`);
// wrangler dev listens on the next port; visitors reach it through the proxy that writes their
// real address into CF-Connecting-IP, as Cloudflare does (scripts/client-address-proxy.ts).
const workerPort = String(Number(port) + 1);
const server = spawn('npx', ['wrangler', 'dev', '--local', '--port', workerPort, '--ip', '127.0.0.1'], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
await startClientAddressProxy('127.0.0.1', Number(port), Number(workerPort));
