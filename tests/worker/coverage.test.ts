// GET /api/coverage: the countries the directory lists tracks in, for the start page.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { coverage } from '../../src-shared/schemas/area';
import { createAreas, createTrack, get, post } from './api';

interface Country {
  id: number;
  name: string;
  url_segment: string;
  num_tracks: number;
}

describe('GET /api/coverage', () => {
  it('counts each country’s tracks from every area below it, and leaves removed tracks out', async () => {
    // Two places in one new country: its region (no town near) and its town.
    const { country, countrySegment } = await createAreas(-31, 150);
    await createTrack(-31, 150);
    await createTrack(-31.0005, 150);
    const removed = await createTrack(-31.001, 150);
    await post(`/api/admin/track/${removed.trackId}/remove-permanently`, {}, { headers: { Authorization: 'Bearer test-admin-token' } });
    const { cacheKey } = await createTrack(-31.0015, 150);

    const { status, body } = await get(`/api/coverage?key=${cacheKey}`);
    expect(status).toBe(200);
    expect(() => coverage.parse(body)).not.toThrow();
    const entry = (body.countries as Country[]).find((c) => c.id === country);
    expect(entry).toEqual({ id: country, name: expect.stringMatching(/^Testland /), url_segment: countrySegment, num_tracks: 3 });
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM tracks WHERE permanently_removed = 0').first<{ n: number }>())!;
    expect(body.num_tracks).toBe(n);
    expect(body.num_tracks).toBe((body.countries as Country[]).reduce((sum, c) => sum + c.num_tracks, 0) + body.num_unplaced);
    const counts = (body.countries as Country[]).map((c) => c.num_tracks);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers a new key with the new count', async () => {
    const { country } = await createAreas(-33, 151);
    const first = await createTrack(-33, 151);
    const before = (await get(`/api/coverage?key=${first.cacheKey}`)).body.countries as Country[];
    const second = await createTrack(-33.0005, 151);
    const after = (await get(`/api/coverage?key=${second.cacheKey}`)).body.countries as Country[];
    expect(before.find((c) => c.id === country)?.num_tracks).toBe(1);
    expect(after.find((c) => c.id === country)?.num_tracks).toBe(2);
  });

  it('refuses a key that is not a number, in the result-status shape', async () => {
    const { status, body } = await get('/api/coverage?key=abc');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'InvalidInput' });
  });
});
