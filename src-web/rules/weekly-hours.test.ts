import { describe, expect, it } from 'vitest';
import { hoursSyntaxError } from '../../src-shared/opening-hours';
import { CLOSED_DAY, hoursToWeekly, weeklyToHours, type DayHoursInput } from './weekly-hours';

const open = (from: string, to: string): DayHoursInput => ({ open: true, from, to });

describe('weeklyToHours', () => {
  it('writes runs of days as ranges and the rest as lists', () => {
    const week = [
      open('07:00', '21:00'),
      open('07:00', '21:00'),
      open('07:00', '21:00'),
      open('07:00', '21:00'),
      open('07:00', '21:00'),
      open('08:00', '18:00'),
      open('08:00', '18:00'),
    ];
    expect(weeklyToHours(week)).toBe('Mo-Fr 07:00-21:00; Sa,Su 08:00-18:00');
    const odd = [open('06:00', '08:00'), CLOSED_DAY, open('06:00', '08:00'), CLOSED_DAY, open('06:00', '08:00'), CLOSED_DAY, CLOSED_DAY];
    expect(weeklyToHours(odd)).toBe('Mo,We,Fr 06:00-08:00');
  });

  it('writes every day round the clock as 24/7, and nothing for a closed week', () => {
    expect(weeklyToHours(Array.from({ length: 7 }, () => open('00:00', '24:00')))).toBe('24/7');
    expect(weeklyToHours(Array.from({ length: 7 }, () => CLOSED_DAY))).toBe('');
  });

  it('writes what the opening_hours library accepts, and reads it back', () => {
    const week = [
      open('07:00', '21:00'),
      open('07:00', '21:00'),
      open('07:00', '21:00'),
      CLOSED_DAY,
      open('07:00', '21:00'),
      open('09:30', '12:00'),
      CLOSED_DAY,
    ];
    const value = weeklyToHours(week);
    expect(value).toBe('Mo-We,Fr 07:00-21:00; Sa 09:30-12:00');
    expect(hoursSyntaxError(value)).toBeNull();
    expect(hoursToWeekly(value)).toEqual(week);
  });
});

describe('hoursToWeekly', () => {
  it('gives null for values richer than the editor', () => {
    expect(hoursToWeekly('Mo-Fr 07:00-09:00,17:00-21:00')).toBeNull();
    expect(hoursToWeekly('Mo-Fr 07:00-21:00; PH off')).toBeNull();
    expect(hoursToWeekly('sunrise-sunset')).toBeNull();
  });
});
