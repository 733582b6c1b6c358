// Plane and sphere geometry on [lng, lat] positions (GeoJSON order), small enough to test.

export type Position = readonly [lng: number, lat: number];
export type Ring = readonly Position[];

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineM(a: Position, b: Position): number {
  const dLat = toRad(b[1] - a[1]);
  const dLng = toRad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length in metres of a line (a ring counts its closing edge only if its last point repeats the first). */
export function lineLengthM(line: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += haversineM(line[i - 1]!, line[i]!);
  return total;
}

export function isClosed(line: readonly Position[]): boolean {
  const first = line[0];
  const last = line[line.length - 1];
  return line.length > 2 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
}

/** The ring with its closing point, so perimeters include the last edge. */
export function closeRing(ring: readonly Position[]): Position[] {
  return isClosed(ring) || ring.length < 3 ? [...ring] : [...ring, ring[0]!];
}

/** Area-weighted centroid of a ring; the mean of its points when it is degenerate (area ~0). */
export function ringCentroid(ring: Ring): Position {
  const closed = closeRing(ring);
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  // Relative to the first point, so float error stays small at large longitudes.
  const [x0, y0] = closed[0]!;
  for (let i = 1; i < closed.length; i++) {
    const [xa, ya] = [closed[i - 1]![0] - x0, closed[i - 1]![1] - y0];
    const [xb, yb] = [closed[i]![0] - x0, closed[i]![1] - y0];
    const cross = xa * yb - xb * ya;
    twiceArea += cross;
    cx += (xa + xb) * cross;
    cy += (ya + yb) * cross;
  }
  if (Math.abs(twiceArea) < 1e-14) return meanPosition(ring);
  return [x0 + cx / (3 * twiceArea), y0 + cy / (3 * twiceArea)];
}

/** Absolute planar area in square degrees: only used to compare rings with each other. */
export function ringAreaDeg2(ring: Ring): number {
  const closed = closeRing(ring);
  let twiceArea = 0;
  for (let i = 1; i < closed.length; i++) {
    twiceArea += closed[i - 1]![0] * closed[i]![1] - closed[i]![0] * closed[i - 1]![1];
  }
  return Math.abs(twiceArea) / 2;
}

export function meanPosition(points: readonly Position[]): Position {
  let lng = 0;
  let lat = 0;
  for (const [x, y] of points) {
    lng += x;
    lat += y;
  }
  return [lng / points.length, lat / points.length];
}

/** Even-odd ray casting; the ring may or may not repeat its first point. */
export function pointInRing(point: Position, ring: Ring): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(point: Position, polygon: readonly Ring[]): boolean {
  const [outer, ...holes] = polygon;
  return outer !== undefined && pointInRing(point, outer) && !holes.some((hole) => pointInRing(point, hole));
}

/**
 * Approximate distance in metres from a point to a ring's edges, on a local equirectangular
 * projection: exact enough for the "within a few km / 150 m" questions it answers.
 */
export function distanceToRingM(point: Position, ring: Ring): number {
  const kx = Math.cos(toRad(point[1])) * 111_320;
  const ky = 110_574;
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const ax = (ring[i - 1]![0] - point[0]) * kx;
    const ay = (ring[i - 1]![1] - point[1]) * ky;
    const bx = (ring[i]![0] - point[0]) * kx;
    const by = (ring[i]![1] - point[1]) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSq = dx * dx + dy * dy;
    const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}
