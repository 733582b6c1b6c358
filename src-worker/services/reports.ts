// The reports the chat takes (issue 6): wrong data about a track, which marks the track
// inaccurate once visible (recomputeDerivedFields), and bugs and feature requests, which only
// operators read (/api/admin/reports). Each checks the client's spam limit first, as every
// visitor's write does.
import type { OperatorReportKind } from '../../src-shared/feedback-kinds';
import { insertFeedback, type NewFeedback } from '../db/feedback';
import { cleanVisitorHtml } from '../domain/html';
import { needsReview } from '../domain/review';
import type { Env } from '../env';
import { storeTrackFeedback, type FeedbackResult } from './feedback-writes';
import { assertNotSpamming } from './spam-limit';

export interface ReportInput {
  text: string;
  clientHash: string;
  now: Date;
}

function reportRow(kind: NewFeedback['kind'], review: NewFeedback['review'], input: ReportInput): Omit<NewFeedback, 'trackId'> {
  return {
    kind,
    text: cleanVisitorHtml(input.text.trim()),
    posterName: null,
    reportDate: null,
    openStatus: null,
    crowded: null,
    disturbances: null,
    partialUse: null,
    recommendTypes: 0,
    review,
    origin: 'chat',
    clientHash: input.clientHash,
    created: input.now.toISOString(),
  };
}

export async function reportIncorrectData(env: Env, trackId: number, input: ReportInput): Promise<FeedbackResult> {
  await assertNotSpamming(env, input.clientHash, input.now);
  // Links wait for a person, as they do in comments: a visible report marks the track inaccurate for everyone.
  return storeTrackFeedback(env, { ...reportRow('bad info', needsReview(input.text) ? 'pending' : 'visible', input), trackId });
}

/** Nobody but operators sees these, so nothing is held and no cached answer changes. */
export async function reportForOperators(env: Env, kind: OperatorReportKind, input: ReportInput): Promise<void> {
  await assertNotSpamming(env, input.clientHash, input.now);
  await insertFeedback(env.DB, { ...reportRow(kind, 'visible', input), trackId: null }).run();
}
