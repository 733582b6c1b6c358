import { describe, expect, it } from 'vitest';
import {
  HOLIDAYS_UNKNOWN,
  hoursAt,
  hoursSyntaxError,
  parseHours,
  quarterOfWeek,
  weekAhead,
  weekPattern,
  type HoursPlace,
} from './opening-hours';

const LONDON: HoursPlace = { lat: 51.5, lng: -0.12 };
const NEW_YORK: HoursPlace = { lat: 40.7, lng: -74 };
const SYDNEY: HoursPlace = { lat: -33.87, lng: 151.2 };
const BERLIN: HoursPlace = { lat: 52.52, lng: 13.4, countryCode: 'DE', state: 'Berlin' };

function hours(value: string, place: HoursPlace) {
  const parsed = parseHours(value, place);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.hours;
}

describe('hoursAt: open or not where the track is', () => {
  const weekdays = hours('Mo-Fr 07:00-21:00', LONDON);

  it('reads the hours in the track time zone, with summer time', () => {
    // 06:30 UTC on a July Monday is 07:30 in London (BST).
    expect(hoursAt(weekdays, 'Europe/London', new Date('2026-07-06T06:30:00Z'))).toMatchObject({
      state: 'open',
      next: { time: '21:00', date: '2026-07-06' },
    });
    // 06:30 UTC on a January Monday is 06:30 in London (GMT): it opens at 07:00 today.
    expect(hoursAt(weekdays, 'Europe/London', new Date('2026-01-05T06:30:00Z'))).toMatchObject({
      state: 'closed',
      opensToday: true,
      nextOpen: { time: '07:00', date: '2026-01-05', weekday: 0 },
    });
  });

  it('gives the next opening on another day, and says when the day has no hours at all', () => {
    // Saturday 12:00 in London.
    expect(hoursAt(weekdays, 'Europe/London', new Date('2026-01-10T12:00:00Z'))).toMatchObject({
      state: 'closed',
      opensToday: false,
      nextOpen: { time: '07:00', date: '2026-01-12', weekday: 0 },
    });
  });

  it('follows a DST change: the same UTC time is before opening one day and after it the next', () => {
    const daily = hours('Mo-Su 06:00-22:00', NEW_YORK);
    // 2026-03-08 is the day New York moves to EDT (UTC-4): 10:30 UTC is 06:30.
    expect(hoursAt(daily, 'America/New_York', new Date('2026-03-08T10:30:00Z')).state).toBe('open');
    // The day before, in EST (UTC-5), 10:30 UTC is 05:30.
    expect(hoursAt(daily, 'America/New_York', new Date('2026-03-07T10:30:00Z')).state).toBe('closed');
    // And back in November (EST again).
    expect(hoursAt(daily, 'America/New_York', new Date('2026-11-02T10:30:00Z')).state).toBe('closed');
  });

  it('uses the track day, not the UTC day', () => {
    const mondayMornings = hours('Mo 06:00-08:00', SYDNEY);
    // Sunday 19:30 UTC is Monday 06:30 in Sydney (AEDT, UTC+11).
    expect(hoursAt(mondayMornings, 'Australia/Sydney', new Date('2026-03-01T19:30:00Z')).state).toBe('open');
    expect(hoursAt(mondayMornings, 'Europe/London', new Date('2026-03-01T19:30:00Z')).state).toBe('closed');
  });

  it('knows public holidays when the country is known', () => {
    const value = 'Mo-Fr 08:00-20:00; PH off';
    // Christmas Day 2026 is a Friday: 11:00 in Berlin.
    expect(hoursAt(hours(value, BERLIN), 'Europe/Berlin', new Date('2026-12-25T10:00:00Z')).state).toBe('closed');
    expect(hoursAt(hours(value, BERLIN), 'Europe/Berlin', new Date('2026-12-23T10:00:00Z')).state).toBe('open');
  });

  it('reads the holidays of the UK nation the track is in', () => {
    const value = 'Mo-Su 08:00-20:00; PH off';
    const scotland = hours(value, { lat: 55.95, lng: -3.19, countryCode: 'GB', state: 'Scotland' });
    const england = hours(value, { lat: 51.5, lng: -0.12, countryCode: 'GB', state: 'England' });
    // 2 January is a bank holiday in Scotland only.
    expect(hoursAt(scotland, 'Europe/London', new Date('2026-01-02T12:00:00Z')).state).toBe('closed');
    expect(hoursAt(england, 'Europe/London', new Date('2026-01-02T12:00:00Z')).state).toBe('open');
  });

  it('says the hours cannot be read, instead of failing, where the holidays of the place are not known', () => {
    const somewhere = hours('Mo-Fr 08:00-20:00; PH off', LONDON);
    expect(hoursAt(somewhere, 'Europe/London', new Date('2026-01-07T12:00:00Z'))).toEqual({
      state: 'unknown',
      next: null,
      nextOpen: null,
      opensToday: false,
      comment: HOLIDAYS_UNKNOWN,
    });
    expect(weekAhead(somewhere, 'Europe/London', new Date('2026-01-07T12:00:00Z'))).toBeNull();
  });

  it('says unknown when the hours say so', () => {
    expect(
      hoursAt(hours('Mo-Su 08:00-20:00 unknown "ask at the gate"', LONDON), 'Europe/London', new Date('2026-01-05T12:00:00Z')),
    ).toMatchObject({
      state: 'unknown',
      comment: 'ask at the gate',
    });
  });
});

