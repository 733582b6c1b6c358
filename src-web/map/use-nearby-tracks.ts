// The tracks nearest the visitor (issue 22), from the map's data tiles under the current key
// and filters: the tiles around the visitor at a zoom where only tracks a few hundred metres
// apart share a cluster, then, for the clusters that may hold one of the nearest, their tiles at
// the map's last zoom, where nothing is clustered. About ten tile answers, each cached per URL.
import { useEffect, useState } from 'react';
import type { MapTile } from '../../src-shared/api-types';
import type { MapFilter } from '../../src-shared/map-filters';
import { MAP_MAX_ZOOM, tilesForView, type TileAddress } from '../../src-shared/map-tiles';
import { fetchMapTile } from '../api/client';
import { isListedLoop } from '../../src-shared/track-kind';
import { clustersToOpen, searchedRadiusMetres, tilesAround, tracksByDistance, type LatLng, type NearTrack } from '../rules/nearest';

/** How many of the nearest tracks the list shows. */
export const NEAREST_COUNT = 10;
/** Display zoom of the first tiles: each about 10 km wide at the equator, clustering only within ~500 m. */
const NEARBY_ZOOM = 14;

export interface NearbyTracks {
  status: 'loading' | 'loaded' | 'failed';
  tracks: NearTrack[];
  /** How far around the visitor every track was looked at. */
  searchedMetres: number;
}

const fetchTiles = (tiles: readonly TileAddress[], key: number, filter: MapFilter): Promise<MapTile[]> =>
  Promise.all(tiles.map((tile) => fetchMapTile(tile, key, filter)));

async function nearestTracks(point: LatLng, key: number, filter: MapFilter): Promise<NearTrack[]> {
  const around = await fetchTiles(tilesAround(point, NEARBY_ZOOM), key, filter);
  const singles = around.flatMap((tile) => tile.tracks);
  const toOpen = clustersToOpen(
    point,
    singles,
    around.flatMap((tile) => tile.clusters),
    NEAREST_COUNT,
  );
  const detailTiles = new Map(
    toOpen.flatMap((cluster) => tilesForView(MAP_MAX_ZOOM, cluster)).map((tile) => [`${tile.x}/${tile.y}`, tile]),
  );
  const opened = await fetchTiles([...detailTiles.values()], key, filter);
  // The nearest running tracks: a jogging loop is none (src-shared/track-kind.ts).
  const tracks = [...singles, ...opened.flatMap((tile) => tile.tracks)].filter((track) => !isListedLoop(track));
  return tracksByDistance(point, tracks, NEAREST_COUNT);
}

export function useNearbyTracks(point: LatLng | null, key: number | null, filter: MapFilter): NearbyTracks {
  // `place`: where the rows were measured from.
  const [nearby, setNearby] = useState<NearbyTracks & { place: string | null }>({
    status: 'loading',
    tracks: [],
    searchedMetres: 0,
    place: null,
  });
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined || key === null) return;
    let current = true;
    const searchedMetres = searchedRadiusMetres({ lat, lng }, NEARBY_ZOOM);
    // A new key or filter keeps the rows until the new answer; a new place's distances would be wrong.
    const place = `${lat},${lng}`;
    setNearby((before) =>
      before.place === place ? { ...before, status: 'loading' } : { status: 'loading', tracks: [], searchedMetres, place },
    );
    nearestTracks({ lat, lng }, key, filter).then(
      (tracks) => current && setNearby({ status: 'loaded', tracks, searchedMetres, place }),
      (error: unknown) => {
        console.error('Loading the nearest tracks failed', error);
        if (current) setNearby({ status: 'failed', tracks: [], searchedMetres, place });
      },
    );
    return () => {
      current = false;
    };
  }, [lat, lng, key, filter]);
  return nearby;
}
