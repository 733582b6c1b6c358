// Access, hours, fees and amenities (issue 14) through the real Worker: post-track, the track
// answer, history, stale edits, refused hours.
import { describe, expect, it } from 'vitest';
import { tileOf } from '../../src-shared/map-tiles';
import { createTrack, get, post } from './api';
import { pageText } from './page-text';

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

  it('accepts "PH off" and names whose holidays apply (a track in Edinburgh: GB, Scotland); the map reads its typical week', async () => {
    const { trackId } = await createTrack(55.95, -3.19, { openingHours: 'Mo-Su 08:00-20:00; PH off' });
    const { access } = (await get(`/api/track?id=${trackId}`)).body;
    expect(access).toMatchObject({
      opening_hours: 'Mo-Su 08:00-20:00; PH off',
      time_zone: 'Europe/London',
      country_code: 'GB',
      holiday_region: 'Scotland',
    });
    const count = async (iso: string) =>
      (await get(`/api/map-count?south=55.9&north=56&west=-3.3&east=-3.1&open=${Math.floor(Date.parse(iso) / 900_000)}`)).body.count;
    // The map reads the typical week: Fridays open, whichever week the hours were written in.
    expect(await count('2026-01-09T12:00:00Z')).toBe(1);
  });

  it('keeps hours that name holidays where none are known, and says they cannot be read rather than failing', async () => {
    const { trackId } = await createTrack(-40, -140, { openingHours: 'Mo-Fr 08:00-20:00; PH off' });
    const { access } = (await get(`/api/track?id=${trackId}`)).body;
    expect(access).toMatchObject({ opening_hours: 'Mo-Fr 08:00-20:00; PH off', country_code: null });
  });

  it('refuses hours with a syntax error in the spec result shape, naming the error, and stores nothing', async () => {
    const { trackId } = await createTrack(51.51, -0.13);
    const refused = await post('/api/post-track', {
      id: trackId,
      baseRevision: 1,
      lat: 51.51,
      lng: -0.13,
      openingHours: 'Mo-Fr 25:00-26',
      fee: false,
    });
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
    const edit = await post('/api/post-track', {
      id: trackId,
      baseRevision: 1,
      lat: 51.52,
      lng: -0.14,
      openingHours: 'Mo-Su 06:00-22:00',
      fee: false,
      feeText: '',
    });
    expect(edit.body).toMatchObject({ status: 'Success', revision: 2, changed: ['opening_hours', 'fee', 'fee_text'] });

    const history = (await get(`/api/track-history?id=${trackId}`)).body;
    expect(history.revisions[0]).toMatchObject({
      revision: 2,
      changed_fields: ['opening_hours', 'fee', 'fee_text'],
      snapshot: { opening_hours: 'Mo-Su 06:00-22:00', fee: 0, fee_text: null },
    });
    expect(history.revisions[1].snapshot).toMatchObject({
      opening_hours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00',
      fee: 1,
      access: 'public_hours',
    });

    const stale = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 51.52, lng: -0.14, openingHours: '24/7' });
    expect(stale.status).toBe(409);
    expect((await get(`/api/track?id=${trackId}`)).body.access.opening_hours).toBe('Mo-Su 06:00-22:00');
  });

  it('stores how to get in and a temporary closure; a closure must name a date', async () => {
    const { trackId } = await createTrack(51.53, -0.15);
    const edit = await post('/api/post-track', {
      id: trackId,
      lat: 51.53,
      lng: -0.15,
      entry: 'book_online',
      bookingUrl: 'https://example.org/book',
      closedUntil: '2026-03-03',
      closureReason: 'resurfacing',
    });
    expect(edit.body).toMatchObject({ status: 'Success', changed: ['entry', 'booking_url', 'closed_until', 'closure_reason'] });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.access).toMatchObject({
      entry: 'book_online',
      booking_url: 'https://example.org/book',
      closed_until: '2026-03-03',
      closure_reason: 'resurfacing',
    });
    const badDate = await post('/api/post-track', { id: trackId, lat: 51.53, lng: -0.15, closedUntil: '3 March' });
    expect(badDate.body).toMatchObject({ status: 'InvalidInput', description: 'closedUntil: must be a date (YYYY-MM-DD)' });
  });
});

const today = new Date().toISOString().slice(0, 10);
const visit = (trackId: number, answers: Record<string, unknown>, visitDate = today) =>
  post('/api/post-feedback', {
    trackId,
    feedbackType: 'visit report',
    comment: '',
    name: '',
    recommendTypes: [0],
    visitDate,
    ...answers,
  });

