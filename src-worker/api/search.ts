// The search box and the spec's lists (spec section 7): GET /api/suggest (both suggestion tabs
// for a term), GET /api/search-areas and GET /api/search-tracks-full (every area and track, for
// API clients), GET /api/cache.
import { Hono } from 'hono';
import type { Suggestions } from '../../src-shared/api-types';
import { searchWords } from '../../src-shared/search-normalise';
import { suggestQuery } from '../../src-shared/schemas/search';
import { listAreasForSearch } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { suggestAreas, suggestTracks } from '../db/search';
import { listAllTracks } from '../db/tracks';
import type { AppEnv } from '../env';
import { invalidInput } from '../http/result';
import { validate } from '../http/validate';
import { filteredName, filterOf, zoneClocks } from '../http/track-filter';
import { serveVersionedJson, serveVersionedList } from '../http/versioned-json';

/** Each word is one bound parameter, and D1 allows 100 per statement. */
const MAX_WORDS = 50;

export const search = new Hono<AppEnv>()
  .get('/suggest', validate('query', suggestQuery), (c) => {
    const query = c.req.valid('query');
    const words = searchWords(query.q).slice(0, MAX_WORDS + 1);
    if (words.length > MAX_WORDS) throw invalidInput(`q: at most ${MAX_WORDS} words`);
    const term = words.join(' ');
    const filter = filterOf(query);
    return serveVersionedJson(
      c,
      filteredName(`suggest/${term}`, filter),
      'Suggestions',
      async (): Promise<Suggestions> => {
        const empty = { total: 0, items: [] };
        if (words.length === 0) return { term, areas: empty, tracks: empty };
        const db = c.var.env.DB;
        const [areas, tracks] = await Promise.all([suggestAreas(db, words), zoneClocks(db, filter).then((zones) => suggestTracks(db, words, filter, zones))]);
        return { term, areas, tracks };
      },
      { store: false },
    );
  })
  .get('/search-areas', (c) =>
    serveVersionedList(c, 'search-areas', async function* () {
      yield await listAreasForSearch(c.var.env.DB);
    }),
  )
  .get('/search-tracks-full', (c) => serveVersionedList(c, 'search-tracks-full', () => listAllTracks(c.var.env.DB)))
  // Polled every 60 s by every open page; always fresh, from the single source of truth.
  .get('/cache', async (c) => c.json({ key: await readCacheKey(c.var.env.DB) }, 200, { 'Cache-Control': 'no-store' }));
