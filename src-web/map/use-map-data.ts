// What the map draws for its view: the data tiles covering it and the exact number of tracks in
// it, under the current cache key. Only the view is asked for, never the world; a tile already
// fetched under the key is answered from the per-URL cache, and a new key (someone's write)
// re-asks only the few tiles in view.
import { useEffect, useState } from 'react';
import type { MapTile } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, tilesForView, type LatLngBox } from '../../src-shared/map-tiles';
import { fetchMapCount, fetchMapTile } from '../api/client';
import type { MapFilter } from '../../src-shared/map-filters';

export interface MapView {
  box: LatLngBox;
  zoom: number;
}

export interface MapData {
  /** 'loading' until the first view has arrived (spec section 8: "Loading tracks"). */
  status: 'loading' | 'loaded' | 'failed';
  tiles: MapTile[];
  /** Tracks in view, edges included. */
  count: number;
}

export function useMapData(view: MapView | null, key: number | null, filter: MapFilter): MapData {
  const [data, setData] = useState<MapData>({ status: 'loading', tiles: [], count: 0 });
  useEffect(() => {
    if (!view || key === null) return;
    let current = true;
    const zoom = Math.min(Math.max(Math.round(view.zoom), MAP_MIN_ZOOM), MAP_MAX_ZOOM);
    // The last view stays drawn until the new one is complete: no flicker while panning.
    Promise.all([
      Promise.all(tilesForView(zoom, view.box).map((tile) => fetchMapTile(tile, key, filter))),
      fetchMapCount(view.box, key, filter),
    ]).then(
      ([tiles, { count }]) => current && setData({ status: 'loaded', tiles, count }),
      (error: unknown) => {
        // Spec section 8: a failed track list is logged and emptied.
        console.error('Loading the tracks in view failed', error);
        if (current) setData({ status: 'failed', tiles: [], count: 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [view, key, filter]);
  return data;
}
