import { describe, expect, it } from 'vitest';
import { badgeText, basisText, confirmationText, dayHoursText, shortDateText, weekdayName, zonePlace } from './access-texts';
import { isStale } from '../../src-shared/access';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { ar } from '../../src-shared/catalogues/ar';
import { HOLIDAYS_UNKNOWN, hoursAt, parseHours } from '../../src-shared/opening-hours';
import type { Words } from '../../src-shared/track-text';

const PT: Words = { texts: pt, language: 'pt' };

describe('badgeText', () => {
  const today = '2026-03-02';
  it('words the badges of the issue', () => {
    expect(badgeText({ kind: 'open', until: { date: today, time: '21:00', weekday: 0 }, basis: null }, today)).toEqual({
      text: 'Open now · until 21:00',
      tone: 'open',
    });
    expect(badgeText({ kind: 'opens_at', time: '17:00', basis: null }, today).text).toBe('Opens at 17:00');
    expect(badgeText({ kind: 'closed_today', nextOpen: { date: '2026-03-03', time: '07:00', weekday: 1 }, basis: null }, today).text).toBe(
      'Closed today · opens Tue 07:00',
    );
    expect(badgeText({ kind: 'no_access', access: 'members', basis: null }, today).text).toBe('Members only');
    expect(badgeText({ kind: 'closure', until: '2026-03-03', reason: 'resurfacing', basis: null }, today).text).toBe(
      'Closed for resurfacing until 3 March',
    );
    expect(badgeText({ kind: 'closure', until: '2027-01-10', reason: null, basis: null }, today).text).toBe('Closed until 10 January 2027');
    expect(badgeText({ kind: 'no_hours', basis: null }, today)).toEqual({ text: 'No opening hours known', tone: 'unknown' });
  });

  it('says why hours naming holidays cannot be read where the holidays are not known', () => {
    const somewhere = parseHours('Mo-Fr 08:00-20:00; PH off', { lat: -40, lng: -140 });
    const hoursNow = hoursAt(somewhere.ok ? somewhere.hours : null, 'UTC', new Date('2026-03-02T12:00:00Z'));
    expect(badgeText({ kind: 'hours_unknown', comment: hoursNow.comment, basis: null }, today)).toEqual({
      text: 'Hours uncertain: the public holidays of this place are not known, so these hours cannot be read',
      tone: 'unknown',
    });
  });
});

describe('basisText', () => {
  it('says which fact the badge comes from', () => {
    expect(basisText({ fact: 'opening_hours', confirmation: { at: '2026-03-03T10:00:00.000Z', by: 'visit_report' } })).toBe(
      'From the opening hours, last confirmed by a visit report on March 3, 2026.',
    );
    expect(basisText({ fact: 'visit_report', at: '2026-03-03T10:00:00.000Z' })).toBe(
      'From a visit report on March 3, 2026, newer than the opening hours.',
    );
  });
});

describe('confirmationText', () => {
  it('presents only a check date as a check: an imported fact is confirmed on its check_date, else dated by the last edit on OpenStreetMap, else undated', () => {
    expect(confirmationText({ at: '2025-05-01T00:00:00.000Z', by: 'import', from: 'check_date' })).toBe(
      'last confirmed by OpenStreetMap on May 1, 2025',
    );
    expect(confirmationText({ at: '2023-03-12T09:15:00.000Z', by: 'import', from: 'last_edit' })).toBe(
      'as mapped on OpenStreetMap, last edited there on March 12, 2023',
    );
    expect(confirmationText({ at: null, by: 'import' })).toBe('imported, undated');
    expect(
      basisText({ fact: 'opening_hours', confirmation: { at: '2023-03-12T09:15:00.000Z', by: 'import', from: 'last_edit' } }, PT),
    ).toBe('Com base no horário de funcionamento, conforme mapeado no OpenStreetMap, editado lá pela última vez em 12 de março de 2023.');
    expect(basisText({ fact: 'access', confirmation: { at: null, by: 'import' } }, PT)).toBe(
      'Com base em quem pode usar a pista, de uma importação sem data.',
    );
  });

  it('marks a fact last edited over a year ago as possibly out of date, and an undated one not (nobody knows its age)', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(isStale({ at: '2023-03-12T09:15:00.000Z', by: 'import', from: 'last_edit' }, now)).toBe(true);
    expect(isStale({ at: '2025-09-12T09:15:00.000Z', by: 'import', from: 'last_edit' }, now)).toBe(false);
    expect(isStale({ at: null, by: 'import' }, now)).toBe(false);
  });
});

