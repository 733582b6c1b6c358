// A PMTiles archive read from R2 by byte ranges (https://docs.protomaps.com/pmtiles/cloud-storage):
// the `pmtiles` library asks for the header and directories, then for one tile's bytes, and this
// Source turns each ask into one ranged R2 read.
import { EtagMismatch, PMTiles, ResolvedValueCache, type Source } from 'pmtiles';

/** The archive's key names no object in the bucket. */
export class ArchiveMissing extends Error {}

class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string) {
    const object = await this.bucket.get(this.key, { range: { offset, length }, onlyIf: etag ? { etagMatches: etag } : undefined });
    if (!object) throw new ArchiveMissing(this.key);
    // A body-less answer is R2's "the condition failed": the archive was replaced since its header
    // was read, and the library reads it afresh.
    if (!('body' in object)) throw new EtagMismatch();
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}

/**
 * Headers and directories kept between requests of one isolate: a tile then costs one R2 read.
 * Resolved values only, since a Worker may not share a promise across requests.
 */
const directories = new ResolvedValueCache(64);

/**
 * How long an isolate trusts the header it read. Tiles are cached by the archive's version (its
 * ETag, from the header), so a cached tile is answered without asking R2 at all; reading the header
 * again now and then is what lets a replaced archive take over, within this time.
 */
export const HEADER_TRUSTED_MS = 60_000;
const headerReadAt = new Map<string, number>();

export async function r2Archive(bucket: R2Bucket, key: string): Promise<PMTiles> {
  const source = new R2Source(bucket, key);
  const readAt = headerReadAt.get(key);
  if (readAt === undefined || Date.now() - readAt > HEADER_TRUSTED_MS) {
    await directories.invalidate(source);
    headerReadAt.set(key, Date.now());
  }
  return new PMTiles(source, directories);
}
