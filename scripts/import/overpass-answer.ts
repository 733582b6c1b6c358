// What one Overpass answer means: all of the tile's elements, a tile too big for the server, or
// an answer that cannot be trusted.
import { isOverpassAnswer, type OverpassElement } from './osm-input';

export type TileAnswer =
  | { kind: 'complete'; elements: OverpassElement[] }
  /** Overpass stopped for time or memory: the same query on a smaller tile can succeed. */
  | { kind: 'too-big'; remark: string }
  /** Another runtime error: the elements, if any, are not the whole tile. */
  | { kind: 'failed'; remark: string };

/**
 * Reads an HTTP 200 answer. Overpass reports a query it had to stop with status 200 and a
 * `remark` ("runtime error: Query timed out in "query" at line 3 after 180 seconds.", "runtime
 * error: Query run out of memory using about 2048 MB of RAM."), beside whatever it had found so
 * far: such an answer is never taken as the tile's content. Throws when the text is not an
 * Overpass JSON answer at all.
 */
export function readTileAnswer(text: string): TileAnswer {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`the answer is not JSON (it starts "${text.slice(0, 80).replace(/\s+/g, ' ')}")`);
  }
  if (!isOverpassAnswer(data)) throw new Error('the answer has no "elements" array');
  const remark = (data as { remark?: unknown }).remark;
  if (typeof remark === 'string' && /runtime error/i.test(remark)) {
    return /timed out|out of memory/i.test(remark) ? { kind: 'too-big', remark } : { kind: 'failed', remark };
  }
  return { kind: 'complete', elements: data.elements };
}

/** Adds a tile's elements to those of the tiles before it: an element on a tile edge comes back from both tiles, and counts once. */
export function mergeElements(merged: Map<string, OverpassElement>, elements: readonly OverpassElement[]): void {
  for (const element of elements) {
    const key = `${element.type}/${element.id}`;
    if (!merged.has(key)) merged.set(key, element);
  }
}
