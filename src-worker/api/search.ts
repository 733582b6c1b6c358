// GET /api/search-areas, GET /api/search-tracks-full, GET /api/cache (spec section 7).
import { Hono } from 'hono';
import { listAreasForSearch } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { listAllTracks } from '../db/tracks';
import type { AppEnv } from '../env';
import { serveVersionedJson } from '../http/versioned-json';

export const search = new Hono<AppEnv>()
  .get('/search-areas', (c) => serveVersionedJson(c, 'search-areas', 'Areas', () => listAreasForSearch(c.env.DB)))
  .get('/search-tracks-full', (c) => serveVersionedJson(c, 'search-tracks-full', 'Tracks', () => listAllTracks(c.env.DB)))
  // Polled every 60 s by every open page; always fresh, from the single source of truth.
  .get('/cache', async (c) => c.json({ key: await readCacheKey(c.env.DB) }, 200, { 'Cache-Control': 'no-store' }));
