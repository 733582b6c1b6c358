import { describe, expect, it } from 'vitest';
import { hoursAt, parseHours } from '../../src-shared/opening-hours';
import { holidayPlaceAt, hoursPlaceAt } from './hours-place';

describe('holidayPlaceAt: whose public holidays apply where a track is', () => {
  it('names the country, and the UK nation', () => {
    expect(holidayPlaceAt(-22.9, -43.2)).toEqual({ country_code: 'BR', holiday_region: null });
    expect(holidayPlaceAt(55.95, -3.19)).toEqual({ country_code: 'GB', holiday_region: 'Scotland' });
    expect(holidayPlaceAt(54.6, -5.93)).toEqual({ country_code: 'GB', holiday_region: 'Northern Ireland' });
    expect(holidayPlaceAt(-40, -140)).toEqual({ country_code: null, holiday_region: null });
  });

  it('lets "PH off" close a Brazilian track on Tiradentes day (21 April), not the day after', () => {
    const parsed = parseHours('Mo-Su 06:00-22:00; PH off', hoursPlaceAt(-22.9, -43.2));
    expect(parsed.ok && parsed.hours).toBeTruthy();
    const hours = parsed.ok ? parsed.hours : null;
    expect(hoursAt(hours, 'America/Sao_Paulo', new Date('2026-04-21T15:00:00Z')).state).toBe('closed');
    expect(hoursAt(hours, 'America/Sao_Paulo', new Date('2026-04-22T15:00:00Z')).state).toBe('open');
  });
});
