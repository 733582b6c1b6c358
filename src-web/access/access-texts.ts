// The texts of a track's access, hours and fees (issue 14): the badge, which fact it comes
// from, the week's hours and the staleness prompt. English, as the rest of the app outside
// the chat is; pure, tested beside.
import type { Confirmation, FactSource } from '../../src-shared/access';
import type { AccessBadge, BadgeBasis } from '../../src-shared/access-status';
import type { DayHours, WallMoment } from '../../src-shared/opening-hours';
import { longDateText, statusLabel } from '../../src-shared/track-text';

export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "3 March", with the year when it is not this year's. */
export function shortDateText(date: string, today: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return (date.slice(0, 4) === today.slice(0, 4) ? DAY_MONTH : DAY_MONTH_YEAR).format(day);
}

const nextOpenText = (next: WallMoment | null) => (next ? ` · opens ${WEEKDAY_NAMES[next.weekday]} ${next.time}` : '');

/** The badge's words and its tone (open, closed or unknown). */
export function badgeText(badge: AccessBadge, today: string): { text: string; tone: 'open' | 'closed' | 'unknown' } {
  switch (badge.kind) {
    case 'open':
      return { text: `Open now${badge.until && badge.until.date === today ? ` · until ${badge.until.time}` : ''}`, tone: 'open' };
    case 'opens_at':
      return { text: `Opens at ${badge.time}`, tone: 'closed' };
    case 'closed_now':
      return { text: `Closed now${nextOpenText(badge.nextOpen)}`, tone: 'closed' };
    case 'closed_today':
      return { text: `Closed today${nextOpenText(badge.nextOpen)}`, tone: 'closed' };
    case 'closure':
      return { text: `Closed${badge.reason ? ` for ${badge.reason}` : ''} until ${shortDateText(badge.until, today)}`, tone: 'closed' };
    case 'reported_closed':
      return { text: `Reported closed: ${statusLabel(badge.status)}`, tone: 'closed' };
    case 'no_access':
      return { text: badge.access === 'members' ? 'Members only' : badge.access === 'school_club' ? 'School or club use only' : 'Closed to the public', tone: 'closed' };
    case 'hours_unknown':
      return { text: `Hours uncertain${badge.comment ? `: ${badge.comment}` : ''}`, tone: 'unknown' };
    case 'no_hours':
      return { text: 'No opening hours known', tone: 'unknown' };
  }
}

const SOURCE_WORDS: Record<FactSource, string> = { edit: 'an edit', visit_report: 'a visit report', import: 'OpenStreetMap' };

/** "last confirmed by a visit report on March 3, 2026" */
export function confirmationText(confirmation: Confirmation): string {
  return `last confirmed by ${SOURCE_WORDS[confirmation.by]} on ${longDateText(confirmation.at)}`;
}

const FACT_WORDS = { closure: 'the temporary closure', access: `who may use it`, opening_hours: 'the opening hours' } as const;

/** Which fact the badge is read from, so the page says why it says what it says. */
export function basisText(basis: BadgeBasis | null): string {
  if (basis === null) return 'Nobody has entered opening hours for this track yet. If you know them, please edit the track.';
  if (basis.fact === 'visit_report') return `From a visit report on ${longDateText(basis.at)}, newer than the opening hours.`;
  const what = FACT_WORDS[basis.fact];
  return basis.confirmation ? `From ${what}, ${confirmationText(basis.confirmation)}.` : `From ${what}, never confirmed.`;
}

export const STALE_TEXT = 'Possibly out of date: not confirmed for over a year. Been there? Please check it in a visit report or edit the track.';

/** "07:00–21:00, 17:30–20:00" or "Closed". */
export function dayHoursText(day: DayHours): string {
  if (day.ranges.length === 0) return 'Closed';
  return day.ranges.map((r) => `${r.from}–${r.to}${r.unknown ? ' (uncertain)' : ''}${r.comment ? ` (${r.comment})` : ''}`).join(', ');
}
