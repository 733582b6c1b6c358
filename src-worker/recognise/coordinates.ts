// Positions typed or sent in the chat: the Share location payload, "lat, lng" typed by hand,
// and the map's "focus on tracks within this bounding box" seed.
import type { Box } from '../db/chat-search';
import type { Point } from './names';

const isLatitude = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
const isLongitude = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;

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

/** A position from the Share location payload ({"latitude":…,"longitude":…}) or "lat, lng". */
export function parsePoint(text: string): Point | null {
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

/** The map's "focus on tracks within this bounding box" payload. */
export function parseBox(text: string): Box | null {
  const json = jsonObjectIn(text);
  if (!json) return null;
  const { north, south, east, west } = json;
  if (typeof north !== 'number' || typeof south !== 'number' || typeof east !== 'number' || typeof west !== 'number') return null;
  if (![north, south].every(isLatitude) || ![east, west].every(isLongitude) || south > north) return null;
  return { north, south, east, west };
}
