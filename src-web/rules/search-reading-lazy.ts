// How a term is read around a place (src-shared/search-reading.ts: the words for what is sought
// and the small words of place, in nine languages) and how matches are ranked by it
// (src-shared/search-rank.ts) are some 4 kB of JavaScript the start page does not need to draw:
// they are loaded when the search box is first used (the page's budget is 128 kB gzip). Until it is there, the box reads terms by the spec's rule alone and asks the server,
// which reads them around a place, instead of narrowing an answer on the device.
import type * as Reading from '../../src-shared/search-reading';
import type * as Ranking from '../../src-shared/search-rank';

type SearchReading = typeof Reading & typeof Ranking;

let loaded: SearchReading | null = null;
let loading: Promise<SearchReading> | null = null;

/** The reading and ranking, once loaded; null before. */
export const searchReading = (): SearchReading | null => loaded;

/** Loads them once; later calls share the first load. */
export function loadSearchReading(): Promise<SearchReading> {
  loading ??= Promise.all([import('../../src-shared/search-reading'), import('../../src-shared/search-rank')]).then(
    ([reading, ranking]) => (loaded = { ...reading, ...ranking }),
  );
  return loading;
}
