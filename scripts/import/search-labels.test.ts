import { describe, expect, it } from 'vitest';
import { searchLabelStatements } from './search-labels';

const areas = [
  { id: 1, name: 'Brasil', parent_id: null },
  { id: 2, name: 'São Paulo', parent_id: 1 },
];

describe('search labels', () => {
  it('writes the normalised label of each area and track that lacks one, and moves the cache key', () => {
    const statements = searchLabelStatements({ areas, tracks: [{ id: 7, name: 'Pista do Ibirapuera', area_id: 2 }, { id: 8, name: null, area_id: null }], stored: [] });
    expect(statements).toEqual([
      "INSERT INTO search_labels (kind, id, label) VALUES ('area', 1, 'brasil') ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label;",
      "INSERT INTO search_labels (kind, id, label) VALUES ('area', 2, 'sao paulo brasil') ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label;",
      "INSERT INTO search_labels (kind, id, label) VALUES ('track', 7, 'pista do ibirapuera sao paulo') ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label;",
      "INSERT INTO search_labels (kind, id, label) VALUES ('track', 8, 'unnamed track') ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label;",
      "UPDATE meta SET value = value + 1 WHERE name = 'cache_key';",
    ]);
  });

  it('writes nothing when every label is current, and rewrites one whose area was renamed', () => {
    const tracks = [{ id: 7, name: 'Pista', area_id: 2 }];
    const stored = [
      { kind: 'area' as const, id: 1, label: 'brasil' },
      { kind: 'area' as const, id: 2, label: 'sao paulo brasil' },
      { kind: 'track' as const, id: 7, label: 'pista sao paulo' },
    ];
    expect(searchLabelStatements({ areas, tracks, stored })).toEqual([]);
    const renamed = [areas[0]!, { ...areas[1]!, name: 'Sampa' }];
    expect(searchLabelStatements({ areas: renamed, tracks, stored })).toHaveLength(3);
  });
});