describe('a visit report confirms hours, fee and access in two taps, and never rewrites them', () => {
  const seenToday = { at: expect.stringMatching(new RegExp(`^${today}T`)), by: 'visit_report' };

  it('"Did you pay? No" on a paid track changes no fact: the answer is kept with the report, the fee stands', async () => {
    const { trackId } = await createTrack(51.54, -0.16, hoursAndFee);
    const answer = await visit(trackId, { paid: false, wasOpen: true });
    expect(answer.body).toMatchObject({ status: 'Success', success: true });

    const { body } = await get(`/api/track?id=${trackId}`);
    // One anonymous report does not rewrite a fact (issue 26): the fee is still the edit's, unconfirmed by the visit.
    expect(body.revision).toBe(1);
    expect(body.access.fee).toBe(true);
    expect(body.access.confirmed.fee).toMatchObject({ by: 'edit' });
    expect(body.comments[0]).toMatchObject({ type: 'visit report', paid: false });
    // "Was it open? Yes" confirms the hours, and stands for the open-status answer the runner did not give.
    expect(body.access.confirmed.opening_hours).toEqual(seenToday);
    expect(body).toMatchObject({ status: 1, status_source: 1 });
    const history = (await get(`/api/track-history?id=${trackId}`)).body;
    expect(history.revisions).toHaveLength(1);
  });

  it('an answer about a fee nobody has given is kept with the report and sets nothing', async () => {
    const { trackId } = await createTrack(51.545, -0.165);
    expect((await visit(trackId, { paid: true, wasOpen: true })).body).toMatchObject({ status: 'Success' });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.revision).toBe(1);
    expect(body.access.fee).toBeNull();
    expect(body.comments[0]).toMatchObject({ paid: true });
  });

  it('an answer that agrees only confirms the fact: no new revision', async () => {
    const { trackId } = await createTrack(51.55, -0.17, hoursAndFee);
    // The spec's rule stands: a visit report needs a comment or an open status ("Was it open?" gives one).
    expect((await visit(trackId, { paid: true })).body).toMatchObject({
      status: 'InvalidInput',
      description: 'Please supply at least a comment or an open status',
    });
    await visit(trackId, { paid: true, comment: 'Paid at the gate.' });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body.revision).toBe(1);
    expect(body.comments[0]).toMatchObject({ text: 'Paid at the gate.', paid: true });
    expect(body.access.fee).toBe(true);
    expect(body.access.confirmed.fee).toEqual(seenToday);
    expect(body.access.confirmed.opening_hours).toMatchObject({ by: 'edit' });
  });

  it('"Was it open? No" is a report of a closed track (the badge gives way to it), and needs no comment', async () => {
    const { trackId } = await createTrack(51.56, -0.18, hoursAndFee);
    expect((await visit(trackId, {})).body).toMatchObject({
      status: 'InvalidInput',
      description: 'Please supply at least a comment or an open status',
    });
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

describe('map filters: open now, free, public access, lit, indoor', () => {
  const quarter = (iso: string) => Math.floor(Date.parse(iso) / 900_000);
  // Reykjavik keeps UTC all year: its wall clock is the UTC clock.
  const box = 'south=64.09&north=64.2&west=-22&east=-21.8';
  const count = async (filter: string) => (await get(`/api/map-count?${box}&${filter}`)).body.count as number;

  it('counts and lists only the tracks a filter keeps, open now evaluated where each track is', async () => {
    const make = async (lat: number, fields: Record<string, unknown>) =>
      (await createTrack(lat, -21.9, { lighting: false, ...fields })).trackId;
    const ids = {
      openFree: await make(64.1, { openingHours: '24/7', fee: false, access: 'public', lighting: true }),
      mornings: await make(64.11, { openingHours: 'Mo-Fr 06:00-08:00', fee: true, access: 'public_hours', outdoor: 'indoor' }),
      noHours: await make(64.12, { fee: false, access: 'members' }),
      membersOnly: await make(64.125, { openingHours: '24/7', access: 'members' }),
      reportedClosed: await make(64.13, { openingHours: '24/7' }),
      resurfacing: await make(64.14, { openingHours: '24/7', closedUntil: '2026-01-10', closureReason: 'resurfacing' }),
    };
    const report = await post('/api/post-feedback', {
      trackId: ids.reportedClosed,
      feedbackType: 'visit report',
      comment: '',
      name: '',
      recommendTypes: [0],
      visitDate: new Date().toISOString().slice(0, 10),
      wasOpen: false,
    });
    expect(report.body.status).toBe('Success');

    expect(await count('')).toBe(6);
    // Monday 12:00: only the track open round the clock that nobody found closed, that is not being
    // resurfaced and that is not for members only.
    expect(await count(`open=${quarter('2026-01-05T12:00:00Z')}`)).toBe(1);
    // Monday 07:00: the morning track too.
    expect(await count(`open=${quarter('2026-01-05T07:00:00Z')}`)).toBe(2);
    // After the resurfacing, Monday 07:00 again.
    expect(await count(`open=${quarter('2026-01-12T07:00:00Z')}`)).toBe(3);
    // The members' track costs its members nothing, but no runner from the public may use it: free to nobody.
    expect(await count('free=1')).toBe(1);
    expect(await count('public=1')).toBe(2);
    expect(await count('lit=1')).toBe(1);
    expect(await count('indoor=1')).toBe(1);
    expect(await count(`free=1&open=${quarter('2026-01-05T07:00:00Z')}`)).toBe(1);

    const { x, y } = tileOf(10, 64.12, -21.9);
    const tile = (await get(`/api/map-tile?z=10&x=${x}&y=${y}&open=${quarter('2026-01-05T07:00:00Z')}`)).body;
    expect(tile.total).toBe(2);
    expect(tile.clusters.reduce((n: number, c: { count: number }) => n + c.count, tile.tracks.length)).toBe(2);
  });

  it('narrows the Track tab of the search box by the same filters, totals included, and leaves the Area tab whole', async () => {
    const make = async (name: string, fields: Record<string, unknown>) =>
      (await createTrack(64.15, -21.95, { name, lighting: false, ...fields })).trackId;
    const always = await make('Hofsvallagata Oval North', { openingHours: '24/7', fee: false, access: 'public' });
    const mornings = await make('Hofsvallagata Oval South', { openingHours: 'Mo-Fr 06:00-08:00', fee: true, lighting: true });
    await make('Hofsvallagata Oval West', {});
    const suggest = async (filter: string) => (await get(`/api/suggest?q=hofsvallagata${filter}`)).body;
    const ids = (answer: { tracks: { total: number; items: { id: number }[] } }) => [
      answer.tracks.total,
      answer.tracks.items.map((i) => i.id),
    ];

    const all = await suggest('');
    expect(all.tracks.total).toBe(3);
    expect(ids(await suggest(`&open=${quarter('2026-01-05T12:00:00Z')}`))).toEqual([1, [always]]);
    expect(ids(await suggest(`&open=${quarter('2026-01-05T07:00:00Z')}`))).toEqual([2, [always, mornings]]);
    expect(ids(await suggest('&free=1'))).toEqual([1, [always]]);
    expect(ids(await suggest('&lit=1&public=1'))).toEqual([0, []]);
    expect((await suggest('&free=1')).areas).toEqual(all.areas);
    expect((await get('/api/suggest?q=hofsvallagata&free=yes')).body).toMatchObject({ status: 'InvalidInput' });
    // The previews of the next key are filtered the same way.
    const open7 = `&open=${quarter('2026-01-05T07:00:00Z')}`;
    const next = (await get(`/api/suggest-next?q=hofsvallagat${open7}&free=1`)).body.next as {
      term: string;
      tracks: { total: number; items: { id: number }[] };
    }[];
    expect(next.find((n) => n.term === 'hofsvallagata')!.tracks).toMatchObject({ total: 1, items: [{ id: always }] });
    expect(ids(await suggest(`${open7}&free=1`))).toEqual([1, [always]]);
  });

  it('reads a quarter-hour zone (Kathmandu, UTC+5:45) on its own clock', async () => {
    const { trackId } = await createTrack(27.7, 85.3, { openingHours: 'Mo 13:00-13:15' });
    const near = 'south=27.6&north=27.8&west=85.2&east=85.4';
    // 07:20 UTC is 13:05 in Kathmandu.
    expect((await get(`/api/map-count?${near}&open=${quarter('2026-01-05T07:20:00Z')}`)).body.count).toBe(1);
    expect((await get(`/api/map-count?${near}&open=${quarter('2026-01-05T07:35:00Z')}`)).body.count).toBe(0);
    expect(trackId).toBeGreaterThan(0);
  });
});

describe('reports and edits on the track page (issue 26): the sections agree, a report rewrites nothing', () => {
  it('says what the details say when no runner has answered, and counts the last 30 days of visit reports', async () => {
    const { trackId, trackUrlSegment } = await createTrack(51.58, -0.2, hoursAndFee);
    const before = pageText((await get(`/track/${trackUrlSegment}`)).body);
    expect(before).toContain("We don't know");
    expect(before).toContain("No runner has said yet whether it is open; the track's details say who may use it: Public at set times.");

    expect((await visit(trackId, { wasOpen: true, paid: false })).body.status).toBe('Success');
    expect((await visit(trackId, { wasOpen: true, paid: true })).body.status).toBe('Success');
    expect((await visit(trackId, { wasOpen: false })).body.status).toBe('Success');

    const after = pageText((await get(`/track/${trackUrlSegment}`)).body);
    expect(after).toContain(
      'Visit reports of the last 30 days: 2 runners found it open, 1 runner found it closed, 1 runner paid, and 1 runner did not pay.',
    );
    // The fee is still the edit's: one runner who did not pay questions it, and does not rewrite it.
    expect(after).toContain('£3.50 per session');
    expect((await get(`/api/track-history?id=${trackId}`)).body.revisions).toHaveLength(1);
  });
});
