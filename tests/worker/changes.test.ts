// GET /api/changes and the Atom feeds (issue 26) through the real Worker: what is listed and in
// what order, the filters and paging, the short client hash, the feeds as well-formed Atom with
// hostile names escaped, and the query plans that keep both off a scan of every revision.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { changesSql } from '../../src-worker/db/changes';
import { createAreas, createTrack, get, newClient, post } from './api';

const comment = (trackId: number, text: string) => ({
  trackId,
  feedbackType: FeedbackType.Comment,
  comment: text,
  name: '',
  recommendTypes: [0],
});
/** Sets writes apart in time: the Workers runtime's clock moves on with each timer. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A city with a new track, an edit of it, a comment and a held comment, in this order. */
async function seed(lat: number, lng: number, name = 'Changes Oval') {
  const areas = await createAreas(lat, lng);
  const client = newClient();
  const track = await createTrack(lat, lng, { name });
  await tick();
  const edit = await post(
    '/api/post-track',
    { id: track.trackId, baseRevision: track.revision, lat, lng, name: `${name} 2`, length: 200 },
    { client },
  );
  expect(edit.status).toBe(200);
  await tick();
  expect((await post('/api/post-feedback', comment(track.trackId, 'Fine lanes'))).body.pending).toBe(false);
  await tick();
  expect((await post('/api/post-feedback', comment(track.trackId, 'See https://spam.example'))).body.pending).toBe(true);
  return { areas, track, client };
}

