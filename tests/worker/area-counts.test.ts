// Counts agree everywhere (issue 22): after every write, an area's page (its list, its count and
// its summary), its parent's list of areas, the start page's coverage and area_counts say the
// same number, the number of tracks at or below the area that are not permanently removed.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AreaPage, Coverage } from '../../src-shared/api-types';
import { AREA_PAGE_TRACK_LIMIT } from '../../src-worker/api/areas';
import { createAreas, createTrack, get, post } from './api';
import { ChatClient } from './chat-api';

const admin = { Authorization: 'Bearer test-admin-token' };

/** What the tracks themselves say: the rule of area_counts, counted afresh. */
async function liveCount(segment: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM tracks t JOIN areas a ON a.id = t.area_id
     WHERE (a.url_segment = ?1 OR a.url_segment LIKE ?1 || '/%') AND t.permanently_removed = 0`,
  )
    .bind(segment)
    .first<{ n: number }>();
  return row!.n;
}

async function storedCount(areaId: number): Promise<number | null> {
  const row = await env.DB.prepare('SELECT num_tracks FROM area_counts WHERE area_id = ?1').bind(areaId).first<{ num_tracks: number }>();
  return row?.num_tracks ?? null;
}

/**
 * Reads the area page under the key a write answered, checks that its list, count, summary and
 * stored count agree with the tracks, and returns the page.
 */
async function areaPageAgrees(segment: string, key: number, expected: number): Promise<AreaPage> {
  const { status, body } = await get(`/api/area-full?segment=${encodeURIComponent(segment)}&key=${key}`);
  expect(status).toBe(200);
  const page = body as AreaPage;
  expect(page.num_tracks, `${segment}: the page's count`).toBe(expected);
  expect(page.tracks, `${segment}: the page's list`).toHaveLength(Math.min(expected, AREA_PAGE_TRACK_LIMIT));
  expect(await storedCount(page.id), `${segment}: area_counts`).toBe(expected);
  expect(await liveCount(segment), `${segment}: the tracks`).toBe(expected);
  if (expected === 0) expect(page.track_info).toBeNull();
  else expect(page.track_info).toMatch(new RegExp(`^${page.name} has ${expected} running tracks?: `));
  return page;
}

async function coverageAt(key: number): Promise<Coverage> {
  return (await get(`/api/coverage?key=${key}`)).body as Coverage;
}

