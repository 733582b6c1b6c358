// Posting comments, visit reports and recommends, from the web and the chat: the spam limit
// first, the rules of spec section 5, holding for review (section 6), and one batch per post
// that also recomputes the track's derived fields and bumps the cache key.
import type { z } from 'zod';
import type { VisitorFeedbackKind } from '../../src-shared/feedback-kinds';
import type { postFeedbackRequest } from '../../src-shared/schemas/feedback';
import { feedbackProblem, parseVisitDate } from '../../src-shared/feedback-rules';
import { openStatusOf, type AccessField } from '../../src-shared/access';
import { bumpCacheKey, newKeyFrom } from '../db/cache-key';
import { insertFeedback, insertVisitFeeAnswer, recomputeDerivedFields, type NewFeedback } from '../db/feedback';
import { upsertTrackAccess } from '../db/track-access';
import { confirmationsOf, findTrackById, type TrackRow } from '../db/tracks';
import { accessRecord } from '../domain/track-access';
import { editableOf } from '../domain/track-edit';
import { storedVisitorHtml } from '../domain/html';
import { needsReview } from '../domain/review';
import type { Env } from '../env';
import { invalidInput, notFound } from '../http/result';
import { assertNotSpamming } from './spam-limit';

/** A validated post-feedback request, with its kind named and who sent it from where. */
export interface FeedbackPost extends Omit<z.output<typeof postFeedbackRequest>, 'feedbackType'> {
  kind: VisitorFeedbackKind;
  clientHash: string;
  origin: 'web' | 'chat';
  now: Date;
}

export interface FeedbackResult {
  pending: boolean;
  cacheKey: number;
}

/**
 * Feedback on a track, with the track's derived fields and the cache key, and any facts it
 * confirmed, in one batch (one transaction).
 */
export async function storeTrackFeedback(
  env: Env,
  row: NewFeedback & { trackId: number; paid?: boolean | null },
  also: D1PreparedStatement[] = [],
): Promise<FeedbackResult> {
  const feeAnswer = row.paid === undefined || row.paid === null ? [] : [insertVisitFeeAnswer(env.DB, row.paid)];
  const [inserted, ...rest] = await env.DB.batch([
    insertFeedback(env.DB, row),
    // Right after its report: it takes the report's id (last_insert_rowid()).
    ...feeAnswer,
    recomputeDerivedFields(env.DB, row.trackId),
    bumpCacheKey(env.DB),
    ...also,
  ]);
  if (inserted!.meta.changes === 0) throw invalidInput('You have already recommended this track');
  return { pending: row.review === 'pending', cacheKey: newKeyFrom(rest[feeAnswer.length + 1]) };
}

export async function postFeedback(env: Env, post: FeedbackPost): Promise<FeedbackResult> {
  await assertNotSpamming(env, post.clientHash, post.now);
  // The rules judge the text as it will be stored: markup alone is no comment.
  const text = storedVisitorHtml(post.comment);
  const isVisit = post.kind === 'visit report';
  const openStatus = isVisit ? openStatusOf(post.openStatus, post.wasOpen) : null;
  const problem = feedbackProblem({ kind: post.kind, comment: text ?? '', visitDate: post.visitDate, openStatus }, post.now);
  if (problem) throw invalidInput(problem);
  const track = await findTrackById(env.DB, post.trackId);
  if (!track) throw notFound('Track');

  const reportDate = isVisit ? parseVisitDate(post.visitDate!, post.now)! : null;
  // A visit today is seen now; an earlier one as of its day.
  const seenAt = reportDate && dayOf(reportDate) === dayOf(post.now) ? post.now : reportDate;
  const paid = isVisit ? (post.paid ?? null) : null;
  const posterName = post.name.trim() || null;
  return storeTrackFeedback(
    env,
    {
      trackId: track.id,
      kind: post.kind,
      text,
      posterName,
      reportDate: reportDate?.toISOString() ?? null,
      openStatus,
      crowded: isVisit ? (post.crowded ?? null) : null,
      disturbances: isVisit ? (post.disturbances ?? null) : null,
      partialUse: isVisit ? (post.partialUse ?? null) : null,
      recommendTypes: post.kind === 'recommend' ? post.recommendTypes.reduce((mask, tag) => (tag > 0 ? mask | (1 << tag) : mask), 0) : 0,
      review: needsReview(post.comment, post.name) ? 'pending' : 'visible',
      origin: post.origin,
      clientHash: post.clientHash,
      created: post.now.toISOString(),
      paid,
    },
    seenAt ? visitConfirmations(env, track, { wasOpen: post.wasOpen ?? null, paid }, seenAt, post.now) : [],
  );
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The facts a visit report confirms, as seen on the day of the visit: the fee when the runner's
 * "Did you pay?" agrees with it, the hours and access when they found it open. A report never
 * changes a fact (docs/architecture.md, "Reports and edits"): an answer that disagrees, or one
 * about a fee nobody has given, is kept with the report and shown beside the fact, and a fact
 * changes only by an edit, which is history. Facts the track does not have are not confirmed.
 */
function visitConfirmations(
  env: Env,
  track: TrackRow,
  answers: { wasOpen: boolean | null; paid: boolean | null },
  visited: Date,
  now: Date,
): D1PreparedStatement[] {
  const fields: AccessField[] = [];
  if (answers.paid !== null && track.fee === (answers.paid ? 1 : 0)) fields.push('fee');
  if (answers.wasOpen === true) fields.push(...(['opening_hours', 'access'] as const).filter((f) => track[f] !== null));
  if (fields.length === 0) return [];
  const record = accessRecord(editableOf(track), track, confirmationsOf(track), { fields, by: 'visit_report', at: visited }, now);
  return [upsertTrackAccess(env.DB, { id: track.id }, record)];
}
