// Blocking a client (docs/operations.md): an operator stops one client's writes for a time, e.g.
// while reverting its attack (services/revert.ts). Every visitor's write asks first, through the
// spam limit (services/spam-limit.ts), so the web and the chat are refused alike.
import { blockedUntil, insertBlock, liftBlock } from '../db/blocks';
import type { Env } from '../env';
import { ApiError, notFound } from '../http/result';

export async function blockClient(
  env: Env,
  block: { clientHash: string; until: Date; reason: string },
  now: Date,
): Promise<{ id: number; until: string }> {
  const until = block.until.toISOString();
  const inserted = await insertBlock(env.DB, {
    client_hash: block.clientHash,
    until,
    reason: block.reason,
    created: now.toISOString(),
  }).run();
  return { id: inserted.meta.last_row_id, until };
}

export async function liftClientBlock(env: Env, id: number, now: Date): Promise<void> {
  const lifted = await liftBlock(env.DB, id, now.toISOString()).run();
  if (lifted.meta.changes === 0) throw notFound('Active block');
}

/** SpamAlert ("submission of data is currently limited"), saying until when. */
export async function assertNotBlocked(env: Env, clientHash: string, now: Date): Promise<void> {
  const until = await blockedUntil(env.DB, clientHash, now.toISOString());
  if (until) throw new ApiError('SpamAlert', `Writes from your network are blocked until ${until}`);
}
