import { describe, expect, it } from 'vitest';
import { tableTypesSource, tsType } from './table-types';

describe('the row types of the tables', () => {
  it("reads a declared type by SQLite's affinity rules", () => {
    expect(['INTEGER', 'int', 'BIGINT'].map(tsType)).toEqual(['number', 'number', 'number']);
    expect(['TEXT', 'VARCHAR(20)', 'CLOB'].map(tsType)).toEqual(['string', 'string', 'string']);
    expect(['REAL', 'NUMERIC', 'DOUBLE'].map(tsType)).toEqual(['number', 'number', 'number']);
    expect(['BLOB', ''].map(tsType)).toEqual(['ArrayBuffer', 'ArrayBuffer']);
  });

  it('makes a column nullable unless it is NOT NULL or the key, and names each table', () => {
    const source = tableTypesSource([
      {
        name: 'track_access',
        columns: [
          { name: 'track_id', type: 'INTEGER', notnull: 0, pk: 1 },
          { name: 'confirmed', type: 'TEXT', notnull: 1, pk: 0 },
          { name: 'fee', type: 'INTEGER', notnull: 0, pk: 0 },
        ],
      },
    ]);
    expect(source).toContain('export interface TrackAccessTable {\n  track_id: number;\n  confirmed: string;\n  fee: number | null;\n}');
    expect(source).toContain('export interface Tables {\n  track_access: TrackAccessTable;\n}');
  });
});
