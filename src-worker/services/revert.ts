// Undoing an attack in one action (issue #26, #38, docs/operations.md): every change some clients
// made since a time goes back, as new revisions in the operator's name, so the history keeps both
// the attack and its undoing. Like a wiki's rollback, a track returns to its last revision before
// the clients came, however long their chain of edits, and two vandals taking turns are undone
// together. A track someone else edited after them is left as it is and listed: the revert never
// overwrites another person's work. A track already back where it was is left out, so a second
// preview shows only what is left. A track the client created is
// withdrawn: it never was a track, so it leaves every public answer (db/tracks.ts WITHDRAWN) and
// only operators see its history. Its feedback is hidden, its held edits rejected and its
// answers to quick questions withdrawn (services/answer-writes.ts), its photos taken down
// (services/photo-review.ts). Each track
// is its own batch, and each track's hidden feedback another, with the derived fields and the
// cache key.
import { bumpCacheKey, newKeyFrom, readCacheKey } from '../db/cache-key';
import { recomputeDerivedFields, rejectFeedbackOf, shownFeedbackOf, type StoredFeedbackKind } from '../db/feedback';
import { pendingHeldEditsOf, rejectHeldEditsOf } from '../db/held-edits';
import { firstRevisionByOthers, revisionSnapshot, tracksWrittenBy, writtenBy, type OtherRevision } from '../db/revisions';
import { findAnyTrackById, WITHDRAWN, type TrackRow } from '../db/tracks';
import { applyEdit, editableOf } from '../domain/track-edit';
import type { Env } from '../env';
import { ApiError } from '../http/result';
import { setTrackRemoval } from './moderation';
import { applyTrackEdit } from './track-writes';
import { undoClientAnswers } from './answer-writes';
import { questionsAnsweredBy } from '../db/runner-answers';
import type { Question } from '../../src-shared/runner-answers';
import { photosOfClient } from '../db/photos';
import { takeDown } from './photo-review';

export interface RevertPlan {
  /** Tracks brought back to the revision before the client's first one in the window. */
  restore: { trackId: number; segment: string; toRevision: number }[];
  /** Tracks the client created in the window: withdrawn (gone from every public answer). */
  remove: { trackId: number; segment: string }[];
  /** Tracks someone else edited after the client: left as they are. */
  conflicts: { trackId: number; segment: string; revision: number; client: string | null }[];
  /** The client's comments, visit reports and recommends in the window, to hide. */
  feedback: { id: number; trackId: number; kind: StoredFeedbackKind }[];
  /** The client's edits in the window still held for review, to reject. */
  heldEdits: { id: number; trackId: number }[];
  /** The questions the client answered in the window: its answers are withdrawn, and a fact they made taken back. */
  answers: { trackId: number; question: Question }[];
  /** The client's photos in the window, shown or held: taken down, their files deleted (issue 42). */
  photos: { id: number; trackId: number }[];
}

