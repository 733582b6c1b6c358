// Reading OSM data in its two export forms (osmtogeojson GeoJSON, Overpass API JSON) into one
// shape: an element id, its tags, when it was last edited, and its geometry as polygons, lines or
// a single point.
import { isClosed, pointInRing, type Position, type Ring } from './geometry';

export interface OsmElement {
  /** "way/123", "relation/456", "node/789" */
  id: string;
  tags: Record<string, string>;
  /**
   * When the element was last edited (OSM's `timestamp` meta, as an ISO time), which dates the
   * facts it states when it has no check_date; null when the export left the meta out.
   */
  lastEdited: string | null;
  /** Each polygon: outer ring, then holes. */
  polygons: Ring[][];
  lines: Position[][];
  point: Position | null;
}

export type GeoJsonGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export interface GeoJsonFeature {
  type?: 'Feature';
  id?: string | number;
  properties?: Record<string, unknown> | null;
  geometry?: GeoJsonGeometry | null;
}

/** Properties osmtogeojson adds beside the tags (element metadata, not OSM tags; `timestamp` is read as lastEdited). */
const OSMTOGEOJSON_META = new Set(['id', 'timestamp', 'version', 'changeset', 'user', 'uid', '@id', 'meta', 'relations', 'tainted']);

function stringTags(properties: Record<string, unknown>): Record<string, string> {
  // Older osmtogeojson output nests the tags under "tags".
  const source =
    typeof properties.tags === 'object' && properties.tags !== null ? (properties.tags as Record<string, unknown>) : properties;
  return Object.fromEntries(
    Object.entries(source).filter(([key, value]) => !OSMTOGEOJSON_META.has(key) && typeof value === 'string') as [string, string][],
  );
}

/** An OSM `timestamp` ("2023-03-31T01:19:59Z") as the ISO time the database stores; null when absent or not a time. */
function editTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function fromGeoJsonGeometry(geometry: GeoJsonGeometry | null | undefined): Pick<OsmElement, 'polygons' | 'lines' | 'point'> {
  const empty = { polygons: [], lines: [], point: null };
  switch (geometry?.type) {
    case 'Point':
      return { ...empty, point: geometry.coordinates };
    case 'LineString':
      return { ...empty, lines: [geometry.coordinates] };
    case 'MultiLineString':
      return { ...empty, lines: geometry.coordinates };
    case 'Polygon':
      return { ...empty, polygons: [geometry.coordinates] };
    case 'MultiPolygon':
      return { ...empty, polygons: geometry.coordinates };
    default:
      return empty;
  }
}

export function isGeoJsonCollection(data: unknown): data is { type: 'FeatureCollection'; features: GeoJsonFeature[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'FeatureCollection' &&
    Array.isArray((data as { features?: unknown }).features)
  );
}

export function readGeoJson(collection: { features: GeoJsonFeature[] }): OsmElement[] {
  return collection.features.map((feature, index) => {
    const properties = feature.properties ?? {};
    const id = String(feature.id ?? properties.id ?? properties['@id'] ?? `feature/${index}`);
    // Older osmtogeojson output nests the metadata under "meta".
    const meta =
      typeof properties.meta === 'object' && properties.meta !== null ? (properties.meta as Record<string, unknown>) : properties;
    return { id, tags: stringTags(properties), lastEdited: editTime(meta.timestamp), ...fromGeoJsonGeometry(feature.geometry) };
  });
}

interface OverpassLatLon {
  lat: number;
  lon: number;
}
export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  tags?: Record<string, string>;
  /** With `out meta`: when the element was last edited ("2023-03-31T01:19:59Z"). */
  timestamp?: string;
  lat?: number;
  lon?: number;
  center?: OverpassLatLon;
  geometry?: (OverpassLatLon | null)[];
  members?: { type: string; ref: number; role: string; geometry?: (OverpassLatLon | null)[] }[];
}

export interface OverpassAnswer {
  version?: number;
  elements: OverpassElement[];
}

export function isOverpassAnswer(data: unknown): data is OverpassAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as { elements?: unknown }).elements);
}

// Overpass leaves null where a node lies outside a bounding-box query.
const toPositions = (points: (OverpassLatLon | null)[] | undefined): Position[] =>
  (points ?? []).filter((p): p is OverpassLatLon => p !== null).map((p) => [p.lon, p.lat]);

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/**
 * Joins member ways into rings: a relation's outer or inner boundary is often split into several
 * ways that meet end to end, in any direction. Pieces that never close are returned as lines.
 */
export function assembleRings(pieces: Position[][]): { rings: Position[][]; open: Position[][] } {
  const rings: Position[][] = [];
  const open: Position[][] = [];
  const remaining = pieces.filter((piece) => piece.length >= 2).map((piece) => [...piece]);
  while (remaining.length > 0) {
    let current = remaining.shift()!;
    let extended = true;
    while (!isClosed(current) && extended) {
      extended = false;
      const tail = current[current.length - 1]!;
      for (let i = 0; i < remaining.length; i++) {
        const piece = remaining[i]!;
        const next = samePosition(piece[0]!, tail) ? piece : samePosition(piece[piece.length - 1]!, tail) ? [...piece].reverse() : null;
        if (next) {
          current = [...current, ...next.slice(1)];
          remaining.splice(i, 1);
          extended = true;
          break;
        }
      }
    }
    (isClosed(current) ? rings : open).push(current);
  }
  return { rings, open };
}

function relationGeometry(members: NonNullable<OverpassElement['members']>): Pick<OsmElement, 'polygons' | 'lines'> {
  const ways = members.filter((m) => m.type === 'way' && m.geometry);
  const outer = assembleRings(ways.filter((m) => m.role !== 'inner').map((m) => toPositions(m.geometry)));
  const inner = assembleRings(ways.filter((m) => m.role === 'inner').map((m) => toPositions(m.geometry)));
  // Each hole belongs to the outer ring that contains it.
  const polygons: Ring[][] = outer.rings.map((ring) => [ring]);
  for (const hole of inner.rings) polygons.find(([ring]) => pointInRing(hole[0]!, ring!))?.push(hole);
  return { polygons, lines: [...outer.open, ...inner.open] };
}

/** Elements of an Overpass answer with `out geom` (full geometry) or `out center` (a centre point), and `meta` for their edit times. */
export function readOverpass(answer: OverpassAnswer): OsmElement[] {
  return answer.elements.map((element) => {
    const base = {
      id: `${element.type}/${element.id}`,
      tags: element.tags ?? {},
      lastEdited: editTime(element.timestamp),
      polygons: [] as Ring[][],
      lines: [] as Position[][],
      point: null,
    };
    if (element.type === 'node') {
      return { ...base, point: element.lat !== undefined && element.lon !== undefined ? [element.lon, element.lat] : null };
    }
    if (element.type === 'way' && element.geometry) {
      const line = toPositions(element.geometry);
      return isClosed(line) ? { ...base, polygons: [[line]] } : { ...base, lines: [line] };
    }
    if (element.type === 'relation' && element.members?.some((m) => m.geometry)) {
      return { ...base, ...relationGeometry(element.members) };
    }
    return { ...base, point: element.center ? [element.center.lon, element.center.lat] : null };
  });
}
