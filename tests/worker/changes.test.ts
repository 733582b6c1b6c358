// GET /api/changes and the Atom feeds (issue 26) through the real Worker: what is listed and in
// what order, the filters and paging, the short client hash, the feeds as well-formed Atom with
// hostile names escaped (read with fast-xml-parser), runners' answers to the quick questions
// (issue 37) until an operator's undo takes them back, and the query plans that keep both off a
// scan of every revision.
import { env } from 'cloudflare:workers';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { changesSql } from '../../src-worker/db/changes';
import { commentBody as comment, createAreas, createTrack, get, newClient, post } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };
const answer = (trackId: number, question: string, value: string, client: string) =>
  post('/api/post-answer', { trackId, question, value }, { client });
let network = 0;
/** A runner on a network of its own (an IPv4 /24 nobody else in this file uses): each is one voice. */
const runner = () => {
  network += 1;
  return `10.26.${network}.7`;
};

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

// The feeds are read with a well-kept XML parser: the validator refuses what is not well-formed
// XML, the parser gives each element (entries and links always as lists, every value as text).
const atomParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'entry' || name === 'link',
});
interface AtomLink {
  '@rel': string;
  '@href': string;
}
interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  summary: string;
  author: { name: string };
  link: AtomLink[];
}
interface AtomFeed {
  '@xmlns': string;
  id: string;
  title: string;
  updated: string;
  link: AtomLink[];
  entry?: AtomEntry[];
}
function parseAtom(xml: string): AtomFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return (atomParser.parse(xml) as { feed: AtomFeed }).feed;
}
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The elements RFC 4287 requires of a feed and its entries. */
function expectAtom(feed: AtomFeed) {
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  for (const name of ['id', 'title', 'updated'] as const) expect(feed[name], name).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.link.some((link) => link['@rel'] === 'self')).toBe(true);
  const entries = feed.entry ?? [];
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated', 'summary'] as const) expect(entry[name], name).toBeTruthy();
    expect(entry.id).toMatch(/^tag:localhost,2026:(revision|feedback|removal|answer)\/\d+$/);
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.author.name).toBeTruthy();
    expect(entry.link[0]!['@href']).toMatch(/^http:\/\/localhost\/track\//);
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
    expect(page1.before).toMatch(new RegExp(`^${city[1].at.replaceAll('.', '\\.')}~(revision|feedback)~\\d+$`));
    const page2 = (await get(`/api/changes?area=${first.areas.citySegment}&limit=2&before=${encodeURIComponent(page1.before)}`)).body;
    expect(page2).toEqual({ changes: city.slice(2), before: null });
  });

  it('pages through changes of one millisecond without losing or repeating any', async () => {
    const { areas, track } = await seed(-31.1, 153.1, 'Same Time Oval');
    const at = '2026-11-26T08:00:00.000Z';
    // Three edits and a comment stored at one millisecond, as a busy batch could write them.
    const snapshot = await env.DB.prepare('SELECT snapshot FROM track_revisions WHERE track_id = ?1 AND revision = 1')
      .bind(track.trackId)
      .first<string>('snapshot');
    for (const revision of [10, 11, 12])
      await env.DB.prepare(
        `INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created) VALUES (?1, ?2, ?3, '["name"]', 'web', NULL, ?4)`,
      )
        .bind(track.trackId, revision, snapshot, at)
        .run();
    await env.DB.prepare("UPDATE feedback SET created = ?2 WHERE track_id = ?1 AND review = 'visible'").bind(track.trackId, at).run();
    const whole = (await get(`/api/changes?area=${areas.countrySegment}&limit=100`)).body.changes;
    const seen: unknown[] = [];
    let before: string | null = null;
    do {
      const query: string = `/api/changes?area=${areas.countrySegment}&limit=1${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const page = (await get(query)).body;
      seen.push(...page.changes);
      before = page.before;
    } while (before && seen.length < 20);
    expect(seen).toEqual(whole);
    expect(whole.filter((change: { at: string }) => change.at === at)).toHaveLength(4);
  });

  it("lists an operator's removal and restore, by an operator, and filters them by kind; a restore that changes nothing is not listed", async () => {
    const { areas, track } = await seed(-32.1, 152.1, 'Removed Oval');
    const admin = { headers: { Authorization: 'Bearer test-admin-token' } };
    // A track never removed: restoring it writes nothing, however often it is asked.
    for (let i = 0; i < 2; i++) {
      const noop = await post(`/api/admin/track/${track.trackId}/restore`, {}, admin);
      expect(noop.body).toMatchObject({ status: 'Success', changed: false });
    }
    expect((await post(`/api/admin/track/${track.trackId}/remove`, {}, admin)).body.changed).toBe(true);
    await tick();
    expect((await post(`/api/admin/track/${track.trackId}/remove`, {}, admin)).body.changed).toBe(false);
    expect((await post(`/api/admin/track/${track.trackId}/restore`, {}, admin)).body.changed).toBe(true);
    const { body } = await get(`/api/changes?area=${areas.countrySegment}`);
    expect(body.changes.map((c: { kind: string }) => c.kind)).toEqual(['restore', 'removal', 'comment', 'edit', 'track']);
    expect(body.changes[0]).toMatchObject({
      track: { id: track.trackId },
      client: null,
      made_by: 'admin',
      revision: null,
      changed_fields: null,
    });
    expect((await get(`/api/changes?area=${areas.countrySegment}&kind=removal`)).body.changes.map((c: { kind: string }) => c.kind)).toEqual(
      ['removal'],
    );
    const feed = (await get(`/feeds/track/${track.trackUrlSegment}.atom`)).body as string;
    expect(feed).toContain('<title>Restored Removed Oval 2</title>');
    expect(feed).toContain('<name>an operator</name>');
  });

  it('lists the whole site newest first, and refuses what it cannot answer', async () => {
    await seed(-35.1, 149.1);
    const { body } = await get('/api/changes?limit=100');
    const times = body.changes.map((c: { at: string }) => c.at);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/changes?area=nowhere-at-all')).status).toBe(404);
    for (const query of ['kind=deletion', 'limit=0', 'limit=101', 'before=yesterday', 'area=Not%20A%20Segment'])
      expect((await get(`/api/changes?${query}`)).status, query).toBe(400);
  });

  it('answers the world, an area and a track from indexes, never a scan of every revision', async () => {
    const plans: [Parameters<typeof changesSql>[0], string[]][] = [
      [
        { limit: 50 },
        [
          'SEARCH r USING INDEX track_revisions_created (created<?)',
          'SEARCH f USING INDEX feedback_review (review=? AND created<?)',
          'SEARCH n USING INDEX runner_answers_created (created<?)',
          'SEARCH p USING INDEX photos_shown (review=? AND shown<?)',
          'SEARCH e USING INDEX track_removals_created (created<?)',
        ],
      ],
      [
        { limit: 50, area: 'brasil' },
        [
          'SEARCH a USING INDEX sqlite_autoindex_areas_1 (url_segment>? AND url_segment<?)',
          'SEARCH t USING INDEX tracks_area (area_id=?)',
          'SEARCH r USING INDEX sqlite_autoindex_track_revisions_1 (track_id=?)',
          'SEARCH f USING INDEX feedback_track (track_id=?)',
          'SEARCH n USING INDEX runner_answers_track (track_id=?)',
          'SEARCH p USING INDEX photos_track (track_id=?)',
          'SEARCH e USING INDEX track_removals_track (track_id=?)',
        ],
      ],
      [
        { limit: 50, trackId: 1 },
        [
          'SEARCH r USING INDEX sqlite_autoindex_track_revisions_1 (track_id=?)',
          'SEARCH f USING INDEX feedback_track (track_id=?)',
          'SEARCH n USING INDEX runner_answers_track (track_id=?)',
          'SEARCH p USING INDEX photos_track (track_id=?)',
          'SEARCH e USING INDEX track_removals_track (track_id=?)',
        ],
      ],
      [
        { limit: 50, clientHash: 'a'.repeat(24) },
        [
          'SEARCH r USING INDEX track_revisions_client (client_hash=? AND created<?)',
          'SEARCH f USING INDEX feedback_client (client_hash=? AND created<?)',
          'SEARCH n USING INDEX runner_answers_client (client_hash=? AND created<?)',
          'SEARCH p USING INDEX photos_client (client_hash=?)',
        ],
      ],
      [
        { limit: 50, kind: 'answer', before: { at: '2026-01-01T00:00:00.000Z', last: { source: 'answer', id: 9 } } },
        ['SEARCH n USING INDEX runner_answers_created (created<?)'],
      ],
      [
        { limit: 50, kind: 'edit', before: { at: '2026-01-01T00:00:00.000Z' } },
        ['SEARCH r USING INDEX track_revisions_created (created<?)'],
      ],
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
      const feed = parseAtom(response.body as string);
      expectAtom(feed);
      expect(feed.link.find((link) => link['@rel'] === 'self')!['@href']).toBe(`http://localhost${path}`);
    }
    const text = (await get(`/feeds/area/${areas.countrySegment}.atom`)).body as string;
    expect(text).not.toContain('<script>');
    const entries = expectAtom(parseAtom(text));
    expect(entries.map((e) => e.title)).toEqual([
      `Comment on ${hostile.replace('\u0001', '')} 2`,
      `Edited ${hostile.replace('\u0001', '')} 2`,
      `New track ${hostile.replace('\u0001', '')} 2`,
    ]);
    expect(entries[1]!.link[0]!['@href']).toBe(`http://localhost/track/${track.trackUrlSegment}/history`);
    expect(entries[1]!.author.name).toMatch(/^[0-9a-f]{8}$/);
    // Not well-formed is refused: the check above can fail.
    expect(() => parseAtom(text.replace('</feed>', ''))).toThrow(/not well-formed/);
    const etag = (await get(`/feeds/area/${areas.countrySegment}.atom`)).response.headers.get('ETag')!;
    expect((await get(`/feeds/area/${areas.countrySegment}.atom`, { 'If-None-Match': etag })).status).toBe(304);
  });

  it("speaks the language its address names, and a page links the feed in the page's language", async () => {
    const { areas, track } = await seed(-38.1, 146.1, 'Pista Feed');
    const feed = parseAtom((await get(`/feeds/area/${areas.countrySegment}.atom?lang=pt`)).body as string);
    expect(feed.title).toMatch(/: alterações recentes em Testland/);
    expect(feed.id).toMatch(/\/pt$/);
    expect(feed.link.find((link) => link['@rel'] === 'self')!['@href']).toBe(
      `http://localhost/feeds/area/${areas.countrySegment}.atom?lang=pt`,
    );
    expect(expectAtom(feed).map((entry) => entry.title)).toEqual([
      'Comentário sobre Pista Feed 2',
      'Pista Feed 2 editada',
      'Nova pista Pista Feed 2',
    ]);
    expect(feed.entry![1]!.summary).toBe('A versão 2 de Pista Feed 2 em Springfield ' + areas.tag + ' alterou nome e comprimento.');
    const page = (await get(`/track/${track.trackUrlSegment}?lang=pt`)).body as string;
    expect(page).toContain(`href="http://localhost/feeds/track/${track.trackUrlSegment}.atom?lang=pt"`);
    expect(page).toMatch(/type="application\/atom\+xml" title="[^"]*: alterações recentes em Pista Feed 2"/);
  });

  it('answers 404 for an unknown area or track', async () => {
    expect((await get('/feeds/area/nowhere-at-all.atom')).status).toBe(404);
    expect((await get('/feeds/track/no-such-track-at-all.atom')).status).toBe(404);
    expect((await get('/feeds/track/Bad..atom')).status).toBe(404);
  });
});

