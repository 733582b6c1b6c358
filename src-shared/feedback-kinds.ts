// The kinds of feedback in one vocabulary: spec section 7's words for what a visitor posts
// ("comment, visit report or recommend") and the reports the chat takes, each with its
// FeedbackType flag of spec section 3, given here and nowhere else.
import { FeedbackType } from './enums';

export const FEEDBACK_TYPE_FLAGS = {
  comment: FeedbackType.Comment,
  'visit report': FeedbackType.VisitReport,
  recommend: FeedbackType.Recommend,
  'bad info': FeedbackType.BadInfo,
  'bug report': FeedbackType.AppFeedback,
  'feature request': FeedbackType.AppFeedback,
} as const satisfies Record<string, FeedbackType>;

export type FeedbackKind = keyof typeof FEEDBACK_TYPE_FLAGS;

export const VISITOR_FEEDBACK_KINDS = ['comment', 'visit report', 'recommend'] as const satisfies readonly FeedbackKind[];
export type VisitorFeedbackKind = (typeof VISITOR_FEEDBACK_KINDS)[number];

/** Reports only operators read (/api/admin/reports): about the site, not about a track. */
export type OperatorReportKind = 'bug report' | 'feature request';
