// A time zone's wall-clock time, as a Date whose local fields hold it: what the opening_hours
// library reads (src-shared/opening-hours.ts), and the track's calendar day, without the library.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, instant: Date) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The zone's wall-clock time at an instant, as a Date whose local fields are that time (what the library reads). */
export function wallClock(instant: Date, timeZone: string): Date {
  const p = partsIn(timeZone, instant);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "2026-03-03" of a wall-clock Date. */
export const wallDate = (wall: Date) => `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
/** "17:00" of a wall-clock Date. */
export const wallTime = (wall: Date) => `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
/** Monday 0 … Sunday 6. */
export const wallWeekday = (wall: Date) => (wall.getDay() + 6) % 7;

/** The track's calendar day at an instant (YYYY-MM-DD). */
export const localDate = (instant: Date, timeZone: string) => wallDate(wallClock(instant, timeZone));
