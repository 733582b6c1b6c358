// Blocking a client (issue #26) through the real Worker: its writes are refused with SpamAlert
// saying until when, a block whose time has passed refuses nothing, and a lifted one neither.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { createTrack, get, newClient, post, sampleTrack } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };
const LAT = 59.33;
const LNG = 18.06;

/** A client that has written once, and its hash as stored. */
async function writer(lat: number) {
  const client = newClient();
  const { body } = await post('/api/post-track', sampleTrack(lat, LNG), { client });
  const clientHash = await env.DB.prepare('SELECT client_hash FROM track_revisions WHERE track_id = ?1')
    .bind(body.trackId)
    .first<string>('client_hash');
  return { client, clientHash: clientHash!, trackId: body.trackId as number };
}

const block = (clientHash: string, until: Date) =>
  post('/api/admin/blocks', { clientHash, until: until.toISOString(), reason: 'Vandalised tracks' }, { headers: admin });
const editAs = (client: string, trackId: number, name: string) =>
  post('/api/post-track', { id: trackId, lat: LAT, lng: LNG, name }, { client });
const commentAs = (client: string, trackId: number) =>
  post('/api/post-feedback', { trackId, feedbackType: FeedbackType.Comment, comment: 'Hello', name: '', recommendTypes: [0] }, { client });
const activeBlocks = async () => (await get('/api/admin/blocks', admin)).body as { id: number; client_hash: string; until: string }[];

describe('blocking a client', () => {
  it('refuses its writes until the block ends or is lifted; it is listed while active', async () => {
    const { client, clientHash } = await writer(LAT);
    const { trackId } = await createTrack(LAT + 0.01, LNG);
    const until = new Date(Date.now() + 3_600_000);
    const blocked = await block(clientHash, until);
    expect(blocked.body).toMatchObject({ status: 'Success', clientHash, until: until.toISOString(), reason: 'Vandalised tracks' });

    const edit = await editAs(client, trackId, 'Blocked edit');
    expect(edit.status).toBe(429);
    expect(edit.body).toMatchObject({
      status: 'SpamAlert',
      description: `Writes from your network are blocked until ${until.toISOString()}`,
    });
    expect((await commentAs(client, trackId)).body.status).toBe('SpamAlert');
    expect((await post('/api/post-track', sampleTrack(LAT + 0.02, LNG), { client })).body.status).toBe('SpamAlert');
    // Another client writes as before.
    expect((await commentAs(newClient(), trackId)).body.status).toBe('Success');
    expect((await activeBlocks()).filter((b) => b.client_hash === clientHash)).toEqual([expect.objectContaining({ id: blocked.body.id })]);

    const lifted = await post(`/api/admin/blocks/${blocked.body.id}/lift`, {}, { headers: admin });
    expect(lifted.body).toMatchObject({ status: 'Success', id: blocked.body.id });
    expect((await post(`/api/admin/blocks/${blocked.body.id}/lift`, {}, { headers: admin })).status).toBe(404);
    expect((await activeBlocks()).some((b) => b.id === blocked.body.id)).toBe(false);
    expect((await editAs(client, trackId, 'Allowed again')).body.status).toBe('Success');
  });

  it('a block whose time has passed refuses nothing and is not listed', async () => {
    const { client, clientHash, trackId } = await writer(LAT + 0.03);
    const expired = await block(clientHash, new Date(Date.now() - 1000));
    expect(expired.body.status).toBe('Success');
    expect((await editAs(client, trackId, 'After the block')).body.status).toBe('Success');
    expect((await activeBlocks()).some((b) => b.id === expired.body.id)).toBe(false);
  });

  it('is for operators only, and checks what it is given', async () => {
    const body = { clientHash: 'b'.repeat(24), until: new Date(Date.now() + 60_000).toISOString(), reason: 'x' };
    expect((await post('/api/admin/blocks', body)).status).toBe(401);
    expect((await get('/api/admin/blocks')).status).toBe(401);
    expect((await post('/api/admin/blocks/1/lift', {})).status).toBe(401);
    expect((await post('/api/admin/blocks', { ...body, reason: ' ' }, { headers: admin })).status).toBe(400);
    expect((await post('/api/admin/blocks', { ...body, until: 'tomorrow' }, { headers: admin })).status).toBe(400);
  });
});
