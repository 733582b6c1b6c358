// `npm start`: build the web bundle, seed the local D1 with the sample (idempotent), and serve
// the app and /api/* with wrangler dev on the local Workers runtime: no account, no network.
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.PORT || '8787';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build']);
run('npm', ['run', 'seed']);
console.log(`\nTrack Atlas on http://localhost:${port}\n`);
const server = spawn('npx', ['wrangler', 'dev', '--local', '--port', port, '--ip', '127.0.0.1'], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
