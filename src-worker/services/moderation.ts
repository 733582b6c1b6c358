// What operators do through /api/admin (docs/operations.md): decide on held feedback, and flag
// a track removed or restore it. Each is one batch with what it changes (the track's derived
// fields) and the cache key, like every visitor's write.
import { recountAreas } from '../db/area-counts';
import { bumpCacheKey, newKeyFrom, readCacheKey } from '../db/cache-key';
import { findFeedback, recomputeDerivedFields, setReview, type ReviewState } from '../db/feedback';
import { findHeldEdit, setHeldEditReview } from '../db/held-edits';
import { findAnyTrackById, findTrackById, insertRemovalEvent, setRemoved, WITHDRAWN, type RemovalFlags } from '../db/tracks';
import type { Env } from '../env';
import { ApiError, notFound } from '../http/result';
import { applyTrackEdit } from './track-writes';

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REMOVAL_ACTIONS = ['remove', 'remove-permanently', 'restore'] as const;
export type RemovalAction = (typeof REMOVAL_ACTIONS)[number];

/** Publishes or rejects held feedback; only feedback still pending may be decided. */
export async function decideHeldFeedback(
  env: Env,
  id: number,
  decision: ReviewDecision,
): Promise<{ review: ReviewState; cacheKey: number }> {
  const item = await findFeedback(env.DB, id);
  if (!item) throw notFound('Feedback');
  if (item.review !== 'pending') throw new ApiError('Conflict', `This feedback is already ${item.review}`);
  const review = decision === 'approve' ? 'visible' : 'rejected';
  const statements = [setReview(env.DB, id, review)];
  if (item.track_id !== null) statements.push(recomputeDerivedFields(env.DB, item.track_id));
  statements.push(bumpCacheKey(env.DB));
  const results = await env.DB.batch(statements);
  return { review, cacheKey: newKeyFrom(results.at(-1)) };
}

/**
 * What each action sets. Withdrawing is the undo's (services/revert.ts), for a track a client
 * created: it never was a track, so it goes from every public answer (db/tracks.ts WITHDRAWN).
 */
const FLAGS: Record<RemovalAction | 'withdraw', RemovalFlags> = {
  remove: { removed: 1, permanently_removed: 0 },
  'remove-permanently': { removed: 1, permanently_removed: 1 },
  withdraw: { removed: 1, permanently_removed: WITHDRAWN },
  restore: { removed: 0, permanently_removed: 0 },
};

/**
 * A track that no longer exists is flagged, never deleted: its history and comments stay, and
 * its page unless it is withdrawn. A permanently removed or withdrawn track leaves the counts of
 * its area and those above (and a restored one comes back to them), recounted in the same batch.
 */
export async function setTrackRemoval(
  env: Env,
  id: number,
  action: RemovalAction | 'withdraw',
  now: Date,
): Promise<{ cacheKey: number; changed: boolean }> {
  const track = await findAnyTrackById(env.DB, id);
  if (!track) throw notFound('Track');
  // Already so (a restore of a track never removed, a second removal): nothing is written, and
  // no public change says something happened.
  const flags = FLAGS[action];
  if (track.removed === flags.removed && track.permanently_removed === flags.permanently_removed) {
    return { cacheKey: await readCacheKey(env.DB), changed: false };
  }
  const [, , bumped] = await env.DB.batch([
    setRemoved(env.DB, id, FLAGS[action], now.toISOString()),
    // The record of removals keeps its three actions (its CHECK cannot change in place): a
    // withdrawal is recorded as a removal for good, the flag tells the two apart.
    insertRemovalEvent(env.DB, id, action === 'withdraw' ? 'remove-permanently' : action, now.toISOString()),
    bumpCacheKey(env.DB),
    recountAreas(env.DB, { trackId: id }),
  ]);
  return { cacheKey: newKeyFrom(bumped), changed: true };
}

/**
 * Applies or rejects a held track edit. Approving writes it as the next revision, in the
 * visitor's name, if the track is still at the revision the edit was made on; otherwise it
 * answers Conflict and the edit stays pending (reject it and ask for a fresh edit), because
 * applying a whole form over newer changes would quietly undo them.
 */
export async function decideHeldEdit(
  env: Env,
  id: number,
  decision: ReviewDecision,
  now: Date,
): Promise<{ review: 'approved' | 'rejected'; cacheKey: number; revision?: number }> {
  const held = await findHeldEdit(env.DB, id);
  if (!held) throw notFound('Held edit');
  if (held.review !== 'pending') throw new ApiError('Conflict', `This edit is already ${held.review}`);
  if (decision === 'reject') {
    const [, bumped] = await env.DB.batch([setHeldEditReview(env.DB, id, 'rejected'), bumpCacheKey(env.DB)]);
    return { review: 'rejected', cacheKey: newKeyFrom(bumped) };
  }
  const track = await findTrackById(env.DB, held.track_id);
  if (!track) throw notFound('Track');
  const applied = await applyTrackEdit(env, track, {
    base: held.base_revision,
    fields: held.fields,
    origin: held.origin,
    clientHash: held.client_hash,
    now,
  });
  await env.DB.batch([setHeldEditReview(env.DB, id, 'approved')]);
  return { review: 'approved', cacheKey: applied.cacheKey, revision: applied.revision };
}
