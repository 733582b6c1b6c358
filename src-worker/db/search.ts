// SQL for the search box (spec section 5): suggestions matched against the stored normalised
// labels. instr() is a plain substring test, the rule's "contains every word", with no
// pattern-length limit (D1 refuses LIKE patterns over 50 bytes) and no wildcard characters to
// escape. The orders are those of the spec's lists (areas by level and name, tracks by id), so
// the first 12 are the ones the rule picks from the full lists.
import type { Db } from '../env';
import type { SearchSuggestion, SuggestionTab } from '../../src-shared/api-types';
import { areaLabel, trackLabel } from '../../src-shared/search-labels';
import { normaliseSearchText } from '../../src-shared/search-normalise';

export const SUGGESTIONS_PER_TAB = 12;

const everyWord = (words: readonly string[]) => words.map((_, i) => `instr(s.label, ?${i + 1}) > 0`).join(' AND ');

/**
 * The total and the first 12 in one round trip. The count reads only the labels (a short
 * term such as "s" matches most of them, and counting them costs little); the list joins only
 * the 12 rows it returns, and stops once it has them.
 */
async function countAndFirst<Row>(db: Db, kind: 'area' | 'track', words: readonly string[], listSql: string): Promise<{ total: number; rows: Row[] }> {
  const [count, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM search_labels s WHERE s.kind = '${kind}' AND ${everyWord(words)}`).bind(...words),
    db.prepare(listSql).bind(...words),
  ]);
  return { total: (count!.results[0] as { total: number }).total, rows: list!.results as Row[] };
}

export async function suggestAreas(db: Db, words: readonly string[]): Promise<SuggestionTab> {
  const { total, rows } = await countAndFirst<{ id: number; name: string; parent_area: string | null }>(
    db,
    'area',
    words,
    `SELECT a.id, a.name, p.name AS parent_area
     FROM search_labels s JOIN areas a ON a.id = s.id LEFT JOIN areas p ON p.id = a.parent_id
     WHERE s.kind = 'area' AND ${everyWord(words)}
     ORDER BY a.level, a.name, a.id LIMIT ${SUGGESTIONS_PER_TAB}`,
  );
  const items = rows.map((r): SearchSuggestion => {
    const label = areaLabel(r.name, r.parent_area);
    return { id: r.id, label, normalizedLabel: normaliseSearchText(label) };
  });
  return { total, items };
}

export async function suggestTracks(db: Db, words: readonly string[]): Promise<SuggestionTab> {
  const { total, rows } = await countAndFirst<{ id: number; name: string | null; url_segment: string; area: string | null; center_lat: number; center_lng: number }>(
    db,
    'track',
    words,
    `SELECT t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng
     FROM search_labels s JOIN tracks t ON t.id = s.id LEFT JOIN areas a ON a.id = t.area_id
     WHERE s.kind = 'track' AND ${everyWord(words)}
     ORDER BY s.id LIMIT ${SUGGESTIONS_PER_TAB}`,
  );
  const items = rows.map((r): SearchSuggestion => {
    const label = trackLabel(r.name, r.area);
    return { id: r.id, label, normalizedLabel: normaliseSearchText(label), center: [r.center_lat, r.center_lng], url: `/track/${r.url_segment}` };
  });
  return { total, items };
}

/** Append to a track write's batch; the track is given by id or, when inserted in the same batch, by segment. */
export function upsertTrackLabel(db: Db, track: { id: number } | { url_segment: string }, label: string): D1PreparedStatement {
  const id = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(`INSERT INTO search_labels (kind, id, label) VALUES ('track', ${id}, ?2) ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label`)
    .bind('id' in track ? track.id : track.url_segment, label);
}
