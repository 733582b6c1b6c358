import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { PMTiles, type Source, TileType } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORLD_MAX_ZOOM, worldArchive } from './world-tiles';

function memorySource(archive: Uint8Array): Source {
  return { getKey: () => 'world', getBytes: async (offset, length) => ({ data: archive.slice(offset, offset + length).buffer }) };
}

/** The tile under a point, as a map at zoom z asks for it. */
function tileAt(lon: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const latRad = (lat * Math.PI) / 180;
  return [z, Math.floor(((lon + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n)];
}

describe('the world basemap archive', () => {
  let archive: PMTiles;
  let size: number;
  beforeAll(() => {
    const bytes = worldArchive();
    size = bytes.length;
    archive = new PMTiles(memorySource(bytes));
  });

  async function layersAt(lon: number, lat: number, z: number) {
    const tile = await archive.getZxy(...tileAt(lon, lat, z));
    const layers = new VectorTile(new Pbf(new Uint8Array(tile!.data))).layers;
    return Object.fromEntries(Object.entries(layers).map(([name, layer]) => [name, layer.feature(0).properties]));
  }

  it('is vector tiles from zoom 0 to 5, small enough to put in R2 in one go', async () => {
    const header = await archive.getHeader();
    expect(header).toMatchObject({ tileType: TileType.Mvt, minZoom: 0, maxZoom: WORLD_MAX_ZOOM, numAddressedTiles: 1365 });
    // Open-sea tiles are all alike and stored once.
    expect(header.numTileContents).toBeLessThan(header.numAddressedTiles);
    expect(size).toBeLessThan(400_000);
    expect(await archive.getMetadata()).toMatchObject({ attribution: expect.stringContaining('Natural Earth') });
  });

  it("holds land, sea and borders in Protomaps' layers and kinds", async () => {
    expect(await layersAt(-47.9, -15.8, 0)).toEqual({
      earth: { kind: 'earth' },
      water: { kind: 'ocean' },
      boundaries: { kind: 'country', kind_detail: 2 },
    });
    // Over Brasília at zoom 5: land; the middle of the South Atlantic: sea alone.
    expect(Object.keys(await layersAt(-47.9, -15.8, 5))).toContain('earth');
    expect(await layersAt(-20, -30, 5)).toEqual({ water: { kind: 'ocean' } });
  });
});
