// The track page's access badge (issue 14): "Open now", "Opens at 17:00", "Closed today",
// "Members only", "Closed for resurfacing until 3 March", or that no hours are known. It sits
// beside the spec's own status texts (section 4) and never contradicts them: when a visit
// report of a closed track is newer than the facts the badge would be read from, the report
// wins, and the badge says which fact it comes from. Pure: the hours are evaluated by the
// caller (src-shared/opening-hours.ts), so this rule runs and is tested without the library.
import { ReportSource, TrackStatus } from './enums';
import type { AccessFacts, Confirmation, Confirmations } from './access';
import type { HoursNow, WallMoment } from './opening-hours';

export interface AccessSituation {
  facts: Pick<AccessFacts, 'access' | 'opening_hours' | 'closed_until' | 'closure_reason'>;
  confirmed: Confirmations;
  /** The spec's derived public-access answer (section 3). */
  status: number | null;
  status_source: number | null;
  status_updated: string | null;
  /** The opening hours evaluated now where the track is; null when it has none. */
  hoursNow: HoursNow | null;
  /** The track's calendar day now (YYYY-MM-DD). */
  today: string;
}

/** Which fact a badge comes from, and when that fact was last confirmed. */
export type BadgeBasis =
  | { fact: 'visit_report'; at: string }
  | { fact: 'closure' | 'access' | 'opening_hours'; confirmation: Confirmation | null };

/** Who may use it, where that is not a runner from the public: the page, the filters and the chat keep these apart. */
export const NOT_FOR_THE_PUBLIC = ['closed', 'members', 'school_club'] as const;
export type NotForThePublic = (typeof NOT_FOR_THE_PUBLIC)[number];

/** Who may use it, where a runner from the public may: always, or at set times. */
export const FOR_THE_PUBLIC = ['public', 'public_hours'] as const;

export const isNotForThePublic = (access: string | null): access is NotForThePublic =>
  (NOT_FOR_THE_PUBLIC as readonly (string | null)[]).includes(access);

export type AccessBadge = (
  | { kind: 'closure'; until: string; reason: string | null }
  | { kind: 'reported_closed'; status: number }
  | { kind: 'no_access'; access: NotForThePublic }
  | { kind: 'open'; until: WallMoment | null }
  | { kind: 'opens_at'; time: string }
  | { kind: 'closed_now' | 'closed_today'; nextOpen: WallMoment | null }
  | { kind: 'hours_unknown'; comment: string | null }
  | { kind: 'no_hours' }
) & { basis: BadgeBasis | null };

/** Every "open to the public?" answer but "open" says the track was found closed. */
export function isClosedStatus(status: number | null): boolean {
  return status !== null && status !== TrackStatus.OpenPublicAccess;
}

const fromVisitors = (source: number | null) => source === ReportSource.VisitReport || source === ReportSource.Admin;

/**
 * Whether the visitors' answer is as new as a fact's last confirmation, or newer (an unconfirmed
 * or undated fact is older than any answer). A visit report names a day, not a time, so days are compared:
 * a runner who finds the track closed today outweighs hours entered this morning.
 */
function answeredAfter(s: AccessSituation, confirmation: Confirmation | undefined): boolean {
  if (!fromVisitors(s.status_source) || s.status_updated === null) return false;
  return !confirmation || confirmation.at === null || s.status_updated.slice(0, 10) >= confirmation.at.slice(0, 10);
}

