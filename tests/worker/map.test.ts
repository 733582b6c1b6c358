// The map's view-sized answers against the spec's full track list: tiles and counts must add
// up exactly, for any view and zoom, and a write must change only the tiles where it happened.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapTile, TrackListEntry } from '../../src-shared/api-types';
import { boxHolds, normaliseView, tileHolds, tileOf, tilesForView, tilesPerSide, type LatLngBox } from '../../src-shared/map-tiles';
import { isListedLoop } from '../../src-shared/track-kind';
import { createAreas, createTrack, get } from './api';

/** Tracks scattered over the world with SQL, edges and poles included, plus a dense city. */
async function scatterTracks(count: number, seed: number): Promise<void> {
  const random = fc.sample(fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })), {
    numRuns: count,
    seed,
  });
  const points: [number, number][] = [
    ...random,
    [90, 180],
    [-90, -180],
    [0, 0],
    [85.0511287798, 180],
    [-85.0511287798, -180],
    [0, 179.9999],
    [45, -180],
    // A city of 1,200 tracks in one small square: a tile too dense to cluster track by track.
    ...Array.from({ length: 1200 }, (_, i): [number, number] => [-33.9 + (i % 40) * 0.002, 18.4 + Math.floor(i / 40) * 0.002]),
  ];
  const now = new Date().toISOString();
  const tag = `${seed}-${Date.now()}`;
  for (let start = 0; start < points.length; start += 400) {
    const chunk = points.slice(start, start + 400);
    await env.DB.prepare(
      // One in ten is a 1.8 km jogging loop, which the tiles count apart (issue 36).
      `INSERT INTO tracks (url_segment, name, center_lat, center_lng, length, created, updated)
       SELECT 'scatter-${tag}-' || (key + ?2), 'Scattered ' || (key + ?2), json_extract(value, '$[0]'), json_extract(value, '$[1]'),
         CASE WHEN (key + ?2) % 10 = 3 THEN 1800 END, ?3, ?3
       FROM json_each(?1)`,
    )
      .bind(JSON.stringify(chunk), start, now)
      .run();
  }
  await env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'").run();
}

async function fullList(): Promise<TrackListEntry[]> {
  return (await get('/api/search-tracks-full')).body;
}

async function tile(z: number, x: number, y: number, key?: number): Promise<MapTile> {
  const { status, body } = await get(`/api/map-tile?z=${z}&x=${x}&y=${y}${key ? `&key=${key}` : ''}`);
  expect(status).toBe(200);
  return body;
}

const viewArbitrary = fc
  .record({
    z: fc.integer({ min: 2, max: 16 }),
    south: fc.double({ min: -90, max: 89, noNaN: true }),
    height: fc.double({ min: 0.0001, max: 120, noNaN: true }),
    west: fc.double({ min: -400, max: 300, noNaN: true }),
    width: fc.double({ min: 0.0001, max: 400, noNaN: true }),
  })
  .map(({ z, south, height, west, width }) => ({ z, view: { south, north: Math.min(south + height, 90), west, east: west + width } }));

