import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOverpass } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { searchNameStatements, sourceOtherNames, type SearchNamesInput } from './search-names';
import { ovalRing } from './test-support/fixtures';
import { apply, createDatabase, rows } from './test-support/sqlite';

describe('other names from OpenStreetMap (issue 22)', () => {
  it('keeps what the track and the stadium around it are also called, and the suburb, but not the name itself', () => {
    const stadium = {
      type: 'way',
      id: 1,
      tags: { leisure: 'stadium', name: 'Estádio Ícaro de Castro Melo', alt_name: 'Estádio do Ibirapuera', 'addr:suburb': 'Ibirapuera', operator: 'Governo do Estado de São Paulo' },
    };
    const answer = {
      elements: [
        { ...stadium, geometry: ovalRing(-23.59, -46.66, 200, 300).map(([lon, lat]) => ({ lat, lon })) },
        { type: 'way', id: 2, tags: { leisure: 'track', sport: 'athletics', short_name: 'Pista;Ícaro', 'name:en': 'Ibirapuera track' }, geometry: ovalRing(-23.59, -46.66).map(([lon, lat]) => ({ lat, lon })) },
      ],
    };
    const [track] = osmTracksFrom(readOverpass(answer as never)).tracks;
    expect(track!.name).toBe('Estádio Ícaro de Castro Melo');
    expect(track!.otherNames).toEqual([
      { source: 'short_name', name: 'Pista' },
      { source: 'short_name', name: 'Ícaro' },
      { source: 'name:en', name: 'Ibirapuera track' },
      { source: 'facility:alt_name', name: 'Estádio do Ibirapuera' },
      { source: 'facility:operator', name: 'Governo do Estado de São Paulo' },
      { source: 'facility:addr:suburb', name: 'Ibirapuera' },
    ]);
  });
});

describe('the search tables after an import', () => {
  let db: Database;
  const input = (over: Partial<SearchNamesInput> = {}): SearchNamesInput => ({
    tracks: rows(db, 'SELECT id, name, source, source_id FROM tracks') as SearchNamesInput['tracks'],
    areas: rows(db, 'SELECT id, name, url_segment FROM areas') as SearchNamesInput['areas'],
    labels: rows(db, 'SELECT kind, id, label FROM search_labels') as SearchNamesInput['labels'],
    names: rows(db, 'SELECT kind, id, name FROM search_names') as SearchNamesInput['names'],
    otherNames: rows(db, 'SELECT kind, id, source, name FROM search_other_names') as SearchNamesInput['otherNames'],
    words: rows<{ word: string }>(db, 'SELECT word FROM search_word_slips WHERE slip = word').map((r) => r.word),
    sourceOtherNames: new Map([['osm way/2', [{ source: 'alt_name', name: 'Estádio do Ibirapuera' }, { source: 'addr:suburb', name: 'IBIRAPUERA' }]]]),
    areaOtherNames: (area) => (area.segment === 'brazil' ? ['Brasil', 'ブラジル', 'Brazil'] : []),
    ...over,
  });
  beforeEach(async () => {
    db = await createDatabase();
    db.exec(`INSERT INTO areas (id, level, name, url_segment) VALUES (1, 0, 'Brazil', 'brazil');
      INSERT INTO tracks (id, url_segment, name, center_lat, center_lng, source, source_id, created, updated)
        VALUES (5, 'icaro', 'Estádio Ícaro de Castro Melo', -23.59, -46.66, 'osm', 'way/2', '2026-01-01', '2026-01-01'),
               (6, 'other', NULL, 0, 0, 'census:x', '9', '2026-01-01', '2026-01-01');
      INSERT INTO search_labels (kind, id, label) VALUES ('area', 1, 'brazil'), ('track', 5, 'estadio icaro de castro melo brazil');`);
  });

  it('stores own names, other names (normalised, the own name left out) and the slips of every word', () => {
    apply(db, searchNameStatements(input()));
    expect(rows(db, 'SELECT kind, id, name FROM search_names ORDER BY kind, id')).toEqual([
      { kind: 'area', id: 1, name: 'brazil' },
      { kind: 'track', id: 5, name: 'estadio icaro de castro melo' },
      { kind: 'track', id: 6, name: 'unnamed track' },
    ]);
    expect(rows(db, 'SELECT kind, id, source, name FROM search_other_names ORDER BY kind, id, name')).toEqual([
      { kind: 'area', id: 1, source: 'name:other', name: 'brasil' },
      { kind: 'area', id: 1, source: 'name:other', name: 'フラシル' },
      { kind: 'track', id: 5, source: 'alt_name', name: 'estadio do ibirapuera' },
      { kind: 'track', id: 5, source: 'addr:suburb', name: 'ibirapuera' },
    ]);
    // "meadowbnak"-style slips find the words: "ibirapeura" shares a key with "ibirapuera".
    expect(rows(db, "SELECT word FROM search_word_slips WHERE slip = 'ibirapura'")).toEqual([{ word: 'ibirapuera' }]);
    expect(rows(db, "SELECT word FROM search_word_slips WHERE slip = word AND word = 'castro'")).toHaveLength(1);
  });

  it('writes nothing the second time, and replaces the other names a source changed', () => {
    apply(db, searchNameStatements(input()));
    expect(searchNameStatements(input())).toEqual([]);
    const changed = searchNameStatements(input({ sourceOtherNames: sourceOtherNames(null) }));
    // A run without the source's names leaves its tracks' names as they are.
    expect(changed).toEqual([]);
    apply(db, searchNameStatements(input({ sourceOtherNames: new Map([['osm way/2', [{ source: 'short_name', name: 'Ícaro' }]]]) })));
    expect(rows(db, "SELECT source, name FROM search_other_names WHERE kind = 'track'")).toEqual([{ source: 'short_name', name: 'icaro' }]);
  });
});
