// The chat and the map agree (issue 41): for 200 random pairs of a filter (open now, free, public
// access, lit, indoor) and a place (a box, as the map's view), the chat's findTracksInBoundingBox
// counts the tracks /api/map-count counts, and every track the chat lists says of itself what the
// filter asked: its own facts (the track page's badge, the fee, lighting, indoor) match. Tracks
// removed for good are left out here: the map marks them with a marker of their own, the chat
// never offers them.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTool, type ToolContext } from '../../src-worker/chat/tools';
import type { ChatEnv } from '../../src-worker/chat/env';
import { openToThePublic } from '../../src-shared/access-status';
import { createTrack, get, post } from './api';

/** Two groups far apart, in two time zones: Lisbon's and São Paulo's. */
const GROUPS = [
  { lat: 38.7, lng: -9.15 },
  { lat: -23.55, lng: -46.65 },
];
const TRACKS_PER_GROUP = 30;
const SPAN = 0.2;

const ACCESS = [null, 'public', 'public_hours', 'members', 'closed', 'school_club'] as const;
const HOURS = [null, '24/7', 'Mo-Fr 06:00-08:00', 'Mo-Su 17:00-21:00', 'Sa,Su 08:00-12:00', 'Mo-Fr 09:00-17:00'] as const;

interface Made {
  segment: string;
  access: string | null;
  status: number | null;
}

/** A small deterministic generator, so a failure names the same data again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const made: Made[] = [];

beforeAll(async () => {
  const random = seeded(41);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (const group of GROUPS) {
    for (let i = 0; i < TRACKS_PER_GROUP; i++) {
      const access = pick(ACCESS);
      const hours = pick(HOURS);
      const fee = pick([null, true, false]);
      const track = await createTrack(group.lat + (random() - 0.5) * 2 * SPAN, group.lng + (random() - 0.5) * 2 * SPAN, {
        name: `Agreement Oval ${made.length}`,
        outdoor: random() < 0.25 ? 'indoor' : 'outdoor',
        lighting: random() < 0.5,
        ...(access ? { access } : {}),
        ...(hours ? { openingHours: hours } : {}),
        ...(fee === null ? {} : { fee }),
      });
      // A third of the tracks have a visitor's answer: found open or found closed.
      const visited = random() < 0.33;
      const wasOpen = random() < 0.6;
      if (visited) {
        const report = await post('/api/post-feedback', {
          trackId: track.trackId,
          feedbackType: 'visit report',
          comment: '',
          name: '',
          recommendTypes: [0],
          visitDate: new Date().toISOString().slice(0, 10),
          wasOpen,
        });
        expect(report.body.status).toBe('Success');
      }
      const { body } = await get(`/api/track?id=${track.trackId}`);
      made.push({ segment: track.trackUrlSegment, access, status: body.status ?? null });
    }
  }
}, 120_000);

const filterArbitrary = fc.record(
  { openNow: fc.boolean(), free: fc.boolean(), openToPublic: fc.boolean(), lighting: fc.boolean(), indoor: fc.boolean() },
  { requiredKeys: [] },
);
const boxArbitrary = fc
  .tuple(
    fc.constantFrom(...GROUPS),
    fc.double({ min: -SPAN, max: SPAN, noNaN: true }),
    fc.double({ min: -SPAN, max: SPAN, noNaN: true }),
    fc.double({ min: 0.01, max: SPAN * 2, noNaN: true }),
  )
  .map(([group, dLat, dLng, half]) => ({
    south: group.lat + dLat - half,
    north: group.lat + dLat + half,
    west: group.lng + dLng - half,
    east: group.lng + dLng + half,
  }));
/** Any quarter hour of the coming week: the stored week of hours covers it. */
const nowArbitrary = fc.integer({ min: 0, max: 7 * 96 - 1 }).map((quarter) => new Date(Date.now() + quarter * 900_000));

