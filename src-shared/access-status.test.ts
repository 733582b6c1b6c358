import { describe, expect, it } from 'vitest';
import { ReportSource, TrackStatus } from './enums';
import { accessBadge, factsFrame, freeToRun, openToThePublic, type AccessSituation } from './access-status';
import type { HoursNow } from './opening-hours';

const open: HoursNow = {
  state: 'open',
  next: { date: '2026-03-02', time: '21:00', weekday: 0 },
  nextOpen: null,
  opensToday: true,
  comment: null,
};
const closedUntilFive: HoursNow = {
  state: 'closed',
  next: null,
  nextOpen: { date: '2026-03-02', time: '17:00', weekday: 0 },
  opensToday: true,
  comment: null,
};

const base: AccessSituation = {
  facts: { access: 'public', opening_hours: 'Mo-Fr 17:00-21:00', closed_until: null, closure_reason: null },
  confirmed: { opening_hours: { at: '2026-01-10T00:00:00.000Z', by: 'edit' }, access: { at: '2026-01-10T00:00:00.000Z', by: 'edit' } },
  status: null,
  status_source: null,
  status_updated: null,
  hoursNow: open,
  today: '2026-03-02',
};

describe('accessBadge', () => {
  it('reads open now and when it opens from the hours, naming them as the basis', () => {
    expect(accessBadge(base)).toMatchObject({
      kind: 'open',
      until: { time: '21:00' },
      basis: { fact: 'opening_hours', confirmation: { by: 'edit' } },
    });
    expect(accessBadge({ ...base, hoursNow: closedUntilFive })).toMatchObject({ kind: 'opens_at', time: '17:00' });
  });

  it('tells closed today from closed for the rest of today', () => {
    const tomorrow = { date: '2026-03-03', time: '07:00', weekday: 1 };
    expect(accessBadge({ ...base, hoursNow: { ...closedUntilFive, nextOpen: tomorrow, opensToday: false } }).kind).toBe('closed_today');
    expect(accessBadge({ ...base, hoursNow: { ...closedUntilFive, nextOpen: tomorrow, opensToday: true } }).kind).toBe('closed_now');
  });

  it('says when no hours are known instead of guessing', () => {
    expect(accessBadge({ ...base, facts: { ...base.facts, opening_hours: null }, hoursNow: null })).toEqual({
      kind: 'no_hours',
      basis: null,
    });
  });

  it('puts a temporary closure first, until its last day', () => {
    const closure = { ...base, facts: { ...base.facts, closed_until: '2026-03-03', closure_reason: 'resurfacing' } };
    expect(accessBadge(closure)).toMatchObject({ kind: 'closure', until: '2026-03-03', reason: 'resurfacing' });
    expect(accessBadge({ ...closure, today: '2026-03-04' }).kind).toBe('open');
  });

  it('never contradicts a closed visit report newer than the hours', () => {
    const report = {
      ...base,
      status: TrackStatus.ClosedUnknown,
      status_source: ReportSource.VisitReport,
      status_updated: '2026-02-20T00:00:00.000Z',
    };
    expect(accessBadge(report)).toEqual({
      kind: 'reported_closed',
      status: TrackStatus.ClosedUnknown,
      basis: { fact: 'visit_report', at: '2026-02-20T00:00:00.000Z' },
    });
    // Hours confirmed after the report: the most recent confirmed fact wins.
    const reconfirmed = {
      ...report,
      confirmed: { ...report.confirmed, opening_hours: { at: '2026-02-25T00:00:00.000Z', by: 'visit_report' as const } },
    };
    expect(accessBadge(reconfirmed).kind).toBe('open');
    // A legacy answer is not a fresh report.
    expect(accessBadge({ ...report, status_source: ReportSource.LegacyOpenReport }).kind).toBe('open');
  });

  it('counts undated imported facts as older than any visit report, and a dated one newer than the report as newer', () => {
    const report = {
      ...base,
      status: TrackStatus.ClosedUnknown,
      status_source: ReportSource.VisitReport,
      status_updated: '2026-02-20T00:00:00.000Z',
    };
    const undated = { at: null, by: 'import' as const };
    expect(accessBadge({ ...report, confirmed: { opening_hours: undated, access: undated } }).kind).toBe('reported_closed');
    const edited = { at: '2026-02-25T00:00:00.000Z', by: 'import' as const, from: 'last_edit' as const };
    expect(accessBadge({ ...report, confirmed: { opening_hours: edited, access: undated } }).kind).toBe('open');
  });

  it('shows members-only and closed access, unless runners found it open since', () => {
    const members = { ...base, facts: { ...base.facts, access: 'members' as const } };
    expect(accessBadge(members)).toMatchObject({ kind: 'no_access', access: 'members', basis: { fact: 'access' } });
    const foundOpen = {
      ...members,
      status: TrackStatus.OpenPublicAccess,
      status_source: ReportSource.VisitReport,
      status_updated: '2026-02-01T00:00:00.000Z',
    };
    expect(accessBadge(foundOpen).kind).toBe('open');
  });
});

