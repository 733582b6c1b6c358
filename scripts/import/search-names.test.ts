import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOverpass } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { areaEntry, searchNameStatements, STORED_SEARCH_NAMES_QUERIES, storedSearchNamesFrom, trackEntry } from './search-names';
import type { OtherName } from './track-record';
import { ovalRing } from './test-support/fixtures';
import { apply, createDatabase, rows } from './test-support/sqlite';

describe('other names from OpenStreetMap (issue 22)', () => {
  it('keeps what the track and the stadium around it are also called, and the suburb, but not the name itself', () => {
    const stadium = {
      type: 'way',
      id: 1,
      tags: {
        leisure: 'stadium',
        name: 'Estádio Ícaro de Castro Melo',
        alt_name: 'Estádio do Ibirapuera',
        'addr:suburb': 'Ibirapuera',
        operator: 'Governo do Estado de São Paulo',
      },
    };
    const answer = {
      elements: [
        { ...stadium, geometry: ovalRing(-23.59, -46.66, 200, 300).map(([lon, lat]) => ({ lat, lon })) },
        {
          type: 'way',
          id: 2,
          tags: { leisure: 'track', sport: 'athletics', short_name: 'Pista;Ícaro', 'name:en': 'Ibirapuera track' },
          geometry: ovalRing(-23.59, -46.66).map(([lon, lat]) => ({ lat, lon })),
        },
      ],
    };
    const [track] = osmTracksFrom(readOverpass(answer as never)).tracks;
    expect(track!.name).toBe('Estádio Ícaro de Castro Melo');
    expect(track!.label?.facility).toBe('Estádio Ícaro de Castro Melo');
    expect(track!.otherNames).toEqual([
      { source: 'short_name', name: 'Pista' },
      { source: 'short_name', name: 'Ícaro' },
      { source: 'name:en', name: 'Ibirapuera track' },
      { source: 'facility', name: 'Estádio Ícaro de Castro Melo' },
      { source: 'facility:alt_name', name: 'Estádio do Ibirapuera' },
      { source: 'facility:operator', name: 'Governo do Estado de São Paulo' },
      { source: 'facility:addr:suburb', name: 'Ibirapuera' },
    ]);
  });
});

describe('the search tables after an import', () => {
  let db: Database;
  const stored = () => storedSearchNamesFrom(STORED_SEARCH_NAMES_QUERIES.map((sql) => rows(db, sql)));
  /** inserted: the third track is inserted by the same import (found by its source id), else it is track 6. */
  const entries = (trackOthers: readonly OtherName[] | null, inserted = true) => [
    areaEntry(1, '1', 'Brazil', ['Brasil', 'ブラジル', 'Brazil']),
    trackEntry(5, '5', 'Estádio Ícaro de Castro Melo', trackOthers),
    inserted ? trackEntry(null, "(SELECT id FROM tracks WHERE source_id = '9')", null, []) : trackEntry(6, '6', null, []),
  ];
  const fromSource = [
    { source: 'alt_name', name: 'Estádio do Ibirapuera' },
    { source: 'addr:suburb', name: 'IBIRAPUERA' },
  ];
  beforeEach(async () => {
    db = await createDatabase();
    db.exec(`INSERT INTO areas (id, level, name, url_segment) VALUES (1, 0, 'Brazil', 'brazil');
      INSERT INTO tracks (id, url_segment, name, center_lat, center_lng, source, source_id, created, updated)
        VALUES (5, 'icaro', 'Estádio Ícaro de Castro Melo', -23.59, -46.66, 'osm', 'way/2', '2026-01-01', '2026-01-01'),
               (6, 'other', NULL, 0, 0, 'census:x', '9', '2026-01-01', '2026-01-01');`);
  });

  it('stores own names, other names (normalised, the own name left out) and the slips of every word', () => {
    apply(db, searchNameStatements(entries(fromSource), stored()));
    expect(rows(db, 'SELECT kind, id, name FROM search_names ORDER BY kind, id')).toEqual([
      { kind: 'area', id: 1, name: 'brazil' },
      { kind: 'track', id: 5, name: 'estadio icaro de castro melo' },
      { kind: 'track', id: 6, name: 'unnamed track' },
    ]);
    expect(rows(db, 'SELECT kind, id, source, name FROM search_other_names ORDER BY kind, id, name')).toEqual([
      { kind: 'area', id: 1, source: 'name:other', name: 'brasil' },
      // Accents folded as in every search text (the katakana's voicing marks too).
      { kind: 'area', id: 1, source: 'name:other', name: 'フラシル' },
      { kind: 'track', id: 5, source: 'alt_name', name: 'estadio do ibirapuera' },
      { kind: 'track', id: 5, source: 'addr:suburb', name: 'ibirapuera' },
    ]);
    // A typed "ibirapura" finds "ibirapuera" on the slips index; the words of own names are there too.
    expect(rows(db, "SELECT word FROM search_word_slips WHERE slip = 'ibirapura'")).toEqual([{ word: 'ibirapuera' }]);
    expect(rows(db, "SELECT word FROM search_word_slips WHERE slip = word AND word = 'castro'")).toHaveLength(1);
  });

  it('writes nothing the second time, keeps names only their source knows, and replaces those a source changed', () => {
    apply(db, searchNameStatements(entries(fromSource), stored()));
    expect(searchNameStatements(entries(fromSource, false), stored())).toEqual([]);
    // An entry of another source keeps the names it has.
    expect(searchNameStatements(entries(null, false), stored())).toEqual([]);
    apply(db, searchNameStatements(entries([{ source: 'short_name', name: 'Ícaro' }], false), stored()));
    expect(rows(db, "SELECT source, name FROM search_other_names WHERE kind = 'track'")).toEqual([{ source: 'short_name', name: 'icaro' }]);
  });
});
