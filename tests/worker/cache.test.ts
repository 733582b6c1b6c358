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