describe('one truth on a page: what the hours and the fee mean beside the badge', () => {
  const frameOf = (situation: Partial<AccessSituation>, facts: Partial<AccessSituation['facts']> = {}) =>
    factsFrame(accessBadge({ ...base, ...situation, facts: { ...base.facts, ...facts } }));
  it('shows no week and calls hours and fee "on record" where the public may not use the track', () => {
    expect(frameOf({}, { access: 'closed' })).toEqual({ week: 'none', fee: 'on_record' });
  });
  it("calls the hours and the fee members' or the school's where only they may use it", () => {
    expect(frameOf({}, { access: 'members' })).toEqual({ week: 'members', fee: 'members' });
    expect(frameOf({}, { access: 'school_club' })).toEqual({ week: 'school_club', fee: 'school_club' });
  });
  it('shows the usual hours after a closure, and the hours on record where a runner found it closed since', () => {
    expect(frameOf({}, { closed_until: '2026-04-01' })).toEqual({ week: 'after_closure', fee: 'runner' });
    expect(
      frameOf({ status: TrackStatus.ClosedUnknown, status_source: ReportSource.VisitReport, status_updated: '2026-02-20T00:00:00.000Z' }),
    ).toEqual({ week: 'on_record', fee: 'runner' });
  });
  it("is this week's opening hours and a runner's fee otherwise", () => {
    expect(frameOf({})).toEqual({ week: 'this_week', fee: 'runner' });
    expect(frameOf({ hoursNow: null }, { opening_hours: null, access: null })).toEqual({ week: 'this_week', fee: 'runner' });
  });
  it('calls a track free only where a runner from the public may use it without paying', () => {
    expect(freeToRun('public', 0)).toBe(true);
    expect(freeToRun(null, false)).toBe(true);
    expect(freeToRun('public_hours', 1)).toBe(false);
    expect(freeToRun('closed', 0)).toBe(false);
    expect(freeToRun('members', 0)).toBe(false);
    expect(freeToRun('school_club', null)).toBe(false);
    expect(freeToRun(null, null)).toBeNull();
  });
  it('calls a track open to the public by who may use it, and by the visitors where nobody has said that', () => {
    expect(openToThePublic('public', null)).toBe(true);
    expect(openToThePublic('public_hours', TrackStatus.ClosedUnknown)).toBe(true);
    expect(openToThePublic('members', TrackStatus.OpenPublicAccess)).toBe(false);
    expect(openToThePublic(null, TrackStatus.OpenPublicAccess)).toBe(true);
    expect(openToThePublic(null, TrackStatus.ClosedBookedSchool)).toBe(false);
    expect(openToThePublic(null, null)).toBe(false);
  });
});