// ---- A minimal XML reader for the tests: the Workers runtime has no DOMParser and no XML parser is installed. ----
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
/** The document as a tree; throws where it is not well-formed (tags that do not nest, a bare & or <, a bad attribute). */
function parseXml(xml: string): XmlNode {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  for (const [token] of body.matchAll(/<[^>]*>|[^<]+/g)) {
    const top = stack.at(-1)!;
    if (!token.startsWith('<')) {
      if (token.replace(ENTITY, '').includes('&')) throw new Error(`bare & in ${token}`);
      if (stack.length === 1 && token.trim() !== '') throw new Error('text outside the root');
      top.text += token.replace(ENTITY, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[e] ?? '?');
      continue;
    }
    const close = /^<\/([\w:-]+)\s*>$/.exec(token);
    if (close) {
      if (top.name !== close[1]) throw new Error(`</${close[1]}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const open = /^<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!open) throw new Error(`not a tag: ${token}`);
    const attributes: Record<string, string> = {};
    for (const [, key, value] of open[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (value!.replace(ENTITY, '').includes('&')) throw new Error(`bare & in ${key}`);
      attributes[key!] = value!.replace(
        ENTITY,
        (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[e] ?? '?',
      );
    }
    const node: XmlNode = { name: open[1]!, attributes, children: [], text: '' };
    top.children.push(node);
    if (!open[3]) stack.push(node);
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unclosed or several roots');
  return root.children[0]!;
}
const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The elements RFC 4287 requires of a feed and its entries. */
function expectAtom(feed: XmlNode) {
  expect(feed.name).toBe('feed');
  expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
  for (const name of ['id', 'title', 'updated']) expect(child(feed, name)?.text, name).toBeTruthy();
  expect(child(feed, 'updated')!.text).toMatch(RFC3339);
  expect(feed.children.some((c) => c.name === 'link' && c.attributes.rel === 'self')).toBe(true);
  const entries = feed.children.filter((c) => c.name === 'entry');
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated', 'summary']) expect(child(entry, name)?.text, name).toBeTruthy();
    expect(child(entry, 'id')!.text).toMatch(/^tag:localhost,2026:(revision|feedback)\/\d+$/);
    expect(child(entry, 'updated')!.text).toMatch(RFC3339);
    expect(child(child(entry, 'author')!, 'name')!.text).toBeTruthy();
    expect(child(entry, 'link')!.attributes.href).toMatch(/^http:\/\/localhost\/track\//);
  }
  return entries;
}

describe('GET /api/changes', () => {
  it('lists a new track, its edit and a comment newest first, without held feedback, the client by its short hash', async () => {
    const { areas, track } = await seed(-33.1, 151.1);
    const { status, body } = await get(`/api/changes?area=${areas.countrySegment}`);
    expect(status).toBe(200);
    expect(body.changes.map((c: { kind: string }) => c.kind)).toEqual(['comment', 'edit', 'track']);
    expect(body.before).toBeNull();
    const [commented, edited, created] = body.changes;
    expect(edited).toMatchObject({
      track: { id: track.trackId, url_segment: track.trackUrlSegment, name: 'Changes Oval 2' },
      area: { url_segment: areas.citySegment },
      revision: 2,
    });
    expect(edited.changed_fields).toEqual(expect.arrayContaining(['name', 'length']));
    expect(created).toMatchObject({ revision: 1, changed_fields: expect.arrayContaining(['name', 'center_lat']) });
    expect(commented).toMatchObject({ revision: null, changed_fields: null });
    const history = (await get(`/api/track-history?id=${track.trackId}`)).body;
    expect(edited.client).toBe(history.revisions[0].client);
    expect(created.client).toBe(history.revisions[1].client);
    expect(edited.client).toMatch(/^[0-9a-f]{8}$/);
    const full = await env.DB.prepare('SELECT client_hash FROM track_revisions WHERE track_id = ?1 AND revision = 2')
      .bind(track.trackId)
      .first<{ client_hash: string }>();
    expect(full!.client_hash.length).toBeGreaterThan(8);
    expect(JSON.stringify(body)).not.toContain(full!.client_hash);
  });

  it('keeps only the tracks in the area and below it, filters by kind, and pages by time', async () => {
    const first = await seed(-34.1, 150.1, 'Paged Oval');
    const other = await seed(-36.1, 148.1, 'Elsewhere Oval');
    const city = (await get(`/api/changes?area=${first.areas.citySegment}`)).body.changes;
    expect(city.every((c: { track: { id: number } }) => c.track.id === first.track.trackId)).toBe(true);
    expect(city).toHaveLength(3);
    expect((await get(`/api/changes?area=${first.areas.countrySegment}/north`)).body.changes).toEqual(city);
    expect(
      (await get(`/api/changes?area=${other.areas.countrySegment}`)).body.changes.map((c: { track: { id: number } }) => c.track.id),
    ).toEqual([other.track.trackId, other.track.trackId, other.track.trackId]);
    expect((await get(`/api/changes?area=${first.areas.citySegment}&kind=edit`)).body.changes.map((c: { kind: string }) => c.kind)).toEqual(
      ['edit'],
    );
    expect(
      (await get(`/api/changes?area=${first.areas.citySegment}&kind=track`)).body.changes.map((c: { kind: string }) => c.kind),
    ).toEqual(['track']);
    expect(
      (await get(`/api/changes?area=${first.areas.citySegment}&kind=comment`)).body.changes.map((c: { kind: string }) => c.kind),
    ).toEqual(['comment']);
    expect((await get(`/api/changes?area=${first.areas.citySegment}&kind=recommend`)).body.changes).toEqual([]);

    const page1 = (await get(`/api/changes?area=${first.areas.citySegment}&limit=2`)).body;
    expect(page1.changes).toEqual(city.slice(0, 2));
    expect(page1.before).toBe(city[1].at);
    const page2 = (await get(`/api/changes?area=${first.areas.citySegment}&limit=2&before=${encodeURIComponent(page1.before)}`)).body;
    expect(page2).toEqual({ changes: city.slice(2), before: null });
  });

  it('lists the whole site newest first, and refuses what it cannot answer', async () => {
    await seed(-35.1, 149.1);
    const { body } = await get('/api/changes?limit=100');
    const times = body.changes.map((c: { at: string }) => c.at);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/changes?area=nowhere-at-all')).status).toBe(404);
    for (const query of ['kind=removal', 'limit=0', 'limit=101', 'before=yesterday', 'area=Not%20A%20Segment'])
      expect((await get(`/api/changes?${query}`)).status, query).toBe(400);
  });

  it('answers the world, an area and a track from indexes, never a scan of every revision', async () => {
    const plans: [Parameters<typeof changesSql>[0], string[]][] = [
      [
        { limit: 50 },
        ['SEARCH r USING INDEX track_revisions_created (created<?)', 'SEARCH f USING INDEX feedback_review (review=? AND created<?)'],
      ],
      [
        { limit: 50, area: 'brasil' },
        [
          'SEARCH a USING INDEX sqlite_autoindex_areas_1 (url_segment>? AND url_segment<?)',
          'SEARCH t USING INDEX tracks_area (area_id=?)',
          'SEARCH r USING INDEX sqlite_autoindex_track_revisions_1 (track_id=?)',
          'SEARCH f USING INDEX feedback_track (track_id=?)',
        ],
      ],
      [
        { limit: 50, trackId: 1 },
        ['SEARCH r USING INDEX sqlite_autoindex_track_revisions_1 (track_id=?)', 'SEARCH f USING INDEX feedback_track (track_id=?)'],
      ],
      [{ limit: 50, kind: 'edit', before: '2026-01-01T00:00:00.000Z' }, ['SEARCH r USING INDEX track_revisions_created (created<?)']],
    ];
    for (const [filter, steps] of plans) {
      const { sql, params } = changesSql(filter);
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail);
      expect(plan, JSON.stringify(filter)).toEqual(expect.arrayContaining(steps));
      // Only the merged pages of at most limit rows each are read whole.
      expect(
        plan.filter((step) => step.startsWith('SCAN') && !/^SCAN \(subquery-\d+\)$/.test(step)),
        JSON.stringify(filter),
      ).toEqual([]);
    }
  });
});

describe('the Atom feeds', () => {
  it('writes the site, area and track feeds as Atom, with hostile names escaped', async () => {
    const hostile = 'Oval <script>alert("x")</script> & \'friends\' \u0001]]>';
    const { areas, track } = await seed(-37.1, 147.1, hostile);
    for (const path of ['/feeds/changes.atom', `/feeds/area/${areas.countrySegment}.atom`, `/feeds/track/${track.trackUrlSegment}.atom`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.response.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
      expect(response.response.headers.get('ETag')).toMatch(/^W\/"\d+"$/);
      const feed = parseXml(response.body as string);
      expectAtom(feed);
      expect(child(feed, 'link') && feed.children.find((c) => c.name === 'link' && c.attributes.rel === 'self')!.attributes.href).toBe(
        `http://localhost${path}`,
      );
    }
    const text = (await get(`/feeds/area/${areas.countrySegment}.atom`)).body as string;
    expect(text).not.toContain('<script>');
    const entries = expectAtom(parseXml(text));
    expect(entries.map((e) => child(e, 'title')!.text)).toEqual([
      `Comment on ${hostile.replace('\u0001', '')} 2`,
      `Edited ${hostile.replace('\u0001', '')} 2`,
      `New track ${hostile.replace('\u0001', '')} 2`,
    ]);
    expect(child(entries[1]!, 'link')!.attributes.href).toBe(`http://localhost/track/${track.trackUrlSegment}/history`);
    expect(child(child(entries[1]!, 'author')!, 'name')!.text).toMatch(/^[0-9a-f]{8}$/);
    const etag = (await get(`/feeds/area/${areas.countrySegment}.atom`)).response.headers.get('ETag')!;
    expect((await get(`/feeds/area/${areas.countrySegment}.atom`, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers 404 for an unknown area or track', async () => {
    expect((await get('/feeds/area/nowhere-at-all.atom')).status).toBe(404);
    expect((await get('/feeds/track/no-such-track-at-all.atom')).status).toBe(404);
    expect((await get('/feeds/track/Bad..atom')).status).toBe(404);
  });
});
