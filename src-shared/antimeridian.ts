// Natural Earth's rings and lines that cross the antimeridian jump from -180 to 180 between two
// points; drawn as they are, each becomes a band across the whole map.
import type { Position } from 'geojson';

/** Two points in a row more than half the world apart in longitude. */
function jumps(from: Position, to: Position): boolean {
  return Math.abs(to[0]! - from[0]!) > 180;
}

export function crossesAntimeridian(ring: Position[]): boolean {
  return ring.some((point, i) => i > 0 && jumps(ring[i - 1]!, point));
}

/** A line cut where it jumps, into the pieces on either side. */
export function splitAtAntimeridian(line: Position[]): Position[][] {
  const pieces: Position[][] = [[]];
  for (const [i, point] of line.entries()) {
    if (i > 0 && jumps(line[i - 1]!, point)) pieces.push([]);
    pieces.at(-1)!.push(point);
  }
  return pieces.filter((piece) => piece.length > 1);
}
