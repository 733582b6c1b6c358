// Markers that would cover each other, joined into one cluster. The Worker clusters each data tile
// on its own (src-worker/domain/map-clusters.ts), so two clusters either side of a tile's edge, or
// a pin beside a cluster, can land a few pixels apart: on a phone neither can be tapped, and the
// numbers under them cannot be read. Joining sums their counts and boxes, so every count stays
// exact and a click still zooms to every track it stands for. At the map's last zoom nothing is
// joined: every track must stay reachable by a click (track-stacks.ts lists tracks at one spot).
import { isListedLoop } from '../../src-shared/track-kind';
import type { MapCluster, TrackListEntry } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM } from '../../src-shared/map-tiles';
import { worldPixel } from './track-stacks';

/** The icons' boxes around their point, in pixels (marker-icons.ts): left, top, right, bottom. */
const CLUSTER_BOX = [-20, -20, 20, 20] as const;
const PIN_BOX = [-16, -41, 20, 1] as const;

/** Cells of the grid that finds neighbours: an icon is at most this wide or tall. */
const CELL_PX = 44;

interface Drawn {
  x: number;
  y: number;
  box: readonly [number, number, number, number];
  cluster: MapCluster;
  /** The pin's tracks while it has taken in nothing; null once it is (or became) a cluster. */
  stack: readonly TrackListEntry[] | null;
}

export interface DeclutteredMarkers {
  clusters: MapCluster[];
  /** Pins left as they were: one track, or tracks at one spot. */
  stacks: TrackListEntry[][];
}

function stackCluster(stack: readonly TrackListEntry[]): MapCluster {
  const lats = stack.map((track) => track.center_lat);
  const lngs = stack.map((track) => track.center_lng);
  return {
    lat: lats.reduce((sum, lat) => sum + lat, 0) / stack.length,
    lng: lngs.reduce((sum, lng) => sum + lng, 0) / stack.length,
    count: stack.length,
    loops: stack.filter(isListedLoop).length,
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}

const overlap = (a: Drawn, b: Drawn) =>
  a.x + a.box[0] < b.x + b.box[2] && b.x + b.box[0] < a.x + a.box[2] && a.y + a.box[1] < b.y + b.box[3] && b.y + b.box[1] < a.y + a.box[3];

/**
 * The markers to draw at a zoom: the largest first keeps its place, and each marker whose icon
 * overlaps one already kept is added to it (it then shows as a cluster where it stood).
 */
export function declutter(clusters: readonly MapCluster[], stacks: readonly TrackListEntry[][], zoom: number): DeclutteredMarkers {
  if (zoom >= MAP_MAX_ZOOM) return { clusters: [...clusters], stacks: stacks.map((stack) => [...stack]) };
  const candidates: Drawn[] = [
    ...clusters.map((cluster) => ({
      ...worldPixel(cluster.lat, cluster.lng, zoom),
      box: CLUSTER_BOX,
      cluster: { ...cluster },
      stack: null,
    })),
    ...stacks.map((stack) => {
      const cluster = stackCluster(stack);
      return { ...worldPixel(cluster.lat, cluster.lng, zoom), box: PIN_BOX, cluster, stack };
    }),
  ].sort((a, b) => b.cluster.count - a.cluster.count);
  const kept: Drawn[] = [];
  const cells = new Map<string, Drawn[]>();
  for (const candidate of candidates) {
    const cx = Math.floor(candidate.x / CELL_PX);
    const cy = Math.floor(candidate.y / CELL_PX);
    let into: Drawn | undefined;
    for (let dx = -1; dx <= 1 && !into; dx++) {
      for (let dy = -1; dy <= 1 && !into; dy++) into = cells.get(`${cx + dx},${cy + dy}`)?.find((other) => overlap(candidate, other));
    }
    if (into) {
      const [a, b] = [into.cluster, candidate.cluster];
      into.cluster = {
        ...a,
        count: a.count + b.count,
        loops: (a.loops ?? 0) + (b.loops ?? 0),
        south: Math.min(a.south, b.south),
        west: Math.min(a.west, b.west),
        north: Math.max(a.north, b.north),
        east: Math.max(a.east, b.east),
      };
      // A pin that takes in another becomes a cluster's circle, still at its point.
      if (into.stack) into.stack = null;
      into.box = CLUSTER_BOX;
      continue;
    }
    kept.push(candidate);
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), candidate]);
  }
  return {
    clusters: kept.filter((drawn) => drawn.stack === null).map((drawn) => drawn.cluster),
    stacks: kept.flatMap((drawn) => (drawn.stack ? [[...drawn.stack]] : [])),
  };
}
