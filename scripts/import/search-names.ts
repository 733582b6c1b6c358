// Keeps the search tables of issue 22 in step after an import (schema.sql): each area's and
// track's own name (search_names, which the suggestions' order reads), their other names
// (search_other_names: what the source calls a track besides its name, and the names of areas in
// the product's languages, scripts/import/area-names.ts) and the slips index of every word
// (search_word_slips, src-shared/search-slips.ts), for "Did you mean". Written after the import's
// own transactions, in one transaction of its own that moves the cache key; rows are written only
// where they are missing or differ, so a second run writes nothing.
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { normalisedTrackLabel } from '../../src-shared/search-labels';
import { slipKeys, slipWords } from '../../src-shared/search-slips';
import { otherAreaNames } from './area-names';
import { executeStatements, query, type D1Target } from './d1';
import { sqlValue } from './sql';
import { multiRowStatements } from './sql-batches';
import type { OtherName, ParsedSource } from './track-record';

type Kind = 'area' | 'track';

/** What the statements are planned from: the database as it is, and the source just imported. */
export interface SearchNamesInput {
  tracks: { id: number; name: string | null; source: string | null; source_id: string | null }[];
  areas: { id: number; name: string; url_segment: string }[];
  labels: { kind: Kind; id: number; label: string }[];
  names: { kind: Kind; id: number; name: string }[];
  otherNames: { kind: Kind; id: number; source: string; name: string }[];
  /** The words already in search_word_slips. */
  words: string[];
  /** The other names of the source's tracks, by `${source} ${sourceId}`; tracks of other sources keep theirs. */
  sourceOtherNames: ReadonlyMap<string, readonly OtherName[]>;
  /** An area's other names (scripts/import/area-names.ts otherAreaNames). */
  areaOtherNames: (area: { segment: string; name: string }) => readonly string[];
}

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

/** The statements that bring the three tables up to date. */
export function searchNameStatements(input: SearchNamesInput): string[] {
  const ownNames = new Map(input.names.map((n) => [entryKey(n.kind, n.id), n.name]));
  const storedOthers = new Map<string, OtherName[]>();
  for (const o of input.otherNames) {
    const key = entryKey(o.kind, o.id);
    storedOthers.set(key, [...(storedOthers.get(key) ?? []), { source: o.source, name: o.name }]);
  }

  const nameRows: string[] = [];
  const otherRows: string[] = [];
  const replaced: string[] = [];
  const vocabulary = new Set<string>(input.labels.flatMap((l) => slipWords(l.label)));
  const plan = (kind: Kind, id: number, own: string, others: OtherName[] | null) => {
    const key = entryKey(kind, id);
    if (ownNames.get(key) !== own) nameRows.push(`(${sqlValue(kind)}, ${id}, ${sqlValue(own)})`);
    slipWords(own).forEach((w) => vocabulary.add(w));
    if (others === null) return;
    others.forEach((o) => slipWords(o.name).forEach((w) => vocabulary.add(w)));
    if (sameNames(storedOthers.get(key) ?? [], others)) return;
    if (storedOthers.has(key)) replaced.push(`DELETE FROM search_other_names WHERE kind = ${sqlValue(kind)} AND id = ${id};`);
    others.forEach((o) => otherRows.push(`(${sqlValue(kind)}, ${id}, ${sqlValue(o.source)}, ${sqlValue(o.name)})`));
  };
  for (const area of input.areas) {
    const own = normaliseSearchText(area.name);
    const others = input.areaOtherNames({ segment: area.url_segment, name: area.name }).map((name) => ({ source: 'name:other', name }));
    plan('area', area.id, own, normalisedOthers(others, own));
  }
  for (const track of input.tracks) {
    const own = normalisedTrackLabel(track.name, null);
    const fromSource = track.source === null ? undefined : input.sourceOtherNames.get(`${track.source} ${track.source_id}`);
    plan('track', track.id, own, fromSource ? normalisedOthers(fromSource, own) : null);
  }
  for (const others of storedOthers.values()) others.forEach((o) => slipWords(o.name).forEach((w) => vocabulary.add(w)));

  const known = new Set(input.words);
  const slipRows = [...vocabulary].filter((w) => !known.has(w)).flatMap((word) => slipKeys(word).map((slip) => `(${sqlValue(slip)}, ${sqlValue(word)})`));
  return [
    ...multiRowStatements(nameRows, (list) => `INSERT INTO search_names (kind, id, name) VALUES ${list} ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name;`),
    ...replaced,
    ...multiRowStatements(otherRows, (list) => `INSERT OR IGNORE INTO search_other_names (kind, id, source, name) VALUES ${list};`),
    ...multiRowStatements(slipRows, (list) => `INSERT OR IGNORE INTO search_word_slips (slip, word) VALUES ${list};`),
  ];
}

/** The other names of a parsed source's tracks, by `${source} ${sourceId}`. */
export const sourceOtherNames = (parsed: ParsedSource | null) =>
  new Map((parsed?.tracks ?? []).map((t) => [`${t.source} ${t.sourceId}`, t.otherNames ?? []]));

/** Brings the tables up to date in one transaction that moves the cache key; returns how many statements it wrote. */
export function refreshSearchNames(target: D1Target, parsed: ParsedSource | null = null): number {
  const [tracks, areas, labels, names, otherNames, words] = query<Record<string, unknown>>(
    target,
    `SELECT id, name, source, source_id FROM tracks;
     SELECT id, name, url_segment FROM areas;
     SELECT kind, id, label FROM search_labels;
     SELECT kind, id, name FROM search_names;
     SELECT kind, id, source, name FROM search_other_names;
     SELECT word FROM search_word_slips WHERE slip = word`,
  );
  const statements = searchNameStatements({
    tracks: tracks as SearchNamesInput['tracks'],
    areas: areas as SearchNamesInput['areas'],
    labels: labels as SearchNamesInput['labels'],
    names: names as SearchNamesInput['names'],
    otherNames: otherNames as SearchNamesInput['otherNames'],
    words: (words as { word: string }[]).map((w) => w.word),
    sourceOtherNames: sourceOtherNames(parsed),
    areaOtherNames: otherAreaNames,
  });
  if (statements.length > 0) executeStatements(target, [...statements, "UPDATE meta SET value = value + 1 WHERE name = 'cache_key';"]);
  return statements.length;
}
