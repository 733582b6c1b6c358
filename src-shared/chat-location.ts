// The chat's location protocol (spec section 4), written once for both ends: the web writes the
// messages that carry the user's position or the map's view with the builders here, and the
// Worker reads them back with the parsers here. The wire forms are fixed: older clients and
// stored histories send exactly these, so they must keep parsing.
import type { LatLng } from './distance';
import type { LatLngBox } from './map-tiles';

/** The tool a model calls to ask the user's device for its location; the client answers it. */
export const LOCATION_TOOL = 'getUserLocation';
const FOCUS_PREFIX = 'Focus on tracks within this bounding box:';
const MY_LOCATION_PREFIX = 'My location is:';
const METRES_PER_DEGREE_LAT = 111_320;

/** A position as the browser's geolocation gives it. */
export interface Position {
  latitude: number;
  longitude: number;
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The location payload: the reply to a location request carries only the coordinates. */
export const locationPayload = (position: Position) =>
  JSON.stringify({ latitude: round(position.latitude), longitude: round(position.longitude) });

/** The position shared without a pending request: a user message. */
export const myLocationText = (position: Position) => `${MY_LOCATION_PREFIX} ${locationPayload(position)}`;

/** The map's "Talk to our AI" seed (centre and radius in metres) as a bounding-box message. */
export function focusText(latitude: number, longitude: number, radiusMetres: number): string {
  const latSpan = radiusMetres / METRES_PER_DEGREE_LAT;
  const lngSpan = radiusMetres / (METRES_PER_DEGREE_LAT * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  const box = {
    north: round(Math.min(90, latitude + latSpan)),
    south: round(Math.max(-90, latitude - latSpan)),
    east: round(Math.min(180, longitude + lngSpan)),
    west: round(Math.max(-180, longitude - lngSpan)),
  };
  return `${FOCUS_PREFIX} ${JSON.stringify(box)}`;
}

/** A location message and a bounding-box message are shown as "Location was sent" (spec section 4). */
export function isLocationMessage(content: string): boolean {
  const text = content.trim();
  if (text.startsWith(FOCUS_PREFIX) || text.startsWith(MY_LOCATION_PREFIX)) return true;
  return /^\{\s*"latitude"\s*:\s*-?[\d.]+\s*,\s*"longitude"\s*:\s*-?[\d.]+\s*\}$/.test(text);
}

const isLatitude = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
const isLongitude = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;

/** The JSON object in a message, whatever words stand around it (the prefixes above, or none). */
function jsonObjectIn(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A position from the location payload ({"latitude":…,"longitude":…}, bare or after "My location is:") or "lat, lng" typed by hand. */
export function parsePoint(text: string): LatLng | null {
  const json = jsonObjectIn(text);
  if (json && typeof json.latitude === 'number' && typeof json.longitude === 'number') {
    return isLatitude(json.latitude) && isLongitude(json.longitude) ? { lat: json.latitude, lng: json.longitude } : null;
  }
  const pair = /(-?\d{1,3}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)/.exec(text);
  if (!pair) return null;
  const lat = Number(pair[1]);
  const lng = Number(pair[2]);
  return isLatitude(lat) && isLongitude(lng) && !(lat === 0 && lng === 0) ? { lat, lng } : null;
}

/** The map's bounding-box message ({"north":…,"south":…,"east":…,"west":…} after its prefix). */
export function parseBox(text: string): LatLngBox | null {
  const json = jsonObjectIn(text);
  if (!json) return null;
  const { north, south, east, west } = json;
  if (typeof north !== 'number' || typeof south !== 'number' || typeof east !== 'number' || typeof west !== 'number') return null;
  if (![north, south].every(isLatitude) || ![east, west].every(isLongitude) || south > north) return null;
  return { north, south, east, west };
}
