// Which tracks are nearest a point (issue 22): the list beside the map after "Use my location",
// and the tracks in view when no location is known. Read from the map's own data tiles (GET
// /api/map-tile), which give single tracks and clusters (a count and the box of its tracks):
// a cluster is opened (asked for at the map's last zoom, where nothing is clustered) only when
// one of its tracks could be among the nearest.
import type { MapCluster, TrackListEntry } from '../../src-shared/api-types';
import { distanceMetres, type LatLng } from '../../src-shared/distance';
import { tileBox, tileOf, tilesPerSide, type LatLngBox, type TileAddress } from '../../src-shared/map-tiles';
import { quantityText } from '../../src-shared/number-text';
import { isListedLoop } from '../../src-shared/track-kind';

export { distanceMetres, type LatLng };

export interface NearTrack {
  track: TrackListEntry;
  metres: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** How near any track in a box can be: the box's closest point (0 inside). Boxes here are a few km, so clamping is exact enough. */
export function nearestInBoxMetres(point: LatLng, box: LatLngBox): number {
  return distanceMetres(point, { lat: clamp(point.lat, box.south, box.north), lng: clamp(point.lng, box.west, box.east) });
}

/** How far any track in a box can be: its farthest corner. */
export function farthestInBoxMetres(point: LatLng, box: LatLngBox): number {
  return Math.max(...[box.south, box.north].flatMap((lat) => [box.west, box.east].map((lng) => distanceMetres(point, { lat, lng }))));
}

const trackPoint = (track: TrackListEntry): LatLng => ({ lat: track.center_lat, lng: track.center_lng });

/** The tracks nearest first (ties by name, then id, so the order is stable), each track once, at most `limit`. */
export function tracksByDistance(point: LatLng, tracks: readonly TrackListEntry[], limit: number): NearTrack[] {
  const byId = new Map(tracks.map((track) => [track.id, track]));
  return [...byId.values()]
    .map((track) => ({ track, metres: distanceMetres(point, trackPoint(track)) }))
    .sort((a, b) => a.metres - b.metres || (a.track.name ?? '').localeCompare(b.track.name ?? '') || a.track.id - b.track.id)
    .slice(0, limit);
}

/**
 * The clusters that may hold one of the `limit` nearest running tracks. Every single track is at
 * its distance and every track of a cluster at most at the cluster's farthest corner, so the
 * limit-th smallest of those bounds is a distance within which `limit` tracks surely lie; a
 * cluster whose nearest point is farther cannot hold one of the nearest. Jogging loops are no
 * running tracks (src-shared/track-kind.ts): they are not counted.
 */
export function clustersToOpen(
  point: LatLng,
  singles: readonly TrackListEntry[],
  clusters: readonly MapCluster[],
  limit: number,
): MapCluster[] {
  const bounds = [
    ...singles.filter((track) => !isListedLoop(track)).map((track) => ({ metres: distanceMetres(point, trackPoint(track)), count: 1 })),
    ...clusters.map((cluster) => ({ metres: farthestInBoxMetres(point, cluster), count: cluster.count - (cluster.loops ?? 0) })),
  ].sort((a, b) => a.metres - b.metres);
  let within = Infinity;
  let counted = 0;
  for (const bound of bounds) {
    counted += bound.count;
    if (counted >= limit) {
      within = bound.metres;
      break;
    }
  }
  return clusters.filter((cluster) => nearestInBoxMetres(point, cluster) <= within);
}

/** The data tile holding the point and the ring of tiles around it (columns wrap at the date line; rows stop at the poles). */
export function tilesAround(point: LatLng, z: number): TileAddress[] {
  const n = tilesPerSide(z);
  const centre = tileOf(z, point.lat, point.lng);
  const tiles: TileAddress[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    const y = centre.y + dy;
    if (y < 0 || y >= n) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const x = (((centre.x + dx) % n) + n) % n;
      if (!tiles.some((tile) => tile.x === x && tile.y === y)) tiles.push({ z, x, y });
    }
  }
  return tiles;
}

/** How far around the point the tiles of `tilesAround` surely reach: to the nearest edge of the centre tile's ring. */
export function searchedRadiusMetres(point: LatLng, z: number): number {
  const n = tilesPerSide(z);
  const { x, y } = tileOf(z, point.lat, point.lng);
  const inner = tileBox({ z, x, y });
  // One tile's width or height beyond the centre tile on each side, unless the ring stops at a pole.
  const north = y > 0 ? tileBox({ z, x, y: y - 1 }).north : 90;
  const south = y < n - 1 ? tileBox({ z, x, y: y + 1 }).south : -90;
  const width = inner.east - inner.west;
  return Math.min(
    distanceMetres(point, { lat: north, lng: point.lng }),
    distanceMetres(point, { lat: south, lng: point.lng }),
    distanceMetres(point, { lat: point.lat, lng: inner.west - width }),
    distanceMetres(point, { lat: point.lat, lng: inner.east + width }),
  );
}

/** True when the track lies in the box; a map panned across the date line reports longitudes past ±180. */
export function inBox(track: TrackListEntry, box: LatLngBox): boolean {
  if (track.center_lat < box.south || track.center_lat > box.north) return false;
  return [track.center_lng, track.center_lng - 360, track.center_lng + 360].some((lng) => lng >= box.west && lng <= box.east);
}

/** "350 m", "2.4 km", "12 km" (in the page's language: "2,4 km"): as precise as a runner needs to choose. */
export function distanceText(metres: number, language: string): string {
  if (metres < 995) return quantityText(Math.max(10, Math.round(metres / 10) * 10), 'm', language);
  if (metres < 9_950) return quantityText(metres / 1000, 'km', language, { digits: 1 });
  return quantityText(Math.round(metres / 1000), 'km', language);
}