describe('area counts after writes', () => {
  it('a new track counts in its town, region and country, on their pages, in the child lists and in the coverage', async () => {
    const a = await createAreas(-35, 140);
    const before = await createTrack(-35, 140, { name: 'Pista Um', outdoor: 'indoor', surface: 'cinder', length: 200 });
    await areaPageAgrees(a.citySegment, before.cacheKey, 1);
    const { cacheKey } = await createTrack(-35.0005, 140, { name: 'Pista Dois' });

    const city = await areaPageAgrees(a.citySegment, cacheKey, 2);
    expect(city.track_info).toBe(
      `Springfield ${a.tag} has 2 running tracks: 1 outdoor and 1 indoor. Surfaces: cinder (1), synthetic (1). The most common length is 200 m.`,
    );
    const region = await areaPageAgrees(`${a.countrySegment}/north`, cacheKey, 2);
    expect(region.child_areas).toEqual([expect.objectContaining({ id: a.city, num_tracks: 2 })]);
    const country = await areaPageAgrees(a.countrySegment, cacheKey, 2);
    expect(country.child_areas).toEqual([expect.objectContaining({ id: a.region, num_tracks: 2 })]);

    const coverage = await coverageAt(cacheKey);
    expect(coverage.countries.find((c) => c.id === a.country)?.num_tracks).toBe(2);
  });

  it('a track moved to another country leaves the counts of the old areas and joins the new ones', async () => {
    const from = await createAreas(-37, 142);
    const to = await createAreas(-39, 144);
    await createTrack(-37.0005, 142, { name: 'Stays' });
    const { trackId } = await createTrack(-37, 142, { name: 'Moves' });
    const moved = await post('/api/post-track', { id: trackId, baseRevision: 1, lat: -39, lng: 144, name: 'Moves' });
    expect(moved.status).toBe(200);
    const key = moved.body.cacheKey as number;

    await areaPageAgrees(from.citySegment, key, 1);
    await areaPageAgrees(from.countrySegment, key, 1);
    const city = await areaPageAgrees(to.citySegment, key, 1);
    expect(city.tracks.map((t) => t.id)).toEqual([trackId]);
    await areaPageAgrees(to.countrySegment, key, 1);
    const coverage = await coverageAt(key);
    expect(coverage.countries.find((c) => c.id === from.country)?.num_tracks).toBe(1);
    expect(coverage.countries.find((c) => c.id === to.country)?.num_tracks).toBe(1);
  });

  it('a permanently removed track leaves every count, and a restored one comes back', async () => {
    const a = await createAreas(-41, 146);
    await createTrack(-41, 146, { name: 'Kept' });
    const { trackId } = await createTrack(-41.0005, 146, { name: 'Gone' });

    const removal = await post(`/api/admin/track/${trackId}/remove-permanently`, {}, { headers: admin });
    expect(removal.status).toBe(200);
    const city = await areaPageAgrees(a.citySegment, removal.body.cacheKey, 1);
    expect(city.track_info).toBe(`Springfield ${a.tag} has 1 running track: outdoor. Its surface is synthetic. It is 400 m long.`);
    await areaPageAgrees(a.countrySegment, removal.body.cacheKey, 1);
    expect((await coverageAt(removal.body.cacheKey)).countries.find((c) => c.id === a.country)?.num_tracks).toBe(1);

    // A track flagged removed (not permanently) is still listed, with its badge, and counted.
    const restore = await post(`/api/admin/track/${trackId}/remove`, {}, { headers: admin });
    await areaPageAgrees(a.citySegment, restore.body.cacheKey, 2);
    await areaPageAgrees(a.countrySegment, restore.body.cacheKey, 2);
    expect((await coverageAt(restore.body.cacheKey)).countries.find((c) => c.id === a.country)?.num_tracks).toBe(2);
  });

  it("the start page's total is its countries plus the tracks placed in no area, and every track is in one of them", async () => {
    // Far out at sea: no area's bounds or town is near.
    const before = await coverageAt((await createTrack(-60, -140, { name: 'Open sea' })).cacheKey);
    const { cacheKey } = await createTrack(-60.0005, -140, { name: 'Open sea too' });
    const coverage = await coverageAt(cacheKey);
    expect(coverage.num_unplaced).toBe(before.num_unplaced + 1);
    expect(coverage.num_tracks).toBe(before.num_tracks + 1);
    expect(coverage.num_tracks).toBe(coverage.countries.reduce((n, c) => n + c.num_tracks, 0) + coverage.num_unplaced);
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM tracks WHERE permanently_removed = 0').first<{ n: number }>())!;
    expect(coverage.num_tracks).toBe(n);
  });
});

describe('the chat states the same counts', () => {
  it('an area with more tracks than it reads: the count its page shows, and what its figures are of', async () => {
    const a = await createAreas(-43, 148);
    // 500 tracks written with plain SQL, then one through the API, whose write recounts the area.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO tracks (url_segment, area_id, name, center_lat, center_lng, created, updated)
       SELECT ?1 || i, ?2, 'Count oval ' || i, -43, 148, '2026-01-01', '2026-01-01' FROM n`,
    )
      .bind(`count-oval-${a.tag}-`, a.city)
      .run();
    const { cacheKey } = await createTrack(-43, 148, { name: 'Counted Oval' });
    await areaPageAgrees(a.citySegment, cacheKey, 501);

    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Summarize the tracks in Springfield ${a.tag}`);
    expect(chat.lastAnswer()).toContain(
      `There are 501 tracks in <a href="http://localhost/running-in/${a.citySegment}">Springfield ${a.tag}</a>.`,
    );
    expect(chat.lastAnswer()).toContain('The figures below are for the 500 most discussed of them.');
    await chat.say(`Which tracks are in Springfield ${a.tag}?`);
    expect(chat.lastAnswer()).toContain(
      `I found 501 tracks in <a href="http://localhost/running-in/${a.citySegment}">Springfield ${a.tag}</a>:`,
    );
  });
});
