// The comment and visit-report rules of spec section 5, with their exact messages. The web
// form checks them before sending; the API checks them again because clients are not trusted.
import type { VisitorFeedbackKind } from './feedback-kinds';

export const FEEDBACK_MESSAGES = {
  commentRequired: 'Please supply at least a comment',
  commentOrStatusRequired: 'Please supply at least a comment or an open status',
  visitDateInvalid: 'The visit date must be valid and before the current time',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

// The earliest time zone (UTC+14) reaches a new day first: a bare date is "today" somewhere
// until then, so a visitor east of UTC can report this morning's visit.
const EARLIEST_ZONE_AHEAD_MS = 14 * 3600_000;

/** The visit date as a time, or null when it is not a real date or lies in the future. */
export function parseVisitDate(text: string, now: Date): Date | null {
  if (!ISO_DATE.test(text)) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  const isBareDate = text.length === 10;
  if (isBareDate) {
    // "2026-02-30" parses as March 2: refuse dates the calendar does not have.
    if (date.toISOString().slice(0, 10) !== text) return null;
    return text <= new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10) ? date : null;
  }
  return date.getTime() <= now.getTime() ? date : null;
}

export interface FeedbackDraft {
  kind: VisitorFeedbackKind;
  comment: string;
  visitDate?: string;
  openStatus?: number | null;
}

/** The message that stops this feedback from being sent, or null when it may be sent. */
export function feedbackProblem(draft: FeedbackDraft, now: Date): string | null {
  const hasComment = draft.comment.trim().length > 0;
  if (draft.kind === 'comment') return hasComment ? null : FEEDBACK_MESSAGES.commentRequired;
  if (draft.kind === 'visit report') {
    if (!draft.visitDate || !parseVisitDate(draft.visitDate, now)) return FEEDBACK_MESSAGES.visitDateInvalid;
    const hasStatus = draft.openStatus !== undefined && draft.openStatus !== null;
    return hasComment || hasStatus ? null : FEEDBACK_MESSAGES.commentOrStatusRequired;
  }
  return null;
}
