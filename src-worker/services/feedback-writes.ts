// Posting comments, visit reports and recommends, from the web and the chat: the spam limit
// first, the rules of spec section 5, holding for review (section 6), and one batch per post
// that also recomputes the track's derived fields and bumps the cache key.
import type { z } from 'zod';
import type { VisitorFeedbackKind } from '../../src-shared/feedback-kinds';
import type { postFeedbackRequest } from '../../src-shared/schemas/feedback';
import { feedbackProblem, parseVisitDate } from '../../src-shared/feedback-rules';
import { bumpCacheKey, newKeyFrom } from '../db/cache-key';
import { insertFeedback, recomputeDerivedFields, type NewFeedback } from '../db/feedback';
import { findTrackById } from '../db/tracks';
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

/** Feedback on a track, with the track's derived fields and the cache key, in one batch (one transaction). */
export async function storeTrackFeedback(env: Env, row: NewFeedback & { trackId: number }): Promise<FeedbackResult> {
  const [inserted, , bumped] = await env.DB.batch([insertFeedback(env.DB, row), recomputeDerivedFields(env.DB, row.trackId), bumpCacheKey(env.DB)]);
  if (inserted!.meta.changes === 0) throw invalidInput('You have already recommended this track');
  return { pending: row.review === 'pending', cacheKey: newKeyFrom(bumped) };
}

export async function postFeedback(env: Env, post: FeedbackPost): Promise<FeedbackResult> {
  await assertNotSpamming(env, post.clientHash, post.now);
  // The rules judge the text as it will be stored: markup alone is no comment.
  const text = storedVisitorHtml(post.comment);
  const problem = feedbackProblem(
    { kind: post.kind, comment: text ?? '', visitDate: post.visitDate, openStatus: post.openStatus },
    post.now,
  );
  if (problem) throw invalidInput(problem);
  const track = await findTrackById(env.DB, post.trackId);
  if (!track) throw notFound('Track');

  const isVisit = post.kind === 'visit report';
  const posterName = post.name.trim() || null;
  return storeTrackFeedback(env, {
    trackId: track.id,
    kind: post.kind,
    text,
    posterName,
    reportDate: isVisit ? parseVisitDate(post.visitDate!, post.now)!.toISOString() : null,
    openStatus: isVisit ? (post.openStatus ?? null) : null,
    crowded: isVisit ? (post.crowded ?? null) : null,
    disturbances: isVisit ? (post.disturbances ?? null) : null,
    partialUse: isVisit ? (post.partialUse ?? null) : null,
    recommendTypes: post.kind === 'recommend' ? post.recommendTypes.reduce((mask, tag) => (tag > 0 ? mask | (1 << tag) : mask), 0) : 0,
    review: needsReview(post.comment, post.name) ? 'pending' : 'visible',
    origin: post.origin,
    clientHash: post.clientHash,
    created: post.now.toISOString(),
  });
}
