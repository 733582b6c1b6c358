// What runners reported on their recent visits (issue 26), counted from the visit reports a track
// answer carries: found open or closed, paid or not. The track page shows it beside the facts, so
// a runner's report confirms or questions a fact in plain sight and never rewrites it
// (docs/architecture.md, "Reports and edits").
import type { FeedbackItem } from './api-types';
import { OPEN_STATUS_ANSWERS, TrackStatus } from './enums';

/** How far back the summary looks. */
export const RECENT_VISIT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export interface VisitSummary {
  foundOpen: number;
  foundClosed: number;
  paid: number;
  free: number;
}

/** The visit reports of the last RECENT_VISIT_DAYS days before now (by their visit day), counted. */
export function recentVisitSummary(comments: readonly FeedbackItem[], now: Date): VisitSummary {
  const summary: VisitSummary = { foundOpen: 0, foundClosed: 0, paid: 0, free: 0 };
  const since = now.getTime() - RECENT_VISIT_DAYS * DAY_MS;
  for (const item of comments) {
    if (item.type !== 'visit report' || item.report_date === null || Date.parse(item.report_date) < since) continue;
    // The open-status answer is the one of its codes that answers "open to the public?".
    const answered = item.auto_post_types
      .split(',')
      .filter(Boolean)
      .map(Number)
      .find((code) => OPEN_STATUS_ANSWERS.includes(code));
    if (answered === TrackStatus.OpenPublicAccess) summary.foundOpen += 1;
    else if (answered !== undefined) summary.foundClosed += 1;
    if (item.paid === true) summary.paid += 1;
    if (item.paid === false) summary.free += 1;
  }
  return summary;
}