describe('hoursSyntaxError', () => {
  it('names the error the library finds', () => {
    expect(hoursSyntaxError('Mo-Fr 25:00-26')).toMatch(/Time range does not continue as expected/);
    expect(hoursSyntaxError('Mo-Fr 07:00-21:00; Sa 08:00-12:00')).toBeNull();
    expect(hoursSyntaxError('24/7')).toBeNull();
  });

  it('accepts holidays anywhere: not knowing a place holidays is no syntax error', () => {
    expect(hoursSyntaxError('Mo-Fr 08:00-20:00; PH off')).toBeNull();
    expect(hoursSyntaxError('Mo-Fr 08:00-20:00; SH off; PH 10:00-12:00', LONDON)).toBeNull();
    expect(parseHours('Mo-Fr 08:00-20:00; PH off', LONDON)).toEqual({ ok: true, hours: null });
    expect(hoursSyntaxError('Mo-Fr 08:00-20:00; PH of')).toMatch(/PH of/);
  });
});

describe('quarterOfWeek', () => {
  it('counts quarters of the week from Monday 00:00 where the track is', () => {
    // Monday 2026-01-05 07:20 in London: quarter 7 * 4 + 1.
    expect(quarterOfWeek(new Date('2026-01-05T07:20:00Z'), 'Europe/London')).toBe(29);
    // The same instant is Monday 02:20 in New York.
    expect(quarterOfWeek(new Date('2026-01-05T07:20:00Z'), 'America/New_York')).toBe(9);
    // Kathmandu is UTC+5:45: 07:20 UTC is 13:05.
    expect(quarterOfWeek(new Date('2026-01-05T07:20:00Z'), 'Asia/Kathmandu')).toBe(52);
  });
});

describe('weekPattern', () => {
  it('sets the quarters the hours are open', () => {
    const pattern = weekPattern(hours('Mo-Fr 07:00-21:00; Sa 07:30-08:15', LONDON), 'Europe/London', new Date('2026-01-07T12:00:00Z'));
    expect(pattern).toHaveLength(168);
    expect(pattern!.slice(0, 24)).toBe('0000000ffffffffffffff000');
    // Saturday (day 5): 07:30 and 07:45, then 08:00.
    expect(pattern!.slice(5 * 24 + 7, 5 * 24 + 9)).toBe('38');
    expect(pattern!.slice(6 * 24)).toBe('0'.repeat(24));
  });

  it('is the same in a week with a DST change (it is kept in wall-clock time)', () => {
    const daily = hours('Mo-Su 06:00-22:00', NEW_YORK);
    const dstWeek = weekPattern(daily, 'America/New_York', new Date('2026-03-08T12:00:00Z'))!;
    const plainWeek = weekPattern(daily, 'America/New_York', new Date('2026-02-20T12:00:00Z'))!;
    expect(dstWeek).toBe(plainWeek);
    expect(dstWeek.slice(6 * 24, 7 * 24)).toBe('000000ffffffffffffffff00');
  });

  it('is the typical week: a public holiday in it does not close its weekday for good', () => {
    const weekdays = hours('Mo-Fr 08:00-20:00; PH off', BERLIN);
    // Written on Christmas Eve 2026: Christmas Day and New Year's Day are both Fridays.
    const friday = weekPattern(weekdays, 'Europe/Berlin', new Date('2026-12-24T10:00:00Z'))!.slice(4 * 24, 5 * 24);
    expect(friday).toBe('00000000ffffffffffff0000');
  });

  it('is null where the hours name holidays the library does not know for the place', () => {
    expect(weekPattern(hours('Mo-Fr 08:00-20:00; PH off', LONDON), 'Europe/London', new Date('2026-01-07T12:00:00Z'))).toBeNull();
  });

  it('marks a midnight-crossing range on both days', () => {
    const late = weekPattern(hours('Fr 22:00-02:00', LONDON), 'Europe/London', new Date('2026-01-07T12:00:00Z'))!;
    expect(late.slice(4 * 24 + 22, 4 * 24 + 24)).toBe('ff');
    expect(late.slice(5 * 24, 5 * 24 + 3)).toBe('ff0');
  });
});

describe('weekAhead', () => {
  it('lists seven days from the track today, with holidays', () => {
    const days = weekAhead(hours('Mo-Fr 08:00-20:00; PH off', BERLIN), 'Europe/Berlin', new Date('2026-12-24T10:00:00Z'));
    expect(days!.map((d) => d.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
    ]);
    expect(days![0]!.ranges).toEqual([{ from: '08:00', to: '20:00', unknown: false, comment: null }]);
    expect(days![1]!.ranges).toEqual([]);
    expect(days![2]!.ranges).toEqual([]);
  });

  it('ends a range at midnight as 24:00', () => {
    const days = weekAhead(hours('24/7', LONDON), 'Europe/London', new Date('2026-01-05T12:00:00Z'))!;
    expect(days![0]!.ranges).toEqual([{ from: '00:00', to: '24:00', unknown: false, comment: null }]);
  });
});

describe('hours by the sun', () => {
  it('sunrise and sunset are those of the place, not 06:00 to 18:00 everywhere', () => {
    const stockholm = hours('sunrise-sunset', { lat: 59.33, lng: 18.07 })!;
    const open = stockholm.getOpenIntervals(new Date('2026-06-21T00:00:00Z'), new Date('2026-06-22T00:00:00Z'));
    // Midsummer in Stockholm: the sun rises before 02:00 and sets after 20:00 UTC.
    expect(open[0]![0].getTime()).toBeLessThan(Date.parse('2026-06-21T02:00:00Z'));
    expect(open[0]![1].getTime()).toBeGreaterThan(Date.parse('2026-06-21T20:00:00Z'));
  });
});
