// SQLite literals for the generated import file. Every value in it goes through sqlValue.

export type SqlValue = string | number | null;

/** A SQLite literal: strings quoted with single quotes doubled (NUL dropped: SQLite text stops there). */
export function sqlValue(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll('\u0000', '').replaceAll("'", "''")}'`;
}

/** A plain identifier we write ourselves (column names); refuses anything else rather than quoting it. */
export function sqlIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected column name: ${name}`);
  return name;
}

export const areaIdBySegment = (segment: string | null) =>
  segment === null ? 'NULL' : `(SELECT id FROM areas WHERE url_segment = ${sqlValue(segment)})`;

export const trackIdBySource = (source: string, sourceId: string) =>
  `(SELECT id FROM tracks WHERE source = ${sqlValue(source)} AND source_id = ${sqlValue(sourceId)})`;
