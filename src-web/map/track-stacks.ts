// Tracks whose pins would cover each other (issue 22): two tracks at one address, such as an
// indoor arena beside the outdoor track of the same centre, share coordinates, and at the map's
// last zoom nothing is clustered any more. Such tracks are drawn as one pin that lists them all.
import type { TrackListEntry } from '../../src-shared/api-types';

/** Pins whose points are closer than this many pixels hide each other (a pin is 32 px wide). */
export const STACK_RADIUS_PX = 16;

/** A point's position in the map's pixels at a zoom (Web Mercator, 256 px tiles). */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.min(Math.max(lat, -85.0511287798), 85.0511287798) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/**
 * The tracks in groups of pins that overlap at the zoom: a track joins a group when it is within
 * the radius of any track of it. Most groups hold one track. Groups and their tracks keep the
 * order the tracks came in.
 */
export function stackedTracks(tracks: readonly TrackListEntry[], zoom: number, radiusPx = STACK_RADIUS_PX): TrackListEntry[][] {
  const points = tracks.map((track) => worldPixel(track.center_lat, track.center_lng, zoom));
  const parent = tracks.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  // A grid of radius-sized cells: only tracks in neighbouring cells can be that close.
  const cells = new Map<string, number[]>();
  points.forEach(({ x, y }, i) => {
    const cx = Math.floor(x / radiusPx);
    const cy = Math.floor(y / radiusPx);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (Math.hypot(points[j]!.x - x, points[j]!.y - y) < radiusPx) parent[root(i)] = root(j);
        }
      }
    }
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), i]);
  });
  const groups = new Map<number, TrackListEntry[]>();
  tracks.forEach((track, i) => {
    const group = groups.get(root(i));
    if (group) group.push(track);
    else groups.set(root(i), [track]);
  });
  return [...groups.values()];
}
