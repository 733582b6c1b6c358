// Census files (a national register of sports facilities as CSV or JSON), read through a small
// column mapping: which column holds the id, name, coordinates and the track details.
import { SURFACE_VALUES, type Surface } from '../../src-shared/enums';
import { roundCoordinate, validCoordinates, type ParsedSource, type SkippedRecord, type SourceTrack } from './track-record';
import { mapLanes, mapOsmAccess, mapOsmContact, mapSurface, mapWebsite, mapYesNo, parseMetres, statedLength } from './track-values';

export const CENSUS_FIELDS = [
  'id',
  'name',
  'address',
  'town',
  // The council area or municipality the row names: where the track is placed when its town is not a known one.
  'area',
  'postcode',
  'lat',
  'lng',
  'length',
  'lanes',
  'surface',
  'covered',
  'lighting',
  'website',
  // Access facts and contacts (issue 27), read as the OSM tags of the same name are.
  'opening_hours',
  'fee',
  'access',
  'phone',
  'operator',
  'wheelchair',
] as const;
export type CensusField = (typeof CENSUS_FIELDS)[number];

export interface CensusMapping {
  /** Short name of the census; tracks get source "census:<name>". */
  name: string;
  /** Source column per field; id, lat and lng are required. */
  columns: Partial<Record<CensusField, string>>;
  /** Optional translations of the file's own words: surface words to stored surfaces, covered/lighting words to 1 or 0. */
  values?: { surface?: Record<string, Surface>; covered?: Record<string, 0 | 1>; lighting?: Record<string, 0 | 1> };
  /** Keep only rows whose column has one of these values (a register lists every kind of facility). */
  filter?: { column: string; values: string[] };
  /** Rows of the register's own subject that are not running tracks (a training area, a velodrome): reported as skipped with the reason. */
  skip?: { column: string; values: string[]; reason: string }[];
  /** Cell texts the file writes for "unknown" ("NA"), read as empty. */
  missing?: string[];
}

export function validateMapping(mapping: CensusMapping): CensusMapping {
  if (!/^[a-z0-9-]+$/.test(mapping.name ?? '')) throw new Error('census mapping: "name" must be lowercase letters, digits and dashes');
  for (const field of ['id', 'lat', 'lng'] as const) {
    if (!mapping.columns?.[field]) throw new Error(`census mapping: the column for "${field}" is required`);
  }
  const unknown = Object.keys(mapping.columns).filter((f) => !(CENSUS_FIELDS as readonly string[]).includes(f));
  if (unknown.length > 0) throw new Error(`census mapping: unknown fields ${unknown.join(', ')} (known: ${CENSUS_FIELDS.join(', ')})`);
  for (const rule of mapping.skip ?? []) {
    if (!rule.column || !Array.isArray(rule.values) || !rule.reason)
      throw new Error('census mapping: each "skip" rule needs a column, values and a reason');
  }
  for (const surface of Object.values(mapping.values?.surface ?? {})) {
    if (!SURFACE_VALUES.includes(surface)) throw new Error(`census mapping: "${surface}" is not a surface (${SURFACE_VALUES.join(', ')})`);
  }
  return mapping;
}

/** RFC 4180 CSV: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter?: string): Record<string, string>[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  // French registers use ";" (the comma is their decimal mark).
  const separator = delimiter ?? (firstLine.split(';').length > firstLine.split(',').length ? ';' : ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...records] = rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (!header) return [];
  return records.map((cells) => Object.fromEntries(header.map((column, i) => [column.trim(), cells[i] ?? ''])));
}

/** A census JSON file: an array of flat records, or an object holding one under "records" or "data". */
export function censusJsonRecords(data: unknown): Record<string, unknown>[] {
  const list = Array.isArray(data)
    ? data
    : ((data as { records?: unknown; data?: unknown })?.records ?? (data as { data?: unknown })?.data);
  if (!Array.isArray(list)) throw new Error('census JSON: expected an array of records (or { "records": [...] })');
  return list as Record<string, unknown>[];
}

const cellReader =
  (missing: readonly string[] = []) =>
  (record: Record<string, unknown>, column: string | undefined): string | null => {
    if (!column) return null;
    const value = record[column];
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' || missing.includes(text) ? null : text;
  };

/** Decimal degrees written with a comma or a point. */
const parseDegrees = (text: string | null) => (text === null ? NaN : Number(text.replace(',', '.')));

function translated(value: string | null, words: Record<string, 0 | 1> | undefined): number | null {
  if (value === null) return null;
  return words?.[value] ?? mapYesNo(value);
}

export function censusTracks(records: readonly Record<string, unknown>[], mapping: CensusMapping): ParsedSource {
  const source = `census:${mapping.name}`;
  const { columns, values, filter } = mapping;
  const cell = cellReader(mapping.missing);
  const tracks: SourceTrack[] = [];
  const skipped: SkippedRecord[] = [];
  records.forEach((record, index) => {
    if (filter && !filter.values.includes(cell(record, filter.column) ?? '')) return;
    const sourceId = cell(record, columns.id);
    const label = sourceId ?? `row ${index + 2}`;
    const skipRule = mapping.skip?.find((rule) => rule.values.includes(cell(record, rule.column) ?? ''));
    if (skipRule) return void skipped.push({ sourceId: label, reason: skipRule.reason });
    const lat = parseDegrees(cell(record, columns.lat));
    const lng = parseDegrees(cell(record, columns.lng));
    if (sourceId === null) return void skipped.push({ sourceId: label, reason: 'no id' });
    if (!validCoordinates(lat, lng) || (lat === 0 && lng === 0)) {
      return void skipped.push({ sourceId: label, reason: 'missing or out-of-range coordinates' });
    }
    const stated = parseMetres(cell(record, columns.length));
    const surfaceText = cell(record, columns.surface);
    // "75 Regent Walk, Aberdeen, AB24 1SX": the lines a visitor needs to find the gate.
    const address = [cell(record, columns.address), cell(record, columns.town), cell(record, columns.postcode)].filter(Boolean).join(', ');
    // Only the cells the row fills, as OSM tags: a register that says nothing of hours states no hours.
    const tags = (fields: readonly CensusField[]) =>
      Object.fromEntries(fields.map((f) => [f, cell(record, columns[f])]).filter((entry): entry is [string, string] => entry[1] !== null));
    const access = mapOsmAccess(tags(['opening_hours', 'fee', 'access']));
    const contact = mapOsmContact(tags(['phone', 'operator', 'wheelchair']));
    tracks.push({
      source,
      sourceId,
      name: cell(record, columns.name),
      // A register's row without a name is called by its street (issue 36).
      label: { facility: null, locality: cell(record, columns.address) },
      ...(stated === null ? { length: null, finalized: false } : statedLength(stated)),
      surface: surfaceText === null ? null : (values?.surface?.[surfaceText] ?? mapSurface(surfaceText)),
      link_to_web: mapWebsite(cell(record, columns.website)),
      number_lanes_lap: mapLanes(cell(record, columns.lanes)),
      has_lighting: translated(cell(record, columns.lighting), values?.lighting),
      indoors: translated(cell(record, columns.covered), values?.covered),
      center_lat: roundCoordinate(lat),
      center_lng: roundCoordinate(lng),
      altitude: null,
      street_address: address || null,
      placeNames: [cell(record, columns.town), cell(record, columns.area)].filter((name): name is string => name !== null),
      ...(Object.keys(access).length > 0 ? { access } : {}),
      ...(Object.keys(contact).length > 0 ? { contact } : {}),
    });
  });
  return { source, tracks, skipped };
}