export function accessBadge(s: AccessSituation): AccessBadge {
  const { facts, confirmed } = s;
  const reportedOpenLater = (c: Confirmation | undefined) => s.status === TrackStatus.OpenPublicAccess && answeredAfter(s, c);
  const reportedClosedLater = (c: Confirmation | undefined) => isClosedStatus(s.status) && answeredAfter(s, c);

  if (facts.closed_until !== null && s.today <= facts.closed_until && !reportedOpenLater(confirmed.closed_until)) {
    return {
      kind: 'closure',
      until: facts.closed_until,
      reason: facts.closure_reason,
      basis: { fact: 'closure', confirmation: confirmed.closed_until ?? null },
    };
  }
  // The newest of the facts the badge could be read from: a closed answer newer than all wins.
  const newest = [confirmed.access, confirmed.opening_hours]
    .filter((c): c is Confirmation => !!c)
    .sort((a, b) => ((a.at ?? '') < (b.at ?? '') ? 1 : -1))[0];
  if (reportedClosedLater(newest)) {
    return { kind: 'reported_closed', status: s.status!, basis: { fact: 'visit_report', at: s.status_updated! } };
  }
  if (isNotForThePublic(facts.access) && !reportedOpenLater(confirmed.access)) {
    return { kind: 'no_access', access: facts.access, basis: { fact: 'access', confirmation: confirmed.access ?? null } };
  }
  const hours = s.hoursNow;
  if (hours === null) return { kind: 'no_hours', basis: null };
  const basis: BadgeBasis = { fact: 'opening_hours', confirmation: confirmed.opening_hours ?? null };
  if (hours.state === 'unknown') return { kind: 'hours_unknown', comment: hours.comment, basis };
  if (hours.state === 'open') return { kind: 'open', until: hours.next, basis };
  if (hours.nextOpen && hours.nextOpen.date === s.today) return { kind: 'opens_at', time: hours.nextOpen.time, basis };
  return { kind: hours.opensToday ? 'closed_now' : 'closed_today', nextOpen: hours.nextOpen, basis };
}

/**
 * One truth on a page (issue 37): what the hours and the fee on record mean beside the badge.
 * Who may use a track outranks its hours and its fee, and what runners find outranks both, so
 * the access block never says "Closed to the public" beside this week's opening hours and "Free":
 * - closed to the public: the hours are no opening hours and the fee is no price a runner can
 *   pay; the page shows no week and calls both "on record";
 * - members, or a school or club: the hours and the fee are theirs, and the page says so;
 * - a temporary closure: the week shows the usual hours, for after the closure;
 * - a runner found it closed, newer than the hours: the week shows the hours on record;
 * - otherwise the week is this week's opening hours and the fee is what a runner pays.
 * The map's "Free" and "Open now" filters and the chat read the same rule (freeToRun).
 */
export interface FactsFrame {
  /** How the week's hours are titled; none: no week is shown. */
  week: 'this_week' | 'members' | 'school_club' | 'after_closure' | 'on_record' | 'none';
  /** Whose fee the fee is: a runner's, members', the school's or club's, or one on record only. */
  fee: 'runner' | 'members' | 'school_club' | 'on_record';
}

export function factsFrame(badge: AccessBadge): FactsFrame {
  switch (badge.kind) {
    case 'no_access':
      return badge.access === 'closed' ? { week: 'none', fee: 'on_record' } : { week: badge.access, fee: badge.access };
    case 'closure':
      return { week: 'after_closure', fee: 'runner' };
    case 'reported_closed':
      return { week: 'on_record', fee: 'runner' };
    default:
      return { week: 'this_week', fee: 'runner' };
  }
}

/**
 * Whether a runner from the public uses the track without paying: true when it is free and open
 * to them, false when it costs or they may not use it, null when nobody has said. The "Free"
 * filter of the map and the chat keep the tracks where this is true.
 */
export function freeToRun(access: string | null, fee: boolean | number | null): boolean | null {
  if (isNotForThePublic(access)) return false;
  return fee === null ? null : !fee;
}

/**
 * Whether a runner from the public may use the track, as the "Public access" filter of the map and
 * the chat keep it: by who may use it, and where nobody has said that, by the visitors' answer
 * (the spec's status "Open to the public"). Unknown is not open.
 */
export function openToThePublic(access: string | null, status: number | null): boolean {
  if (access !== null) return (FOR_THE_PUBLIC as readonly string[]).includes(access);
  return status === TrackStatus.OpenPublicAccess;
}
