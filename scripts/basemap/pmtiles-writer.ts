// Writes a PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) of a
// small tile set in memory: the header, one root directory, the JSON metadata and the tiles, each
// distinct tile stored once. The `pmtiles` library reads archives but has no writer; large
// archives (a region, the planet) come from the pmtiles CLI or Protomaps' builds, which also write
// leaf directories. This one is for archives whose directory fits the first 16 KiB a reader
// fetches: a world basemap to zoom 5 or 6, or a test's handful of tiles.
import { gzipSync } from 'fflate';
import { Compression, type TileType, zxyToTileId } from 'pmtiles';

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The tile as a client reads it (uncompressed MVT, PNG, …). */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tileType: TileType;
  /** Vector tiles are stored gzipped, as Protomaps' builds store them; images as they are. */
  gzipTiles: boolean;
  metadata: Record<string, unknown>;
  bounds: { west: number; south: number; east: number; north: number };
  center: { lon: number; lat: number; zoom: number };
}

const HEADER_BYTES = 127;
/** Readers fetch the header and root directory in one 16 KiB read. */
const FIRST_READ_BYTES = 16_384;

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

/** The directory as the spec lays it out: count, then ids (as deltas), run lengths, lengths, offsets (0 = right after the previous). */
function directoryBytes(entries: Entry[]): Uint8Array {
  const ids = entries.map((entry, i) => entry.tileId - (i === 0 ? 0 : entries[i - 1]!.tileId));
  const offsets = entries.map((entry, i) => {
    const previous = entries[i - 1];
    return previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1;
  });
  return Uint8Array.from(
    varints([entries.length, ...ids, ...entries.map((e) => e.runLength), ...entries.map((e) => e.length), ...offsets]),
  );
}

/** A byte string standing for a tile's content, so equal tiles (open sea) are stored once. */
function contentKey(bytes: Uint8Array): string {
  let key = '';
  for (let i = 0; i < bytes.length; i += 8192) key += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return key;
}

export function pmtilesArchive(tiles: ArchiveTile[], options: ArchiveOptions): Uint8Array {
  if (tiles.length === 0) throw new Error('An archive needs at least one tile');
  const sorted = tiles.map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) })).sort((a, b) => a.tileId - b.tileId);
  const stored = new Map<string, { offset: number; length: number }>();
  const contents: Uint8Array[] = [];
  const entries: Entry[] = [];
  let tileBytes = 0;
  for (const tile of sorted) {
    const data = options.gzipTiles ? gzipSync(tile.data) : tile.data;
    const key = contentKey(data);
    let place = stored.get(key);
    if (!place) {
      place = { offset: tileBytes, length: data.length };
      stored.set(key, place);
      contents.push(data);
      tileBytes += data.length;
    }
    const last = entries.at(-1);
    if (last?.tileId === tile.tileId) throw new Error(`Tile ${tile.z}/${tile.x}/${tile.y} is given twice`);
    // Consecutive ids with the same content are one entry with a run length.
    if (last && last.offset === place.offset && last.tileId + last.runLength === tile.tileId) last.runLength++;
    else entries.push({ tileId: tile.tileId, offset: place.offset, length: place.length, runLength: 1 });
  }

  const root = gzipSync(directoryBytes(entries));
  if (HEADER_BYTES + root.length > FIRST_READ_BYTES) {
    throw new Error(`${entries.length} directory entries do not fit one root directory; build large archives with the pmtiles CLI`);
  }
  const metadata = gzipSync(new TextEncoder().encode(JSON.stringify(options.metadata)));
  const zooms = sorted.map((tile) => tile.z);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const tileDataOffset = metadataOffset + metadata.length;
  const archive = new Uint8Array(tileDataOffset + tileBytes);
  const view = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode('PMTiles'), 0);
  view.setUint8(7, 3);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileDataOffset); // no leaf directories
  u64(48, 0);
  u64(56, tileDataOffset);
  u64(64, tileBytes);
  u64(72, sorted.length);
  u64(80, entries.length);
  u64(88, contents.length);
  view.setUint8(96, 1); // clustered: contents in tile-id order
  view.setUint8(97, Compression.Gzip);
  view.setUint8(98, options.gzipTiles ? Compression.Gzip : Compression.None);
  view.setUint8(99, options.tileType);
  view.setUint8(100, Math.min(...zooms));
  view.setUint8(101, Math.max(...zooms));
  const e7 = (at: number, degrees: number) => view.setInt32(at, Math.round(degrees * 1e7), true);
  e7(102, options.bounds.west);
  e7(106, options.bounds.south);
  e7(110, options.bounds.east);
  e7(114, options.bounds.north);
  view.setUint8(118, options.center.zoom);
  e7(119, options.center.lon);
  e7(123, options.center.lat);
  archive.set(root, rootOffset);
  archive.set(metadata, metadataOffset);
  let at = tileDataOffset;
  for (const content of contents) {
    archive.set(content, at);
    at += content.length;
  }
  return archive;
}
