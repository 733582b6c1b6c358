// `npm run dev`: the development loop. Seeds the local D1 as `npm start` does, then serves the app
// through Vite's dev server with the Cloudflare plugin (vite.config.ts): the Worker runs on workerd
// with the same local D1, KV and R2, an edit to a screen is swapped in place (React Refresh), and an
// edit to the Worker is running at the next request. No build, no restart; no account, no network.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDevVars, printLocalKeys } from './dev-vars';

const port = process.env.PORT || '5173';
// The plugin would fetch a request's `cf` object from Cloudflare's network: the plugin's own local one is enough, and nothing leaves the machine.
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

const devVars = ensureDevVars();
const seeded = spawnSync('npm', ['run', 'seed'], { stdio: 'inherit', env });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
console.log(`\nTrack Atlas (development) on http://localhost:${port}`);
printLocalKeys(devVars);
const server = spawn('npx', ['vite', 'dev', '--port', port, '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
