// The map's data tiles: how the world is cut into squares the web app asks for, one answer each
// (GET /api/map-tile). A data tile at display zoom z is the slippy-map tile of zoom z - 2, so it
// covers 4 × 4 image tiles (1024 px): a view needs at most 3 × 2 of them, and each answer
// stays small however many tracks the world holds (clusters where dense, tracks where sparse).
//
// Every point belongs to exactly one tile at a zoom: tiles are half-open (west and south edges
// inside, east and north outside), except that the last column keeps longitude 180 and the top
// and bottom rows reach the poles (Web Mercator stops at ±85.05°). So the tiles' counts add up to
// the whole list, which the tests check.

/** Display zooms the map uses (spec section 9: zoom up to 16; the world fits at 2). */
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 16;
/** A data tile spans 2^DATA_TILE_SHIFT image tiles per side. */
export const DATA_TILE_SHIFT = 2;

export interface TileAddress {
  /** The display zoom the answer is clustered for. */
  z: number;
  x: number;
  y: number;
}

export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Tiles per side at a display zoom. */
export function tilesPerSide(z: number): number {
  return 2 ** Math.max(z - DATA_TILE_SHIFT, 0);
}

/** Latitude of the top edge of tile row y (Web Mercator). */
function rowLatitude(y: number, n: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
}

/** The box a tile covers; the outer rows and column are widened to the poles and to 180. */
export function tileBox({ z, x, y }: TileAddress): LatLngBox {
  const n = tilesPerSide(z);
  return {
    west: (x / n) * 360 - 180,
    east: x === n - 1 ? 180 : ((x + 1) / n) * 360 - 180,
    north: y === 0 ? 90 : rowLatitude(y, n),
    south: y === n - 1 ? -90 : rowLatitude(y + 1, n),
  };
}

/** True when the point lies in the tile's half-open box (the rule the SQL applies too). */
export function tileHolds(tile: TileAddress, lat: number, lng: number): boolean {
  const n = tilesPerSide(tile.z);
  const box = tileBox(tile);
  const inLat = lat >= box.south && (lat < box.north || tile.y === 0);
  const inLng = lng >= box.west && (lng < box.east || tile.x === n - 1);
  return inLat && inLng;
}

/** The OpenStreetMap image tile (x, y) holding a point at a zoom: the slippy-map formula, poles clamped. */
export function imageTileOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const rad = (Math.min(Math.max(lat, -85.0511287798), 85.0511287798) * Math.PI) / 180;
  return {
    x: Math.min(Math.max(Math.floor(((lng + 180) / 360) * n), 0), n - 1),
    y: Math.min(Math.max(Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n), 0), n - 1),
  };
}

/** The column and row holding a point at a display zoom. */
export function tileOf(z: number, lat: number, lng: number): { x: number; y: number } {
  const n = tilesPerSide(z);
  const { x, y } = imageTileOf(lat, lng, Math.max(z - DATA_TILE_SHIFT, 0));
  // Floating point can put a point on the wrong side of an edge by one (-1e-320 + 180 is 180):
  // the box, the rule the SQL applies, decides.
  for (const dx of [0, -1, 1]) {
    for (const dy of [0, -1, 1]) {
      const candidate = { z, x: x + dx, y: y + dy };
      if (candidate.x >= 0 && candidate.x < n && candidate.y >= 0 && candidate.y < n && tileHolds(candidate, lat, lng))
        return { x: candidate.x, y: candidate.y };
    }
  }
  return { x, y };
}

/**
 * The tiles covering a view at a display zoom. Longitudes may run past ±180 (a map panned
 * across the date line); columns wrap, and a view wider than the world takes every column once.
 */
export function tilesForView(z: number, view: LatLngBox): TileAddress[] {
  const n = tilesPerSide(z);
  const top = tileOf(z, Math.min(view.north, 90), 0).y;
  const bottom = tileOf(z, Math.max(view.south, -90), 0).y;
  const first = Math.floor(((view.west + 180) / 360) * n);
  const last = Math.floor(((view.east + 180) / 360) * n);
  const columns = new Set<number>();
  for (let c = first; c <= last && columns.size < n; c++) columns.add(((c % n) + n) % n);
  const tiles: TileAddress[] = [];
  for (let y = top; y <= bottom; y++) for (const x of columns) tiles.push({ z, x, y });
  return tiles;
}

/**
 * A view as at most two boxes within -180..180 (split at the date line), the form the exact
 * count in view is asked in. A view wider than the world is the whole world.
 */
export function normaliseView(view: LatLngBox): LatLngBox[] {
  const south = Math.max(view.south, -90);
  const north = Math.min(view.north, 90);
  if (view.east - view.west >= 360) return [{ south, north, west: -180, east: 180 }];
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const west = wrap(view.west);
  const east = west + (view.east - view.west);
  if (east <= 180) return [{ south, north, west, east }];
  return [
    { south, north, west, east: 180 },
    { south, north, west: -180, east: east - 360 },
  ];
}

/** True when a point is inside a box, edges included (Leaflet's LatLngBounds.contains). */
export function boxHolds(box: LatLngBox, lat: number, lng: number): boolean {
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}
