// The search box's server answers against the spec's rule (section 5) applied to the spec's full
// lists, which is what the web app did before it stopped downloading them.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaSearchEntry, Suggestions, TrackListEntry } from '../../src-shared/api-types';
import { searchWords } from '../../src-shared/search-normalise';
import { areaSuggestion, matchSuggestions, trackSuggestion } from '../../src-web/rules/suggestions';
import { env } from 'cloudflare:workers';
import { createAreas, createTrack, get } from './api';
import { COMPLETE_UP_TO } from '../../src-shared/suggestion-lists';

const NAMES = ['Estádio São Januário', 'Pista Ícaro-Mello', 'Parque Villa-Lobos, Pista', 'Malmö Stadion', 'Centro Olímpico', 'Straße am Ring', 'Pista de Atletismo'];
const WORDS = ['sao', 'São', 'pista', 'PISTA', 'icaro-mello', 'villa lobos', 'malmo', 'olimp', 'a', 'e', 'ring,', 'straße', 'springfield', 'north', 'testland', 'zzz', '-', 'is ta', 'ó', 'unnamed'];

async function expected(term: string) {
  const areas: AreaSearchEntry[] = (await get('/api/search-areas')).body;
  const tracks: TrackListEntry[] = (await get('/api/search-tracks-full')).body;
  const words = searchWords(term);
  return { areas: matchSuggestions(areas.map(areaSuggestion), words), tracks: matchSuggestions(tracks.map(trackSuggestion), words) };
}

async function suggest(term: string): Promise<Suggestions> {
  const { status, body } = await get(`/api/suggest?q=${encodeURIComponent(term)}`);
  expect(status).toBe(200);
  return body;
}

describe('GET /api/suggest', () => {
  beforeAll(async () => {
    for (const [i, name] of NAMES.entries()) {
      await createAreas(20 + i * 0.5, 20);
      await createTrack(20 + i * 0.5, 20, { name });
      await createTrack(20 + i * 0.5, 20.01, { name: `${name} ${i}` });
    }
    await createTrack(25, 25, { name: '' });
  });

  it('answers both tabs with the same matches, order and totals as the rule applied to the full lists', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '-', ', ', '  '), async (parts, glue) => {
        const term = parts.join(glue);
        const [answer, want] = [await suggest(term), await expected(term)];
        expect(answer.areas.total, term).toBe(want.areas.total);
        expect(answer.tracks.total, term).toBe(want.tracks.total);
        // The first 12 are shown; a tab with few matches lists them all (for the box to narrow on the device).
        expect(answer.areas.items.slice(0, 12), term).toEqual(want.areas.shown);
        expect(answer.tracks.items.slice(0, 12), term).toEqual(want.tracks.shown);
        for (const tab of [answer.areas, answer.tracks]) expect(tab.items.length, term).toBe(tab.total <= COMPLETE_UP_TO ? tab.total : 12);
      }),
      { numRuns: 40, seed: 9 },
    );
  });

  it('previews each character typed next exactly as /api/suggest answers the longer term (first 12 of each tab)', async () => {
    const terms = ['', 'pis', 'pista ', 'sao', 'ica', 'malm', 'pista d', 'zzz', 'villa-'];
    for (const typed of terms) {
      const { status, body } = await get(`/api/suggest-next?q=${encodeURIComponent(typed)}`);
      expect(status, typed).toBe(200);
      expect(body.next).toHaveLength(36);
      for (const preview of body.next as Suggestions[]) {
        const full = await suggest(preview.term);
        expect(preview.areas, preview.term).toEqual({ total: full.areas.total, items: full.areas.items.slice(0, 12) });
        expect(preview.tracks, preview.term).toEqual({ total: full.tracks.total, items: full.tracks.items.slice(0, 12) });
      }
    }
    // A term ending with a space (or a hyphen) starts a new word; otherwise its last word grows.
    expect(((await get('/api/suggest-next?q=pista%20')).body.next as Suggestions[])[0]!.term).toBe('pista a');
    expect(((await get('/api/suggest-next?q=pista')).body.next as Suggestions[])[0]!.term).toBe('pistaa');
    expect(((await get('/api/suggest-next?q=villa-')).body.next as Suggestions[])[11]!.term).toBe('villa l');
  });

  it('lists 12 per tab with the total of every match, or every match when there are few', async () => {
    // Written with SQL, as an import would (a post per track would take long): rows and labels, then a new cache key.
    const insert = (i: number) => [
      env.DB.prepare(`INSERT INTO tracks (url_segment, name, center_lat, center_lng, created, updated) VALUES (?1, ?2, -10, -60, '2026-01-01', '2026-01-01')`).bind(`manyoval-${i}`, `Manyoval ${i}`),
      env.DB.prepare(`INSERT INTO search_labels (kind, id, label) SELECT 'track', id, ?2 FROM tracks WHERE url_segment = ?1`).bind(`manyoval-${i}`, `manyoval ${i}`),
    ];
    const bumpKey = env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'");
    await env.DB.batch([...Array.from({ length: COMPLETE_UP_TO }, (_, i) => insert(i)).flat(), bumpKey]);
    expect((await suggest('manyoval')).tracks).toMatchObject({ total: COMPLETE_UP_TO, items: expect.objectContaining({ length: COMPLETE_UP_TO }) });
    await env.DB.batch([...insert(COMPLETE_UP_TO), bumpKey]);
    const answer = await suggest('manyoval');
    expect(answer.tracks.items).toHaveLength(12);
    expect(answer.tracks.total).toBe(COMPLETE_UP_TO + 1);
    expect(answer.tracks.items[0]).toMatchObject({ url: expect.stringMatching(/^\/track\//), center: [expect.any(Number), expect.any(Number)] });
  });

  it('finds a renamed track by its new name under the key the edit returned', async () => {
    await createAreas(30, 30);
    const { trackId } = await createTrack(30, 30, { name: 'Old Oval Name' });
    const { post } = await import('./api');
    const edit = await post('/api/post-track', { id: trackId, lat: 30, lng: 30, outdoor: 'outdoor', name: 'Brand New Quokka Oval', length: 400, info: '', surface: '', linkToWeb: '', numLanes: 0, quality: '', lighting: null });
    expect(edit.status).toBe(200);
    const answer = (await get(`/api/suggest?q=quokka&key=${edit.body.cacheKey}`)).body as Suggestions;
    expect(answer.tracks.items.map((s) => s.id)).toEqual([trackId]);
    expect((await get(`/api/suggest?q=old%20oval%20name&key=${edit.body.cacheKey}`)).body.tracks.total).toBe(0);
  });

  it('answers a term asked again under the current key from the cache, whole and with every header', async () => {
    const key = (await get('/api/cache')).body.key;
    const first = await get(`/api/suggest?q=pista&key=${key}`);
    const again = await get(`/api/suggest?q=pista&key=${key}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(again.response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers a blank term with nothing, and refuses an overlong one', async () => {
    expect(await suggest(' - , ')).toEqual({ term: '', areas: { total: 0, items: [] }, tracks: { total: 0, items: [] } });
    const long = await get(`/api/suggest?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.status).toBe('InvalidInput');
    expect((await get('/api/suggest')).body.status).toBe('InvalidInput');
  });
});
