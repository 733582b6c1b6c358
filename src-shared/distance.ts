// Great-circle distance (haversine), one definition for the chat's answers about tracks near a
// point and the map's list of the nearest tracks.

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius. */
const EARTH_RADIUS_METRES = 6_371_008.8;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMetres(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}
