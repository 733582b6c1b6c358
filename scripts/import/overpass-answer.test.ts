import { describe, expect, it } from 'vitest';
import { mergeElements, readTileAnswer } from './overpass-answer';
import type { OverpassElement } from './osm-input';

const way = (id: number, name: string): OverpassElement => ({
  type: 'way',
  id,
  tags: { leisure: 'track', name },
  geometry: [{ lat: 1, lon: 2 }],
});

describe('readTileAnswer', () => {
  it("takes an answer without an error remark as the tile's content", () => {
    const answer = readTileAnswer(JSON.stringify({ version: 0.6, osm3s: {}, elements: [way(1, 'a')] }));
    expect(answer).toEqual({ kind: 'complete', elements: [way(1, 'a')] });
  });

  it.each([
    'runtime error: Query timed out in "query" at line 4 after 180 seconds.',
    'runtime error: Query run out of memory using about 2048 MB of RAM.',
  ])('calls a tile too big when Overpass stopped for time or memory, whatever it found before: %s', (remark) => {
    expect(readTileAnswer(JSON.stringify({ elements: [way(1, 'a')], remark }))).toEqual({ kind: 'too-big', remark });
  });

  it('calls another runtime error a failure', () => {
    const remark = 'runtime error: open64: 2 No such file or directory /osm3s_v0.7.62_osm_base Dispatcher_Client::1';
    expect(readTileAnswer(JSON.stringify({ elements: [], remark }))).toEqual({ kind: 'failed', remark });
  });

  it('throws on text that is not JSON, or JSON without elements', () => {
    expect(() => readTileAnswer('<?xml version="1.0"?><osm/>')).toThrow('the answer is not JSON (it starts "<?xml');
    expect(() => readTileAnswer('{"version":0.6,"elements":')).toThrow('the answer is not JSON');
    expect(() => readTileAnswer('{"version":0.6}')).toThrow('the answer has no "elements" array');
  });
});

describe('mergeElements', () => {
  it('keeps each element once, by type and id', () => {
    const merged = new Map<string, OverpassElement>();
    mergeElements(merged, [way(1, 'a'), way(2, 'b')]);
    mergeElements(merged, [way(2, 'b'), { type: 'node', id: 2, lat: 1, lon: 2 }]);
    expect([...merged.keys()]).toEqual(['way/1', 'way/2', 'node/2']);
  });
});
