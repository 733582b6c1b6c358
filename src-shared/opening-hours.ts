// Opening hours in OpenStreetMap's opening_hours syntax, read and evaluated by the opening_hours
// library in the track's own time zone. The library reads a Date's local fields (getHours, getDay)
// in whatever zone the runtime has: UTC in a Worker, the visitor's zone in a browser. So the
// track's wall-clock time is handed to it as a Date whose local fields are that wall-clock time,
// and what it answers is read back as wall-clock fields. "Open now" is then where the track is,
// never where the server or the visitor is.
import OpeningHours from 'opening_hours';
import { wallClock, wallDate, wallTime, wallWeekday } from './wall-clock';

/** Where a track is: its coordinates (for sunrise and sunset) and, when known, its country for public holidays. */
export interface HoursPlace {
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2, for the holidays of PH (public holiday) and SH (school holiday) rules. */
  countryCode?: string | null;
  /** The region, where the library keeps a country's holidays per region only (the UK's nations). */
  state?: string | null;
}

/**
 * The library can only evaluate PH and SH rules where it knows the place's holidays, and throws
 * where it does not (no country, or one it has no list for). Such hours stay valid; what they say
 * is unknown, and the answer says why rather than guessing (the badge: "Hours uncertain: the public
 * holidays of this place are not known, …").
 */
export const HOLIDAYS_UNKNOWN = 'the public holidays of this place are not known, so these hours cannot be read';

/** The library's time-range mode, with warnings left out (they do not stop a value from working). */
const TIME_RANGES = { mode: 0, tag_key: undefined, map_value: undefined, warnings_severity: 0, locale: 'en' } as const;

function nominatim(place: HoursPlace) {
  // The library reads the coordinates only as strings (as Nominatim answers them), though its
  // types say numbers: given numbers it silently takes sunrise at 06:00 and sunset at 18:00 everywhere.
  const [lat, lon] = [String(place.lat), String(place.lng)] as unknown as [number, number];
  return { lat, lon, address: { country_code: (place.countryCode ?? '').toLowerCase(), state: place.state ?? '' } };
}

/**
 * Good hours, read by the library; good hours it cannot read at this place (`hours: null`: they
 * name holidays it does not know there); or the library's own words for what is wrong.
 */
export type ParsedHours = { ok: true; hours: OpeningHours | null } | { ok: false; error: string };

/** A place whose public and school holidays the library knows, to tell a syntax error from unknown holidays. */
const HOLIDAYS_KNOWN: HoursPlace = { lat: 52.52, lng: 13.4, countryCode: 'DE', state: 'Berlin' };

const read = (value: string, place: HoursPlace) => new OpeningHours(value, nominatim(place), TIME_RANGES as never);

export function parseHours(value: string, place: HoursPlace): ParsedHours {
  try {
    return { ok: true, hours: read(value, place) };
  } catch (error) {
    // The library also evaluates while reading, and throws when a PH or SH rule meets a place
    // whose holidays it does not know: read where it knows them to tell that from a syntax error.
    try {
      read(value, HOLIDAYS_KNOWN);
      return { ok: true, hours: null };
    } catch {
      // The library throws a string that quotes the value and points at the problem ("<---").
      return { ok: false, error: String(error instanceof Error ? error.message : error).trim() };
    }
  }
}

/** A message naming the syntax error, or null when the value is good opening hours. */
export function hoursSyntaxError(value: string, place: HoursPlace = { lat: 0, lng: 0 }): string | null {
  const parsed = parseHours(value, place);
  return parsed.ok ? null : parsed.error;
}

// ---- Evaluation ---------------------------------------------------------------------------

export interface WallMoment {
  date: string;
  time: string;
  weekday: number;
}

const moment = (wall: Date): WallMoment => ({ date: wallDate(wall), time: wallTime(wall), weekday: wallWeekday(wall) });

export interface HoursNow {
  state: 'open' | 'closed' | 'unknown';
  /** The next change of state within a week, in the track's wall-clock time. */
  next: WallMoment | null;
  /** The next opening within a week, when closed now. */
  nextOpen: WallMoment | null;
  /** Whether the hours open at all on the track's today (before or after now). */
  opensToday: boolean;
  comment: string | null;
}

const WEEK_MS = 7 * 86_400_000;

const UNREADABLE: HoursNow = { state: 'unknown', next: null, nextOpen: null, opensToday: false, comment: HOLIDAYS_UNKNOWN };

/** Open, closed or unknown at an instant; unknown, saying why, for hours that cannot be read at the place (null). */
export function hoursAt(hours: OpeningHours | null, timeZone: string, now: Date): HoursNow {
  if (!hours) return UNREADABLE;
  try {
    return evaluateAt(hours, timeZone, now);
  } catch {
    return UNREADABLE;
  }
}

