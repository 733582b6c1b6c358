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

const everyWord = (words: readonly string[]) => words.map((_, i) => `instr(s.label, ?${i + 2}) > 0`).join(' AND ');

export async function suggestAreas(db: Db, words: readonly string[]): Promise<SuggestionTab> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.name, p.name AS parent_area, COUNT(*) OVER () AS total
       FROM search_labels s JOIN areas a ON a.id = s.id LEFT JOIN areas p ON p.id = a.parent_id
       WHERE s.kind = 'area' AND ${everyWord(words)}
       ORDER BY a.level, a.name, a.id LIMIT ?1`,
    )
    .bind(SUGGESTIONS_PER_TAB, ...words)
    .all<{ id: number; name: string; parent_area: string | null; total: number }>();
  const items = results.map((r): SearchSuggestion => {
    const label = areaLabel(r.name, r.parent_area);
    return { id: r.id, label, normalizedLabel: normaliseSearchText(label) };
  });
  return { total: results[0]?.total ?? 0, items };
}

export async function suggestTracks(db: Db, words: readonly string[]): Promise<SuggestionTab> {
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng, COUNT(*) OVER () AS total
       FROM search_labels s JOIN tracks t ON t.id = s.id LEFT JOIN areas a ON a.id = t.area_id
       WHERE s.kind = 'track' AND ${everyWord(words)}
       ORDER BY s.id LIMIT ?1`,
    )
    .bind(SUGGESTIONS_PER_TAB, ...words)
    .all<{ id: number; name: string | null; url_segment: string; area: string | null; center_lat: number; center_lng: number; total: number }>();
  const items = results.map((r): SearchSuggestion => {
    const label = trackLabel(r.name, r.area);
    return { id: r.id, label, normalizedLabel: normaliseSearchText(label), center: [r.center_lat, r.center_lng], url: `/track/${r.url_segment}` };
  });
  return { total: results[0]?.total ?? 0, items };
}

/** Append to a track write's batch; the track is given by id or, when inserted in the same batch, by segment. */
export function upsertTrackLabel(db: Db, track: { id: number } | { url_segment: string }, label: string): D1PreparedStatement {
  const id = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(`INSERT INTO search_labels (kind, id, label) VALUES ('track', ${id}, ?2) ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label`)
    .bind('id' in track ? track.id : track.url_segment, label);
}
