// The write limit per client (spec section 8, SpamAlert), counted from the rows the client
// wrote: no separate counter to drift. Approximate under races, which a rate limit may be.
// Every visitor's write in services/ checks it first, whether the web or the chat asked.
import { countWritesSince } from '../db/feedback';
import type { Env } from '../env';
import { ApiError } from '../http/result';

export async function assertNotSpamming(env: Env, clientHash: string, now: Date): Promise<void> {
  const windowMinutes = Number(env.SPAM_WINDOW_MINUTES) || 10;
  const maxWrites = Number(env.SPAM_MAX_WRITES) || 20;
  const since = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  if ((await countWritesSince(env.DB, clientHash, since)) >= maxWrites) throw new ApiError('SpamAlert');
}
