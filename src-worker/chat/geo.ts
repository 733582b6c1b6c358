// Distances and boxes on the sphere for the "near a point" tools.
import type { Box } from '../db/chat-search';
import { distanceMetres, toRadians } from '../../src-shared/distance';

const KM_PER_DEGREE_LAT = 111.32;

/** Great-circle distance in kilometres (src-shared/distance.ts). */
export const distanceKm = (fromLat: number, fromLng: number, toLat: number, toLng: number) =>
  distanceMetres({ lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng }) / 1000;

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The box that contains every point within radiusKm; near the poles it spans all longitudes. */
export function boxAround(lat: number, lng: number, radiusKm: number): Box {
  const latSpan = radiusKm / KM_PER_DEGREE_LAT;
  const north = Math.min(90, lat + latSpan);
  const south = Math.max(-90, lat - latSpan);
  const cosLat = Math.cos(toRadians(Math.max(Math.abs(north), Math.abs(south))));
  const lngSpan = cosLat < 1e-6 ? 180 : radiusKm / (KM_PER_DEGREE_LAT * cosLat);
  if (lngSpan >= 180) return { north, south, west: -180, east: 180 };
  return { north, south, west: wrapLng(lng - lngSpan), east: wrapLng(lng + lngSpan) };
}

export function boxCentre(box: Box): { lat: number; lng: number } {
  const lngSpan = box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
  return { lat: (box.north + box.south) / 2, lng: wrapLng(box.west + lngSpan / 2) };
}
