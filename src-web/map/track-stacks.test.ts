import { describe, expect, it } from 'vitest';
import type { TrackListEntry } from '../../src-shared/api-types';
import { stackedTracks } from './track-stacks';
import { track } from './test-tracks';

const ids = (groups: TrackListEntry[][]) => groups.map((group) => group.map((t) => t.id));

describe('tracks whose pins cover each other', () => {
  it('share one group when at one spot, at the last zoom too', () => {
    const outdoor = track(1, 55.956491, -3.158706);
    const indoor = track(2, 55.956491, -3.158706);
    const elsewhere = track(3, 55.95, -3.2);
    expect(ids(stackedTracks([outdoor, elsewhere, indoor], 16))).toEqual([[1, 2], [3]]);
  });

  it('nearly the same spot counts: a few metres apart at zoom 16 is a few pixels', () => {
    // At zoom 16 a degree of longitude is about 46,600 px: 0.00005° is 2 px, 0.001° is 47 px.
    expect(ids(stackedTracks([track(1, 55.9565, -3.1587), track(2, 55.9565, -3.15865)], 16))).toEqual([[1, 2]]);
    expect(ids(stackedTracks([track(1, 55.9565, -3.1587), track(2, 55.9565, -3.1577)], 16))).toEqual([[1], [2]]);
  });

  it('pins apart at a close zoom overlap at a far one', () => {
    const a = track(1, -23.5874, -46.6576);
    const b = track(2, -23.5878, -46.658);
    expect(ids(stackedTracks([a, b], 16))).toEqual([[1], [2]]);
    expect(ids(stackedTracks([a, b], 10))).toEqual([[1, 2]]);
  });

  it('a chain of overlapping pins is one group', () => {
    // Each 0.00024° from the next (11 px at zoom 16), the ends 22 px apart.
    const chain = [track(1, 0, 0), track(2, 0, 0.00024), track(3, 0, 0.00048)];
    expect(ids(stackedTracks(chain, 16))).toEqual([[1, 2, 3]]);
  });

  it('no tracks, no groups', () => {
    expect(stackedTracks([], 16)).toEqual([]);
  });
});