export async function revertClients(
  env: Env,
  request: { clientHashes: readonly string[]; since: Date; preview: boolean },
  now: Date,
): Promise<RevertPlan & { cacheKey: number }> {
  const { clientHashes } = request;
  const since = request.since.toISOString();
  const plan: RevertPlan = { restore: [], remove: [], conflicts: [], feedback: [], heldEdits: [], answers: [], photos: [] };
  const writes: (() => Promise<{ cacheKey: number }>)[] = [];

  for (const span of await tracksWrittenBy(env.DB, clientHashes, since)) {
    const track = await findAnyTrackById(env.DB, span.track_id);
    if (!track) continue;
    if (span.first === 1) {
      // Withdrawn already: nothing is left. One an operator only flagged removed is withdrawn too.
      if (track.permanently_removed === WITHDRAWN) continue;
      const later = await firstRevisionByOthers(env.DB, track.id, span.first, clientHashes);
      if (later) {
        plan.conflicts.push(conflict(track, later));
        continue;
      }
      plan.remove.push({ trackId: track.id, segment: track.url_segment });
      writes.push(() => setTrackRemoval(env, track.id, 'withdraw', now));
      continue;
    }
    // An undo came after all their revisions: only where the track still shows something they
    // wrote (an undo of other clients put it back) is anything left.
    if (!span.after_undo && !(await stillShows(env, track, clientHashes, since))) continue;
    const before = await revisionSnapshot(env.DB, track.id, span.first - 1);
    // Back where it was before the clients: nothing is left. A snapshot lacks the facts its
    // revision did not keep yet: those are left as they are.
    if (!before || applyEdit(editableOf(track), before).changed.length === 0) continue;
    const later = await firstRevisionByOthers(env.DB, track.id, span.first, clientHashes);
    if (later) {
      plan.conflicts.push(conflict(track, later));
      continue;
    }
    const restore = { trackId: track.id, segment: track.url_segment, toRevision: span.first - 1 };
    plan.restore.push(restore);
    writes.push(async () => {
      try {
        return await applyTrackEdit(env, track, { base: track.revision, fields: before, origin: 'admin', clientHash: null, now });
      } catch (error) {
        // Someone edited the track while the revert ran: their edit stands, as any later one does.
        if (!(error instanceof ApiError && error.status === 'Conflict')) throw error;
        const edited = await firstRevisionByOthers(env.DB, track.id, span.first, clientHashes);
        plan.restore.splice(plan.restore.indexOf(restore), 1);
        if (edited) plan.conflicts.push(conflict(track, edited));
        return { cacheKey: await readCacheKey(env.DB) };
      }
    });
  }

  // Each client's feedback, held edits and answers, as for one client.
  for (const clientHash of clientHashes) {
    const feedback = await shownFeedbackOf(env.DB, clientHash, since);
    plan.feedback.push(...feedback.map((f) => ({ id: f.id, trackId: f.track_id, kind: f.kind })));
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

    const held = (await pendingHeldEditsOf(env.DB, clientHash, since)).map((e) => ({ id: e.id, trackId: e.track_id }));
    plan.heldEdits.push(...held);
    if (held.length > 0) {
      writes.push(async () => {
        const [, bumped] = await env.DB.batch([rejectHeldEditsOf(env.DB, clientHash, since), bumpCacheKey(env.DB)]);
        return { cacheKey: newKeyFrom(bumped) };
      });
    }

    const answers = await questionsAnsweredBy(env.DB, clientHash, since);
    plan.answers.push(...answers);
    if (answers.length > 0) {
      writes.push(async () => {
        await undoClientAnswers(env, clientHash, since, now);
        return { cacheKey: await readCacheKey(env.DB) };
      });
    }

    const photos = await photosOfClient(env.DB, clientHash, since);
    plan.photos.push(...photos.map((photo) => ({ id: photo.id, trackId: photo.track_id })));
    if (photos.length > 0) writes.push(async () => ({ cacheKey: await takeDown(env, photos, now) }));
  }

  if (request.preview || writes.length === 0) return { ...plan, cacheKey: await readCacheKey(env.DB) };
  let cacheKey = 0;
  for (const write of writes) cacheKey = (await write()).cacheKey;
  return { ...plan, cacheKey };
}

/** True when a field of the track holds a value one of the clients' revisions wrote into it. */
async function stillShows(env: Env, track: TrackRow, clientHashes: readonly string[], since: string): Promise<boolean> {
  const current = editableOf(track) as unknown as Record<string, unknown>;
  return (await writtenBy(env.DB, track.id, clientHashes, since)).some(({ snapshot, changed }) =>
    changed.some((field) => field in current && (snapshot as Record<string, unknown>)[field] === current[field]),
  );
}

const conflict = (track: TrackRow, later: OtherRevision): RevertPlan['conflicts'][number] => ({
  trackId: track.id,
  segment: track.url_segment,
  revision: later.revision,
  client: later.client_hash?.slice(0, 8) ?? null,
});
