import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from './api-types';
import { TrackStatus } from './enums';
import { recentVisitSummary, visitConditions } from './visit-summary';

const NOW = new Date('2026-11-26T12:00:00Z');
const visit = (reportDate: string, codes: string, paid: boolean | null = null): FeedbackItem => ({
  id: 1,
  type: 'visit report',
  text: '',
  text_translated: null,
  auto_translated: false,
  poster_name: '',
  created: reportDate,
  report_date: reportDate,
  auto_post_types: codes,
  paid,
});

describe('recentVisitSummary', () => {
  it('counts open and closed answers and fee answers of the last 30 days only', () => {
    const summary = recentVisitSummary(
      [
        visit('2026-11-25T00:00:00.000Z', '1,11', false),
        visit('2026-11-20T00:00:00.000Z', '1', true),
        visit('2026-11-10T00:00:00.000Z', '44,60'),
        visit('2026-11-01T00:00:00.000Z', '0'),
        // Older than 30 days: not counted.
        visit('2026-10-20T00:00:00.000Z', '1', true),
        // Crowded and lanes only: no open-status answer.
        visit('2026-11-24T00:00:00.000Z', '12,70', true),
        { ...visit('2026-11-24T00:00:00.000Z', '1'), type: 'comment' },
      ],
      NOW,
    );
    expect(summary).toEqual({ foundOpen: 2, foundClosed: 2, paid: 2, free: 1 });
  });

  it('is all zero without visit reports', () => {
    expect(recentVisitSummary([], NOW)).toEqual({ foundOpen: 0, foundClosed: 0, paid: 0, free: 0 });
  });
});

describe('visitConditions', () => {
  const { CrowdedNot: not, CrowdedSome: some, CrowdedVery: very } = TrackStatus;
  const SAO_PAULO = { time_zone: 'America/Sao_Paulo', country_code: 'BR' };
  // November 2026: the 23rd to 25th are Monday to Wednesday, the 20th a Friday, the 21st and 22nd the weekend.
  const on = (day: string, ...codes: number[]) => visit(`2026-${day}T00:00:00.000Z`, codes.join(','));
  const conditions = (...reports: FeedbackItem[]) => visitConditions(reports, NOW, SAO_PAULO);

  it('says nothing when no report of the last 60 days answered a question', () => {
    expect(conditions()).toEqual([]);
    expect(
      conditions(on('11-24', TrackStatus.OpenPublicAccess), { ...on('11-24', very), type: 'comment' }, on('09-26', very, 61, 71)),
    ).toEqual([]);
  });

  it('names weekdays when most weekday reports found it busy and the weekend does not show it', () => {
    expect(
      conditions(
        on('11-23', some),
        on('11-24', very),
        on('11-25', not),
        on('09-28', some),
        on('11-22', not),
        // Only the crowding answer counts; older than 60 days, not counted.
        on('11-24', TrackStatus.OpenPublicAccess),
        on('09-25', very),
      ),
    ).toEqual([{ label: 'busyWeekdays', part: 3, of: 4 }]);
  });

  it('names the weekend when it alone shows a pattern, with at least 2 reports of it', () => {
    expect(conditions(on('11-21', some), on('11-22', very), on('11-23', not), on('11-24', not), on('11-25', some))).toEqual([
      { label: 'busyWeekends', part: 2, of: 2 },
    ]);
    // One busy weekend report is no pattern.
    expect(conditions(on('11-21', very), on('11-23', not), on('11-24', not))).toEqual([{ label: 'busy', part: 1, of: 3 }]);
  });

  it('counts all reports when both groups or neither show a pattern, and says "not busy" when none was', () => {
    expect(conditions(on('11-21', some), on('11-22', very), on('11-23', very), on('11-24', some), on('11-25', not))).toEqual([
      { label: 'busy', part: 4, of: 5 },
    ]);
    expect(conditions(on('11-23', very), on('11-24', not), on('11-21', not))).toEqual([{ label: 'busy', part: 1, of: 3 }]);
    expect(conditions(on('11-23', not), on('11-21', not))).toEqual([{ label: 'notBusy', part: 2, of: 2 }]);
  });

  it('counts each disturbance named over the reports that answered, or says there were none', () => {
    const { DisturbancesNone: none, DisturbancesKids: kids, DisturbancesFieldUse: field } = TrackStatus;
    expect(
      conditions(on('11-23', kids), on('11-24', kids), on('11-25', field), on('11-21', none), on('11-22', none), on('11-20', not)),
    ).toEqual([
      { label: 'notBusy', part: 1, of: 1 },
      { label: 'kids', part: 2, of: 5 },
      { label: 'fieldUse', part: 1, of: 5 },
    ]);
    expect(conditions(on('11-23', none), on('11-24', TrackStatus.DisturbancesOther))).toEqual([
      { label: 'otherDisturbances', part: 1, of: 2 },
    ]);
    expect(conditions(on('11-23', none), on('11-24', none))).toEqual([{ label: 'noDisturbances', part: 2, of: 2 }]);
  });

  it('says all lanes were usable only when every report that answered found them so', () => {
    const { PartialUseAllLanes: all, PartialUseSomeLanes: someLanes } = TrackStatus;
    expect(conditions(on('11-23', all), on('11-24', all), on('11-21', all), on('11-22', all))).toEqual([
      { label: 'allLanes', part: 4, of: 4 },
    ]);
    expect(conditions(on('11-23', all), on('11-24', someLanes), on('11-21', all))).toEqual([{ label: 'someLanes', part: 1, of: 3 }]);
  });

  it("reads the weekend of the track's country, and a visit time on the track's clock", () => {
    const fridays = [on('11-20', very), on('11-13', very), on('11-23', not), on('11-24', not)];
    expect(visitConditions(fridays, NOW, SAO_PAULO)).toEqual([{ label: 'busy', part: 2, of: 4 }]);
    // In Riyadh the weekend is Friday and Saturday.
    expect(visitConditions(fridays, NOW, { time_zone: 'Asia/Riyadh', country_code: 'SA' })).toEqual([
      { label: 'busyWeekends', part: 2, of: 2 },
    ]);
    // Saturday 01:30 UTC is Friday 22:30 in São Paulo: two busy Friday evenings are weekday visits there.
    const late = [visit('2026-11-21T01:30:00.000Z', String(very)), visit('2026-11-14T01:30:00.000Z', String(some))];
    expect(visitConditions(late, NOW, SAO_PAULO)).toEqual([{ label: 'busyWeekdays', part: 2, of: 2 }]);
    expect(visitConditions(late, NOW, { time_zone: 'Europe/London', country_code: 'GB' })).toEqual([
      { label: 'busyWeekends', part: 2, of: 2 },
    ]);
  });
});
