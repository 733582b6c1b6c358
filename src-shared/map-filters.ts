// The map's filters (issue 14): open now, free, public access, lit, indoor. Sent as query
// parameters of the map calls, so each filtered answer has its own URL and cache entry. "Open
// now" names the quarter hour it asks about (quarters since 1970, UTC) instead of meaning "the
// server's now": every offset in use is a whole number of quarter hours, so the answer is the same
// for everyone during a quarter and can be cached per key and quarter.

import type { TrackFilter } from './track-filter';

export const MAP_FILTERS = ['open', 'free', 'public', 'lit', 'indoor'] as const;
export type MapFilterName = (typeof MAP_FILTERS)[number];

export const MAP_FILTER_LABELS: Record<MapFilterName, string> = {
  open: 'Open now',
  free: 'Free',
  public: 'Public access',
  lit: 'Lit',
  indoor: 'Indoor',
};

/** Which of the map's filters are on (the one track filter's, src-shared/track-filter.ts); open holds the quarter hour it asks about. */
export type MapFilter = Pick<TrackFilter, MapFilterName>;

export const QUARTER_HOUR_MS = 15 * 60_000;
export const quarterHourOf = (now: Date) => Math.floor(now.getTime() / QUARTER_HOUR_MS);

/** The query parameters of a filter, in one order, so one filter has one URL. */
export function mapFilterParams(filter: MapFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of MAP_FILTERS) {
    const value = filter[name];
    if (name === 'open' ? typeof value === 'number' : value === true) params[name] = name === 'open' ? String(value) : '1';
  }
  return params;
}

/** A short stable name of a filter for cache keys ("free,lit"; "" for none). */
export const mapFilterName = (filter: MapFilter) =>
  Object.entries(mapFilterParams(filter))
    .map(([k, v]) => (k === 'open' ? `open=${v}` : k))
    .join(',');
