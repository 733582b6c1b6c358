// npm run deploy [-- --dry-run [--local]]: a release to Cloudflare in the order that keeps the
// live site whole (docs/operations.md "Upgrading"): build the web bundle, apply the migrations
// the remote database lacks (each in its own transaction, recorded in d1_migrations), deploy the
// Worker, then move the cache key so no answer cached for the old release is served to the new
// app. Migrations only add (tables, columns, indexes), so the old Worker keeps working on the
// migrated database in the seconds before the new one takes over.
// --dry-run lists the migrations it would apply and bundles the Worker without uploading it;
// with --local it lists those the local development database lacks (no account needed).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { BUMP_CACHE_KEY_SQL } from '../src-worker/db/cache-key';
import { PROJECT_ROOT } from './import/d1';

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, local: { type: 'boolean', default: false } },
});
const where = values.local ? '--local' : '--remote';
if (values.local && !values['dry-run']) throw new Error('--local only lists: npm run deploy -- --dry-run --local');

function run(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
}

if (values['dry-run']) {
  run('npx', ['wrangler', 'd1', 'migrations', 'list', 'DB', where]);
  run('npm', ['run', 'build']);
  run('npx', ['wrangler', 'deploy', '--dry-run']);
} else {
  run('npm', ['run', 'build']);
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote']);
  run('npx', ['wrangler', 'deploy']);
  run('npx', ['wrangler', 'd1', 'execute', 'DB', '--remote', '--command', `${BUMP_CACHE_KEY_SQL};`]);
}
