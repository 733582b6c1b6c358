// The texts of a track's access, hours and fees (issue 14): the badge, which fact it comes
// from, the week's hours and the staleness prompt, in the page's language (issue 24): the words
// from its catalogue (access.*), weekday names and dates from Intl. Pure, tested beside.
import type { Confirmation } from '../../src-shared/access';
import { leftToRightRun } from '../../src-shared/bidi';
import { isRightToLeft, type Language } from '../../src-shared/languages';
import type { AccessBadge, BadgeBasis } from '../../src-shared/access-status';
import type { DayHours, WallMoment } from '../../src-shared/opening-hours';
import { ENGLISH, fill, longDateText, statusLabel, type Words } from '../../src-shared/track-text';

/** Why hours naming public holidays cannot be read (src-shared/opening-hours.ts HOLIDAYS_UNKNOWN, not imported: the library is large). */
const HOLIDAYS_UNKNOWN = ENGLISH.texts.access.badge.holidaysUnknown;

const WEEKDAYS = new Map<string, Intl.DateTimeFormat>();

/** A weekday's short name in the language (0 Monday … 6 Sunday): "Mon", "seg.", "月". */
export function weekdayName(weekday: number, language: string): string {
  let format = WEEKDAYS.get(language);
  if (!format) WEEKDAYS.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' })));
  // 1 January 2024 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, 1 + weekday)));
}

const DAY_MONTHS = new Map<string, Intl.DateTimeFormat>();

/** "3 March", with the year when it is not this year's; in the language's own order ("3 de março"). */
export function shortDateText(date: string, today: string, language = 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const withYear = date.slice(0, 4) !== today.slice(0, 4);
  const locale = language === 'en' ? 'en-GB' : language;
  const key = `${locale}|${withYear}`;
  let format = DAY_MONTHS.get(key);
  if (!format)
    DAY_MONTHS.set(
      key,
      (format = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      })),
    );
  return format.format(day);
}

/** The badge's words and its tone (open, closed or unknown). */
export function badgeText(
  badge: AccessBadge,
  today: string,
  words: Words = ENGLISH,
): { text: string; tone: 'open' | 'closed' | 'unknown' } {
  const texts = words.texts.access.badge;
  const opens = (next: WallMoment | null, closed: string, closedOpens: string) =>
    next ? fill(closedOpens, { day: weekdayName(next.weekday, words.language), time: next.time }) : closed;
  switch (badge.kind) {
    case 'open':
      return {
        text: badge.until && badge.until.date === today ? fill(texts.openUntil, { time: badge.until.time }) : texts.openNow,
        tone: 'open',
      };
    case 'opens_at':
      return { text: fill(texts.opensAt, { time: badge.time }), tone: 'closed' };
    case 'closed_now':
      return { text: opens(badge.nextOpen, texts.closedNow, texts.closedNowOpens), tone: 'closed' };
    case 'closed_today':
      return { text: opens(badge.nextOpen, texts.closedToday, texts.closedTodayOpens), tone: 'closed' };
    case 'closure': {
      const date = shortDateText(badge.until, today, words.language);
      return {
        text: badge.reason ? fill(texts.closedForUntil, { reason: badge.reason, date }) : fill(texts.closedUntil, { date }),
        tone: 'closed',
      };
    }
    case 'reported_closed':
      return { text: fill(texts.reportedClosed, { status: statusLabel(badge.status, words) }), tone: 'closed' };
    case 'no_access':
      return {
        text: badge.access === 'members' ? texts.members : badge.access === 'school_club' ? texts.schoolClub : texts.closed,
        tone: 'closed',
      };
    case 'hours_unknown': {
      // The library's own comments are the hours' (as mapped); only ours is in the page's words.
      const why = badge.comment === HOLIDAYS_UNKNOWN ? texts.holidaysUnknown : badge.comment;
      return { text: why ? fill(texts.uncertainWhy, { why }) : texts.uncertain, tone: 'unknown' };
    }
    case 'no_hours':
      return { text: texts.noHours, tone: 'unknown' };
  }
}

/**
 * "last confirmed by a visit report on March 3, 2026". An import is worded by what its date is:
 * a check (OSM's check_date), the last edit of the mapped place, or none: the page never
 * presents an edit, or no date at all, as a check.
 */
export function confirmationText(confirmation: Confirmation, words: Words = ENGLISH): string {
  const texts = words.texts.access.confirmed;
  if (confirmation.at === null) return texts.importUndated;
  const text = confirmation.by === 'import' && confirmation.from === 'last_edit' ? texts.importEdited : texts[confirmation.by];
  return fill(text, { date: longDateText(confirmation.at, words.locale ?? words.language) });
}

const BASIS_TEXTS = {
  closure: ['closure', 'closureNever'],
  access: ['access', 'accessNever'],
  opening_hours: ['hours', 'hoursNever'],
} as const;

/** Which fact the badge is read from, so the page says why it says what it says. */
export function basisText(basis: BadgeBasis | null, words: Words = ENGLISH): string {
  const texts = words.texts.access.basis;
  if (basis === null) return texts.noHours;
  if (basis.fact === 'visit_report') return fill(texts.visitReport, { date: longDateText(basis.at, words.locale ?? words.language) });
  const [confirmed, never] = BASIS_TEXTS[basis.fact];
  return basis.confirmation ? fill(texts[confirmed], { confirmed: confirmationText(basis.confirmation, words) }) : texts[never];
}

/**
 * The place a time zone is named after, as a runner reads it: "America/Sao_Paulo" is "Sao Paulo",
 * "America/Argentina/Buenos_Aires" "Buenos Aires" (the tz database's region is no place to name).
 */
export function zonePlace(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/** "07:00–21:00, 17:30–20:00" or "Closed". */
export function dayHoursText(day: DayHours, words: Words = ENGLISH): string {
  const texts = words.texts.access;
  if (day.ranges.length === 0) return texts.dayClosed;
  return day.ranges
    .map((r) => {
      const hours = leftToRightRun(`${r.from}–${r.to}`, isRightToLeft(words.language as Language));
      return `${r.unknown ? fill(texts.uncertainHours, { hours }) : hours}${r.comment ? ` (${r.comment})` : ''}`;
    })
    .join(', ');
}