describe('map tiles and counts', () => {
  let tracks: TrackListEntry[];
  beforeAll(async () => {
    await scatterTracks(400, 7);
    tracks = await fullList();
  });

  it('the tiles of every zoom hold each track exactly once, and agree with the full list', async () => {
    expect(tracks.filter(isListedLoop).length).toBeGreaterThan(100);
    for (const z of [2, 3, 5]) {
      const n = tilesPerSide(z);
      let sum = 0;
      for (let x = 0; x < n; x++) {
        for (let y = 0; y < n; y++) {
          const answer = await tile(z, x, y);
          const expected = tracks.filter((t) => tileHolds({ z, x, y }, t.center_lat, t.center_lng));
          expect(answer.total).toBe(expected.length);
          expect(answer.clusters.reduce((s, c) => s + c.count, 0) + answer.tracks.length).toBe(answer.total);
          // The jogging loops among them are counted as exactly, for the nearest list to leave out.
          expect(answer.clusters.reduce((s, c) => s + c.loops, 0) + answer.tracks.filter(isListedLoop).length).toBe(
            expected.filter(isListedLoop).length,
          );
          // Single tracks are the list's own entries, every field the same, and the newest photo
          // the full list leaves out (none here).
          for (const { photo, ...single } of answer.tracks) {
            expect(photo).toBeNull();
            expect(single).toEqual(expected.find((t) => t.id === single.id));
          }
          sum += answer.total;
        }
      }
      expect(sum).toBe(tracks.length);
    }
  });

  it("for random views and zooms, the count in view is exact and the view's tiles add up", async () => {
    await fc.assert(
      fc.asyncProperty(viewArbitrary, async ({ z, view }) => {
        const q = new URLSearchParams(Object.entries(view).map(([k, v]) => [k, String(v)]));
        const { body } = await get(`/api/map-count?${q}`);
        const boxes = normaliseView(view);
        expect(body.count).toBe(tracks.filter((t) => boxes.some((b: LatLngBox) => boxHolds(b, t.center_lat, t.center_lng))).length);

        const covering = tilesForView(z, view);
        // Every track in view lies in one of the view's tiles.
        for (const t of tracks.filter((t) => boxes.some((b) => boxHolds(b, t.center_lat, t.center_lng)))) {
          const { x, y } = tileOf(z, t.center_lat, t.center_lng);
          expect(
            covering.some((c) => c.x === x && c.y === y),
            JSON.stringify([t.center_lat, t.center_lng, x, y]),
          ).toBe(true);
        }
        for (const address of covering.slice(0, 6)) {
          const answer = await tile(address.z, address.x, address.y);
          expect(answer.clusters.reduce((s, c) => s + c.count, 0) + answer.tracks.length).toBe(answer.total);
          expect(answer.total).toBe(tracks.filter((t) => tileHolds(address, t.center_lat, t.center_lng)).length);
        }
      }),
      { numRuns: 25, seed: 42 },
    );
  });

  it('clusters the dense city when zoomed out and shows every track on its own at zoom 16', async () => {
    const city = tileOf(8, -33.86, 18.44);
    const out = await tile(8, city.x, city.y);
    expect(out.total).toBeGreaterThanOrEqual(1200);
    expect(out.clusters.length).toBeGreaterThan(0);
    expect(out.clusters.length + out.tracks.length).toBeLessThan(50);
    for (const c of out.clusters) expect(c.south <= c.lat && c.lat <= c.north && c.west <= c.lng && c.lng <= c.east).toBe(true);

    const close = tileOf(16, -33.9, 18.4);
    const near = await tile(16, close.x, close.y);
    expect(near.clusters).toEqual([]);
    expect(near.tracks.length).toBe(near.total);
  });

  it('a new track changes its own tile under the new key, and leaves a tile elsewhere as it was', async () => {
    await createAreas(12, 12);
    const before = (await get('/api/cache')).body.key as number;
    const here = tileOf(10, 12.001, 12.001);
    const far = tileOf(10, -33.9, 18.4);
    const [hereBefore, farBefore] = [await tile(10, here.x, here.y, before), await tile(10, far.x, far.y, before)];
    const { trackId, cacheKey } = await createTrack(12.001, 12.001, { name: 'Tile Test Oval' });
    const [hereAfter, farAfter] = [await tile(10, here.x, here.y, cacheKey), await tile(10, far.x, far.y, cacheKey)];
    expect(hereAfter.total).toBe(hereBefore.total + 1);
    expect(hereAfter.tracks.map((t) => t.id)).toContain(trackId);
    expect(farAfter).toEqual(farBefore);
  });

  it('refuses tiles and views that do not exist', async () => {
    for (const path of [
      '/api/map-tile?z=1&x=0&y=0',
      '/api/map-tile?z=3&x=2&y=0',
      '/api/map-tile?z=17&x=0&y=0',
      '/api/map-tile?z=4&x=-1&y=0',
      '/api/map-count?south=10&north=5&west=0&east=1',
      '/api/map-count?south=a',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.status, path).toBe('InvalidInput');
    }
  });
});
