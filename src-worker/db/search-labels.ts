// The one writer of search labels (search_labels: the normalised label each area and track is
// found by). The Worker writes a track's label with each edit through upsertTrackLabel; the
// importer (scripts/import/search-labels.ts) writes many in one statement between the same two
// parts, so a label is written the same way whoever writes it.
import type { Db } from '../env';

/**
 * The upsert of search labels, rows of (kind, id, label) between the two parts: one label here,
 * many per statement in the importer (scripts/import/search-labels.ts).
 */
export const UPSERT_SEARCH_LABELS_SQL = {
  insert: 'INSERT INTO search_labels (kind, id, label) VALUES',
  onConflict: 'ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label',
} as const;

/** Append to a track write's batch; the track is given by id or, when inserted in the same batch, by segment. */
export function upsertTrackLabel(db: Db, track: { id: number } | { url_segment: string }, label: string): D1PreparedStatement {
  const id = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(`${UPSERT_SEARCH_LABELS_SQL.insert} ('track', ${id}, ?2) ${UPSERT_SEARCH_LABELS_SQL.onConflict}`)
    .bind('id' in track ? track.id : track.url_segment, label);
}
