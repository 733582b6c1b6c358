// The write limit per client (spec section 8, SpamAlert): every visitor's write in services/
// takes a unit first, whether the web or the chat asked. Taken atomically (services/limits.ts),
// so a client sending many writes at once still gets at most the limit through. A write that is
// then refused (bad input) has used its unit: probing costs the same as writing. A client an
// operator blocked (services/blocks.ts) is refused here too, before it takes a unit.
import type { Env } from '../env';
import { assertNotBlocked } from './blocks';
import { takeOrRefuse } from './limits';

export async function assertNotSpamming(env: Env, clientHash: string, now: Date): Promise<void> {
  await assertNotBlocked(env, clientHash, now);
  const windowMinutes = Number(env.SPAM_WINDOW_MINUTES) || 10;
  const max = Number(env.SPAM_MAX_WRITES) || 20;
  await takeOrRefuse(env.DB, { name: `writes:${clientHash}`, max, windowSeconds: windowMinutes * 60 }, now);
}
