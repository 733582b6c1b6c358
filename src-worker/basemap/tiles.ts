// GET /tiles/{z}/{x}/{y}.{ext}: the map's background from the site's own PMTiles archive in R2
// (wrangler.toml TILE_PMTILES and the BASEMAP bucket), so a deployment needs no tile provider.
// Tiles are kept in the Cache API of each location, keyed by the archive's version, so a tile
// costs one R2 read per location until the archive is replaced.
import { Hono } from 'hono';
import { type Header, TileType } from 'pmtiles';
import type { AppEnv } from '../env';
import { ApiError, badRequest } from '../http/result';
import { ArchiveMissing, r2Archive } from './r2-archive';

/** What a tile of each type is called in its address, and how it is served. */
const TILE_FORMATS: Partial<Record<TileType, { extensions: string[]; contentType: string }>> = {
  [TileType.Mvt]: { extensions: ['mvt', 'pbf'], contentType: 'application/vnd.mapbox-vector-tile' },
  [TileType.Png]: { extensions: ['png'], contentType: 'image/png' },
  [TileType.Jpeg]: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  [TileType.Webp]: { extensions: ['webp'], contentType: 'image/webp' },
  [TileType.Avif]: { extensions: ['avif'], contentType: 'image/avif' },
};

/** Browsers keep a tile a day and may show it a week longer while they ask again; the ETag makes that ask cheap. */
const TILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Web Mercator tile pyramids stop well before this; anything deeper is a made-up address. */
const DEEPEST_ZOOM = 30;

/** The Workers runtime's cache of this location (the DOM's types, also in scope, do not know `default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

const notServed = (description: string) => new ApiError('NotFound', description);

interface TileAddress {
  z: number;
  x: number;
  y: number;
  extension: string;
}

function tileAddress(z: string, x: string, file: string): TileAddress {
  const y = /^(\d{1,10})\.([a-z]{3,4})$/.exec(file);
  if (!/^\d{1,2}$/.test(z) || !/^\d{1,10}$/.test(x) || !y) {
    throw badRequest('A tile is addressed as /tiles/{z}/{x}/{y}.{ext}, with whole numbers and an extension such as mvt or png');
  }
  const address = { z: Number(z), x: Number(x), y: Number(y[1]), extension: y[2]! };
  const side = 2 ** address.z;
  if (address.z > DEEPEST_ZOOM || address.x >= side || address.y >= side) {
    throw badRequest(`Tile ${address.z}/${address.x}/${address.y} is out of range: zoom ${address.z} has x and y from 0 to ${side - 1}`);
  }
  return address;
}

/** Why this archive has no tile at this address, if it cannot have one. */
function outsideArchive(header: Header, { z, extension }: TileAddress): string | null {
  const format = TILE_FORMATS[header.tileType];
  if (!format) return 'The basemap archive holds tiles of a type this site does not serve';
  if (!format.extensions.includes(extension)) return `This basemap's tiles are .${format.extensions[0]}, not .${extension}`;
  if (z < header.minZoom || z > header.maxZoom) return `This basemap has zooms ${header.minZoom} to ${header.maxZoom}`;
  return null;
}

/**
 * Whether If-None-Match names this ETag: a list, any entry of which may be weak (W/"…"), as
 * Cloudflare makes a strong ETag when it compresses an answer on the way out.
 */
function knownToClient(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((entry) => entry.trim().replace(/^W\//, '') === etag);
}

export const tiles = new Hono<AppEnv>();

tiles.get('/tiles/:z/:x/:file', async (c) => {
  const address = tileAddress(c.req.param('z'), c.req.param('x'), c.req.param('file'));
  const key = c.env.TILE_PMTILES?.trim();
  if (!key) throw notServed('This site serves no basemap of its own (TILE_PMTILES is not set)');
  if (!c.env.BASEMAP) {
    console.error('TILE_PMTILES is set but the BASEMAP R2 bucket is not bound (wrangler.toml [[r2_buckets]])');
    throw notServed('The basemap bucket is not configured');
  }
  const archive = await r2Archive(c.env.BASEMAP, key);
  let header: Header;
  try {
    header = await archive.getHeader();
  } catch (error) {
    if (!(error instanceof ArchiveMissing)) throw error;
    console.error(`The basemap archive ${key} is not in the BASEMAP bucket`);
    throw notServed('The basemap archive is missing');
  }
  const outside = outsideArchive(header, address);
  if (outside) throw notServed(outside);

  const { z, x, y } = address;
  const etag = `"${header.etag ?? 'archive'}-${z}-${x}-${y}"`;
  if (knownToClient(c.req.header('If-None-Match'), etag)) return c.body(null, 304, { ETag: etag, 'Cache-Control': TILE_CACHE_CONTROL });

  // One cache entry per archive version: a replaced archive is never answered from the old one.
  const cacheKey = new Request(`${new URL(c.req.url).origin}/tiles/${z}/${x}/${y}.${address.extension}?v=${encodeURIComponent(etag)}`);
  const cached = await edgeCache().match(cacheKey);
  // A copy: the security headers are added to every answer.
  if (cached) return new Response(cached.body, cached);

  const tile = await archive.getZxy(z, x, y);
  const headers = { 'Cache-Control': TILE_CACHE_CONTROL, ETag: etag };
  // Within the archive's zooms, a tile it leaves out (open sea in a sparse build) is empty; telling
  // so takes only the directory, already in memory, so it is not cached.
  if (!tile) return c.body(null, 204, headers);
  const response = new Response(tile.data, { headers: { ...headers, 'Content-Type': TILE_FORMATS[header.tileType]!.contentType } });
  c.executionCtx.waitUntil(edgeCache().put(cacheKey, response.clone()));
  return response;
});
