// The map's filters (issue 14) as the API reads them: the query parameters of
// src-shared/schemas/map.ts `filterQuery`, as the one track filter (src-shared/track-filter.ts).
import { mapFilterName, type MapFilter } from '../../src-shared/map-filters';

/** A toggle left off filters nothing: "indoor" off shows indoor and outdoor tracks alike. */
export function filterOf(query: { open?: number; free?: '1'; public?: '1'; lit?: '1'; indoor?: '1' }): MapFilter {
  const on = (value: '1' | undefined) => (value === '1' ? true : undefined);
  return { open: query.open, free: on(query.free), public: on(query.public), lit: on(query.lit), indoor: on(query.indoor) };
}

/** A cached answer's name with its filter, so each filtered answer has its own entry. */
export function filteredName(name: string, filter: MapFilter): string {
  const suffix = mapFilterName(filter);
  return suffix ? `${name}/${suffix}` : name;
}
