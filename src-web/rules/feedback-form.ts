// The comment, visit-report and recommend requests and the texts of spec sections 5, 6 and 8,
// in the page's language (catalogue group forms). The rules that stop a post are in
// src-shared/feedback-rules.ts, shared with the API, which answers their messages in English.
import type { PostFeedbackRequest, PostFeedbackResult } from '../../src-shared/api-types';
import { FeedbackType, TrackQuality, TrackStatus } from '../../src-shared/enums';
import { feedbackProblem, type FeedbackDraft } from '../../src-shared/feedback-rules';
import { failureText, reasonText, type FormsTextKey, type Translator } from './track-form';

/** Result messages show 3 s; the pending-review thanks 5 s (spec section 9). */
export const RESULT_MESSAGE_MS = 3000;
export const PENDING_MESSAGE_MS = 5000;

export type FeedbackMode = 'comment' | 'visit report';

/** A visit report's answers; null is "don't know", the default of every question (spec section 5). */
export interface VisitAnswers {
  openStatus: number | null;
  crowded: number | null;
  disturbances: number | null;
  partialUse: number | null;
}

export const UNKNOWN_VISIT_ANSWERS: VisitAnswers = { openStatus: null, crowded: null, disturbances: null, partialUse: null };

export interface FeedbackFormValues {
  mode: FeedbackMode;
  comment: string;
  name: string;
  /** YYYY-MM-DD, visit reports only. */
  visitDate: string;
  answers: VisitAnswers;
  /** The two taps of issue 14: "Was it open?" and "Did you pay?" (null: not answered). */
  wasOpen: boolean | null;
  paid: boolean | null;
}

/** The choices of each visit-report question, in the order shown; "Don't know" comes first. */
export const VISIT_QUESTIONS: { field: keyof VisitAnswers; label: FormsTextKey; choices: [number, FormsTextKey][] }[] = [
  {
    field: 'openStatus',
    label: 'feedback.visit.openStatus.label',
    choices: [
      [TrackStatus.OpenPublicAccess, 'feedback.visit.openStatus.open'],
      [TrackStatus.NotSet, 'feedback.visit.openStatus.closed'],
      [TrackStatus.ClosedBookedSchool, 'feedback.visit.openStatus.school'],
      [TrackStatus.ClosedBookedPractice, 'feedback.visit.openStatus.practice'],
      [TrackStatus.ClosedBookedOneTime, 'feedback.visit.openStatus.event'],
      [TrackStatus.Renovating, 'feedback.visit.openStatus.renovating'],
      [TrackStatus.ClosedOutsideOpenHours, 'feedback.visit.openStatus.outsideHours'],
      [TrackStatus.ClosedPermanently, 'feedback.visit.openStatus.permanently'],
    ],
  },
  {
    field: 'crowded',
    label: 'feedback.visit.crowded.label',
    choices: [
      [TrackStatus.CrowdedNot, 'feedback.visit.crowded.not'],
      [TrackStatus.CrowdedSome, 'feedback.visit.crowded.some'],
      [TrackStatus.CrowdedVery, 'feedback.visit.crowded.very'],
    ],
  },
  {
    field: 'disturbances',
    label: 'feedback.visit.disturbances.label',
    choices: [
      [TrackStatus.DisturbancesNone, 'feedback.visit.disturbances.none'],
      [TrackStatus.DisturbancesKids, 'feedback.visit.disturbances.kids'],
      [TrackStatus.DisturbancesFieldUse, 'feedback.visit.disturbances.fieldUse'],
      [TrackStatus.DisturbancesOther, 'feedback.visit.disturbances.other'],
    ],
  },
  {
    field: 'partialUse',
    label: 'feedback.visit.partialUse.label',
    choices: [
      [TrackStatus.PartialUseAllLanes, 'feedback.visit.partialUse.all'],
      [TrackStatus.PartialUseSomeLanes, 'feedback.visit.partialUse.some'],
    ],
  },
];

/** The optional qualities of a recommend; the base "I would recommend it" is always sent. */
export const RECOMMEND_QUALITIES: [number, FormsTextKey][] = [
  [TrackQuality.WellMaintained, 'feedback.qualities.wellMaintained'],
  [TrackQuality.Practical, 'feedback.qualities.practical'],
  [TrackQuality.Scenic, 'feedback.qualities.scenic'],
  [TrackQuality.Friendly, 'feedback.qualities.friendly'],
];

/** Today as YYYY-MM-DD on the visitor's own calendar (the visit-date rule accepts it). */
export function todayIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function feedbackRequest(trackId: number, values: FeedbackFormValues): PostFeedbackRequest {
  const common = { trackId, comment: values.comment, name: values.name.trim(), recommendTypes: [TrackQuality.NotSet] };
  if (values.mode === 'comment') return { ...common, feedbackType: FeedbackType.Comment };
  return {
    ...common,
    feedbackType: FeedbackType.VisitReport,
    visitDate: values.visitDate,
    ...values.answers,
    wasOpen: values.wasOpen,
    paid: values.paid,
  };
}

/** NotSet stands for the base recommend; the chosen qualities follow it. */
export function recommendRequest(trackId: number, qualities: number[]): PostFeedbackRequest {
  return { trackId, feedbackType: FeedbackType.Recommend, comment: '', name: '', recommendTypes: [TrackQuality.NotSet, ...qualities] };
}

export interface ResultMessage {
  text: string;
  timeoutMs: number;
  failed: boolean;
}

/** The message that stops this feedback from being sent (spec section 5), in the page's language, or null. */
export function feedbackProblemText(draft: FeedbackDraft, now: Date, i18n: Translator): string | null {
  const problem = feedbackProblem(draft, now);
  return problem === null ? null : reasonText(problem, i18n);
}

/** What the visitor is told after a post: thanks (longer when held for review) or the failure. */
export function feedbackResultMessage(
  result: Pick<PostFeedbackResult, 'description' | 'pending'> & { status: PostFeedbackResult['status'] | 'WaitingToSend' },
  failure: 'feedback.commentFailed' | 'feedback.recommendFailed',
  i18n: Translator,
): ResultMessage {
  if (result.status === 'WaitingToSend') return { text: i18n.t('feedback.waitingToSend'), timeoutMs: PENDING_MESSAGE_MS, failed: false };
  if (result.status === 'Success' || result.status === 'UnderReview') {
    return result.pending
      ? { text: i18n.t('feedback.thanksPending'), timeoutMs: PENDING_MESSAGE_MS, failed: false }
      : { text: i18n.t('feedback.thanks'), timeoutMs: RESULT_MESSAGE_MS, failed: false };
  }
  return { text: failureText(result, failure, i18n), timeoutMs: RESULT_MESSAGE_MS, failed: true };
}
