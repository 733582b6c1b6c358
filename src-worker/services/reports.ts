// The reports the chat takes for operators (issue 6): wrong data about a track, bugs and
// feature requests, stored as feedback rows that /api/admin/reports lists. A wrong-data report
// that is visible marks the track reported (recomputeDerivedFields), so it bumps the cache key.
import { FeedbackType } from '../../src-shared/enums';
import { bumpCacheKey } from '../db/cache-key';
import { insertFeedback, recomputeDerivedFields, type NewFeedback } from '../db/feedback';
import { cleanVisitorHtml } from '../domain/html';
import { needsReview } from '../domain/review';
import type { Env } from '../env';

export interface ReportInput {
  text: string;
  clientHash: string;
  now: Date;
}

function reportRow(kind: 'bad_info' | 'bug_report' | 'feature_request', trackId: number | null, input: ReportInput): NewFeedback {
  return {
    trackId,
    kind,
    typeFlags: kind === 'bad_info' ? FeedbackType.BadInfo : FeedbackType.AppFeedback,
    text: cleanVisitorHtml(input.text.trim()),
    posterName: null,
    reportDate: null,
    openStatus: null,
    crowded: null,
    disturbances: null,
    partialUse: null,
    recommendTypes: 0,
    // Links in a wrong-data report wait for a person, as they do in comments: a visible report
    // marks the track inaccurate for everyone.
    review: kind === 'bad_info' && needsReview(input.text) ? 'pending' : 'visible',
    origin: 'chat',
    clientHash: input.clientHash,
    created: input.now.toISOString(),
  };
}

/** Returns whether the report waits for review. */
export async function reportIncorrectData(env: Env, trackId: number, input: ReportInput): Promise<{ pending: boolean }> {
  const row = reportRow('bad_info', trackId, input);
  await env.DB.batch([insertFeedback(env.DB, row), recomputeDerivedFields(env.DB, trackId), bumpCacheKey(env.DB)]);
  return { pending: row.review === 'pending' };
}

export async function reportForOperators(env: Env, kind: 'bug_report' | 'feature_request', input: ReportInput): Promise<void> {
  await insertFeedback(env.DB, reportRow(kind, null, input)).run();
}
