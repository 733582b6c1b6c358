// The map's view and filters in the /search address (issue 22; rules/map-url.ts). The address
// wins when it changes from outside (arrival, Back and Forward, a shared link) and names a view;
// otherwise the map writes what it shows into it, replacing the entry rather than adding one.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseMapUrl, sameFilters, withMapState } from '../rules/map-url';
import { mapFiltersAtom, mapTargetAtom, mapViewAtom } from '../state/atoms';

/**
 * The address follows the map once it has rested this long. Safari refuses more than 100
 * history updates in 30 s, and every update re-renders the routes; a pan is many moves.
 */
export const URL_WRITE_DELAY_MS = 1000;

/** Keeps /search's address and the map in step; returns `flush`, to call before leaving the map so Back finds the view just left. */
export function useMapViewInUrl(onSearchPage: boolean): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const view = useAtomValue(mapViewAtom);
  const [filters, setFilters] = useAtom(mapFiltersAtom);
  const setMapTarget = useSetAtom(mapTargetAtom);
  // The query last read from or written to the address; null while away from /search, so
  // arriving (even at the very address left) counts as a change from outside.
  const known = useRef<string | null>(null);
  const latest = useRef({ view, filters, search: location.search, onSearchPage });
  latest.current = { view, filters, search: location.search, onSearchPage };

  useEffect(() => {
    if (!onSearchPage) {
      known.current = null;
      return;
    }
    if (location.search === known.current) return;
    known.current = location.search;
    const fromUrl = parseMapUrl(location.search);
    // Even when the map seems to be there already: a target still on its way (the track page's
    // zoom to its pin as Back is pressed) must be replaced.
    if (fromUrl.view) setMapTarget({ kind: 'view', view: fromUrl.view });
    // A view without filters means none; filters alone change only the filters.
    const wantedFilters = fromUrl.filters ?? (fromUrl.view ? new Set() : null);
    if (wantedFilters && !sameFilters(wantedFilters, filters)) setFilters(wantedFilters);
    // Only the address's change: the filters read here are those it replaces.
  }, [onSearchPage, location.search]);

  const write = useCallback(() => {
    const { view, filters, search, onSearchPage } = latest.current;
    if (!onSearchPage || !view) return;
    const wanted = withMapState(search, view, filters);
    if (wanted === search) return;
    known.current = wanted;
    navigate({ search: wanted }, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!onSearchPage || !view) return;
    const timer = setTimeout(write, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onSearchPage, view, filters, write]);

  return write;
}
