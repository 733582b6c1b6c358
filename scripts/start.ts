// `npm start`: build the web bundle, seed the local D1 with the sample (idempotent), and serve
// the app and /api/* with wrangler dev on the local Workers runtime: no account, no network.
import { spawnSync, spawn } from 'node:child_process';
import { startClientAddressProxy } from './client-address-proxy';
import { ensureDevVars, printLocalKeys } from './dev-vars';

const port = process.env.PORT || '8787';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const devVars = ensureDevVars();
run('npm', ['run', 'build']);
run('npm', ['run', 'seed']);
console.log(`\nTrack Atlas on http://localhost:${port}`);
printLocalKeys(devVars);
// wrangler dev listens on the next port; visitors reach it through the proxy that writes their
// real address into CF-Connecting-IP, as Cloudflare does (scripts/client-address-proxy.ts).
const workerPort = String(Number(port) + 1);
const server = spawn('npx', ['wrangler', 'dev', '--local', '--port', workerPort, '--ip', '127.0.0.1'], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
await startClientAddressProxy('127.0.0.1', Number(port), Number(workerPort));
