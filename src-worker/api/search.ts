// The search box and the spec's lists (spec section 7): GET /api/suggest (both suggestion tabs
// for a term), GET /api/search-areas and GET /api/search-tracks-full (every area and track, for
// API clients), GET /api/cache.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Suggestions } from '../../src-shared/api-types';
import { endsWord, searchWords } from '../../src-shared/search-normalise';
import { areaSearchEntry } from '../../src-shared/schemas/area';
import { keyQuery } from '../../src-shared/schemas/common';
import { cacheKeyAnswer, suggestions, suggestNextAnswer, suggestNextQuery, suggestQuery } from '../../src-shared/schemas/search';
import { trackListEntry } from '../../src-shared/schemas/track-list';
import { MAX_TERM_LENGTH } from '../../src-shared/suggestion-lists';
import { nearFromParam } from '../../src-shared/search-rank';
import { listAreasForSearch } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { alsoKnownAs, didYouMean, suggestAreas, suggestNext, suggestTracks } from '../db/search';
import { listAllTracks } from '../db/tracks';
import { answer, apiRouter, errors, NOT_MODIFIED, VERSIONED } from '../http/routes';
import { filteredName, filterOf } from '../http/track-filter';
import { zoneClocks } from '../db/track-filter';
import { serveVersionedJson, serveVersionedList } from '../http/versioned-json';

/** Each word is one bound parameter (a place read from them adds at most 24 more), and D1 allows 100 per statement. */
const MAX_WORDS = 50;

/**
 * The words of a term as read: its first MAX_TERM_LENGTH characters and MAX_WORDS words. A longer
 * term is cut, not refused (issue 22): the runner sees the suggestions of what fits.
 */
const termWords = (q: string) => searchWords(q.slice(0, MAX_TERM_LENGTH)).slice(0, MAX_WORDS);

const WHOLE_LIST = `The whole list, built once per cache key and sent gzipped when the client accepts it. ${VERSIONED}`;

export const searchAreasRoute = createRoute({
  method: 'get',
  path: '/search-areas',
  tags: ['search'],
  summary: 'Every area',
  description: WHOLE_LIST,
  request: { query: keyQuery },
  responses: { 200: answer(z.array(areaSearchEntry)), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const searchTracksRoute = createRoute({
  method: 'get',
  path: '/search-tracks-full',
  tags: ['search'],
  summary: 'Every track, as list entries',
  description: WHOLE_LIST,
  request: { query: keyQuery },
  responses: { 200: answer(z.array(trackListEntry)), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const suggestRoute = createRoute({
  method: 'get',
  path: '/suggest',
  tags: ['search'],
  summary: 'Search suggestions for a term, both tabs',
  description: `Areas and tracks whose labels hold every word of the term (spec section 5: case, accents and hyphens ignored), each tab with its total and its first 12 items, or every item when there are at most 250 (a longer term then narrows them on the client). The term is also read around a place: words that only say what is sought (track, pista, Laufbahn, 跑道…) and small words of place (in, perto de, の…) are not required, the labels holding every word first ("running track edinburgh": Edinburgh and its tracks); a term of only such words is read by the rule alone. The map's filters narrow the Track tab. ${VERSIONED}`,
  request: { query: suggestQuery },
  responses: { 200: answer(suggestions), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const suggestNextRoute = createRoute({
  method: 'get',
  path: '/suggest-next',
  tags: ['search'],
  summary: 'Search suggestions for each character typed next',
  description: `For the term typed so far and each character a-z and 0-9, what /api/suggest answers for the longer term, with the first 12 items of each tab: asked while a person reads the current suggestions, so their next key is answered at once. ${VERSIONED}`,
  request: { query: suggestNextQuery },
  responses: { 200: answer(suggestNextAnswer), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const cacheKeyRoute = createRoute({
  method: 'get',
  path: '/cache',
  tags: ['meta'],
  summary: 'The current cache key',
  description: 'The data version (spec section 4): it moves with every write. Never cached.',
  responses: { 200: answer(cacheKeyAnswer), ...errors([]) },
});

export const search = apiRouter()
  .openapi(searchAreasRoute, (c) =>
    serveVersionedList(c, 'search-areas', async function* () {
      yield await listAreasForSearch(c.var.env.DB);
    }),
  )
  .openapi(searchTracksRoute, (c) => serveVersionedList(c, 'search-tracks-full', () => listAllTracks(c.var.env.DB)))
  .openapi(suggestRoute, (c) => {
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
  .openapi(suggestNextRoute, (c) => {
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
  // Polled every 60 s by every open page; always fresh, from the single source of truth.
  .openapi(cacheKeyRoute, async (c) => c.json({ key: await readCacheKey(c.var.env.DB) }, 200, { 'Cache-Control': 'no-store' }));
