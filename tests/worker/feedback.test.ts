import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FeedbackType, ReportSource, TrackQuality, TrackStatus } from '../../src-shared/enums';
import { createTrack, get, newClient, post } from './api';

const comment = (trackId: number, text: string, name = '') => ({
  trackId,
  feedbackType: FeedbackType.Comment,
  comment: text,
  name,
  recommendTypes: [0],
});
const visit = (trackId: number, fields: Record<string, unknown>) => ({
  trackId,
  feedbackType: FeedbackType.VisitReport,
  comment: '',
  name: '',
  recommendTypes: [0],
  ...fields,
});
const track = async (trackId: number) => (await get(`/api/track?id=${trackId}`)).body;

describe('comments', () => {
  it('shows a posted comment on the track and counts it', async () => {
    const { trackId } = await createTrack(30, 40);
    const result = await post('/api/post-feedback', comment(trackId, 'Lovely <b>blue</b> track', 'Ana'));
    expect(result.body).toMatchObject({ status: 'Success', success: true, pending: false });
    expect(typeof result.body.cacheKey).toBe('number');
    const t = await track(trackId);
    expect(t.num_comments).toBe(1);
    expect(t.comments[0]).toMatchObject({ type: 'comment', text: 'Lovely <b>blue</b> track', poster_name: 'Ana', auto_post_types: '' });
  });

  it('requires a comment, with the spec message', async () => {
    const { trackId } = await createTrack(30.1, 40);
    const { status, body } = await post('/api/post-feedback', comment(trackId, '   '));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'InvalidInput', description: 'Please supply at least a comment' });
    expect((await track(trackId)).num_comments).toBe(0);
  });

  it('answers 404 for feedback on an unknown track', async () => {
    const { status, body } = await post('/api/post-feedback', comment(77_777_777, 'hi'));
    expect(status).toBe(404);
    expect(body.message).toBe('Track not found');
  });

  it('keeps the counters exact when many comments race', async () => {
    const { trackId } = await createTrack(30.2, 40);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/api/post-feedback', comment(trackId, `Race ${i}`))));
    const keys = results.map((r) => r.body.cacheKey as number);
    expect(new Set(keys).size).toBe(12);
    expect((await track(trackId)).num_comments).toBe(12);
    expect((await get('/api/cache')).body.key).toBeGreaterThanOrEqual(Math.max(...keys));
  });
});

describe('visit reports and the public-access status', () => {
  it('derives status and source from the newest visit report', async () => {
    const { trackId } = await createTrack(31, 41);
    expect((await track(trackId)).status).toBeNull();

    await post(
      '/api/post-feedback',
      visit(trackId, { visitDate: '2026-10-01', openStatus: TrackStatus.OpenPublicAccess, crowded: TrackStatus.CrowdedSome }),
    );
    let t = await track(trackId);
    expect(t).toMatchObject({
      status: 1,
      status_source: ReportSource.VisitReport,
      status_updated: '2026-10-01T00:00:00.000Z',
      num_comments: 1,
    });
    expect(t.comments[0]).toMatchObject({ type: 'visit report', auto_post_types: '1,11', report_date: '2026-10-01T00:00:00.000Z' });

    await post('/api/post-feedback', visit(trackId, { visitDate: '2026-11-01', openStatus: TrackStatus.NotSet, comment: 'Locked gate' }));
    expect((await track(trackId)).status).toBe(0);

    // A report of an older visit, posted later, does not override the newer one.
    await post('/api/post-feedback', visit(trackId, { visitDate: '2026-09-01', openStatus: TrackStatus.OpenPublicAccess }));
    t = await track(trackId);
    expect(t.status).toBe(0);
    expect(t.status_updated).toBe('2026-11-01T00:00:00.000Z');
  });

  it('enforces the visit report rules of spec section 5', async () => {
    const { trackId } = await createTrack(31.1, 41);
    const future = await post('/api/post-feedback', visit(trackId, { visitDate: '2999-01-01', openStatus: 1 }));
    expect(future.body.description).toBe('The visit date must be valid and before the current time');
    const noDate = await post('/api/post-feedback', visit(trackId, { openStatus: 1 }));
    expect(noDate.body.description).toBe('The visit date must be valid and before the current time');
    const empty = await post('/api/post-feedback', visit(trackId, { visitDate: '2026-01-01' }));
    expect(empty.body.description).toBe('Please supply at least a comment or an open status');
    const badCode = await post('/api/post-feedback', visit(trackId, { visitDate: '2026-01-01', crowded: 61 }));
    expect(badCode.body).toMatchObject({ status: 'InvalidInput' });
    expect((await track(trackId)).num_comments).toBe(0);
  });
});