/** The map's query parameters for the chat's filter arguments: the toggles it has, each on when the chat's is true. */
function mapQuery(filter: Record<string, boolean>, now: Date): string {
  const on = (name: string, asked: boolean | undefined) => (asked ? [`${name}=1`] : []);
  return [
    ...(filter.openNow ? [`open=${Math.floor(now.getTime() / 900_000)}`] : []),
    ...on('free', filter.free),
    ...on('public', filter.openToPublic),
    ...on('lit', filter.lighting),
    ...on('indoor', filter.indoor),
  ].join('&');
}

describe('the chat and the map agree', () => {
  it('count the same tracks for 200 random filters and places, and the chat lists only tracks the filter keeps', async () => {
    expect(made).toHaveLength(GROUPS.length * TRACKS_PER_GROUP);
    const bySegment = new Map(made.map((m) => [m.segment, m]));
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArbitrary, boxArbitrary, nowArbitrary, async (filter, box, now) => {
        // The map has no "outdoor" toggle: an indoor false is the chat's alone, so it asks for indoor only or nothing.
        const chatFilter = { ...filter, ...(filter.indoor === false ? { indoor: undefined } : {}) };
        const ctx: ToolContext = { env: env as unknown as ChatEnv, origin: 'http://localhost', clientHash: 'agreement', now };
        const answer = (await runTool(
          {
            id: 'call-1',
            type: 'function',
            function: { name: 'findTracksInBoundingBox', arguments: JSON.stringify({ ...box, ...chatFilter }) },
          },
          ctx,
        )) as {
          count: number;
          tracks: { url: string; lighting: boolean | null; indoor: boolean | null; free: boolean | null; openNow: boolean | null }[];
        };
        const query = `south=${box.south}&north=${box.north}&west=${box.west}&east=${box.east}`;
        const filtered = mapQuery(chatFilter as Record<string, boolean>, now);
        const map = await get(`/api/map-count?${query}${filtered ? `&${filtered}` : ''}`);
        expect(map.status).toBe(200);
        expect(answer.count).toBe(map.body.count);
        if (answer.count > 0) nonEmpty++;
        for (const track of answer.tracks) {
          if (chatFilter.lighting) expect(track.lighting).toBe(true);
          if (chatFilter.indoor) expect(track.indoor).toBe(true);
          if (chatFilter.free) expect(track.free).toBe(true);
          if (chatFilter.openNow) expect(track.openNow).toBe(true);
          if (chatFilter.openToPublic) {
            const stored = bySegment.get(track.url.split('/').at(-1)!)!;
            expect(openToThePublic(stored.access, stored.status)).toBe(true);
          }
        }
      }),
      // A fixed seed, as the tracks' own: a failure names the same pair again.
      { numRuns: 200, seed: 41 },
    );
    // The places are not all empty: most pairs count some tracks.
    expect(nonEmpty).toBeGreaterThan(40);
  });
});

describe('nearest first in a dense city', () => {
  it('lists the nearest track first even where the radius holds more tracks than the chat reads', async () => {
    const centre = { lat: 51.5074, lng: -0.1278 };
    // 700 tracks within about 3 km, written as the importer writes many at once; the nearest comes last.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 700)
       INSERT INTO tracks (url_segment, center_lat, center_lng, length, created, updated)
       SELECT 'dense-oval-' || i, ?1 + 0.005 + (i % 26) * 0.001, ?2 + 0.005 + (i / 26) * 0.001, 400, '2026-01-01', '2026-01-01' FROM n`,
    )
      .bind(centre.lat, centre.lng)
      .run();
    const nearest = await createTrack(centre.lat + 0.0005, centre.lng + 0.0005, { name: 'Nearest Oval' });
    const ctx: ToolContext = { env: env as unknown as ChatEnv, origin: 'http://localhost', clientHash: 'dense', now: new Date() };
    const answer = (await runTool(
      {
        id: 'call-1',
        type: 'function',
        function: { name: 'findTracksNearPoint', arguments: JSON.stringify({ latitude: centre.lat, longitude: centre.lng, radiusKm: 10 }) },
      },
      ctx,
    )) as { tracks: { url: string; distanceKm: number }[] };
    expect(answer.tracks[0]!.url).toBe(`http://localhost/track/${nearest.trackUrlSegment}`);
    const distances = answer.tracks.map((t) => t.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
