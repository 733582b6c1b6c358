// GET /api/map-tile and GET /api/map-count: what the map draws, a view at a time. The web app
// asks for the data tiles covering its view (src-shared/map-tiles.ts) and for the exact number
// of tracks in view (spec section 8: "There are N tracks in this area…"), never for the world.
import { createRoute } from '@hono/zod-openapi';
import type { MapCount, MapTile } from '../../src-shared/api-types';
import { normaliseView, tilesPerSide } from '../../src-shared/map-tiles';
import { mapCount, mapCountQuery, mapTile, mapTileQuery } from '../../src-shared/schemas/map';
import { isListedLoop } from '../../src-shared/track-kind';
import { countTracksInBoxes, listTileCells, listTracksById, listTracksInTile } from '../db/map';
import { clusterPoints } from '../domain/map-clusters';
import { invalidInput } from '../http/result';
import { answer, apiRouter, errors, NOT_MODIFIED, VERSIONED } from '../http/routes';
import { serveVersionedJson } from '../http/versioned-json';
import { filteredName, filterOf } from '../http/track-filter';
import { zoneClocks } from '../db/track-filter';

/** A tile with at most this many tracks is clustered from its tracks; a denser one from cells. */
const RAW_TRACKS_LIMIT = 1000;
/** Cells per side when a dense tile is summed in SQL: 8 px at the display zoom, far below the cluster radius. */
const CELLS_PER_SIDE = 128;

export const mapTileRoute = createRoute({
  method: 'get',
  path: '/map-tile',
  tags: ['map'],
  summary: 'The tracks of one map data tile',
  description: `A slippy-map tile (z, x, y) at zoom 2 below the display zoom: clusters with exact counts where tracks lie close, single tracks elsewhere. ${VERSIONED}`,
  request: { query: mapTileQuery },
  responses: { 200: answer(mapTile), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const mapCountRoute = createRoute({
  method: 'get',
  path: '/map-count',
  tags: ['map'],
  summary: 'How many tracks lie in a view',
  description: 'Edges included; west may exceed east by up to 360 across the date line.',
  request: { query: mapCountQuery },
  responses: { 200: answer(mapCount), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const map = apiRouter()
  .openapi(mapTileRoute, (c) => {
    const tile = c.req.valid('query');
    const n = tilesPerSide(tile.z);
    if (tile.x >= n || tile.y >= n) throw invalidInput(`x and y must be below ${n} at zoom ${tile.z}`);
    const filter = filterOf(tile);
    const name = filteredName(`map-tile/${tile.z}/${tile.x}/${tile.y}`, filter);
    const build = async (): Promise<MapTile> => {
      const db = c.var.env.DB;
      const zones = await zoneClocks(db, filter);
      const cells = await listTileCells(db, tile, CELLS_PER_SIDE, filter, zones);
      const total = cells.reduce((sum, cell) => sum + cell.count, 0);
      if (total <= RAW_TRACKS_LIMIT) {
        const tracks = await listTracksInTile(db, tile, filter, zones);
        const points = tracks.map((t) => ({
          lat: t.center_lat,
          lng: t.center_lng,
          count: 1,
          loops: isListedLoop(t) ? 1 : 0,
          south: t.center_lat,
          north: t.center_lat,
          west: t.center_lng,
          east: t.center_lng,
          id: t.id,
        }));
        const { clusters, singles } = clusterPoints(points, tile.z);
        const shown = new Set(singles);
        return { z: tile.z, x: tile.x, y: tile.y, total, clusters, tracks: tracks.filter((t) => shown.has(t.id)) };
      }
      const { clusters, singles } = clusterPoints(cells, tile.z);
      return { z: tile.z, x: tile.x, y: tile.y, total, clusters, tracks: await listTracksById(db, singles) };
    };
    // A tile open now is asked for once a quarter hour per view: kept in the data centre's HTTP
    // cache per URL, not in KV, whose writes cost more than the answer is worth.
    return serveVersionedJson(c, name, 'Map tile', build, { store: filter.open === undefined });
  })
  .openapi(mapCountRoute, (c) => {
    const view = c.req.valid('query');
    if (view.south > view.north) throw invalidInput('south must not be above north');
    if (view.west > view.east) throw invalidInput('west must not be east of east');
    const boxes = normaliseView(view);
    const filter = filterOf(view);
    return serveVersionedJson(
      c,
      'map-count',
      'Count',
      async (): Promise<MapCount> => ({
        count: await countTracksInBoxes(c.var.env.DB, boxes, filter, await zoneClocks(c.var.env.DB, filter)),
      }),
      // Views are endless: answers are cached by the browser per URL, never stored in KV.
      { store: false },
    );
  });
