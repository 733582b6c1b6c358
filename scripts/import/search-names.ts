// Keeps the search tables of issue 22 in step after an import (schema.sql): each area's and
// track's own name (search_names, which the suggestions' order reads), their other names
// (search_other_names: what the source calls a track besides its name, and the names of areas in
// the product's languages, scripts/import/area-names.ts) and the slips index of every word
// (search_word_slips, src-shared/search-slips.ts), for "Did you mean". An import plans them in its
// last transaction, under its one cache-key bump (scripts/import/plan.ts); rows are written only
// where they are missing or differ, so a second run writes nothing.
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { normalisedTrackLabel } from '../../src-shared/search-labels';
import { slipKeys, slipWords } from '../../src-shared/search-slips';
import { sqlValue } from './sql';
import { multiRowStatements } from './sql-batches';
import type { SearchNamesTable, SearchOtherNamesTable } from '../../src-worker/db/tables';
import type { OtherName } from './track-record';

type Kind = 'area' | 'track';

/** An area or track as the tables should hold it. */
export interface SearchEntry {
  kind: Kind;
  /** The row's id, or null for a row the same import inserts (idSql then finds it). */
  id: number | null;
  /** The id in SQL: the number, or a subquery for a row inserted earlier in the same transaction. */
  idSql: string;
  /** The own name, normalised. */
  own: string;
  /** The other names the source gives, or null to keep the stored ones (a track of another source). */
  others: readonly OtherName[] | null;
}

/** What the tables hold now. */
export interface StoredSearchNames {
  names: (Omit<SearchNamesTable, 'kind'> & { kind: Kind })[];
  otherNames: (Omit<SearchOtherNamesTable, 'kind'> & { kind: Kind })[];
  /** The words already in search_word_slips. */
  words: string[];
}

/** The queries that read StoredSearchNames, in its order. */
export const STORED_SEARCH_NAMES_QUERIES = [
  'SELECT kind, id, name FROM search_names',
  'SELECT kind, id, source, name FROM search_other_names',
  'SELECT word FROM search_word_slips WHERE slip = word',
] as const;

export const storedSearchNamesFrom = ([names, otherNames, words]: unknown[][]): StoredSearchNames => ({
  names: names as StoredSearchNames['names'],
  otherNames: otherNames as StoredSearchNames['otherNames'],
  words: (words as { word: string }[]).map((w) => w.word),
});

/** A track's entry; its own name is its label's first part ("Unnamed track" when it has none). */
export const trackEntry = (id: number | null, idSql: string, name: string | null, others: readonly OtherName[] | null): SearchEntry => ({
  kind: 'track',
  id,
  idSql,
  own: normalisedTrackLabel(name, null),
  others,
});

/** An area's entry, with its names in the product's languages (scripts/import/area-names.ts). */
export const areaEntry = (id: number | null, idSql: string, name: string, otherNames: readonly string[]): SearchEntry => ({
  kind: 'area',
  id,
  idSql,
  own: normaliseSearchText(name),
  others: otherNames.map((n) => ({ source: 'name:other', name: n })),
});

const entryKey = (kind: Kind, id: number) => `${kind}:${id}`;

/** Other names as stored: normalised, without repeats, none equal to the own name. */
function normalisedOthers(others: readonly OtherName[], ownName: string): OtherName[] {
  const seen = new Set<string>();
  return others.flatMap(({ source, name }) => {
    const normalised = normaliseSearchText(name);
    const key = `${source}\u0000${normalised}`;
    if (normalised === '' || normalised === ownName || seen.has(key)) return [];
    seen.add(key);
    return [{ source, name: normalised }];
  });
}

const sameNames = (a: readonly OtherName[], b: readonly OtherName[]) => {
  const key = (n: OtherName) => `${n.source}\u0000${n.name}`;
  const have = new Set(a.map(key));
  return a.length === b.length && b.every((n) => have.has(key(n)));
};

/**
 * The statements that bring the three tables up to date for these entries: own names and other
 * names where they differ, and the slips of every word not indexed yet (the words of labels are
 * those of own names: a label is a name and its area's name).
 */
export function searchNameStatements(entries: readonly SearchEntry[], stored: StoredSearchNames): string[] {
  const ownNames = new Map(stored.names.map((n) => [entryKey(n.kind, n.id), n.name]));
  const storedOthers = new Map<string, OtherName[]>();
  for (const o of stored.otherNames) {
    const key = entryKey(o.kind, o.id);
    storedOthers.set(key, [...(storedOthers.get(key) ?? []), { source: o.source, name: o.name }]);
  }
  const nameRows: string[] = [];
  const otherRows: string[] = [];
  const replaced: string[] = [];
  const vocabulary = new Set<string>();
  for (const o of stored.otherNames) slipWords(o.name).forEach((w) => vocabulary.add(w));
  for (const entry of entries) {
    const key = entry.id === null ? null : entryKey(entry.kind, entry.id);
    if (key === null || ownNames.get(key) !== entry.own) nameRows.push(`(${sqlValue(entry.kind)}, ${entry.idSql}, ${sqlValue(entry.own)})`);
    slipWords(entry.own).forEach((w) => vocabulary.add(w));
    if (entry.others === null) continue;
    const others = normalisedOthers(entry.others, entry.own);
    others.forEach((o) => slipWords(o.name).forEach((w) => vocabulary.add(w)));
    const before = key === null ? [] : (storedOthers.get(key) ?? []);
    if (sameNames(before, others)) continue;
    if (before.length > 0) replaced.push(`DELETE FROM search_other_names WHERE kind = ${sqlValue(entry.kind)} AND id = ${entry.idSql};`);
    others.forEach((o) => otherRows.push(`(${sqlValue(entry.kind)}, ${entry.idSql}, ${sqlValue(o.source)}, ${sqlValue(o.name)})`));
  }
  const known = new Set(stored.words);
  const slipRows = [...vocabulary]
    .filter((w) => !known.has(w))
    .flatMap((word) => slipKeys(word).map((slip) => `(${sqlValue(slip)}, ${sqlValue(word)})`));
  return [
    ...multiRowStatements(
      nameRows,
      (list) => `INSERT INTO search_names (kind, id, name) VALUES ${list} ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name;`,
    ),
    ...replaced,
    ...multiRowStatements(otherRows, (list) => `INSERT OR IGNORE INTO search_other_names (kind, id, source, name) VALUES ${list};`),
    ...multiRowStatements(slipRows, (list) => `INSERT OR IGNORE INTO search_word_slips (slip, word) VALUES ${list};`),
  ];
}
