// Keeps search_labels (schema.sql) in step with the tracks and areas: the normalised suggestion
// label of each, written where it is missing or differs. Every import plans them with its own
// writes (scripts/import/plan.ts), in the same transaction and under the same cache-key bump, so
// labels follow renamed areas and a database from before the table existed gets them on its next
// `npm run seed` or import. The Worker writes a track's label with each edit.
import { normalisedAreaLabel, normalisedTrackLabel } from '../../src-shared/search-labels';
import { RECOUNT_ALL_AREAS_SQL, STALE_AREA_COUNTS_SQL } from '../../src-worker/db/area-counts';
import { otherAreaNames } from './area-names';
import { executeStatements, query, STORED_LABELS_QUERY, type D1Target } from './d1';
import { areaEntry, searchNameStatements, STORED_SEARCH_NAMES_QUERIES, storedSearchNamesFrom, trackEntry } from './search-names';
import type { StoredLabel } from './db-state';
import { sqlValue } from './sql';
import { multiRowStatements } from './sql-batches';
import { BUMP_CACHE_KEY_SQL } from '../../src-worker/db/cache-key';
import { UPSERT_SEARCH_LABELS_SQL } from '../../src-worker/db/search-labels';

/** The label a row should have; idSql names a row the same file inserts, whose id is not known yet. */
export interface WantedLabel {
  kind: 'area' | 'track';
  id: number | null;
  idSql: string;
  label: string;
}

/** The labels that are missing or differ from the stored ones. */
export function changedLabels(wanted: readonly WantedLabel[], stored: readonly StoredLabel[]): WantedLabel[] {
  const have = new Map(stored.map((s) => [`${s.kind}:${s.id}`, s.label]));
  return wanted.filter((w) => w.id === null || have.get(`${w.kind}:${w.id}`) !== w.label);
}

/** One label as a row of the upsert below. */
export const labelRow = (label: WantedLabel) => `(${sqlValue(label.kind)}, ${label.idSql}, ${sqlValue(label.label)})`;

/** Upserts of label rows, many per statement. */
export const labelUpserts = (rows: readonly string[]) =>
  multiRowStatements(rows, (list) => `${UPSERT_SEARCH_LABELS_SQL.insert} ${list} ${UPSERT_SEARCH_LABELS_SQL.onConflict};`);

/** Upserts for the labels that are missing or differ from the stored ones. */
export function searchLabelStatements(wanted: readonly WantedLabel[], stored: readonly StoredLabel[]): string[] {
  return labelUpserts(changedLabels(wanted, stored).map(labelRow));
}

/**
 * Brings every label and area count up to date outside an import (rows written with plain SQL,
 * such as test fixtures), in one transaction that moves the cache key when anything was written.
 * Returns how many label statements it wrote.
 */
export async function refreshSearchLabels(target: D1Target): Promise<number> {
  const [tracks, areas, stored, [counts]] = (await query<Record<string, unknown>>(target, [
    'SELECT id, name, area_id FROM tracks',
    'SELECT id, name, parent_id FROM areas',
    STORED_LABELS_QUERY,
    STALE_AREA_COUNTS_SQL,
  ])) as [
    { id: number; name: string | null; area_id: number | null }[],
    { id: number; name: string; parent_id: number | null }[],
    StoredLabel[],
    { stale: number }[],
  ];
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const nameOf = (id: number | null) => (id === null ? null : (areaName.get(id) ?? null));
  const wanted: WantedLabel[] = [
    ...areas.map(
      (a): WantedLabel => ({ kind: 'area', id: a.id, idSql: String(a.id), label: normalisedAreaLabel(a.name, nameOf(a.parent_id)) }),
    ),
    ...tracks.map(
      (t): WantedLabel => ({ kind: 'track', id: t.id, idSql: String(t.id), label: normalisedTrackLabel(t.name, nameOf(t.area_id)) }),
    ),
  ];
  const statements = searchLabelStatements(wanted, stored);
  const recount = counts!.stale > 0 ? [RECOUNT_ALL_AREAS_SQL] : [];
  // Suggestions and counts are cached per cache key: new ones need a new key.
  if (statements.length + recount.length > 0) await executeStatements(target, [...statements, ...recount, `${BUMP_CACHE_KEY_SQL};`]);
  return statements.length;
}

/**
 * Brings the tables up to date outside an import (rows written with plain SQL, such as test
 * fixtures), in one transaction that moves the cache key; returns how many statements it wrote.
 * A track keeps the other names stored for it: only its source knows them.
 */
export async function refreshSearchNames(target: D1Target): Promise<number> {
  const [tracks, areas, ...stored] = await query<Record<string, unknown>>(target, [
    'SELECT id, name FROM tracks',
    'SELECT id, name, url_segment FROM areas',
    ...STORED_SEARCH_NAMES_QUERIES,
  ]);
  const entries = [
    ...(areas as { id: number; name: string; url_segment: string }[]).map((a) =>
      areaEntry(a.id, String(a.id), a.name, otherAreaNames({ segment: a.url_segment, name: a.name })),
    ),
    ...(tracks as { id: number; name: string | null }[]).map((t) => trackEntry(t.id, String(t.id), t.name, null)),
  ];
  const statements = searchNameStatements(entries, storedSearchNamesFrom(stored));
  if (statements.length > 0) await executeStatements(target, [...statements, `${BUMP_CACHE_KEY_SQL};`]);
  return statements.length;
}
