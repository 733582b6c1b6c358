import { PMTiles, type Source, TileType } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { type ArchiveTile, pmtilesArchive } from './pmtiles-writer';

/** Reads an archive from memory as the Worker reads one from R2: by byte ranges. */
function memorySource(archive: Uint8Array): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset, length) => ({ data: archive.slice(offset, offset + length).buffer }),
  };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (buffer: ArrayBuffer) => new TextDecoder().decode(buffer);

const OPTIONS = {
  tileType: TileType.Mvt,
  metadata: { name: 'test', vector_layers: [{ id: 'earth' }] },
  bounds: { west: -180, south: -85, east: 180, north: 85 },
  center: { lon: -47.9, lat: -15.8, zoom: 2 },
};

describe('a PMTiles archive written here', () => {
  const tiles: ArchiveTile[] = [
    { z: 0, x: 0, y: 0, data: bytes('world') },
    { z: 1, x: 0, y: 0, data: bytes('sea') },
    { z: 1, x: 0, y: 1, data: bytes('sea') },
    { z: 1, x: 1, y: 1, data: bytes('land') },
    { z: 2, x: 1, y: 2, data: bytes('brazil') },
  ];

  for (const gzipTiles of [true, false]) {
    it(`is read back by the pmtiles library, tile by tile (tiles ${gzipTiles ? 'gzipped' : 'as they are'})`, async () => {
      const archive = new PMTiles(memorySource(pmtilesArchive(tiles, { ...OPTIONS, gzipTiles })));
      for (const tile of tiles)
        expect(text((await archive.getZxy(tile.z, tile.x, tile.y))!.data)).toBe(text(tile.data.buffer as ArrayBuffer));
      expect(await archive.getZxy(1, 1, 0)).toBeUndefined();
      expect(await archive.getZxy(3, 0, 0)).toBeUndefined();
      expect(await archive.getMetadata()).toEqual(OPTIONS.metadata);
    });
  }

  it('says what it holds in its header, each distinct tile stored once', async () => {
    const header = await new PMTiles(memorySource(pmtilesArchive(tiles, { ...OPTIONS, gzipTiles: true }))).getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: TileType.Mvt, minZoom: 0, maxZoom: 2, centerZoom: 2, clustered: true });
    expect(header).toMatchObject({ numAddressedTiles: 5, numTileContents: 4 });
    // The two sea tiles are neighbours in tile-id order: one entry with a run of 2.
    expect(header.numTileEntries).toBe(4);
    expect(header.centerLon).toBeCloseTo(-47.9, 5);
    expect(header.maxLat).toBeCloseTo(85, 5);
  });

  it('refuses a tile given twice and a set too large for one directory', () => {
    expect(() => pmtilesArchive([...tiles, tiles[0]!], { ...OPTIONS, gzipTiles: false })).toThrow('given twice');
    const many: ArchiveTile[] = [];
    // Scattered tiles of varied sizes: ids and lengths that do not compress away.
    const seen = new Set<string>();
    for (let i = 0; many.length < 20_000; i++) {
      const [x, y] = [(i * 7919) % 4096, (i * 104_729) % 4093];
      if (!seen.has(`${x},${y}`)) many.push({ z: 12, x, y, data: bytes('x'.repeat(i % 97)) });
      seen.add(`${x},${y}`);
    }
    expect(() => pmtilesArchive(many, { ...OPTIONS, gzipTiles: false })).toThrow('pmtiles CLI');
  });
});
