// The comment, visit-report and recommend requests and the texts of spec sections 6 and 8.
// The rules that stop a post are in src-shared/feedback-rules.ts, shared with the API.
import type { PostFeedbackRequest, PostFeedbackResult } from '../../src-shared/api-types';
import { FeedbackType, TrackQuality, TrackStatus } from '../../src-shared/enums';
import { resultText } from '../../src-shared/result-status';

export const FEEDBACK_TEXTS = {
  sendingComment: 'Sending comment',
  sendingVisitReport: 'Sending visit report',
  sendingRecommend: 'Sending recommend',
  thanks: 'Thank you for your feedback',
  thanksPending: 'Thank you for your feedback, it will be reviewed before it is visible.',
  commentFailed: 'Failed to post comment',
  recommendFailed: 'Failed to post recommend',
} as const;

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
export const VISIT_QUESTIONS: { field: keyof VisitAnswers; label: string; choices: [number, string][] }[] = [
  {
    field: 'openStatus',
    label: 'Open to the public?',
    choices: [
      [TrackStatus.OpenPublicAccess, 'Yes, open to the public'],
      [TrackStatus.NotSet, 'No, closed to the public'],
      [TrackStatus.ClosedBookedSchool, 'Closed for school activities'],
      [TrackStatus.ClosedBookedPractice, 'Closed for organized practice'],
      [TrackStatus.ClosedBookedOneTime, 'Closed for an event'],
      [TrackStatus.Renovating, 'Closed for resurfacing or renovations'],
      [TrackStatus.ClosedOutsideOpenHours, 'Closed outside opening hours'],
      [TrackStatus.ClosedPermanently, 'Always closed to the public'],
    ],
  },
  {
    field: 'crowded',
    label: 'Crowded?',
    choices: [
      [TrackStatus.CrowdedNot, 'Not crowded'],
      [TrackStatus.CrowdedSome, 'Somewhat crowded'],
      [TrackStatus.CrowdedVery, 'Very crowded'],
    ],
  },
  {
    field: 'disturbances',
    label: 'Disturbances?',
    choices: [
      [TrackStatus.DisturbancesNone, 'None'],
      [TrackStatus.DisturbancesKids, 'Kids on the track'],
      [TrackStatus.DisturbancesFieldUse, 'Field events in use'],
      [TrackStatus.DisturbancesOther, 'Other disturbances'],
    ],
  },
  {
    field: 'partialUse',
    label: 'All lanes usable?',
    choices: [
      [TrackStatus.PartialUseAllLanes, 'Yes, all lanes'],
      [TrackStatus.PartialUseSomeLanes, 'No, only some lanes'],
    ],
  },
];

/** The optional qualities of a recommend; the base "I would recommend it" is always sent. */
export const RECOMMEND_QUALITIES: [number, string][] = [
  [TrackQuality.WellMaintained, 'Well maintained'],
  [TrackQuality.Practical, 'Practical'],
  [TrackQuality.Scenic, 'Scenic'],
  [TrackQuality.Friendly, 'Friendly'],
];

/** Today as YYYY-MM-DD on the visitor's own calendar (the visit-date rule accepts it). */
export function todayIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function feedbackRequest(trackId: number, values: FeedbackFormValues): PostFeedbackRequest {
  const common = { trackId, comment: values.comment, name: values.name.trim(), recommendTypes: [TrackQuality.NotSet] };
  if (values.mode === 'comment') return { ...common, feedbackType: FeedbackType.Comment };
  return { ...common, feedbackType: FeedbackType.VisitReport, visitDate: values.visitDate, ...values.answers, wasOpen: values.wasOpen, paid: values.paid };
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

/** What the visitor is told after a post: thanks (longer when held for review) or the failure. */
export function feedbackResultMessage(result: Pick<PostFeedbackResult, 'status' | 'description' | 'pending'>, failurePrefix: string): ResultMessage {
  if (result.status === 'Success' || result.status === 'UnderReview') {
    return result.pending
      ? { text: FEEDBACK_TEXTS.thanksPending, timeoutMs: PENDING_MESSAGE_MS, failed: false }
      : { text: FEEDBACK_TEXTS.thanks, timeoutMs: RESULT_MESSAGE_MS, failed: false };
  }
  return { text: resultText(result, failurePrefix), timeoutMs: RESULT_MESSAGE_MS, failed: true };
}