describe('dates and days', () => {
  it('formats closure dates and a day of hours', () => {
    expect(shortDateText('2026-03-03', '2026-01-01')).toBe('3 March');
    expect(dayHoursText({ date: '2026-03-02', weekday: 0, ranges: [] })).toBe('Closed');
    expect(dayHoursText({ date: '2026-03-02', weekday: 0, ranges: [{ from: '07:00', to: '21:00', unknown: false, comment: null }] })).toBe(
      '07:00–21:00',
    );
  });
});

describe('in the page language (issue 24)', () => {
  const today = '2026-03-02';
  it('words the badge, its basis and the week in the language, weekday names and dates from Intl', () => {
    expect(
      badgeText({ kind: 'closed_today', nextOpen: { date: '2026-03-03', time: '07:00', weekday: 1 }, basis: null }, today, PT).text,
    ).toBe('Fechada hoje · abre ter. às 07:00');
    expect(badgeText({ kind: 'closure', until: '2026-03-03', reason: 'reforma', basis: null }, today, PT).text).toBe(
      'Fechada até 3 de março (reforma)',
    );
    expect(badgeText({ kind: 'reported_closed', status: 41, basis: null }, today, PT).text).toBe(
      'Informada como fechada: Fechada para atividades escolares',
    );
    expect(badgeText({ kind: 'hours_unknown', comment: HOLIDAYS_UNKNOWN, basis: null }, today, PT).text).toBe(
      'Horário incerto: não conhecemos os feriados deste lugar, então não é possível ler este horário',
    );
    expect(basisText({ fact: 'access', confirmation: null }, PT)).toBe('Com base em quem pode usar a pista, nunca confirmado.');
    expect(basisText({ fact: 'visit_report', at: '2026-03-03T10:00:00.000Z' }, PT)).toBe(
      'Com base em um relato de visita de 3 de março de 2026, mais recente que o horário de funcionamento.',
    );
    expect(dayHoursText({ date: today, weekday: 0, ranges: [] }, PT)).toBe('Fechada');
    expect(dayHoursText({ date: today, weekday: 0, ranges: [{ from: '07:00', to: '21:00', unknown: true, comment: null }] }, PT)).toBe(
      '07:00–21:00 (incerto)',
    );
    // Right to left, the later hour would come first without a left-to-right run around the range.
    const arabic: Words = { texts: ar, language: 'ar' };
    expect(dayHoursText({ date: today, weekday: 0, ranges: [{ from: '07:00', to: '21:00', unknown: false, comment: null }] }, arabic)).toBe(
      '\u206607:00–21:00\u2069',
    );
    expect(weekdayName(6, 'pt')).toBe('dom.');
    expect(shortDateText('2027-01-10', today, 'pt')).toBe('10 de janeiro de 2027');
  });

  it('keeps English weekday names and the holidays text as the rest of the app has them', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((weekday) => weekdayName(weekday, 'en'))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(en.access.badge.holidaysUnknown).toBe(HOLIDAYS_UNKNOWN);
  });
});

describe('zonePlace', () => {
  it('names the place a time zone is named after, never its region', () => {
    expect(zonePlace('America/Sao_Paulo')).toBe('Sao Paulo');
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlace('Europe/London')).toBe('London');
    expect(zonePlace('UTC')).toBe('UTC');
  });
});
