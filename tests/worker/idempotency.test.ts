// Writes a runner may make offline (issue 43): sent again with the same Idempotency-Key, as a
// phone's worker does until one arrives, they are written once and answered as the first time.
import { describe, expect, it } from 'vitest';
import { commentBody as comment, createAreas, createTrack, get, newClient, post } from './api';

const commentsOf = async (trackId: number) =>
  ((await get(`/api/track?id=${trackId}`)).body.comments as { text: string }[]).map((c) => c.text);

describe('a write sent again with its Idempotency-Key', () => {
  it('is written once, and the second send gets the first answer, marked as replayed', async () => {
    await createAreas(-9.66, -35.73);
    const { trackId } = await createTrack(-9.66, -35.73, { name: 'Pista Idempotente' });
    const client = newClient();
    const key = crypto.randomUUID();
    const first = await post('/api/post-feedback', comment(trackId, 'Gates open at six'), { client, headers: { 'Idempotency-Key': key } });
    const again = await post('/api/post-feedback', comment(trackId, 'Gates open at six'), { client, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('Success');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.response.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await commentsOf(trackId)).filter((text) => text === 'Gates open at six')).toHaveLength(1);
  });

  it('a runner’s answer too; another key, or none, is another write', async () => {
    await createAreas(-9.67, -35.74);
    const { trackId } = await createTrack(-9.67, -35.74, { name: 'Pista Respondida' });
    const client = newClient();
    const key = crypto.randomUUID();
    const answer = { trackId, question: 'fee', value: 'free' };
    const first = await post('/api/post-answer', answer, { client, headers: { 'Idempotency-Key': key } });
    const again = await post('/api/post-answer', answer, { client, headers: { 'Idempotency-Key': key } });
    expect(first.body.status).toBe('Success');
    expect(again.body).toEqual(first.body);
    // The same key on another write is a key of its own there.
    const feedback = await post('/api/post-feedback', comment(trackId, 'Lit until ten'), { client, headers: { 'Idempotency-Key': key } });
    expect(feedback.response.headers.get('Idempotent-Replayed')).toBeNull();
    await post('/api/post-feedback', comment(trackId, 'Lit until ten'), { client });
    expect((await commentsOf(trackId)).filter((text) => text === 'Lit until ten')).toHaveLength(2);
  });

  it('a key that is not one is refused in the result shape, and nothing is written', async () => {
    await createAreas(-9.68, -35.75);
    const { trackId } = await createTrack(-9.68, -35.75, { name: 'Pista Recusada' });
    const refused = await post('/api/post-feedback', comment(trackId, 'Bad key'), { headers: { 'Idempotency-Key': 'a b<script>' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'BadRequest', description: expect.stringContaining('Idempotency-Key') });
    expect(await commentsOf(trackId)).not.toContain('Bad key');
  });
});
