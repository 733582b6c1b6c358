// The visible radius of the map (spec section 9): from the zoom, the latitude and the smaller
// side of the map, using Web Mercator's ground resolution for 256 px tiles.

const EARTH_CIRCUMFERENCE_METRES = 40_075_016.686;
const TILE_SIZE = 256;

/** Radius under which the map offers "Talk to our AI" (spec section 9). */
export const AI_LINK_MAX_RADIUS_METRES = 20_000;

export function metresPerPixel(zoom: number, latitude: number): number {
  return (EARTH_CIRCUMFERENCE_METRES * Math.cos((latitude * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom);
}

export function visibleRadiusMetres(zoom: number, latitude: number, widthPx: number, heightPx: number): number {
  return (metresPerPixel(zoom, latitude) * Math.min(widthPx, heightPx)) / 2;
}
