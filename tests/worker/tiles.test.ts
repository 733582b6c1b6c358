// The self-hosted basemap (issue 29): tiles of a PMTiles archive in R2, served by the real Worker
// entry as /tiles/{z}/{x}/{y}.{ext}, with the archive written by the project's own writer.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { TileType } from 'pmtiles';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ArchiveTile, pmtilesArchive } from '../../scripts/basemap/pmtiles-writer';
import { basemapFrom, pageContentSecurityPolicy } from '../../src-shared/basemap';
import { HEADER_TRUSTED_MS } from '../../src-worker/basemap/r2-archive';
import worker from '../../src-worker/index';
import { ORIGIN } from './api';

const bytes = (text: string) => new TextEncoder().encode(text);

function archive(tiles: ArchiveTile[], tileType = TileType.Mvt): Uint8Array {
  return pmtilesArchive(tiles, {
    tileType,
    gzipTiles: tileType === TileType.Mvt,
    metadata: { name: 'test' },
    bounds: { west: -180, south: -85, east: 180, north: 85 },
    center: { lon: 0, lat: 0, zoom: 0 },
  });
}

const VECTOR_TILES: ArchiveTile[] = [
  { z: 0, x: 0, y: 0, data: bytes('the world') },
  { z: 1, x: 0, y: 1, data: bytes('south-west') },
  { z: 2, x: 1, y: 2, data: bytes('brazil') },
];

/** A request through the Worker with the basemap vars given (the deployment's own leave them unset). */
async function fetchWith(vars: Record<string, string>, path: string, headers: Record<string, string> = {}) {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...vars }, context);
  await waitOnExecutionContext(context);
  return response;
}

const WORLD = { TILE_PMTILES: 'tests/world.pmtiles' };

beforeAll(async () => {
  await env.BASEMAP.put(WORLD.TILE_PMTILES, archive(VECTOR_TILES));
  await env.BASEMAP.put('tests/raster.pmtiles', archive([{ z: 0, x: 0, y: 0, data: bytes('\x89PNG fake') }], TileType.Png));
});

describe('tiles from the archive in R2', () => {
  it('answers a tile with its bytes (ungzipped), its type and a long cache life', async () => {
    const response = await fetchWith(WORLD, '/tiles/2/1/2.mvt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('Cache-Control')).toContain('max-age=86400');
    expect(await response.text()).toBe('brazil');
    expect(await (await fetchWith(WORLD, '/tiles/0/0/0.pbf')).text()).toBe('the world');
  });

  it("answers a tile again from the location's cache, without reading R2", async () => {
    const vars = { TILE_PMTILES: 'tests/cached.pmtiles' };
    await env.BASEMAP.put(vars.TILE_PMTILES, archive([{ z: 0, x: 0, y: 0, data: bytes('kept at the edge') }]));
    expect(await (await fetchWith(vars, '/tiles/0/0/0.mvt')).text()).toBe('kept at the edge');
    await env.BASEMAP.delete(vars.TILE_PMTILES);
    const again = await fetchWith(vars, '/tiles/0/0/0.mvt');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('kept at the edge');
  });

  it('answers a repeated ask by its ETag with 304 and no body', async () => {
    const etag = (await fetchWith(WORLD, '/tiles/1/0/1.mvt')).headers.get('ETag')!;
    expect(etag).toMatch(/^".+-1-0-1"$/);
    const again = await fetchWith(WORLD, '/tiles/1/0/1.mvt', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Weakened by compression on the way, or one of several: still this tile.
    for (const sent of [`W/${etag}`, `"other", ${etag}`])
      expect((await fetchWith(WORLD, '/tiles/1/0/1.mvt', { 'If-None-Match': sent })).status).toBe(304);
    expect((await fetchWith(WORLD, '/tiles/1/0/1.mvt', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('a tile the archive leaves out, within its zooms, is empty (204)', async () => {
    const response = await fetchWith(WORLD, '/tiles/1/1/0.mvt');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('a zoom the archive does not have, or another type of tile, is not found, said in the result shape', async () => {
    const deeper = await fetchWith(WORLD, '/tiles/3/2/4.mvt');
    expect(deeper.status).toBe(404);
    expect(await deeper.json()).toMatchObject({ status: 'NotFound', description: 'This basemap has zooms 0 to 2' });
    const image = await fetchWith(WORLD, '/tiles/0/0/0.png');
    expect(image.status).toBe(404);
    expect(await image.json()).toMatchObject({ description: "This basemap's tiles are .mvt, not .png" });
  });

  it('an address out of range or not a tile is a bad request', async () => {
    for (const path of [
      '/tiles/1/2/0.mvt',
      '/tiles/1/0/2.mvt',
      '/tiles/31/0/0.mvt',
      '/tiles/a/0/0.mvt',
      '/tiles/0/0/0',
      '/tiles/0/-1/0.mvt',
    ]) {
      const response = await fetchWith(WORLD, path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ status: 'BadRequest' });
    }
    expect(await (await fetchWith(WORLD, '/tiles/1/2/0.mvt')).json()).toMatchObject({
      description: 'Tile 1/2/0 is out of range: zoom 1 has x and y from 0 to 1',
    });
  });

  it('serves image tiles of a raster archive as images', async () => {
    const response = await fetchWith({ TILE_PMTILES: 'tests/raster.pmtiles' }, '/tiles/0/0/0.png');
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(await response.text()).toBe('\x89PNG fake');
  });

  it('a replaced archive takes over within a minute, its tiles never mixed with the old ones', async () => {
    const vars = { TILE_PMTILES: 'tests/replaced.pmtiles' };
    await env.BASEMAP.put(vars.TILE_PMTILES, archive([{ z: 0, x: 0, y: 0, data: bytes('first edition') }]));
    expect(await (await fetchWith(vars, '/tiles/0/0/0.mvt')).text()).toBe('first edition');
    await env.BASEMAP.put(
      vars.TILE_PMTILES,
      archive([
        { z: 0, x: 0, y: 0, data: bytes('second edition, longer') },
        { z: 1, x: 1, y: 1, data: bytes('new in the second') },
      ]),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + HEADER_TRUSTED_MS + 1000);
      expect(await (await fetchWith(vars, '/tiles/0/0/0.mvt')).text()).toBe('second edition, longer');
      expect(await (await fetchWith(vars, '/tiles/1/1/1.mvt')).text()).toBe('new in the second');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with no archive set, or one missing from the bucket, there are no tiles, said plainly', async () => {
    const unset = await fetchWith({}, '/tiles/0/0/0.mvt');
    expect(unset.status).toBe(404);
    expect(await unset.json()).toMatchObject({ description: 'This site serves no basemap of its own (TILE_PMTILES is not set)' });
    const missing = await fetchWith({ TILE_PMTILES: 'tests/nowhere.pmtiles' }, '/tiles/0/0/0.mvt');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ description: 'The basemap archive is missing' });
  });
});

describe('the pages of a site drawing its own tiles', () => {
  it('allow tiles from the site alone, and give the app the vector basemap', async () => {
    const vars = { ...WORLD, TILE_MAX_ZOOM: '2' };
    const response = await fetchWith(vars, '/search', { Accept: 'text/html' });
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toBe(pageContentSecurityPolicy(basemapFrom(vars)));
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).toContain("connect-src 'self';");
    const html = await response.text();
    expect(html).toContain('/tiles/{z}/{x}/{y}.mvt');
    expect(html).toContain('"vector":true');
  });
});
