// Keeps search_labels (schema.sql) in step with the tracks and areas: the normalised suggestion
// label of each, written where it is missing or differs. The importer runs this after every
// import, so labels follow renamed areas, and a database from before the table existed gets
// them on its next `npm run seed` or import. The Worker writes a track's label with each edit.
import { normalisedAreaLabel, normalisedTrackLabel } from '../../src-shared/search-labels';
import { query, executeStatements, type D1Target } from './d1';
import { sqlValue } from './sql';

export interface LabelSources {
  tracks: { id: number; name: string | null; area_id: number | null }[];
  areas: { id: number; name: string; parent_id: number | null }[];
  stored: { kind: 'area' | 'track'; id: number; label: string }[];
}

/** The statements that bring the stored labels up to date (and move the cache key, when any). */
export function searchLabelStatements({ tracks, areas, stored }: LabelSources): string[] {
  const have = new Map(stored.map((s) => [`${s.kind}:${s.id}`, s.label]));
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const wanted: ['area' | 'track', number, string][] = [
    ...areas.map((a) => ['area', a.id, normalisedAreaLabel(a.name, a.parent_id === null ? null : (areaName.get(a.parent_id) ?? null))] as ['area', number, string]),
    ...tracks.map((t) => ['track', t.id, normalisedTrackLabel(t.name, t.area_id === null ? null : (areaName.get(t.area_id) ?? null))] as ['track', number, string]),
  ];
  const statements = wanted
    .filter(([kind, id, label]) => have.get(`${kind}:${id}`) !== label)
    .map(
      ([kind, id, label]) =>
        `INSERT INTO search_labels (kind, id, label) VALUES (${sqlValue(kind)}, ${id}, ${sqlValue(label)}) ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label;`,
    );
  // Suggestions are cached per cache key: new labels need a new key.
  if (statements.length > 0) statements.push("UPDATE meta SET value = value + 1 WHERE name = 'cache_key';");
  return statements;
}

/** Reads the database, writes the labels that are missing or stale, and says how many. */
export function refreshSearchLabels(target: D1Target): number {
  const [tracks, areas, stored] = query<unknown>(
    target,
    'SELECT id, name, area_id FROM tracks; SELECT id, name, parent_id FROM areas; SELECT kind, id, label FROM search_labels',
  );
  const statements = searchLabelStatements({ tracks, areas, stored } as LabelSources);
  if (statements.length > 0) executeStatements(target, statements);
  return Math.max(statements.length - 1, 0);
}
