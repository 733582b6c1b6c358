// The name each area is shown by in each of the product's languages ("Brasilien" on a Swedish
// page), kept in area_display_names from data/geo/area-names.json.gz (scripts/import/area-names.ts
// areaDisplayNames). The file is their only author, so an area's rows are the file's current
// word, and a re-import whose file says the same writes nothing.
import type { DisplayNames } from '../../src-shared/api-types';
import type { Language } from '../../src-shared/enums';
import { sqlValue } from './sql';

/** An area_display_names row as stored, by the area's url segment. */
export interface StoredAreaDisplayName {
  segment: string;
  language: string;
  name: string;
}

export const STORED_AREA_DISPLAY_NAMES_QUERY =
  'SELECT a.url_segment AS segment, d.language, d.name FROM area_display_names d JOIN areas a ON a.id = d.area_id';

const sameNames = (a: DisplayNames, b: DisplayNames) => {
  const keys = Object.keys(a) as Language[];
  return keys.length === Object.keys(b).length && keys.every((language) => a[language] === b[language]);
};

/**
 * The statements that make each area's stored names those `displayOf` gives: for an area whose
 * names differ, its rows are deleted and the wanted ones inserted (found by url segment, so an
 * area this import adds gets its names in the same transaction).
 */
export function areaDisplayNameStatements(
  segments: Iterable<string>,
  stored: readonly StoredAreaDisplayName[],
  displayOf: (segment: string) => DisplayNames,
): string[] {
  const storedBySegment = new Map<string, DisplayNames>();
  for (const row of stored) storedBySegment.set(row.segment, { ...storedBySegment.get(row.segment), [row.language]: row.name });
  const statements: string[] = [];
  for (const segment of new Set(segments)) {
    const wanted = displayOf(segment);
    if (sameNames(wanted, storedBySegment.get(segment) ?? {})) continue;
    const area = `(SELECT id FROM areas WHERE url_segment = ${sqlValue(segment)})`;
    statements.push(`DELETE FROM area_display_names WHERE area_id = ${area};`);
    const rows = Object.entries(wanted).map(([language, name]) => `(${sqlValue(language)}, ${sqlValue(name!)})`);
    if (rows.length > 0)
      statements.push(
        `INSERT INTO area_display_names (area_id, language, name) SELECT ${area}, column1, column2 FROM (VALUES ${rows.join(', ')});`,
      );
  }
  return statements;
}
