// GET /api/openapi.json is complete (every route the app serves is in it) and true (real answers
// of the Worker, with real D1, pass the documented answer schemas, which refuse unknown fields).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resultBody } from '../../src-shared/schemas/common';
import { OPERATIONS } from './documented';
import { createApp } from '../../src-worker/app';
import { createAreas, createTrack, get, post } from './api';

const operation = (method: 'get' | 'post', path: string) => {
  const found = OPERATIONS.find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};

/** Fails with zod's own issues, so a drifted field is named. */
function expectAnswerMatches(method: 'get' | 'post', path: string, answer: unknown) {
  const result = operation(method, path).answer.safeParse(answer);
  expect(result.success ? [] : z.prettifyError(result.error), `${method} ${path}`).toEqual([]);
}

describe('the OpenAPI document', () => {
  it('is served, with every documented call', async () => {
    const { status, body, response } = await get('/api/openapi.json');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(body.openapi).toBe('3.1.0');
    for (const op of OPERATIONS) expect(body.paths[op.path]?.[op.method], `${op.method} ${op.path}`).toBeDefined();
  });

  it('documents every API route the app serves', () => {
    const served = createApp()
      .routes.filter(
        (r) =>
          (r.method === 'GET' || r.method === 'POST') &&
          r.path.startsWith('/api/') &&
          !r.path.includes('*') &&
          !r.path.startsWith('/api/admin/'),
      )
      .map((r) => `${r.method.toLowerCase()} ${r.path}`);
    const documented = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(served.length).toBeGreaterThan(10);
    expect([...new Set(served)].sort()).toEqual([...documented].sort());
  });
});

describe('real answers match the documented schemas', () => {
  it('tracks, history, writes and feedback', async () => {
    const areas = await createAreas(-33.9, 151.2);
    const created = await createTrack(-33.9, 151.2, { name: 'Schema Oval', surface: 'Grass', quality: 'Good' });
    expectAnswerMatches('post', '/api/post-track', created);
    const comment = await post('/api/post-feedback', {
      trackId: created.trackId,
      feedbackType: 'comment',
      comment: 'Great oval',
      name: 'Jo',
      recommendTypes: [0],
    });
    expectAnswerMatches('post', '/api/post-feedback', comment.body);
    const visit = await post('/api/post-feedback', {
      trackId: created.trackId,
      feedbackType: 'visit report',
      comment: '',
      name: '',
      recommendTypes: [0],
      visitDate: '2026-01-02',
      openStatus: 1,
    });
    expectAnswerMatches('post', '/api/post-feedback', visit.body);
    const track = (await get(`/api/track?id=${created.trackId}`)).body;
    expect(track.comments.length).toBe(2);
    expectAnswerMatches('get', '/api/track', track);
    expectAnswerMatches('get', '/api/track-history', (await get(`/api/track-history?id=${created.trackId}`)).body);
    expectAnswerMatches('get', '/api/area', (await get(`/api/area?id=${areas.city}`)).body);
    const answered = await post('/api/post-answer', { trackId: created.trackId, question: 'fee', value: 'free' });
    expectAnswerMatches('post', '/api/post-answer', answered.body);
    const page = (await get(`/api/area-full?segment=${encodeURIComponent(areas.citySegment)}`)).body;
    expect(page.parents.length).toBe(2);
    expect(page.num_answers).toBe(1);
    expectAnswerMatches('get', '/api/area-full', page);
    const changes = (await get(`/api/changes?area=${encodeURIComponent(areas.countrySegment)}`)).body;
    expect(changes.changes.map((change: { kind: string }) => change.kind)).toEqual(['answer', 'visit-report', 'comment', 'track']);
    expectAnswerMatches('get', '/api/changes', changes);
  });

  it('lists, search, the map and the cache key', async () => {
    await createTrack(-34.6, -58.4, { name: 'Listed Track' });
    expectAnswerMatches('get', '/api/search-tracks-full', (await get('/api/search-tracks-full')).body);
    expectAnswerMatches('get', '/api/search-areas', (await get('/api/search-areas')).body);
    const suggest = (await get('/api/suggest?q=listed')).body;
    expect(suggest.tracks.total).toBeGreaterThan(0);
    expectAnswerMatches('get', '/api/suggest', suggest);
    expectAnswerMatches('get', '/api/cache', (await get('/api/cache')).body);
    expectAnswerMatches('get', '/api/map-tile', (await get('/api/map-tile?z=4&x=1&y=2')).body);
    expectAnswerMatches('get', '/api/map-count', (await get('/api/map-count?south=-60&west=-80&north=0&east=-30')).body);
  });

  it('the chat, activated and not', async () => {
    const refused = await post('/api/post-chat', { activationKey: 'wrong', chats: [], userChats: [], newUserChats: [] });
    expectAnswerMatches('post', '/api/post-chat', refused.body);
    const hello = await post('/api/post-chat', { activationKey: 'test-chat-key', chats: [], userChats: [], newUserChats: [], lang: 'en' });
    expect(hello.body.activated).toBe(true);
    expectAnswerMatches('post', '/api/post-chat', hello.body);
    const turn = await post('/api/post-chat', {
      activationKey: 'test-chat-key',
      chats: [...hello.body.chats, { role: 'user', content: 'Hello' }],
      userChats: hello.body.userChats,
      newUserChats: [],
      lang: 'en',
    });
    expect(turn.status).toBe(200);
    expectAnswerMatches('post', '/api/post-chat', turn.body);
  });

  it('the open-data export', async () => {
    await createTrack(-35.3, 149.1, { name: 'Exported Track' });
    const geojson = await get('/api/export/tracks.geojson');
    expect(geojson.response.headers.get('Content-Type')).toContain('application/geo+json');
    expect(geojson.body.features.length).toBeGreaterThan(0);
    expectAnswerMatches('get', '/api/export/tracks.geojson', geojson.body);
  });

  it('static pages and the blog', async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO static_pages (id, title, headline, last_update, content) VALUES ('aboutv2', 'About', 'About us', '2026-01-01', '<p>Hi</p>')",
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('schema-post', 'A post', '<p>Text</p>', '2026-02-01T00:00:00.000Z')",
      ),
    ]);
    expectAnswerMatches('get', '/api/static', (await get('/api/static?id=aboutv2')).body);
    expectAnswerMatches('get', '/api/blog-post', (await get('/api/blog-post?urlSegment=schema-post')).body);
    expectAnswerMatches('get', '/api/blog-posts', (await get('/api/blog-posts')).body);
  });

  it('errors answer the documented result shape', async () => {
    const { status, body } = await get('/api/track?id=987654321');
    expect(status).toBe(404);
    expect(operation('get', '/api/track').errors).toContain('NotFound');
    expect(resultBody.safeParse(body).success).toBe(true);
  });
});
