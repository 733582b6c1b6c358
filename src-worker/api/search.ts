// The search box and the spec's lists (spec section 7): GET /api/suggest (both suggestion tabs
// for a term), GET /api/search-areas and GET /api/search-tracks-full (every area and track, for
// API clients), GET /api/cache.
import { Hono } from 'hono';
import type { Suggestions } from '../../src-shared/api-types';
import { endsWord, searchWords } from '../../src-shared/search-normalise';
import { suggestNextQuery, suggestQuery } from '../../src-shared/schemas/search';
import { listAreasForSearch } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { suggestAreas, suggestNext, suggestTracks } from '../db/search';
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
  // The suggestions of each character typed next, asked while the runner reads the current ones.
  .get('/suggest-next', validate('query', suggestNextQuery), (c) => {
    const query = c.req.valid('query');
    const words = searchWords(query.q).slice(0, MAX_WORDS + 1);
    if (words.length > MAX_WORDS) throw invalidInput(`q: at most ${MAX_WORDS} words`);
    const newWord = words.length === 0 || endsWord(query.q);
    const term = words.join(' ');
    const filter = filterOf(query);
    return serveVersionedJson(
      c,
      filteredName(`suggest-next/${term}${newWord ? ' ' : ''}`, filter),
      'SuggestionsNext',
      async () => {
        const db = c.var.env.DB;
        return { term, next: await suggestNext(db, words, newWord, filter, await zoneClocks(db, filter)) };
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
