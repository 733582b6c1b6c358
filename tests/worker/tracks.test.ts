import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get, newClient, post, sampleTrack } from './api';

describe('POST /api/post-track: creating', () => {
  it('creates a track that GET /api/track returns with every field of spec section 3', async () => {
    const areas = await createAreas(10.5, 20.5);
    const created = await createTrack(10.5, 20.5);
    expect(created).toMatchObject({ status: 'Success', message: 'Task ran successfully', success: true, revision: 1 });
    expect(created.trackUrlSegment).toMatch(/^estadio-municipal-springfield-/);

    const { status, body } = await get(`/api/track?id=${created.trackId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.trackId,
      name: 'Estádio Municipal',
      url_segment: created.trackUrlSegment,
      length: 400,
      info: 'Open weekdays.<br>Bring water.',
      surface: 'synthetic',
      link_to_web: 'https://example.org/track',
      number_lanes_lap: 8,
      quality: 'good',
      has_lighting: true,
      indoors: false,
      center_lat: 10.5,
      center_lng: 20.5,
      altitude: null,
      street_address: null,
      status: null,
      reported: false,
      permanently_removed: false,
      removed: false,
      finalized: true,
      num_likes: 0,
      num_comments: 0,
      comments: [],
      recommendInfo: { friendly: false, maintained: false, practical: false, scenic: false },
      revision: 1,
    });
    expect(body.areas.map((a: { id: number }) => a.id)).toEqual([areas.country, areas.region, areas.city]);

    const bySegment = await get(`/api/track?segment=${created.trackUrlSegment}`);
    expect(bySegment.body.id).toBe(created.trackId);
  });

  it('gives a second same-named track its own url segment', async () => {
    await createAreas(11.5, 21.5);
    const first = await createTrack(11.5, 21.5);
    const second = await createTrack(11.5001, 21.5001);
    expect(second.trackUrlSegment).toBe(`${first.trackUrlSegment}-2`);
  });

  it('handles the longest names: unique long url segments, no server error', async () => {
    const name = 'Pista de Atletismo do Centro Olímpico de Treinamento e Pesquisa Professor '.padEnd(120, 'x');
    const first = await createTrack(11.7, 21.7, { name });
    const second = await createTrack(11.7001, 21.7001, { name });
    expect(first.trackUrlSegment.length).toBeGreaterThan(60);
    expect(second.trackUrlSegment).toBe(`${first.trackUrlSegment}-2`);
  });

  it('cleans HTML in the information text (an anchor is held for review first, then stored clean)', async () => {
    const created = await createTrack(12.5, 22.5, { info: '<p>Hi</p><script>alert(1)</script><a href="javascript:x()">x</a>' });
    expect(created).toMatchObject({ pending: true });
    const admin = { Authorization: 'Bearer test-admin-token' };
    const held = ((await get('/api/admin/held-edits', admin)).body as { id: number; track_id: number }[]).find(
      (e) => e.track_id === created.trackId,
    )!;
    await post(`/api/admin/held-edits/${held.id}/approve`, {}, { headers: admin });
    const { body } = await get(`/api/track?id=${created.trackId}`);
    expect(body.info).toBe('<p>Hi</p><a href>x</a>');
  });

  it('treats 0 lanes as unset and blank texts as empty', async () => {
    const { trackId } = await createTrack(12.6, 22.6, { numLanes: 0, name: '  ', surface: '', lighting: null, length: null });
    const { body } = await get(`/api/track?id=${trackId}`);
    expect(body).toMatchObject({ number_lanes_lap: null, name: null, surface: null, has_lighting: null, length: null, finalized: false });
    expect(body.url_segment).toMatch(/^track/);
  });
});

describe('POST /api/post-track: bad input', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['lanes above 9', { numLanes: 10 }, /numLanes: must be between 1 and 9/],
    ['negative lanes', { numLanes: -1 }, /numLanes: must be between 1 and 9/],
    ['latitude out of range', { lat: 91 }, /lat/],
    ['longitude out of range', { lng: -180.5 }, /lng/],
    ['the 0,0 position', { lat: 0, lng: 0 }, /0,0/],
    ['a string latitude', { lat: '10' }, /lat/],
    ['an unknown surface', { surface: 'lava' }, /surface/],
    ['a javascript link', { linkToWeb: 'javascript:alert(1)' }, /linkToWeb/],
    ['a name of 10,000 characters', { name: 'x'.repeat(10_000) }, /name/],
    ['lighting as a string', { lighting: 'yes' }, /lighting/],
  ];
  it.each(cases)('refuses %s with InvalidInput and a reason', async (_, override, reason) => {
    const { status, body } = await post('/api/post-track', { ...sampleTrack(13, 23), ...override });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'InvalidInput', message: 'Bad input data' });
    expect(body.description).toMatch(reason);
  });

  it('requires indoor/outdoor for a new track, with the spec message', async () => {
    const { status, body } = await post('/api/post-track', { ...sampleTrack(13, 23), outdoor: undefined });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'InvalidInput', description: 'You must select outdoor/indoor.' });
  });

  it('answers Malformed request for a body that is not JSON', async () => {
    const { status, body } = await post('/api/post-track', '{"lat": 1,');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'BadRequest', message: 'Malformed request' });
  });

  it('refuses bodies that are not declared as JSON', async () => {
    const { status, body } = await post('/api/post-track', 'lat=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(status).toBe(415);
    expect(body.status).toBe('BadRequest');
  });

  it('refuses writes from another origin', async () => {
    const { status, body } = await post('/api/post-track', sampleTrack(13, 23), { headers: { Origin: 'https://evil.example' } });
    expect(status).toBe(403);
    expect(body.status).toBe('BadRequest');
  });

  it('refuses a huge body without reading it all', async () => {
    const { status, body } = await post('/api/post-track', { ...sampleTrack(13, 23), info: 'x'.repeat(200_000) });
    expect(status).toBe(413);
    expect(body.status).toBe('BadRequest');
  });

  it('answers 404 with a message for an edit of an unknown track', async () => {
    const { status, body } = await post('/api/post-track', { ...sampleTrack(13, 23), id: 99_999_999 });
    expect(status).toBe(404);
    expect(body.message).toBe('Track not found');
  });
});

describe('GET /api/track', () => {
  it('answers 404 with a JSON message for an unknown track', async () => {
    const { status, body } = await get('/api/track?id=88888888');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'NotFound', message: 'Track not found' });
    expect((await get('/api/track?segment=no-such-track')).status).toBe(404);
  });

  it('refuses a request without id or segment, and ids that are not ids', async () => {
    expect((await get('/api/track')).body.status).toBe('BadRequest');
    expect((await get('/api/track?id=1%20OR%201=1')).body).toMatchObject({ status: 'InvalidInput' });
    expect((await get("/api/track?segment=x'%3B%20DROP%20TABLE%20tracks")).status).toBe(400);
  });

  it('carries the security headers', async () => {
    const { response } = await get('/api/track?id=1');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json; charset=UTF-8/i);
  });
});

describe('editing and history', () => {
  it('keeps every version: an edit makes revision 2 and history shows what changed', async () => {
    const { trackId } = await createTrack(14, 24);
    const edit = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 14, lng: 24, name: 'Pista Nova', numLanes: 6 });
    expect(edit.body).toMatchObject({ status: 'Success', revision: 2, changed: ['name', 'number_lanes_lap'] });

    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track).toMatchObject({ name: 'Pista Nova', number_lanes_lap: 6, surface: 'synthetic', revision: 2 });

    const history = (await get(`/api/track-history?id=${trackId}`)).body;
    expect(history.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(history.revisions[0]).toMatchObject({ source: 'web', changed_fields: ['name', 'number_lanes_lap'] });
    expect(history.revisions[1].snapshot).toMatchObject({ name: 'Estádio Municipal', number_lanes_lap: 8 });
    expect(history.revisions[0].client).toMatch(/^[0-9a-f]{8}$/);
  });

  it('refuses an edit based on a stale revision with 409 and keeps the newer edit', async () => {
    const { trackId } = await createTrack(15, 25);
    await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 15, lng: 25, name: 'First edit' });
    const stale = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: 15, lng: 25, name: 'Second edit' });
    expect(stale.status).toBe(409);
    expect(stale.body.status).toBe('Conflict');
    expect(stale.body.description).toMatch(/changed by someone else/);
    expect((await get(`/api/track?id=${trackId}`)).body.name).toBe('First edit');
  });

  it('lets exactly one of two concurrent edits from the same revision win', async () => {
    const { trackId } = await createTrack(16, 26);
    const results = await Promise.all(
      ['Edit A', 'Edit B', 'Edit C'].map((name) => post('/api/post-track', { id: trackId, baseRevision: 1, lat: 16, lng: 26, name })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const history = (await get(`/api/track-history?id=${trackId}`)).body;
    expect(history.revisions).toHaveLength(2);
  });

  it('does not make a revision for an edit that changes nothing', async () => {
    const { trackId } = await createTrack(17, 27);
    const same = await post('/api/post-track', { id: trackId, lat: 17, lng: 27, name: 'Estádio Municipal' });
    expect(same.body).toMatchObject({ status: 'Success', revision: 1, changed: [] });
  });
});

describe('spam limit', () => {
  it('answers SpamAlert once one client has written too much, and others still may write', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post('/api/post-track', sampleTrack(18 + i / 1000, 28), { client })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await post('/api/post-track', sampleTrack(18, 28), { client });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      status: 'SpamAlert',
      message: 'Submission of data is currently limited, try again in a few minutes',
    });
    expect((await post('/api/post-track', sampleTrack(18, 28))).status).toBe(200);
  });
});
