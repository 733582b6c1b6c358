// The track form's weekly editor (issue 14): a from–to time per weekday, written as
// OpenStreetMap opening_hours syntax for people who do not know it, and read back from the
// simple values it writes. Anything richer (holidays, seasons, several ranges a day) is edited as text.

export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

export interface DayHoursInput {
  open: boolean;
  from: string;
  to: string;
}

export const CLOSED_DAY: DayHoursInput = { open: false, from: '07:00', to: '21:00' };

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

/** "Mo-Fr 07:00-21:00; Sa,Su 08:00-18:00"; days left closed are not written (closed is the default). */
export function weeklyToHours(days: readonly DayHoursInput[]): string {
  if (days.every((d) => d.open && d.from === '00:00' && d.to === '24:00')) return '24/7';
  const groups = new Map<string, number[]>();
  days.forEach((day, i) => {
    if (!day.open || !TIME.test(day.from) || !TIME.test(day.to)) return;
    const range = `${day.from}-${day.to}`;
    groups.set(range, [...(groups.get(range) ?? []), i]);
  });
  return [...groups].map(([range, indexes]) => `${daysText(indexes)} ${range}`).join('; ');
}

/** Runs of three or more days as "Mo-We", shorter ones listed: "Mo,Tu", "Mo-We,Fr". */
function daysText(indexes: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < indexes.length; ) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === indexes[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${WEEKDAYS[indexes[i]!]}-${WEEKDAYS[indexes[j]!]}`);
    else for (let k = i; k <= j; k++) parts.push(WEEKDAYS[indexes[k]!]!);
    i = j + 1;
  }
  return parts.join(',');
}

/** The week a value gives, when it is as simple as weeklyToHours writes; null for anything else (edit it as text). */
export function hoursToWeekly(value: string): DayHoursInput[] | null {
  const text = value.trim();
  if (text === '') return WEEKDAYS.map(() => ({ ...CLOSED_DAY }));
  if (text === '24/7') return WEEKDAYS.map(() => ({ open: true, from: '00:00', to: '24:00' }));
  const days: DayHoursInput[] = WEEKDAYS.map(() => ({ ...CLOSED_DAY }));
  for (const rule of text.split(/\s*;\s*/)) {
    const match = /^([A-Z][a-z](?:[-,][A-Z][a-z])*) (\d\d:\d\d)-(\d\d:\d\d)$/.exec(rule);
    if (!match || !TIME.test(match[2]!) || !TIME.test(match[3]!)) return null;
    const indexes = dayIndexes(match[1]!);
    if (!indexes || indexes.some((i) => days[i]!.open)) return null;
    for (const i of indexes) days[i] = { open: true, from: match[2]!, to: match[3]! };
  }
  return days;
}

function dayIndexes(text: string): number[] | null {
  const indexes: number[] = [];
  for (const part of text.split(',')) {
    const [first, last] = part.split('-').map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number]));
    if (first === undefined || first < 0 || (last !== undefined && last < first)) return null;
    for (let i = first; i <= (last ?? first); i++) indexes.push(i);
  }
  return indexes;
}
