// Clusters one data tile's tracks for its display zoom with supercluster. The input is weighted:
// either single tracks (weight 1) or the small cells the SQL summed a dense tile into, so a
// tile of 50,000 tracks costs a few thousand points here. Counts are summed, never estimated:
// an output's count is exactly the tracks it stands for.
import Supercluster from 'supercluster';
import type { MapCluster } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM } from '../../src-shared/map-tiles';

/** Pins closer than this many pixels join a cluster (as react-leaflet-cluster's default did). */
export const CLUSTER_RADIUS_PX = 50;

/** Tracks, or a cell of tracks, to cluster: where they lie, how many, their box, and the id of one of them (the only one when count is 1). */
export type WeightedPoint = MapCluster & { id: number };

interface Sums {
  count: number;
  loops: number;
  latSum: number;
  lngSum: number;
  south: number;
  west: number;
  north: number;
  east: number;
  id: number;
}

export interface ClusteredTile {
  clusters: MapCluster[];
  /** Ids of the tracks shown on their own. */
  singles: number[];
}

export function clusterPoints(points: readonly WeightedPoint[], zoom: number): ClusteredTile {
  // At the map's last zoom nothing is clustered: every track must be reachable by a click.
  const maxZoom = zoom >= MAP_MAX_ZOOM ? MAP_MAX_ZOOM - 1 : zoom;
  const index = new Supercluster<Sums, Sums>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's image tiles are 256 px, so the radius is in the map's own pixels.
    extent: 256,
    minZoom: Math.min(zoom, maxZoom),
    maxZoom,
    map: (p) => ({ ...p }),
    reduce: (into, p) => {
      into.count += p.count;
      into.loops += p.loops;
      into.latSum += p.latSum;
      into.lngSum += p.lngSum;
      into.south = Math.min(into.south, p.south);
      into.west = Math.min(into.west, p.west);
      into.north = Math.max(into.north, p.north);
      into.east = Math.max(into.east, p.east);
      into.id = Math.min(into.id, p.id);
    },
  });
  index.load(
    points.map((p) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      properties: {
        count: p.count,
        loops: p.loops,
        latSum: p.lat * p.count,
        lngSum: p.lng * p.count,
        south: p.south,
        west: p.west,
        north: p.north,
        east: p.east,
        id: p.id,
      },
    })),
  );
  const clusters: MapCluster[] = [];
  const singles: number[] = [];
  for (const feature of index.getClusters([-180, -90, 180, 90], zoom)) {
    const s = feature.properties as Sums;
    if (s.count === 1) singles.push(s.id);
    else
      clusters.push({
        lat: s.latSum / s.count,
        lng: s.lngSum / s.count,
        count: s.count,
        loops: s.loops,
        south: s.south,
        west: s.west,
        north: s.north,
        east: s.east,
      });
  }
  singles.sort((a, b) => a - b);
  return { clusters, singles };
}
