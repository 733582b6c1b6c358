import { describe, expect, it } from 'vitest';
import { searchLabelStatements } from './search-labels';

describe('search labels', () => {
  it('writes a label that is missing, differs, or belongs to a row the same file inserts', () => {
    const statements = searchLabelStatements(
      [
        { kind: 'area', id: 1, idSql: '1', label: 'brasil' },
        { kind: 'area', id: 2, idSql: '2', label: 'sampa brasil' },
        { kind: 'track', id: 7, idSql: '7', label: 'pista sao paulo' },
        { kind: 'track', id: null, idSql: "(SELECT id FROM tracks WHERE source = 'osm' AND source_id = 'way/1')", label: "pista d'oeste" },
      ],
      [
        { kind: 'area', id: 1, label: 'brasil' },
        { kind: 'area', id: 2, label: 'sao paulo brasil' },
      ],
    );
    expect(statements).toEqual([
      "INSERT INTO search_labels (kind, id, label) VALUES ('area', 2, 'sampa brasil'), ('track', 7, 'pista sao paulo'), " +
        "('track', (SELECT id FROM tracks WHERE source = 'osm' AND source_id = 'way/1'), 'pista d''oeste') ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label;",
    ]);
  });
});
