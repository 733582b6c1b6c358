// Undoing an attack in one action (issue #26, docs/operations.md): every change one client made
// since a time goes back, as new revisions in the operator's name, so the history keeps both the
// attack and its undoing. A track someone else edited after the client is left as it is and
// listed: the revert never overwrites another person's work. Each track is its own batch, and
// each track's hidden feedback another, with the derived fields and the cache key.
import { bumpCacheKey, newKeyFrom, readCacheKey } from '../db/cache-key';
import { recomputeDerivedFields, rejectFeedbackOf, shownFeedbackOf, type StoredFeedbackKind } from '../db/feedback';
import { firstRevisionByOthers, revisionSnapshot, tracksWrittenBy } from '../db/revisions';
import { findTrackById } from '../db/tracks';
import { applyEdit, editableOf } from '../domain/track-edit';
import type { Env } from '../env';
import { setTrackRemoval } from './moderation';
import { applyTrackEdit } from './track-writes';

export interface RevertPlan {
  /** Tracks brought back to the revision before the client's first one in the window. */
  restore: { trackId: number; segment: string; toRevision: number }[];
  /** Tracks the client created in the window: flagged removed. */
  remove: { trackId: number; segment: string }[];
  /** Tracks someone else edited after the client: left as they are. */
  conflicts: { trackId: number; segment: string; revision: number; client: string | null }[];
  /** The client's comments, visit reports and recommends in the window, to hide. */
  feedback: { id: number; trackId: number; kind: StoredFeedbackKind }[];
}

export async function revertClient(
  env: Env,
  request: { clientHash: string; since: Date; preview: boolean },
  now: Date,
): Promise<RevertPlan & { cacheKey: number }> {
  const { clientHash } = request;
  const since = request.since.toISOString();
  const plan: RevertPlan = { restore: [], remove: [], conflicts: [], feedback: [] };
  const writes: (() => Promise<{ cacheKey: number }>)[] = [];

  for (const span of await tracksWrittenBy(env.DB, clientHash, since)) {
    const track = await findTrackById(env.DB, span.track_id);
    if (!track) continue;
    const later = await firstRevisionByOthers(env.DB, track.id, span.first, clientHash);
    // An operator's revision after the client's first one is this revert run before (or an
    // operator's own fix): the track is handled, and running again adds nothing.
    if (later?.source === 'admin') continue;
    if (later) {
      plan.conflicts.push({
        trackId: track.id,
        segment: track.url_segment,
        revision: later.revision,
        client: later.client_hash?.slice(0, 8) ?? null,
      });
      continue;
    }
    if (span.first === 1) {
      if (track.removed) continue;
      plan.remove.push({ trackId: track.id, segment: track.url_segment });
      writes.push(() => setTrackRemoval(env, track.id, 'remove', now));
      continue;
    }
    const before = await revisionSnapshot(env.DB, track.id, span.first - 1);
    // A snapshot lacks the facts its revision did not keep yet: those are left as they are.
    if (!before || applyEdit(editableOf(track), before).changed.length === 0) continue;
    plan.restore.push({ trackId: track.id, segment: track.url_segment, toRevision: span.first - 1 });
    writes.push(() => applyTrackEdit(env, track, { base: track.revision, fields: before, origin: 'admin', clientHash: null, now }));
  }

  const feedback = await shownFeedbackOf(env.DB, clientHash, since);
  plan.feedback = feedback.map((f) => ({ id: f.id, trackId: f.track_id, kind: f.kind }));
  for (const trackId of new Set(feedback.map((f) => f.track_id))) {
    writes.push(async () => {
      const [, , bumped] = await env.DB.batch([
        rejectFeedbackOf(env.DB, clientHash, since, trackId),
        recomputeDerivedFields(env.DB, trackId),
        bumpCacheKey(env.DB),
      ]);
      return { cacheKey: newKeyFrom(bumped) };
    });
  }

  if (request.preview || writes.length === 0) return { ...plan, cacheKey: await readCacheKey(env.DB) };
  let cacheKey = 0;
  for (const write of writes) cacheKey = (await write()).cacheKey;
  return { ...plan, cacheKey };
}
