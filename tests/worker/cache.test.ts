import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createTrack, get } from './api';

describe('GET /api/cache', () => {
  it('answers the current numeric key, never cached by the browser', async () => {
    const { status, body, response } = await get('/api/cache');
    expect(status).toBe(200);
    expect(typeof body.key).toBe('number');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('moves up with every write and matches the key the write returned', async () => {
    const before = (await get('/api/cache')).body.key;
    const created = await createTrack();
    expect(created.cacheKey).toBeGreaterThan(before);
    expect((await get('/api/cache')).body.key).toBe(created.cacheKey);
  });
});

describe('a client that names a newer key than this isolate remembers', () => {
  it('gets data at least that new, not the copy cached under the older key', async () => {
    const track = await createTrack();
    const before = await get(`/api/track?id=${track.trackId}&key=${track.cacheKey}`);
    expect(before.body.name).toBe('Estádio Municipal');
    // Wait until that answer is stored in KV, so an isolate that still believed in the old key
    // would serve it.
    for (let tries = 0; (await env.CACHE.get(`track/id/${track.trackId}@${track.cacheKey}`)) === null && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // A write made by another isolate: the database moves on, this isolate's memory of the key does not.
    const [, bumped] = await env.DB.batch([
      env.DB.prepare("UPDATE tracks SET name = 'Renamed Elsewhere' WHERE id = ?").bind(track.trackId),
      env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key' RETURNING value"),
    ]);
    const newerKey = (bumped!.results[0] as { value: number }).value;

    const after = await get(`/api/track?id=${track.trackId}&key=${newerKey}`);
    expect(after.status).toBe(200);
    expect(after.body.name).toBe('Renamed Elsewhere');
    expect(after.response.headers.get('Cache-Control')).toContain('immutable');
  });
});
