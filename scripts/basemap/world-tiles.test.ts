import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { PMTiles, type Source, TileType } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORLD_MAX_ZOOM, worldArchive, worldRasterTiles } from './world-tiles';

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
  beforeAll(async () => {
    const bytes = await worldArchive();
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
    // Land that crosses the antimeridian in Natural Earth (Afro-Eurasia through Chukotka, and
    // Antarctica round the pole) is cut there, not left out: Moscow, Nairobi, the pole's coast.
    for (const [lon, lat] of [
      [37.6, 55.75],
      [36.8, -1.3],
      [0, -80],
      [179.5, 67],
    ] as const) {
      expect(Object.keys(await layersAt(lon, lat, 5)), `${lon}, ${lat}`).toContain('earth');
    }
  });

  it('as images: 256-pixel PNG tiles, land and open sea told apart, the sea stored once', async () => {
    const tiles = await worldRasterTiles(3);
    const at = (lon: number, lat: number) => {
      const [z, x, y] = tileAt(lon, lat, 3);
      return tiles.find((tile) => tile.z === z && tile.x === x && tile.y === y)!.data;
    };
    for (const { data } of tiles) {
      expect([...data.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
      const header = new DataView(data.buffer, data.byteOffset + 16, 8);
      expect([header.getUint32(0), header.getUint32(4)]).toEqual([256, 256]);
    }
    // Two tiles of the open South Pacific are the same picture; Brazil's is another.
    expect(at(-120, -35)).toEqual(at(-120, -55));
    expect(at(-47.9, -15.8)).not.toEqual(at(-120, -35));
    const header = await new PMTiles(memorySource(await worldArchive(2, true))).getHeader();
    expect(header).toMatchObject({ tileType: TileType.Png, maxZoom: 2, numAddressedTiles: 21 });
  });
});
