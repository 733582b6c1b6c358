import { describe, expect, it } from 'vitest';
import type { Track } from '../../src-shared/api-types';
import { accessFactsNow } from './track-facts';

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
    expect(facts).toMatchObject({ timeZone: 'Europe/London', localToday: '2026-01-05', fee: 'paid: £3', entry: 'reception', amenities: { toilets: true } });
    expect(facts.week![0]).toEqual({ date: '2026-01-05', open: ['17:00-21:00'] });
    expect(accessFactsNow(track, new Date('2026-01-05T18:00:00Z')).now).toMatchObject({ kind: 'open', until: { time: '21:00' } });
  });
});
