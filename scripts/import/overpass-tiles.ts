// Which tiles the OSM import command asks Overpass for: a country's, a box's or the world's land,
// cut into squares small enough for one query each.
import { findRegion, type AdminGeo, type Region } from './admin-geo';
import type { Box } from './overpass-query';

/** Parses "south,west,north,east"; a box whose west edge is east of its east edge crosses the antimeridian and becomes two. */
export function parseBbox(text: string): Box[] {
  const values = text.split(',').map((part) => Number(part.trim()));
  const [south, west, north, east] = values as [number, number, number, number];
  const valid =
    values.length === 4 &&
    values.every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    south < north &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    west !== east;
  if (!valid) throw new Error(`--bbox takes south,west,north,east in degrees (south < north), got "${text}"`);
  return west < east
    ? [{ south, west, north, east }]
    : [
        { south, west, north, east: 180 },
        { south, west: -180, north, east },
      ];
}

type Bounds = Region['bbox'];

const regionsOf = (geo: AdminGeo, code: string) => geo.regions.filter((region) => region.country.code === code);

// Outward to 0.01° (about 1 km), so tile names stay short and nothing at the edge is cut off.
const down = (value: number) => Math.floor(value * 100) / 100;
const up = (value: number) => Math.ceil(value * 100) / 100;

/**
 * The box around a country's outlines, as one box or, for a country that straddles the
 * antimeridian (Russia's Chukotka, Fiji, the Aleutians), two boxes that meet at ±180°.
 * Outlines are split at ±180° in the geography, so each polygon's own box is narrow; the union
 * is taken both ways round the globe and the narrower wins.
 */
export function countryBoxes(geo: AdminGeo, code: string): Box[] {
  const boxes: Bounds[] = regionsOf(geo, code).flatMap((region) => region.polygonBboxes);
  if (boxes.length === 0) throw new Error(`${code} is not a country of the geography (data/geo/admin-areas.json.gz)`);
  const south = down(Math.min(...boxes.map((b) => b[1])));
  const north = up(Math.max(...boxes.map((b) => b[3])));
  const west = Math.min(...boxes.map((b) => b[0]));
  const east = Math.max(...boxes.map((b) => b[2]));
  // Going east from the eastern hemisphere: boxes wholly west of Greenwich count as 360° further.
  const shifted = boxes.map(([w, , e]) => (e <= 0 ? [w + 360, e + 360] : [w, e]) as [number, number]);
  const shiftedWest = Math.min(...shifted.map(([w]) => w));
  const shiftedEast = Math.max(...shifted.map(([, e]) => e));
  if (shiftedEast - shiftedWest >= east - west || shiftedEast <= 180) return [{ south, west: down(west), north, east: up(east) }];
  return [
    { south, west: down(shiftedWest), north, east: 180 },
    { south, west: -180, north, east: up(shiftedEast - 360) },
  ];
}

/** The whole world, for --world: the land filter below keeps only tiles that hold some. */
export const WORLD: Box = { south: -90, west: -180, north: 90, east: 180 };

/** Squares of `degrees` on a grid anchored at 0°,0° (so the same place always falls in the same tile), cut to each box. */
export function tilesOf(boxes: readonly Box[], degrees: number): Box[] {
  const tiles: Box[] = [];
  for (const box of boxes) {
    for (let lat = Math.floor(box.south / degrees) * degrees; lat < box.north; lat += degrees) {
      for (let lng = Math.floor(box.west / degrees) * degrees; lng < box.east; lng += degrees) {
        tiles.push({
          south: Math.max(lat, box.south),
          west: Math.max(lng, box.west),
          north: Math.min(lat + degrees, box.north),
          east: Math.min(lng + degrees, box.east),
        });
      }
    }
  }
  return tiles;
}

const cellKey = (lat: number, lng: number, degrees: number) => `${Math.floor(lat / degrees)}:${Math.floor(lng / degrees)}`;

/**
 * The tiles that hold land of the country (or of any country): a vertex of one of its outlines
 * lies in the tile's grid square, or a corner or the centre of the tile is inside one. Open ocean
 * and empty polar tiles are never sent to Overpass.
 */
export function landTiles(geo: AdminGeo, tiles: readonly Box[], degrees: number, country?: string): Box[] {
  const regions = country ? regionsOf(geo, country) : geo.regions;
  const withVertex = new Set<string>();
  for (const region of regions) {
    for (const polygon of region.polygons) for (const [lng, lat] of polygon[0] ?? []) withVertex.add(cellKey(lat, lng, degrees));
  }
  const onLand = (lat: number, lng: number) => {
    const region = findRegion(geo, [lng, lat]);
    return region !== null && (!country || region.country.code === country);
  };
  return tiles.filter(
    ({ south, west, north, east }) =>
      withVertex.has(cellKey(south, west, degrees)) ||
      [
        [south, west],
        [south, east],
        [north, west],
        [north, east],
        [(south + north) / 2, (west + east) / 2],
      ].some(([lat, lng]) => onLand(lat!, lng!)),
  );
}

// Queries write boxes to four decimals (boxText): a cut there leaves no gap between quarters.
const cut = (from: number, to: number) => Number(((from + to) / 2).toFixed(4));

/** The four quarters of a tile Overpass could not answer in time or memory. */
export function quarters({ south, west, north, east }: Box): Box[] {
  const lat = cut(south, north);
  const lng = cut(west, east);
  return [
    { south, west, north: lat, east: lng },
    { south, west: lng, north: lat, east },
    { south: lat, west, north, east: lng },
    { south: lat, west: lng, north, east },
  ];
}
