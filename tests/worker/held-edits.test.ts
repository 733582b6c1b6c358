// Links in track info follow the review rule of comments (issue 11, spec section 6): an edit or
// a new track whose info carries a link is held, shown to nobody, until an operator approves it.
import { describe, expect, it } from 'vitest';
import { createTrack, get, post, sampleTrack } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };
const LINK_INFO = 'Book at <a href="https://booking.example/track">Official booking</a>';
const track = async (id: number) => (await get(`/api/track?id=${id}`)).body;
const heldFor = async (trackId: number) =>
  ((await get('/api/admin/held-edits', admin)).body as { id: number; track_id: number }[]).filter((edit) => edit.track_id === trackId);

describe('track info with a link', () => {
  it('an edit is held: the track is unchanged until an operator approves it, then it is the next revision', async () => {
    const created = await createTrack(-3.1, -60.0, { name: 'Held Edit Oval', info: 'Open daily.' });
    const edit = await post('/api/post-track', {
      ...sampleTrack(-3.1, -60.0),
      id: created.trackId,
      baseRevision: 1,
      name: 'Held Edit Oval',
      info: LINK_INFO,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ status: 'UnderReview', success: true, pending: true, revision: 1 });
    const before = await track(created.trackId);
    expect(before.info).toBe('Open daily.');
    expect(before.revision).toBe(1);
    expect(before.info).not.toContain('booking.example');

    const [held] = await heldFor(created.trackId);
    // The operator sees what the edit proposes beside what it replaces, not only which fields.
    expect(held).toMatchObject({ fields: { info: expect.stringContaining('booking.example') }, before: { info: 'Open daily.' } });
    const approved = await post(`/api/admin/held-edits/${held!.id}/approve`, {}, { headers: admin });
    expect(approved.body).toMatchObject({ status: 'Success', review: 'approved', revision: 2 });
    const after = await track(created.trackId);
    expect(after.info).toContain('href="https://booking.example/track"');
    expect(after.revision).toBe(2);
    const history = (await get(`/api/track-history?id=${created.trackId}`)).body;
    expect(history.revisions[0]).toMatchObject({ revision: 2, source: 'web', changed_fields: ['info'] });
  });

  it('a new track is created without the linked info, which waits for review', async () => {
    const { status, body } = await post('/api/post-track', { ...sampleTrack(-3.2, -60.0), name: 'Held New Oval', info: LINK_INFO });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'UnderReview', pending: true });
    expect((await track(body.trackId)).info).toBeNull();
    expect(await heldFor(body.trackId)).toHaveLength(1);
  });

  it('approving an edit the track has moved past answers Conflict; a rejected edit never shows', async () => {
    const created = await createTrack(-3.3, -60.0, { name: 'Busy Held Oval', info: 'Open daily.' });
    await post('/api/post-track', {
      ...sampleTrack(-3.3, -60.0),
      id: created.trackId,
      baseRevision: 1,
      name: 'Busy Held Oval',
      info: LINK_INFO,
    });
    await post('/api/post-track', {
      ...sampleTrack(-3.3, -60.0),
      id: created.trackId,
      baseRevision: 1,
      name: 'Busy Held Oval',
      info: 'Open daily, lights till 22.',
    });
    const [held] = await heldFor(created.trackId);
    const stale = await post(`/api/admin/held-edits/${held!.id}/approve`, {}, { headers: admin });
    expect(stale.status).toBe(409);
    const rejected = await post(`/api/admin/held-edits/${held!.id}/reject`, {}, { headers: admin });
    expect(rejected.body).toMatchObject({ review: 'rejected' });
    expect((await post(`/api/admin/held-edits/${held!.id}/approve`, {}, { headers: admin })).status).toBe(409);
    expect((await track(created.trackId)).info).toBe('Open daily, lights till 22.');
  });

  it('info without a link is published at once', async () => {
    const created = await createTrack(-3.4, -60.0, { name: 'Plain Oval' });
    const edit = await post('/api/post-track', {
      ...sampleTrack(-3.4, -60.0),
      id: created.trackId,
      baseRevision: 1,
      name: 'Plain Oval',
      info: 'Gate code at the café.',
    });
    expect(edit.body).toMatchObject({ status: 'Success', pending: false, revision: 2 });
    expect((await track(created.trackId)).info).toBe('Gate code at the café.');
  });
});
