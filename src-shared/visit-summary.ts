// What runners reported on their recent visits (issue 26), counted from the visit reports a track
// answer carries: found open or closed, paid or not. The track page shows it beside the facts, so
// a runner's report confirms or questions a fact in plain sight and never rewrites it
// (docs/architecture.md, "Reports and edits"). Beside it, what the reports say about using the
// track (issue 37): how busy it was, what disturbed a run, whether all lanes were free.
import type { FeedbackItem } from './api-types';
import { CROWDED_ANSWERS, OPEN_STATUS_ANSWERS, TrackStatus } from './enums';

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

/** How far back the conditions look: crowding by day needs more reports than a month brings. */
export const VISIT_CONDITIONS_DAYS = 60;

/** What a line of the conditions says (the catalogue's track.visitConditions.* labels). */
export type ConditionLabel =
  | 'busy'
  | 'busyWeekdays'
  | 'busyWeekends'
  | 'notBusy'
  | 'kids'
  | 'fieldUse'
  | 'otherDisturbances'
  | 'noDisturbances'
  | 'someLanes'
  | 'allLanes';

/** "Children on the track: 2 of 5 reports": `part` of the `of` reports that answered the question. */
export interface ConditionLine {
  label: ConditionLabel;
  part: number;
  of: number;
}

/** Where the track is: its zone reads a visit time, its country says which days are the weekend. */
export interface VisitPlace {
  time_zone: string;
  country_code: string | null;
}

// The weekend where it is not Saturday and Sunday, as CLDR has it (days Monday 0 … Sunday 6).
const WEEKENDS = new Map<string, readonly number[]>([
  ...'BH DZ EG IL IQ JO KW LY OM QA SA SD SY YE'.split(' ').map((country) => [country, [4, 5]] as const),
  ['AF', [3, 4]],
  ['IR', [4]],
  ['IN', [6]],
  ['UG', [6]],
]);
const SATURDAY_SUNDAY = [5, 6];
const WEEKDAYS = 'MonTueWedThuFriSatSun';

/**
 * Whether the visit fell on the track's weekend. A report stores the day of the visit (the web
 * form and the chat ask for a date, stored as its midnight UTC) or, from an API client, a time,
 * read on the track's clock; a time of exactly midnight UTC is taken for a day. As only API
 * clients can give a time, almost no report says when in the day it was: the conditions name
 * weekdays and the weekend, never mornings or evenings.
 */
function onWeekend(reportDate: string, place: VisitPlace): boolean {
  const instant = new Date(reportDate);
  const timeZone = instant.getTime() % DAY_MS === 0 ? 'UTC' : place.time_zone;
  const day = WEEKDAYS.indexOf(new Intl.DateTimeFormat('en', { timeZone, weekday: 'short' }).format(instant)) / 3;
  return (WEEKENDS.get(place.country_code ?? '') ?? SATURDAY_SUNDAY).includes(day);
}

/** The questions beside crowding: the answer that all was well, and the problems a report may name. */
const QUESTIONS: readonly [ConditionLabel, number, readonly [ConditionLabel, number][]][] = [
  [
    'noDisturbances',
    TrackStatus.DisturbancesNone,
    [
      ['kids', TrackStatus.DisturbancesKids],
      ['fieldUse', TrackStatus.DisturbancesFieldUse],
      ['otherDisturbances', TrackStatus.DisturbancesOther],
    ],
  ],
  ['allLanes', TrackStatus.PartialUseAllLanes, [['someLanes', TrackStatus.PartialUseSomeLanes]]],
];

/**
 * What the visit reports of the last VISIT_CONDITIONS_DAYS days say about crowding, disturbances
 * and lanes, each over the reports that answered that question (none answered: no line).
 *
 * - Crowding: "busy" is somewhat or very crowded (a runner who found it somewhat crowded had to
 *   share it). Weekdays and the weekend are told apart when one of them shows a pattern and the
 *   other does not: at least 2 reports of that group, more than half of them busy. Otherwise the
 *   busy reports of all are counted, or, when none was busy, the quiet ones.
 * - Disturbances: each kind reports named, with its count; when none did, "no disturbances".
 * - Lanes: the reports of only some lanes usable when there are any, otherwise "all lanes".
 */
export function visitConditions(comments: readonly FeedbackItem[], now: Date, place: VisitPlace): ConditionLine[] {
  const since = now.getTime() - VISIT_CONDITIONS_DAYS * DAY_MS;
  // How many reports gave each answer, and the crowding answers of weekdays and the weekend apart.
  const answers = new Map<number, number>();
  const weekdays = { busy: 0, of: 0 };
  const weekends = { busy: 0, of: 0 };
  for (const item of comments) {
    if (item.type !== 'visit report' || item.report_date === null || Date.parse(item.report_date) < since) continue;
    for (const code of item.auto_post_types.split(',').map(Number)) {
      answers.set(code, (answers.get(code) ?? 0) + 1);
      if (!CROWDED_ANSWERS.includes(code)) continue;
      const group = onWeekend(item.report_date, place) ? weekends : weekdays;
      group.of += 1;
      if (code !== TrackStatus.CrowdedNot) group.busy += 1;
    }
  }

  const lines: ConditionLine[] = [];
  const say = (label: ConditionLabel, part: number, of: number) => lines.push({ label, part, of });
  const pattern = (group: typeof weekdays) => group.of >= 2 && group.busy * 2 > group.of;
  const busy = weekdays.busy + weekends.busy;
  const of = weekdays.of + weekends.of;
  if (pattern(weekdays) !== pattern(weekends)) {
    if (pattern(weekdays)) say('busyWeekdays', weekdays.busy, weekdays.of);
    else say('busyWeekends', weekends.busy, weekends.of);
  } else if (busy > 0) say('busy', busy, of);
  else if (of > 0) say('notBusy', of, of);

  const count = (code: number) => answers.get(code) ?? 0;
  for (const [allWell, allWellCode, problems] of QUESTIONS) {
    const answered = problems.reduce((sum, [, code]) => sum + count(code), count(allWellCode));
    const named = problems.filter(([, code]) => count(code) > 0);
    for (const [label, code] of named) say(label, count(code), answered);
    if (named.length === 0 && answered > 0) say(allWell, answered, answered);
  }
  return lines;
}
