// Natural Earth's rings and lines that cross the antimeridian jump from -180 to 180 between two
// points; drawn as they are on a flat map, each becomes a band across the whole world. Lines are
// cut at the jump; polygons (Afro-Eurasia through Chukotka, Fiji, Antarctica round the pole) are
// made continuous, then clipped into the pieces either side of the line.
import type { Position } from 'geojson';
import { clipPolygon, type Point } from 'lineclip';

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

/**
 * The ring with each jump undone (longitudes carry on past ±180). A ring round a pole ends a whole
 * turn from where it started: it is closed along the pole's edge of the map.
 */
function continuous(ring: Position[]): Point[] {
  const points: Point[] = [];
  for (const [lon, lat] of ring) {
    const previous = points.at(-1);
    let unwrapped = lon!;
    if (previous) while (unwrapped - previous[0] > 180) unwrapped -= 360;
    if (previous) while (unwrapped - previous[0] < -180) unwrapped += 360;
    points.push([unwrapped, lat!]);
  }
  const [first, last] = [points[0]!, points.at(-1)!];
  if (Math.abs(last[0] - first[0]) > 180) {
    const pole = points.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
    points.push([last[0], pole], [first[0], pole], first);
  }
  return points;
}

/** The world's copies a continuous ring can reach, each brought back to -180…180 by its shift. */
const WORLDS = [-360, 0, 360];

/** A polygon (outer ring, then holes) as the polygons it makes on a flat map within -180…180. */
export function cutAtAntimeridian(polygon: Position[][]): Position[][][] {
  if (!polygon.some(crossesAntimeridian)) return [polygon];
  const rings = polygon.map(continuous);
  return WORLDS.flatMap((shift) => {
    const [outer, ...holes] = rings.map((ring) =>
      clipPolygon(ring, [shift - 180, -90, shift + 180, 90]).map(([lon, lat]): Position => [lon - shift, lat]),
    );
    return outer && outer.length >= 4 ? [[outer, ...holes.filter((hole) => hole.length >= 4)]] : [];
  });
}
