// Access, hours, fees and amenities (issue 14) through the real Worker: post-track, the track
// answer, history, stale edits, refused hours.
import { describe, expect, it } from 'vitest';
import { createTrack, get, post } from './api';

const hoursAndFee = {
  access: 'public_hours',
  openingHours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00',
  fee: true,
  feeText: '£3.50 per session',
  entry: 'reception',
  laneRules: 'Lanes 1 and 2 for fast runners',
  amenities: { toilets: true, changing_rooms: true, parking: false },
};

describe('access facts through POST /api/post-track', () => {
  it('stores hours, fee, entry and amenities on a new track, each confirmed by the edit, in its time zone', async () => {
    const { trackId } = await createTrack(51.5, -0.12, hoursAndFee);
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.access).toMatchObject({
      access: 'public_hours',
      opening_hours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00',
      fee: true,
      fee_text: '£3.50 per session',
      entry: 'reception',
      booking_url: null,
      lane_rules: 'Lanes 1 and 2 for fast runners',
      closed_until: null,
      amenities: { toilets: true, changing_rooms: true, lockers: null, drinking_water: null, parking: false, public_transport: null },
      supervised: null,
      time_zone: 'Europe/London',
    });
    expect(body.access.confirmed.opening_hours).toMatchObject({ by: 'edit' });
    expect(body.access.confirmed.fee).toMatchObject({ by: 'edit' });
    expect(body.access.confirmed.lockers).toBeUndefined();
  });

  it('gives a track without facts empty access, in the zone of its coordinates', async () => {
    const { trackId } = await createTrack(-23.5874, -46.6576);
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.access).toMatchObject({ access: null, opening_hours: null, fee: null, time_zone: 'America/Sao_Paulo', confirmed: {} });
  });

  it('refuses hours with a syntax error in the spec result shape, naming the error, and stores nothing', async () => {
    const { trackId } = await createTrack(51.51, -0.13);
    const refused = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 51.51, lng: -0.13, openingHours: 'Mo-Fr 25:00-26', fee: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 'InvalidInput',
      message: 'Bad input data',
      description: expect.stringMatching(/^openingHours: not valid opening hours: .*Time range does not continue as expected/),
    });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.revision).toBe(1);
    expect(body.access).toMatchObject({ opening_hours: null, fee: null });
  });

  it('keeps every version in history, and refuses a stale edit of the hours', async () => {
    const { trackId } = await createTrack(51.52, -0.14, hoursAndFee);
    const edit = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 51.52, lng: -0.14, openingHours: 'Mo-Su 06:00-22:00', fee: false, feeText: '' });
    expect(edit.body).toMatchObject({ status: 'Success', revision: 2, changed: ['opening_hours', 'fee', 'fee_text'] });

    const history = (await get(`/api/track-history?id=${trackId}`)).body;
    expect(history.revisions[0]).toMatchObject({ revision: 2, changed_fields: ['opening_hours', 'fee', 'fee_text'], snapshot: { opening_hours: 'Mo-Su 06:00-22:00', fee: 0, fee_text: null } });
    expect(history.revisions[1].snapshot).toMatchObject({ opening_hours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00', fee: 1, access: 'public_hours' });

    const stale = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 51.52, lng: -0.14, openingHours: '24/7' });
    expect(stale.status).toBe(409);
    expect((await get(`/api/track?id=${trackId}`)).body.access.opening_hours).toBe('Mo-Su 06:00-22:00');
  });

  it('stores how to get in and a temporary closure; a closure must name a date', async () => {
    const { trackId } = await createTrack(51.53, -0.15);
    const edit = await post('/api/post-track', { id: trackId, lat: 51.53, lng: -0.15, entry: 'book_online', bookingUrl: 'https://example.org/book', closedUntil: '2026-03-03', closureReason: 'resurfacing' });
    expect(edit.body).toMatchObject({ status: 'Success', changed: ['entry', 'booking_url', 'closed_until', 'closure_reason'] });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.access).toMatchObject({ entry: 'book_online', booking_url: 'https://example.org/book', closed_until: '2026-03-03', closure_reason: 'resurfacing' });
    const badDate = await post('/api/post-track', { id: trackId, lat: 51.53, lng: -0.15, closedUntil: '3 March' });
    expect(badDate.body).toMatchObject({ status: 'InvalidInput', description: 'closedUntil: must be a date (YYYY-MM-DD)' });
  });
});

describe('a visit report confirms or corrects hours, fee and access in two taps', () => {
  const today = new Date().toISOString().slice(0, 10);
  const visit = (trackId: number, answers: Record<string, unknown>, visitDate = today) =>
    post('/api/post-feedback', { trackId, feedbackType: 'visit report', comment: '', name: '', recommendTypes: [0], visitDate, ...answers });
  const seenToday = { at: expect.stringMatching(new RegExp(`^${today}T`)), by: 'visit_report' };

  it('"Did you pay? No" corrects a paid track to free as a new revision, confirmed by the visit report', async () => {
    const { trackId } = await createTrack(51.54, -0.16, hoursAndFee);
    const answer = await visit(trackId, { paid: false, wasOpen: true });
    expect(answer.body).toMatchObject({ status: 'Success', success: true });

    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.access.fee).toBe(false);
    expect(body.revision).toBe(2);
    expect(body.access.confirmed.fee).toEqual(seenToday);
    expect(body.access.confirmed.opening_hours).toEqual(seenToday);
    // "Was it open? Yes" stands for the open-status answer the runner did not give.
    expect(body).toMatchObject({ status: 1, status_source: 1 });

    const history = (await get(`/api/track-history?id=${trackId}`)).body;
    expect(history.revisions[0]).toMatchObject({ revision: 2, changed_fields: ['fee'], snapshot: { fee: 0, opening_hours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00' } });
  });

  it('an answer that agrees only confirms the fact: no new revision', async () => {
    const { trackId } = await createTrack(51.55, -0.17, hoursAndFee);
    // The spec's rule stands: a visit report needs a comment or an open status ("Was it open?" gives one).
    expect((await visit(trackId, { paid: true })).body).toMatchObject({ status: 'InvalidInput', description: 'Please supply at least a comment or an open status' });
    await visit(trackId, { paid: true, comment: 'Paid at the gate.' });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.revision).toBe(1);
    expect(body.access.fee).toBe(true);
    expect(body.access.confirmed.fee).toEqual(seenToday);
    expect(body.access.confirmed.opening_hours).toMatchObject({ by: 'edit' });
  });

  it('"Was it open? No" is a report of a closed track (the badge gives way to it), and needs no comment', async () => {
    const { trackId } = await createTrack(51.56, -0.18, hoursAndFee);
    expect((await visit(trackId, {})).body).toMatchObject({ status: 'InvalidInput', description: 'Please supply at least a comment or an open status' });
    expect((await visit(trackId, { wasOpen: false })).body).toMatchObject({ status: 'Success' });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body).toMatchObject({ status: 44, status_source: 1, status_updated: `${today}T00:00:00.000Z` });
    expect(body.access.confirmed.opening_hours).toMatchObject({ by: 'edit' });
  });

  it('a visit from before the fee was last confirmed neither corrects nor confirms it', async () => {
    const { trackId } = await createTrack(51.57, -0.19, hoursAndFee);
    expect((await visit(trackId, { paid: false, wasOpen: true }, '2025-06-01')).body).toMatchObject({ status: 'Success' });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.revision).toBe(1);
    expect(body.access.fee).toBe(true);
    expect(body.access.confirmed.fee).toMatchObject({ by: 'edit' });
    expect(body.access.confirmed.opening_hours).toMatchObject({ by: 'edit' });
  });
});