function evaluateAt(hours: OpeningHours, timeZone: string, now: Date): HoursNow {
  const wall = wallClock(now, timeZone);
  const [open, nextChange, unknown, comment] = hours.getStatePair(wall);
  const weekLater = new Date(wall.getTime() + WEEK_MS);
  const dayStart = new Date(wall.getFullYear(), wall.getMonth(), wall.getDate());
  const dayEnd = new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() + 1);
  const opensToday = hours.getOpenIntervals(dayStart, dayEnd).some(([, , isUnknown]) => !isUnknown);
  let nextOpen: Date | undefined;
  if (!open) {
    const upcoming = hours.getOpenIntervals(wall, weekLater).find(([from, , isUnknown]) => !isUnknown && from.getTime() >= wall.getTime());
    nextOpen = upcoming?.[0];
  }
  return {
    state: unknown ? 'unknown' : open ? 'open' : 'closed',
    next: nextChange && nextChange.getTime() <= weekLater.getTime() ? moment(nextChange) : null,
    nextOpen: nextOpen ? moment(nextOpen) : null,
    opensToday,
    comment: comment ?? null,
  };
}

export interface DayHours {
  date: string;
  weekday: number;
  /** "07:00"–"21:00" pieces; an end at midnight is "24:00". */
  ranges: { from: string; to: string; unknown: boolean; comment: string | null }[];
}

/**
 * The next seven days' hours from the track's today, in its wall-clock time, holidays included;
 * null where they name holidays the library does not know for the place.
 */
export function weekAhead(hours: OpeningHours | null, timeZone: string, now: Date): DayHours[] | null {
  if (!hours) return null;
  try {
    return daysAhead(hours, timeZone, now);
  } catch {
    return null;
  }
}

function daysAhead(hours: OpeningHours, timeZone: string, now: Date): DayHours[] {
  const today = wallClock(now, timeZone);
  const days: DayHours[] = [];
  for (let i = 0; i < 7; i++) {
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i);
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i + 1);
    days.push({
      date: wallDate(start),
      weekday: wallWeekday(start),
      ranges: hours.getOpenIntervals(start, end).map(([from, to, unknown, comment]) => ({
        from: wallTime(from),
        to: to.getTime() >= end.getTime() ? '24:00' : wallTime(to),
        unknown,
        comment: comment ?? null,
      })),
    });
  }
  return days;
}

// ---- The week pattern the map filters by ---------------------------------------------------

/** Quarter hours of a week, Monday 00:00 first. */
export const QUARTERS_PER_WEEK = 7 * 96;

/** The quarter hour of the week (0 … 671) the track's wall clock shows at an instant. */
export function quarterOfWeek(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return wallWeekday(wall) * 96 + wall.getHours() * 4 + Math.floor(wall.getMinutes() / 15);
}

/** Weeks read for the week pattern, from the one that contains `now`. */
const PATTERN_WEEKS = 5;

/**
 * The typical week the hours describe, as 168 hex digits: one per hour of the week from Monday
 * 00:00 in the track's wall-clock time, its four bits the quarters (8 = :00, 4 = :15, 2 = :30,
 * 1 = :45). A quarter is set when the hours say open (not unknown) at its start in most of the
 * five weeks from the one that contains `now`: a public holiday closes one week's day, not the
 * pattern (Christmas and New Year fall on the same weekday, in two of the five), and a seasonal
 * value gives the season of `now`. Kept in wall-clock time, so a DST change moves nothing. The
 * map's "open now" filter reads it in SQL (db/map.ts); null where the hours cannot be read.
 */
export function weekPattern(hours: OpeningHours | null, timeZone: string, now: Date): string | null {
  if (!hours) return null;
  const wall = wallClock(now, timeZone);
  const openWeeks = new Uint8Array(QUARTERS_PER_WEEK);
  try {
    for (let week = 0; week < PATTERN_WEEKS; week++) {
      const day = new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() + 7 * week);
      weekQuarters(hours, day).forEach((open, q) => (openWeeks[q]! += open));
    }
  } catch {
    return null;
  }
  let hex = '';
  const bit = (q: number) => (openWeeks[q]! * 2 > PATTERN_WEEKS ? 1 : 0);
  for (let h = 0; h < QUARTERS_PER_WEEK; h += 4) hex += ((bit(h) << 3) | (bit(h + 1) << 2) | (bit(h + 2) << 1) | bit(h + 3)).toString(16);
  return hex;
}

/** The quarters open (1) in the week, Monday to Sunday, that contains the wall-clock day `wall`. */
function weekQuarters(hours: OpeningHours, wall: Date): Uint8Array {
  const monday = new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() - wallWeekday(wall));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  const quarters = new Uint8Array(QUARTERS_PER_WEEK);
  // Days and minutes are counted from the wall-clock fields, never from milliseconds, so a DST
  // change in the runtime's own zone cannot shift a quarter.
  const quarterOf = (d: Date) => {
    const days = Math.round(
      (Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(monday.getFullYear(), monday.getMonth(), monday.getDate())) /
        86_400_000,
    );
    return Math.min(QUARTERS_PER_WEEK, days * 96 + d.getHours() * 4 + Math.ceil(d.getMinutes() / 15 - 1e-9));
  };
  for (const [from, to, unknown] of hours.getOpenIntervals(monday, sunday)) {
    if (unknown) continue;
    const end = to.getTime() >= sunday.getTime() ? QUARTERS_PER_WEEK : quarterOf(to);
    for (let q = quarterOf(from); q < end; q++) quarters[q] = 1;
  }
  return quarters;
}
