import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get, post } from './api';

describe('GET /api/search-tracks-full', () => {
  it('lists every track with the fields of a track list entry', async () => {
    await createAreas(40, 50);
    const { trackId, trackUrlSegment } = await createTrack(40, 50);
    const { status, body } = await get('/api/search-tracks-full');
    expect(status).toBe(200);
    const entry = body.find((t: { id: number }) => t.id === trackId);
    expect(entry).toEqual({
      id: trackId,
      name: 'Estádio Municipal',
      url_segment: trackUrlSegment,
      area: expect.stringMatching(/^Springfield /),
      center_lat: 40,
      center_lng: 50,
      num_comments: 0,
      num_likes: 0,
      status: null,
      removed: false,
      label: null,
    });
  });

  it('lets a URL with the current key be cached for good, and revalidates the rest', async () => {
    await createTrack(40.1, 50);
    const key = (await get('/api/cache')).body.key;

    const keyed = await get(`/api/search-tracks-full?key=${key}`);
    expect(keyed.response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    const plain = await get('/api/search-tracks-full');
    expect(plain.response.headers.get('Cache-Control')).toBe('no-cache');
    const etag = plain.response.headers.get('ETag');
    expect(etag).toBe(`W/"${key}"`);
    const revalidated = await get('/api/search-tracks-full', { 'If-None-Match': etag! });
    expect(revalidated.status).toBe(304);

    // A key from the future must not be cached for good: its data does not exist yet.
    const future = await get(`/api/search-tracks-full?key=${key + 1000}`);
    expect(future.response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('shows a new track under the new key after a write', async () => {
    const before = (await get('/api/cache')).body.key;
    await get(`/api/search-tracks-full?key=${before}`);
    const { trackId, cacheKey } = await createTrack(40.2, 50);
    const after = await get(`/api/search-tracks-full?key=${cacheKey}`);
    expect(after.body.some((t: { id: number }) => t.id === trackId)).toBe(true);
    const old = await get(`/api/search-tracks-full?key=${before}`);
    expect(old.body.some((t: { id: number }) => t.id === trackId)).toBe(false);
  });

  it('refuses a key that is not a number', async () => {
    const { status, body } = await get('/api/search-tracks-full?key=abc');
    expect(status).toBe(400);
    expect(body.status).toBe('InvalidInput');
  });
});

describe('areas', () => {
  it('lists areas for search with their parent name', async () => {
    const a = await createAreas(41, 51);
    const { body } = await get('/api/search-areas');
    expect(body).toContainEqual({ id: a.city, name: `Springfield ${a.tag}`, parent_area: `North ${a.tag}`, url_segment: a.citySegment });
    expect(body).toContainEqual({ id: a.country, name: `Testland ${a.tag}`, parent_area: null, url_segment: a.countrySegment });
  });

  it("answers an area's bounds by id", async () => {
    const a = await createAreas(42, 52);
    const { body } = await get(`/api/area?id=${a.region}`);
    expect(body).toMatchObject({ id: a.region, bound_north: 44, bound_south: 40, bound_east: 54, bound_west: 50 });
  });

  it('builds the area page with parents, child areas and the tracks below it', async () => {
    const a = await createAreas(43, 53);
    const { trackId } = await createTrack(43, 53);
    const { status, body } = await get(`/api/area-full?segment=${a.countrySegment}/north`);
    expect(status).toBe(200);
    // The summary is written from the tracks as they are, not the text stored with the area.
    expect(body).toMatchObject({
      id: a.region,
      name: `North ${a.tag}`,
      num_tracks: 1,
      track_info: `North ${a.tag} has 1 running track: outdoor. Its surface is synthetic. It is 400 m long.`,
    });
    expect(body.parents).toEqual([{ id: a.country, name: `Testland ${a.tag}`, url_segment: a.countrySegment }]);
    expect(body.child_areas).toEqual([{ id: a.city, name: `Springfield ${a.tag}`, url_segment: a.citySegment, num_tracks: 1 }]);
    expect(body.tracks.map((t: { id: number }) => t.id)).toEqual([trackId]);
  });

  it('answers 404 for unknown areas and refuses malformed segments', async () => {
    expect((await get('/api/area-full?segment=atlantis')).body).toMatchObject({ status: 'NotFound', message: 'Area not found' });
    expect((await get('/api/area?id=99999999')).status).toBe(404);
    expect((await get('/api/area-full?segment=..%2F..%2Fetc')).status).toBe(400);
    expect((await get(`/api/area-full?segment=${'long-area-name/'.repeat(19)}end`)).status).toBe(404);
  });
});

describe('static pages and blog posts', () => {
  it('serves a static page by id and a blog post by segment', async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT OR REPLACE INTO static_pages (id, title, headline, content, last_update) VALUES ('aboutv2', 'About', 'About us', '<p>Hi</p>', '2026-11-01')`,
      ),
      env.DB.prepare(
        `INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('lane-maths', 'Lane maths', '<p>Lane 8</p>', '2026-11-02')`,
      ),
    ]);
    expect((await get('/api/static?id=aboutv2')).body).toEqual({
      id: 'aboutv2',
      title: 'About',
      headline: 'About us',
      lastUpdate: '2026-11-01',
      content: '<p>Hi</p>',
    });
    expect((await get('/api/blog-post?urlSegment=lane-maths')).body).toEqual({
      title: 'Lane maths',
      main_content: '<p>Lane 8</p>',
      url_segment: 'lane-maths',
      published: '2026-11-02',
    });
    expect((await get('/api/blog-posts')).body).toContainEqual({ title: 'Lane maths', url_segment: 'lane-maths', published: '2026-11-02' });
  });

  it('refuses unknown static ids and answers 404 for unknown posts', async () => {
    expect((await get('/api/static?id=secrets')).body.status).toBe('InvalidInput');
    expect((await get('/api/blog-post?urlSegment=nope')).body).toMatchObject({ status: 'NotFound', message: 'Blog post not found' });
  });
});

describe('malformed URLs', () => {
  it('never answer a server error', async () => {
    const paths = [
      '/api/track?segment=%E0%A4%A',
      '/api/track?id=%FF',
      '/api/area-full?segment=%E0',
      '/api/blog-post?urlSegment=%C0%AF',
      '/api/search-tracks-full?key=%',
      '/api/%E0%A4%A',
    ];
    for (const path of paths) expect((await get(path)).status, path).toBeLessThan(500);
    expect((await get('/api/admin/feedback/%E0/approve', { Authorization: 'Bearer test-admin-token' })).status).toBeLessThan(500);
  });
});

describe('unknown API calls', () => {
  it('answer 404 in the result shape', async () => {
    const { status, body } = await get('/api/nope');
    expect(status).toBe(404);
    expect(body.status).toBe('NotFound');
    expect((await post('/api/track', {})).status).toBe(404);
  });
});
