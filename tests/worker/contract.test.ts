// The published contract against real answers: for every operation of GET /api/openapi.json, real
// requests through the Worker (real D1 and KV) that bring its success and each error status it
// documents, every answer's status and body checked against the document with Ajv (JSON Schema
// 2020-12, formats included), a validator that shares nothing with the zod schemas the document
// is generated from. (The document itself is checked as OpenAPI 3.1 in src-worker/api/openapi.test.ts:
// that validator reads its schemas from files, which the Workers runtime has not.)
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../src-worker/index';
import { createAreas, createTrack, newClient, ORIGIN, sampleTrack } from './api';
import { ACTIVATION_KEY, openAiScript } from './chat-api';
import { PHONE_PHOTO } from './photo-fixture';

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };

let document: Document;
let ajv: Ajv2020;
/** "get /api/track 404" for each answer checked. */
const checked = new Set<string>();
/** What an answer differs from the document in, per answer. */
const differences: string[] = [];

interface Call {
  method?: 'GET' | 'POST';
  /** The documented path the request is an operation of. */
  operation: string;
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Another environment for the Worker (a broken database, a failing model). */
  env?: Record<string, unknown>;
}

/** Sends the request and holds its answer against the document; returns the status. */
async function call({ method = 'GET', operation, url, headers = {}, body, env: override }: Call): Promise<{ status: number; body: any }> {
  const writes: Record<string, string> =
    method === 'POST' ? { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': newClient() } : {};
  const request = new Request(`${ORIGIN}${url}`, {
    method,
    headers: { ...writes, ...headers },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : body instanceof Uint8Array
            ? new Blob([body.slice()])
            : JSON.stringify(body),
  });
  const response = override ? await worker.fetch(request, { ...env, ...override }) : await exports.default.fetch(request);
  const text = await response.text();
  const where = `${method.toLowerCase()} ${operation} ${response.status}`;
  checked.add(where);
  const documented = document.paths[operation]?.[method.toLowerCase()]?.responses[String(response.status)];
  if (!documented) {
    differences.push(`${where}: status not documented`);
    return { status: response.status, body: text };
  }
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  if (!documented.content) {
    if (text !== '') differences.push(`${where}: a body where the document lists none`);
    return { status: response.status, body: text };
  }
  if (!(type in documented.content)) {
    differences.push(`${where}: ${type} is not among ${Object.keys(documented.content).join(', ')}`);
    return { status: response.status, body: text };
  }
  const value = type === 'text/csv' ? text : JSON.parse(text);
  const pointer = `openapi#/paths/${operation.replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${response.status}/content/${type.replaceAll('/', '~1')}/schema`;
  const validate = ajv.getSchema(pointer)!;
  if (!validate(value)) differences.push(`${where}: ${ajv.errorsText(validate.errors)}`);
  return { status: response.status, body: value };
}

/** A database that fails every query, as a broken binding would: every call's InternalError. */
const failing = () => {
  throw new Error('The database is not reachable');
};
const BROKEN_DB = { withSession: () => ({ prepare: failing, batch: failing, getBookmark: () => null }) };

/** The ETag of a versioned answer, for its 304. */
async function etagOf(url: string): Promise<string> {
  return (await exports.default.fetch(new Request(`${ORIGIN}${url}`))).headers.get('ETag')!;
}

beforeAll(async () => {
  document = (await (await exports.default.fetch(new Request(`${ORIGIN}/api/openapi.json`))).json()) as Document;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  // The InternalError answers below are logged by the app's error handler; the log is not the point here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('every operation answers as documented', () => {
  it('the reads, with each of their statuses', async () => {
    const areas = await createAreas(-12.5, 131.0);
    const track = await createTrack(-12.5, 131.01, { name: `Contract Oval ${areas.tag}` });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO static_pages (id, title, headline, last_update, content) VALUES ('termsv2', 'Terms', 'Terms', '2026-01-01', '<p>Terms</p>')",
      ),
      // As the content files give it (data/content/content.json): the day only.
      env.DB.prepare(
        "INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('contract-post', 'A post', '<p>Text</p>', '2026-11-21')",
      ),
    ]);
    const versioned: [string, string][] = [
      ['/api/track', `/api/track?id=${track.trackId}`],
      ['/api/track', `/api/track?segment=${track.trackUrlSegment}`],
      ['/api/area', `/api/area?id=${areas.city}`],
      ['/api/area-full', `/api/area-full?segment=${areas.citySegment}`],
      ['/api/coverage', '/api/coverage'],
      ['/api/search-areas', '/api/search-areas'],
      ['/api/search-tracks-full', '/api/search-tracks-full'],
      ['/api/suggest', `/api/suggest?q=contract+oval&near=-12.5,131`],
      ['/api/suggest-next', '/api/suggest-next?q=contract+ov'],
      ['/api/map-tile', '/api/map-tile?z=6&x=13&y=8'],
      ['/api/map-count', '/api/map-count?south=-20&west=120&north=-5&east=140&lit=1'],
      ['/api/changes', `/api/changes?area=${areas.countrySegment}&limit=10`],
      ['/api/export/tracks.geojson', '/api/export/tracks.geojson'],
      ['/api/export/tracks.csv', '/api/export/tracks.csv'],
    ];
    for (const [operation, url] of versioned) {
      expect((await call({ operation, url })).status, url).toBe(200);
      expect((await call({ operation, url, headers: { 'If-None-Match': await etagOf(url) } })).status, url).toBe(304);
      const withKey = `${url}${url.includes('?') ? '&' : '?'}key=not-a-key`;
      expect((await call({ operation, url: withKey })).status, withKey).toBe(400);
      // A key newer than any makes the Worker read the current key from the database, past its caches.
      expect((await call({ operation, url: withKey.replace('not-a-key', '999999999999'), env: { DB: BROKEN_DB } })).status, url).toBe(500);
    }
    const plain: [string, string][] = [
      ['/api/track-history', `/api/track-history?id=${track.trackId}`],
      ['/api/static', '/api/static?id=termsv2'],
      ['/api/blog-post', '/api/blog-post?urlSegment=contract-post'],
      ['/api/blog-posts', '/api/blog-posts'],
      ['/api/cache', '/api/cache'],
      ['/api/openapi.json', '/api/openapi.json'],
    ];
    for (const [operation, url] of plain) {
      expect((await call({ operation, url })).status, url).toBe(200);
      if (operation === '/api/openapi.json') continue;
      // The isolate remembers the cache key for a second (db/cache-key.ts): past it, the key is read again.
      if (operation === '/api/cache') await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await call({ operation, url, env: { DB: BROKEN_DB } })).status, url).toBe(500);
    }
    const refused: [string, string, number][] = [
      ['/api/track', '/api/track?id=987654321', 404],
      ['/api/track', '/api/track', 400],
      ['/api/track-history', '/api/track-history?id=987654321', 404],
      ['/api/track-history', '/api/track-history?id=x', 400],
      ['/api/area', '/api/area?id=987654321', 404],
      ['/api/area-full', '/api/area-full?segment=nowhere-at-all', 404],
      ['/api/static', '/api/static?id=aboutv2x', 400],
      ['/api/static', '/api/static?id=privacyv2', 404],
      ['/api/blog-post', '/api/blog-post?urlSegment=Not+A+Segment', 400],
      ['/api/blog-post', '/api/blog-post?urlSegment=no-such-post', 404],
      ['/api/map-tile', '/api/map-tile?z=4&x=99&y=0', 400],
      ['/api/map-count', '/api/map-count?south=10&west=0&north=0&east=1', 400],
      ['/api/changes', '/api/changes?area=nowhere-at-all', 404],
      ['/api/changes', '/api/changes?kind=deletion', 400],
    ];
    for (const [operation, url, status] of refused) expect((await call({ operation, url })).status, url).toBe(status);
  });

  it('the writes, with each of their statuses', async () => {
    const { trackId, revision } = await createTrack(-12.6, 131.2, { name: 'Contract Writes Oval' });
    const comment = { trackId, feedbackType: 'comment', comment: 'Good lanes', name: 'Jo', recommendTypes: [0] };
    const chatBody = { activationKey: ACTIVATION_KEY, chats: [], userChats: [], newUserChats: [], lang: 'en' };
    const bodies: [string, unknown][] = [
      ['/api/post-track', sampleTrack(-12.61, 131.2)],
      ['/api/post-feedback', comment],
      ['/api/post-answer', { trackId, question: 'fee', value: 'free' }],
      ['/api/post-chat', chatBody],
    ];
    for (const [operation, body] of bodies) {
      expect((await call({ method: 'POST', operation, url: operation, body })).status, operation).toBe(200);
      expect((await call({ method: 'POST', operation, url: operation, body: { nothing: true } })).status, operation).toBe(400);
      expect((await call({ method: 'POST', operation, url: operation, body: '{not json' })).status, operation).toBe(400);
      expect(
        (await call({ method: 'POST', operation, url: operation, body, headers: { Origin: 'https://elsewhere.example' } })).status,
        operation,
      ).toBe(403);
      expect((await call({ method: 'POST', operation, url: operation, body: 'x'.repeat(70 * 1024) })).status, operation).toBe(413);
      expect(
        (await call({ method: 'POST', operation, url: operation, body, headers: { 'Content-Type': 'text/plain' } })).status,
        operation,
      ).toBe(415);
      expect((await call({ method: 'POST', operation, url: operation, body, env: { DB: BROKEN_DB } })).status, operation).toBe(500);
    }
    // UnderReview is a success: a comment with a link is held.
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-feedback',
          url: '/api/post-feedback',
          body: { ...comment, comment: 'See https://example.org' },
        })
      ).body.status,
    ).toBe('UnderReview');
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-track',
          url: '/api/post-track',
          body: { id: 987654321, lat: 1, lng: 1, name: 'Nowhere' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call({ method: 'POST', operation: '/api/post-feedback', url: '/api/post-feedback', body: { ...comment, trackId: 987654321 } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-answer',
          url: '/api/post-answer',
          body: { trackId: 987654321, question: 'fee', value: 'free' },
        })
      ).status,
    ).toBe(404);
    await call({
      method: 'POST',
      operation: '/api/post-track',
      url: '/api/post-track',
      body: { id: trackId, baseRevision: revision, lat: -12.6, lng: 131.2, name: 'Contract Writes Oval 2' },
    });
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-track',
          url: '/api/post-track',
          body: { id: trackId, baseRevision: revision, lat: -12.6, lng: 131.2, name: 'Stale' },
        })
      ).status,
    ).toBe(409);
    // A key still being answered (its first request in flight): Conflict, under 409 (issue 43).
    for (const [operation, body] of [
      ['/api/post-feedback', { ...comment, trackId }],
      ['/api/post-answer', { trackId, question: 'fee', value: 'free' }],
    ] as const) {
      const key = crypto.randomUUID();
      await env.DB.prepare('INSERT INTO idempotent_writes (key, path, created) VALUES (?1, ?2, ?3)')
        .bind(key, operation, new Date().toISOString())
        .run();
      expect((await call({ method: 'POST', operation, url: operation, body, headers: { 'Idempotency-Key': key } })).status).toBe(409);
    }
    // ConversationTooLong is sent under 400.
    const tooLong = { ...chatBody, chats: Array.from({ length: 10 }, () => ({ role: 'user', content: 'x'.repeat(5000) })) };
    expect((await call({ method: 'POST', operation: '/api/post-chat', url: '/api/post-chat', body: tooLong })).body.status).toBe(
      'ConversationTooLong',
    );
    // A model that fails: 502.
    const model = await openAiScript([{ status: 500 }]);
    const hello = await call({ method: 'POST', operation: '/api/post-chat', url: '/api/post-chat', body: chatBody, env: model.env });
    const turn = {
      ...chatBody,
      chats: [...hello.body.chats, { role: 'user', content: 'hello', unique_key: 'contract-1' }],
      userChats: hello.body.userChats,
    };
    expect((await call({ method: 'POST', operation: '/api/post-chat', url: '/api/post-chat', body: turn, env: model.env })).status).toBe(
      502,
    );
  });

  it('the limits: SpamAlert', async () => {
    const client = newClient();
    const { trackId } = await createTrack(-12.7, 131.3);
    let last = 200;
    for (let i = 0; i < 30 && last === 200; i++) {
      last = (
        await call({
          method: 'POST',
          operation: '/api/post-track',
          url: '/api/post-track',
          body: sampleTrack(-12.7 - i / 1000, 131.3),
          headers: { 'CF-Connecting-IP': client },
        })
      ).status;
    }
    expect(last).toBe(429);
    const comment = { trackId, feedbackType: 'comment', comment: 'Limited', name: '', recommendTypes: [0] };
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-feedback',
          url: '/api/post-feedback',
          body: comment,
          headers: { 'CF-Connecting-IP': client },
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-answer',
          url: '/api/post-answer',
          body: { trackId, question: 'fee', value: 'free' },
          headers: { 'CF-Connecting-IP': client },
        })
      ).status,
    ).toBe(429);
    const chatter = newClient();
    for (let i = 0; i < 6; i++)
      await call({
        method: 'POST',
        operation: '/api/post-chat',
        url: '/api/post-chat',
        body: { activationKey: `wrong-${i}` },
        headers: { 'CF-Connecting-IP': chatter },
      });
    expect(
      (
        await call({
          method: 'POST',
          operation: '/api/post-chat',
          url: '/api/post-chat',
          body: { activationKey: ACTIVATION_KEY },
          headers: { 'CF-Connecting-IP': chatter },
        })
      ).status,
    ).toBe(429);
  });

  it('a photo, its bytes the body, with each of its statuses', async () => {
    const { trackId } = await createTrack(-12.7, 131.3, { name: 'Contract Photo Oval' });
    const photo = (query: string, body: Uint8Array | string, headers: Record<string, string> = {}, override?: Call['env']) =>
      call({
        method: 'POST',
        operation: '/api/post-photo',
        url: `/api/post-photo?${query}`,
        body,
        headers: { 'Content-Type': 'image/jpeg', ...headers },
        env: override,
      });
    expect((await photo(`trackId=${trackId}&credit=Jo`, PHONE_PHOTO)).body.status).toBe('UnderReview');
    expect((await photo(`trackId=${trackId}&licence=CC-BY-NC`, PHONE_PHOTO)).status).toBe(400);
    expect((await photo(`trackId=${trackId}`, 'GIF89a, not a photo')).body.status).toBe('InvalidInput');
    expect((await photo('trackId=987654321', PHONE_PHOTO)).status).toBe(404);
    expect((await photo(`trackId=${trackId}`, PHONE_PHOTO, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await photo(`trackId=${trackId}`, new Uint8Array(9 * 1024 * 1024))).status).toBe(413);
    expect((await photo(`trackId=${trackId}`, PHONE_PHOTO, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await photo(`trackId=${trackId}`, PHONE_PHOTO, {}, { DB: BROKEN_DB })).status).toBe(500);
    // A shown photo, reported.
    const shown = (await photo(`trackId=${trackId}`, PHONE_PHOTO)).body.id as number;
    await exports.default.fetch(
      new Request(`${ORIGIN}/api/admin/photos/${shown}/approve`, {
        method: 'POST',
        headers: { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    const report = (body: unknown, headers: Record<string, string> = {}, override?: Call['env']) =>
      call({ method: 'POST', operation: '/api/report-photo', url: '/api/report-photo', body, headers, env: override });
    const reason = { photoId: shown, reason: 'Children at practice' };
    expect((await report(reason)).body).toMatchObject({ status: 'Success', held: false });
    expect((await report({ photoId: shown })).status).toBe(400);
    expect((await report('{not json')).status).toBe(400);
    expect((await report({ ...reason, photoId: 987654321 })).status).toBe(404);
    expect((await report(reason, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await report('x'.repeat(70 * 1024))).status).toBe(413);
    expect((await report(JSON.stringify(reason), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await report(reason, {}, { DB: BROKEN_DB })).status).toBe(500);
    const reporter = newClient();
    let reported = 0;
    for (let i = 0; i < 30 && reported !== 429; i++)
      reported = (await report({ photoId: 987654321, reason: 'x' }, { 'CF-Connecting-IP': reporter })).status;
    expect(reported).toBe(429);
    // The write limit: the client's units used up by refused files, then SpamAlert.
    const client = newClient();
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) status = (await photo(`trackId=${trackId}`, 'x', { 'CF-Connecting-IP': client })).status;
    expect(status).toBe(429);
  });

  it('with no difference from the document, and every documented status brought about', () => {
    expect(differences).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`),
      ),
    );
    // The document route has no database to lose: its InternalError is a fault of the code only.
    expect(documented.filter((answer) => !checked.has(answer))).toEqual(['get /api/openapi.json 500']);
    console.log(
      `contract: ${new Set(documented.map((answer) => answer.replace(/ \d+$/, ''))).size} operations, ${checked.size} operation statuses checked, ${differences.length} differences`,
    );
  });
});