describe('recommends', () => {
  it('counts a heart and the qualities ticked, once per client', async () => {
    const { trackId } = await createTrack(32, 42);
    const client = newClient();
    const body = {
      trackId,
      feedbackType: FeedbackType.Recommend,
      comment: '',
      name: '',
      recommendTypes: [TrackQuality.WellMaintained, TrackQuality.Friendly],
    };
    expect((await post('/api/post-feedback', body, { client })).body.status).toBe('Success');
    const t = await track(trackId);
    expect(t.num_likes).toBe(1);
    expect(t.num_comments).toBe(0);
    expect(t.recommendInfo).toEqual({ friendly: true, maintained: true, practical: false, scenic: false });

    const again = await post('/api/post-feedback', body, { client });
    expect(again.body).toMatchObject({ status: 'InvalidInput', description: 'You have already recommended this track' });
    expect((await track(trackId)).num_likes).toBe(1);
  });
});

describe('review of risky feedback', () => {
  const admin = { Authorization: 'Bearer test-admin-token' };

  it('holds a comment with a link until an operator approves it', async () => {
    const { trackId } = await createTrack(33, 43);
    const held = await post('/api/post-feedback', comment(trackId, 'Cheap spikes at www.spikes-deal.example'));
    expect(held.body).toMatchObject({
      status: 'UnderReview',
      message: 'Your feedback will be visible after a manual review.',
      pending: true,
    });
    expect((await track(trackId)).num_comments).toBe(0);

    const queue = await get('/api/admin/feedback?review=pending', admin);
    const item = queue.body.find((f: { track_id: number }) => f.track_id === trackId);
    expect(item.text).toContain('spikes-deal');

    const approved = await post(`/api/admin/feedback/${item.id}/approve`, {}, { headers: admin });
    expect(approved.body).toMatchObject({ status: 'Success', review: 'visible' });
    expect((await track(trackId)).num_comments).toBe(1);

    const twice = await post(`/api/admin/feedback/${item.id}/reject`, {}, { headers: admin });
    expect(twice.status).toBe(409);
  });

  it('keeps a rejected item out of sight but in the database', async () => {
    const { trackId } = await createTrack(33.1, 43);
    await post('/api/post-feedback', comment(trackId, 'mail me at seller@spam.example'));
    const row = await env.DB.prepare('SELECT id FROM feedback WHERE track_id = ?1').bind(trackId).first<{ id: number }>();
    await post(`/api/admin/feedback/${row!.id}/reject`, {}, { headers: admin });
    const stored = await env.DB.prepare('SELECT review FROM feedback WHERE id = ?1').bind(row!.id).first<{ review: string }>();
    expect(stored!.review).toBe('rejected');
    expect((await track(trackId)).comments).toEqual([]);
  });

  it('refuses the admin API without the right token', async () => {
    expect((await get('/api/admin/feedback')).status).toBe(401);
    const wrong = await get('/api/admin/feedback', { Authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.status).toBe('Unauthorized');
  });
});

describe('removing a track', () => {
  const admin = { Authorization: 'Bearer test-admin-token' };

  it('flags the track, keeps its page and history, and can be undone', async () => {
    const { trackId } = await createTrack(34, 44);
    await post('/api/post-feedback', comment(trackId, 'Demolished last spring'));
    const removed = await post(`/api/admin/track/${trackId}/remove-permanently`, {}, { headers: admin });
    expect(removed.body.status).toBe('Success');
    const t = await track(trackId);
    expect(t).toMatchObject({ removed: true, permanently_removed: true, num_comments: 1 });
    const listed = (await get('/api/search-tracks-full')).body.find((e: { id: number }) => e.id === trackId);
    expect(listed.removed).toBe(true);

    const edit = await post('/api/post-track', { id: trackId, lat: 34, lng: 44, name: 'Back again' });
    expect(edit.body).toMatchObject({ status: 'InvalidInput', description: 'This track has been permanently removed' });

    await post(`/api/admin/track/${trackId}/restore`, {}, { headers: admin });
    expect(await track(trackId)).toMatchObject({ removed: false, permanently_removed: false });
  });
});

describe('spam limit', () => {
  it("counts a client's track edits and comments together, and refuses its next post before reading it", async () => {
    const client = newClient();
    const { trackId } = await createTrack(31.9, 40);
    const writes: number[] = [];
    for (let i = 0; i < 10; i++)
      writes.push((await post('/api/post-track', { id: trackId, lat: 31.9, lng: 40, name: `Edit ${i}` }, { client })).status);
    for (let i = 0; i < 10; i++) writes.push((await post('/api/post-feedback', comment(trackId, `Note ${i}`), { client })).status);
    expect(writes.every((s) => s === 200)).toBe(true);
    const invalid = await post('/api/post-feedback', comment(trackId, '   '), { client });
    expect(invalid.status).toBe(429);
    expect(invalid.body.status).toBe('SpamAlert');
    expect((await post('/api/post-feedback', comment(trackId, 'From someone else'))).status).toBe(200);
  });
});
