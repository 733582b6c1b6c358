import { describe, expect, it } from 'vitest';
import type { Track } from '../../src-shared/api-types';
import type { ChatTrack } from '../db/chat-search';
import { accessFactsNow, trackFacts } from './track-facts';

const track = {
  center_lat: 51.5,
  center_lng: -0.12,
  status: null,
  status_source: null,
  status_updated: null,
  access: {
    access: 'public_hours',
    opening_hours: 'Mo-Fr 17:00-21:00',
    fee: true,
    fee_text: '£3',
    entry: 'reception',
    booking_url: null,
    lane_rules: null,
    rules: null,
    closed_until: null,
    closure_reason: null,
    lit_hours: null,
    amenities: { toilets: true, changing_rooms: null, lockers: null, drinking_water: null, parking: null, public_transport: null },
    supervised: null,
    time_zone: 'Europe/London',
    confirmed: { opening_hours: { at: '2026-01-01T00:00:00.000Z', by: 'edit' } },
  },
} as unknown as Track;

describe('accessFactsNow: what the chat tells the model about access', () => {
  it('answers open now, when it opens and is it free, where the track is', () => {
    // Monday 12:00 in London: opens at 17:00.
    const facts = accessFactsNow(track, new Date('2026-01-05T12:00:00Z'));
    expect(facts.now).toMatchObject({ kind: 'opens_at', time: '17:00', basedOn: { fact: 'opening_hours' } });
    expect(facts).toMatchObject({
      timeZone: 'Europe/London',
      localToday: '2026-01-05',
      fee: 'paid: £3',
      entry: 'reception',
      amenities: { toilets: true },
    });
    expect(facts.week![0]).toEqual({ date: '2026-01-05', open: ['17:00-21:00'] });
    expect(accessFactsNow(track, new Date('2026-01-05T18:00:00Z')).now).toMatchObject({ kind: 'open', until: { time: '21:00' } });
  });
});

describe('trackFacts: open now and free, for "which tracks near me are open now"', () => {
  const row = (extra: Partial<ChatTrack>): ChatTrack => ({
    id: 1,
    name: 'Parliament Hill',
    url_segment: 'parliament-hill',
    area_name: 'London',
    area_segment: 'uk/london',
    center_lat: 51.56,
    center_lng: -0.15,
    length: 400,
    surface: 'synthetic',
    number_lanes_lap: 8,
    has_lighting: true,
    indoors: false,
    status: null,
    status_source: null,
    finalized: true,
    reported: false,
    removed: false,
    num_comments: 0,
    num_likes: 0,
    label: null,
    ...extra,
  });
  const monday18 = new Date('2026-01-05T18:00:00Z');

  it('reads the hours and the fee where the track is', () => {
    const evenings = trackFacts(
      row({ opening_hours: 'Mo-Fr 17:00-21:00', hours_zone: 'Europe/London', fee: 0 }),
      'https://x',
      undefined,
      monday18,
    );
    const mornings = trackFacts(
      row({ opening_hours: 'Mo-Fr 06:00-08:00', hours_zone: 'Europe/London', fee: 1 }),
      'https://x',
      undefined,
      monday18,
    );
    const unknown = trackFacts(row({}), 'https://x', undefined, monday18);
    expect([evenings.openNow, mornings.openNow, unknown.openNow]).toEqual([true, false, null]);
    expect([evenings.free, mornings.free, unknown.free]).toEqual([true, false, null]);
  });

  it('is closed during a temporary closure', () => {
    const closed = trackFacts(
      row({ opening_hours: '24/7', hours_zone: 'Europe/London', closed_until: '2026-01-10' }),
      'https://x',
      undefined,
      monday18,
    );
    expect(closed.openNow).toBe(false);
  });

  it('agrees with the track page: a newer closed visit report, or members only, is not open now', () => {
    const always = {
      opening_hours: '24/7',
      hours_zone: 'Europe/London',
      confirmed: JSON.stringify({ opening_hours: { at: '2026-01-01T00:00:00.000Z', by: 'import' } }),
    };
    const reportedClosed = row({ ...always, status: 0, status_source: 1, status_updated: '2026-01-04T09:00:00.000Z' });
    const reportedBefore = row({ ...always, status: 0, status_source: 1, status_updated: '2025-12-01T09:00:00.000Z' });
    const members = row({ ...always, access_rule: 'members' });
    expect([reportedClosed, reportedBefore, members].map((r) => trackFacts(r, 'https://x', undefined, monday18).openNow)).toEqual([
      false,
      true,
      false,
    ]);
  });
});