describe("runners' answers to the quick questions (issue 37)", () => {
  const clientOf = (trackId: number, question: string) =>
    env.DB.prepare('SELECT client_hash FROM runner_answers WHERE track_id = ?1 AND question = ?2')
      .bind(trackId, question)
      .first<string>('client_hash') as Promise<string>;
  const feedEntries = async (path: string) => expectAtom(parseAtom((await get(path)).body as string));

  it("lists each answer with its question and value, for the area, the track and the client, until an operator's undo takes it back", async () => {
    const areas = await createAreas(-30.1, 154.1);
    const track = await createTrack(-30.1, 154.1, { name: 'Answered Oval' });
    await tick();
    expect((await answer(track.trackId, 'fee', 'free', runner())).status).toBe(200);
    await tick();
    expect((await answer(track.trackId, 'lighting', 'no', runner())).status).toBe(200);
    const vandal = await clientOf(track.trackId, 'lighting');

    const listed = (await get(`/api/changes?area=${areas.countrySegment}`)).body;
    expect(listed.changes.map((c: { kind: string }) => c.kind)).toEqual(['answer', 'answer', 'track']);
    const [lighting, fee] = listed.changes;
    expect(lighting).toEqual({
      kind: 'answer',
      at: expect.any(String),
      // The track as the other changes name it (its label is the lists').
      track: { ...listed.changes[2].track, id: track.trackId, url_segment: track.trackUrlSegment, name: 'Answered Oval' },
      area: { name: `Springfield ${areas.tag}`, url_segment: areas.citySegment },
      revision: null,
      changed_fields: null,
      answer: { question: 'lighting', value: 'no' },
      photo: null,
      client: vandal.slice(0, 8),
      made_by: null,
    });
    expect(fee.answer).toEqual({ question: 'fee', value: 'free' });
    expect(listed.changes[2].answer).toBeNull();
    expect(JSON.stringify(listed)).not.toContain(vandal);
    expect((await get(`/api/changes?area=${areas.citySegment}&kind=answer`)).body.changes).toEqual([lighting, fee]);
    expect((await get(`/api/changes?area=${areas.citySegment}&kind=edit`)).body.changes).toEqual([]);
    expect((await get('/api/changes?kind=answer')).body.changes.slice(0, 2)).toEqual([lighting, fee]);

    // The track's and the area's feeds, linked to the track, in English and in Portuguese.
    for (const path of [`/feeds/track/${track.trackUrlSegment}.atom`, `/feeds/area/${areas.countrySegment}.atom`]) {
      const entries = await feedEntries(path);
      expect(
        entries.map((e) => e.title),
        path,
      ).toEqual([
        'A runner answered on Answered Oval: Lit after dark — No',
        'A runner answered on Answered Oval: Fee — Free',
        'New track Answered Oval',
      ]);
      expect(entries[0]!.summary).toBe(
        `A runner answered a quick question about Answered Oval in Springfield ${areas.tag}: Lit after dark — No.`,
      );
      expect(entries[0]!.id).toMatch(/^tag:localhost,2026:answer\/\d+$/);
      expect(entries[0]!.link[0]!['@href']).toBe(`http://localhost/track/${track.trackUrlSegment}`);
      expect(entries[0]!.author.name).toBe(vandal.slice(0, 8));
    }
    const portuguese = await feedEntries(`/feeds/track/${track.trackUrlSegment}.atom?lang=pt`);
    expect(portuguese[0]!.title).toBe('Um corredor respondeu sobre Answered Oval: Iluminação à noite — Não');

    // The moderation page lists the client's changes before an undo, by its full hash.
    const ofVandal = async () => (await get(`/api/admin/changes?client=${vandal}`, admin)).body.changes;
    expect(await ofVandal()).toEqual([{ ...lighting, client: vandal, withdrawn: false }]);

    const undo = await post(
      '/api/admin/revert',
      { clientHash: vandal, since: new Date(Date.now() - 60_000).toISOString() },
      { headers: admin },
    );
    expect(undo.body.answers).toEqual([{ trackId: track.trackId, question: 'lighting' }]);
    // Gone from the public's changes and feeds, and from the client's list; the other runner's stays.
    expect((await get(`/api/changes?area=${areas.countrySegment}`)).body.changes).toEqual(listed.changes.slice(1));
    expect((await get(`/api/changes?area=${areas.citySegment}&kind=answer`)).body.changes).toEqual([fee]);
    expect((await get('/api/changes?kind=answer&limit=100')).body.changes).not.toContainEqual(lighting);
    for (const path of [`/feeds/track/${track.trackUrlSegment}.atom`, `/feeds/area/${areas.countrySegment}.atom`])
      expect((await feedEntries(path)).map((e) => e.title)).toEqual([
        'A runner answered on Answered Oval: Fee — Free',
        'New track Answered Oval',
      ]);
    expect(await ofVandal()).toEqual([]);
  });

  it('pages through answers, edits and the fact answers made, all of one millisecond, without losing or repeating any', async () => {
    const areas = await createAreas(-29.1, 155.1);
    const track = await createTrack(-29.1, 155.1, { name: 'Busy Oval' });
    const id = track.trackId;
    // Two runners make the fee a fact: the second answer and the revision it writes share their time.
    await answer(id, 'fee', 'paid', runner());
    expect((await answer(id, 'fee', 'paid', runner())).body.factWritten).toBe(true);
    const times = await env.DB.prepare(
      `SELECT (SELECT created FROM runner_answers WHERE track_id = ?1 ORDER BY id DESC LIMIT 1) AS answered,
              (SELECT created FROM track_revisions WHERE track_id = ?1 ORDER BY revision DESC LIMIT 1) AS written`,
    )
      .bind(id)
      .first<{ answered: string; written: string }>();
    expect(times!.answered).toBe(times!.written);

    // Then all of them, two more answers and two more edits at one millisecond, as a busy batch could write them.
    const at = '2026-11-26T09:00:00.000Z';
    const snapshot = await env.DB.prepare('SELECT snapshot FROM track_revisions WHERE track_id = ?1 AND revision = 1')
      .bind(id)
      .first<string>('snapshot');
    await env.DB.batch([
      env.DB.prepare('UPDATE runner_answers SET created = ?2 WHERE track_id = ?1').bind(id, at),
      env.DB.prepare('UPDATE track_revisions SET created = ?2 WHERE track_id = ?1 AND revision > 1').bind(id, at),
      ...[10, 11].map((revision) =>
        env.DB.prepare(
          `INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created) VALUES (?1, ?2, ?3, '["name"]', 'web', NULL, ?4)`,
        ).bind(id, revision, snapshot, at),
      ),
      ...['lighting', 'surface'].map((question, i) =>
        env.DB.prepare(
          `INSERT INTO runner_answers (track_id, question, value, client_hash, network_hash, created) VALUES (?1, ?2, ?3, ?4, ?4, ?5)`,
        ).bind(id, question, question === 'lighting' ? 'yes' : 'cinder', `${'e'.repeat(23)}${i}`, at),
      ),
    ]);

    /** Every page from the first (or from start), limit changes each, until upTo changes are seen. */
    const pages = async (filter: Record<string, string>, limit: number, upTo: number, start: string | null = null) => {
      const seen: unknown[] = [];
      let before = start;
      do {
        const query = new URLSearchParams({ ...filter, limit: String(limit), ...(before ? { before } : {}) });
        const page = (await get(`/api/changes?${query}`)).body;
        seen.push(...page.changes);
        before = page.before;
      } while (before && seen.length < upTo);
      return seen.slice(0, upTo);
    };
    const whole = (await get(`/api/changes?area=${areas.countrySegment}&limit=100`)).body.changes;
    // At one millisecond revisions come before answers, each newest row first.
    expect(whole.filter((c: { at: string }) => c.at === at).map((c: { kind: string }) => c.kind)).toEqual([
      'edit',
      'edit',
      'edit',
      'answer',
      'answer',
      'answer',
      'answer',
    ]);
    expect(whole.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'answer',
      'answer',
      'answer',
      'answer',
      'edit',
      'edit',
      'edit',
      'track',
    ]);
    for (const limit of [1, 2, 3]) expect(await pages({ area: areas.countrySegment }, limit, 100), `limit ${limit}`).toEqual(whole);
    const answers = whole.filter((c: { kind: string }) => c.kind === 'answer');
    expect(await pages({ area: areas.countrySegment, kind: 'answer' }, 1, 100)).toEqual(answers);

    // The whole site's walk down its time indexes, from just after that millisecond.
    const after = '2026-11-26T09:00:00.001Z';
    const site = (await get(`/api/changes?before=${encodeURIComponent(after)}&limit=7`)).body.changes;
    expect(site).toEqual(whole.filter((c: { at: string }) => c.at === at));
    for (const limit of [1, 2]) expect(await pages({}, limit, 7, after), `limit ${limit}`).toEqual(site);
  });
});
