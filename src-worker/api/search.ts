// The search box and the spec's lists (spec section 7): GET /api/suggest (both suggestion tabs
// for a term), GET /api/search-areas and GET /api/search-tracks-full (every area and track, for
// API clients), GET /api/cache.
import { Hono } from 'hono';
import type { Suggestions } from '../../src-shared/api-types';
import { endsWord, searchWords } from '../../src-shared/search-normalise';
import { suggestNextQuery, suggestQuery } from '../../src-shared/schemas/search';
import { MAX_TERM_LENGTH } from '../../src-shared/suggestion-lists';
import { nearFromParam } from '../../src-shared/search-rank';
import { listAreasForSearch } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { alsoKnownAs, didYouMean, suggestAreas, suggestNext, suggestTracks } from '../db/search';
import { listAllTracks } from '../db/tracks';
import type { AppEnv } from '../env';
import { validate } from '../http/validate';
import { filteredName, filterOf, zoneClocks } from '../http/track-filter';
import { serveVersionedJson, serveVersionedList } from '../http/versioned-json';

/** Each word is one bound parameter, and D1 allows 100 per statement. */
const MAX_WORDS = 50;

/**
 * The words of a term as read: its first MAX_TERM_LENGTH characters and MAX_WORDS words. A longer
 * term is cut, not refused (issue 22): the runner sees the suggestions of what fits.
 */
const termWords = (q: string) => searchWords(q.slice(0, MAX_TERM_LENGTH)).slice(0, MAX_WORDS);

export const search = new Hono<AppEnv>()
  .get('/suggest', validate('query', suggestQuery), (c) => {
    const query = c.req.valid('query');
    const words = termWords(query.q);
    const term = words.join(' ');
    const filter = filterOf(query);
    const near = nearFromParam(query.near);
    return serveVersionedJson(
      c,
      filteredName(`suggest/${term}${query.near ? `@${query.near}` : ''}`, filter),
      'Suggestions',
      async (): Promise<Suggestions> => {
        const empty = { total: 0, items: [] };
        if (words.length === 0) return { term, areas: empty, tracks: empty, didYouMean: [] };
        const db = c.var.env.DB;
        const [areas, tracks] = await Promise.all([
          suggestAreas(db, words, near),
          zoneClocks(db, filter).then((zones) => suggestTracks(db, words, filter, zones, near)),
        ]);
        const nothing = areas.total === 0 && tracks.total === 0;
        return { term, areas, tracks, didYouMean: nothing ? await didYouMean(db, words, near) : await alsoKnownAs(db, words, near) };
      },
      { store: false },
    );
  })
  // The suggestions of each character typed next, asked while the runner reads the current ones.
  .get('/suggest-next', validate('query', suggestNextQuery), (c) => {
    const query = c.req.valid('query');
    const q = query.q.slice(0, MAX_TERM_LENGTH);
    const words = termWords(q);
    const newWord = words.length === 0 || endsWord(q);
    const term = words.join(' ');
    const filter = filterOf(query);
    const near = nearFromParam(query.near);
    return serveVersionedJson(
      c,
      filteredName(`suggest-next/${term}${newWord ? ' ' : ''}${query.near ? `@${query.near}` : ''}`, filter),
      'SuggestionsNext',
      async () => {
        const db = c.var.env.DB;
        return { term, next: await suggestNext(db, words, newWord, filter, await zoneClocks(db, filter), near) };
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
