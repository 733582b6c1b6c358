import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createTrack, get, ORIGIN } from './api';

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

describe('suggestions and other endless questions', () => {
  it('are answered from the data centre cache for their cache key, with or without the key in the URL', async () => {
    const track = await createTrack(-23.5874, -46.6576, { name: 'Pista Cacheada Quatorze' });
    const term = '/api/suggest?q=cacheada+quatorze';
    const first = await get(term);
    expect(first.body.tracks.items.map((item: { label: string }) => item.label)).toEqual(['Pista Cacheada Quatorze']);
    expect(first.response.headers.get('Cache-Control')).toBe('no-cache');

    // Wait until that answer is in the cache, where the Worker keeps it under the term and the key.
    const cache = await caches.open('versioned-answers');
    const copy = `${ORIGIN}/api/suggest?q=cacheada+quatorze&key=${track.cacheKey}`;
    for (let tries = 0; (await cache.match(copy)) === undefined && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Another isolate renames the track without moving the key (no Worker write does that): the
    // copy made for this key is what every asker of this key gets, with the key or without it.
    await env.DB.prepare("UPDATE tracks SET name = 'Pista Renomeada Quatorze' WHERE id = ?").bind(track.trackId).run();
    expect((await get(term)).body.tracks.items[0].label).toBe('Pista Cacheada Quatorze');
    const withKey = await get(`${term}&key=${track.cacheKey}`);
    expect(withKey.body.tracks.items[0].label).toBe('Pista Cacheada Quatorze');
    expect(withKey.response.headers.get('Cache-Control')).toContain('immutable');

    // Once the key moves, the term is asked afresh.
    await env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'").run();
    const newer = await get(`/api/suggest?q=quatorze&key=${track.cacheKey + 1}`);
    expect(newer.body.tracks.items[0].label).toBe('Pista Renomeada Quatorze');
  });
});
