// The offline assistant's language rules: what a user's English sentence asks for, without a
// model. Small regular expressions in a fixed order, most specific first; a sentence none of
// them match is answered with the help text.
import type { Box } from '../../db/chat-search';

export interface Point {
  lat: number;
  lng: number;
}

export type Intent =
  | { kind: 'nearMe' }
  | { kind: 'summariseMine' }
  | { kind: 'nearPoint'; point: Point }
  | { kind: 'inBox'; box: Box }
  | { kind: 'inArea'; area: string }
  | { kind: 'summariseArea'; area: string }
  | { kind: 'details'; track: string }
  | { kind: 'comment'; track: string; comment: string }
  | { kind: 'badInfo'; track: string; description: string }
  | { kind: 'bug'; description: string }
  | { kind: 'feature'; description: string }
  | { kind: 'unknown' };

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

const clean = (text: string) => text.trim().replace(/^["'“”]+|["'“”?!.]+$/g, '').trim();
/** "x: y" splits into its subject and the user's words; without a colon there is no subject. */
function subjectAndText(rest: string): { subject: string; text: string } {
  const colon = rest.indexOf(':');
  if (colon < 0) return { subject: '', text: rest.trim() };
  return { subject: clean(rest.slice(0, colon)), text: rest.slice(colon + 1).trim() };
}

const ME = /\b(near|around|close to|by)\s+(me|here|us)\b|\bnearby\b|\bnearest\b|\bclosest\b|\bmy (area|location|position|city|neighbourhood|neighborhood)\b|\baround here\b/i;
const SUMMARY = /\bsummar(y|i[sz]e)\b|\boverview\b/i;
const PLACE = /\b(?:in|near|around|close to|at)\s+(?:the\s+)?(?:area\s+|city\s+of\s+)?(?:this area:\s*)?([^?!]+?)\s*[?!.]*$/i;

function summaryIntent(text: string): Intent {
  const place = PLACE.exec(text)?.[1];
  if (place && !ME.test(text)) return { kind: 'summariseArea', area: clean(place) };
  const box = parseBox(text);
  if (box) return { kind: 'inBox', box };
  return { kind: 'summariseMine' };
}

export function parseIntent(message: string): Intent {
  const text = message.trim();
  const box = parseBox(text);
  if (box) return { kind: 'inBox', box };

  const feature = /^(?:feature request|feature|request a feature|suggestion|idea)\b\s*:?\s*(.*)$/is.exec(text);
  if (feature || /\b(i wish|it would be (nice|great|good)|please add|could you add|can you add)\b/i.test(text)) {
    return { kind: 'feature', description: feature?.[1]?.trim() || text };
  }

  const badInfo = /\b(?:wrong|incorrect|inaccurate|outdated|false)\s+(?:info|information|data|details)\s+(?:about|for|on|of)\s+(.+)$/is.exec(text);
  if (badInfo) {
    const { subject, text: description } = subjectAndText(badInfo[1]!);
    if (subject) return { kind: 'badInfo', track: subject, description: description || text };
  }

  const bug = /^(?:report\s+(?:a\s+)?bug|bug report|bug)\b\s*:?\s*(.*)$/is.exec(text);
  if (bug || /\b(bug|crash(es|ed)?|is broken|not working|doesn'?t work|does not work)\b/i.test(text)) {
    return { kind: 'bug', description: bug?.[1]?.trim() || text };
  }

  const comment = /^(?:please\s+)?(?:post|add|leave|write)?\s*(?:a\s+)?comment\s+(?:on|for|about|to)\s+(.+)$/is.exec(text);
  if (comment) {
    const { subject, text: words } = subjectAndText(comment[1]!);
    if (subject && words) return { kind: 'comment', track: subject, comment: words };
  }

  if (SUMMARY.test(text)) return summaryIntent(text);

  const details = /^(?:tell me (?:more )?about|what about|what do you know about|details (?:of|for|about)|info(?:rmation)? (?:on|about)|show me)\s+(?:the\s+)?(?:track\s+)?(.+)$/is.exec(text);
  if (details && !/\btracks\b/i.test(details[1]!)) return { kind: 'details', track: clean(details[1]!) };

  if (ME.test(text)) return { kind: 'nearMe' };
  const point = parsePoint(text);
  if (point) return { kind: 'nearPoint', point };
  const place = /\btracks?\b/i.test(text) ? PLACE.exec(text)?.[1] : undefined;
  if (place) return { kind: 'inArea', area: clean(place) };
  return { kind: 'unknown' };
}
