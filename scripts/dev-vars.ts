// The local secrets of `npm start` and `npm run dev` (.dev.vars), which wrangler and the Vite
// plugin read: made once with fresh random values, so a fresh clone works with no setup.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The local secrets, made on the first start. */
export function ensureDevVars(): Record<string, string> {
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

/** What a developer types into the running app: the chat's activation key and the admin token. */
export function printLocalKeys(devVars: Record<string, string>): void {
  console.log(`AI chat activation key: ${devVars.CHAT_ACTIVATION_KEY ?? '(set CHAT_ACTIVATION_KEY in .dev.vars)'}`);
  console.log(`Admin token (docs/operations.md): ${devVars.ADMIN_TOKEN ?? '(set ADMIN_TOKEN in .dev.vars)'}\n`);
}
