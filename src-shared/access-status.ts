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

export type AccessBadge = (
  | { kind: 'closure'; until: string; reason: string | null }
  | { kind: 'reported_closed'; status: number }
  | { kind: 'no_access'; access: 'closed' | 'members' | 'school_club' }
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
  if ((facts.access === 'closed' || facts.access === 'members' || facts.access === 'school_club') && !reportedOpenLater(confirmed.access)) {
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
