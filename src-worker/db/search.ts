// SQL for the search box (spec section 5): suggestions matched against the stored normalised
// labels. instr() is a plain substring test, the rule's "contains every word", with no
// pattern-length limit (D1 refuses LIKE patterns over 50 bytes) and no wildcard characters to
// escape. The orders are those of the spec's lists (areas by level and name, tracks by id), so
// the first 12 are the ones the rule picks from the full lists.
import type { Db } from '../env';
import type { SearchSuggestion, SuggestionTab } from '../../src-shared/api-types';
import { areaLabel, trackLabel } from '../../src-shared/search-labels';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import type { MapFilter } from '../../src-shared/map-filters';
import { filterSql, type ZoneClocks } from './map';

export const SUGGESTIONS_PER_TAB = 12;
/**
 * A tab with at most this many matches lists them all, so the box narrows a longer term on the
 * device without a round trip (src-web/rules/suggestions.ts narrowedAnswer): a few kilobytes
 * gzipped, and a person typing a name soon gets there.
 */
export const COMPLETE_UP_TO = 250;

const everyWord = (words: readonly string[]) => words.map((_, i) => `instr(s.label, ?${i + 1}) > 0`).join(' AND ');

/**
 * The total and the first 12 (every match, when there are at most COMPLETE_UP_TO) in one round
 * trip. The count reads only the labels (a short term such as "s" matches most of them, and
 * counting them costs little), joining the tracks only when a filter asks about them; the list
 * joins only the rows it returns, and stops once it has them.
 */
async function countAndFirst<Row>(db: Db, count: { from: string; where: string }, words: readonly string[], listSql: string, params: readonly unknown[] = []): Promise<{ total: number; rows: Row[] }> {
  const [counted, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM ${count.from} WHERE ${everyWord(words)}${count.where}`).bind(...words, ...params),
    db.prepare(listSql).bind(...words, ...params),
  ]);
  const total = (counted!.results[0] as { total: number }).total;
  const rows = list!.results as Row[];
  return { total, rows: total <= COMPLETE_UP_TO ? rows : rows.slice(0, SUGGESTIONS_PER_TAB) };
}

export async function suggestAreas(db: Db, words: readonly string[]): Promise<SuggestionTab> {
  const { total, rows } = await countAndFirst<{ id: number; name: string; parent_area: string | null }>(
    db,
    { from: 'search_labels s', where: " AND s.kind = 'area'" },
    words,
    `SELECT a.id, a.name, p.name AS parent_area
     FROM search_labels s JOIN areas a ON a.id = s.id LEFT JOIN areas p ON p.id = a.parent_id
     WHERE s.kind = 'area' AND ${everyWord(words)}
     ORDER BY a.level, a.name, a.id LIMIT ${COMPLETE_UP_TO}`,
  );
  const items = rows.map((r): SearchSuggestion => {
    const label = areaLabel(r.name, r.parent_area);
    return { id: r.id, label, normalizedLabel: normaliseSearchText(label) };
  });
  return { total, items };
}

/** The Track tab; a filter of the map (open now, free, public, lit, indoor) keeps only the tracks it keeps there. */
export async function suggestTracks(db: Db, words: readonly string[], filter: MapFilter = {}, zones: ZoneClocks | null = null): Promise<SuggestionTab> {
  const f = filterSql(filter, zones, words.length + 1);
  const filtered = f.where !== '';
  const { total, rows } = await countAndFirst<{ id: number; name: string | null; url_segment: string; area: string | null; center_lat: number; center_lng: number }>(
    db,
    { from: `search_labels s${filtered ? ` JOIN tracks t ON t.id = s.id ${f.join}` : ''}`, where: ` AND s.kind = 'track'${f.where}` },
    words,
    `SELECT t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng
     FROM search_labels s JOIN tracks t ON t.id = s.id ${f.join} LEFT JOIN areas a ON a.id = t.area_id
     WHERE s.kind = 'track' AND ${everyWord(words)}${f.where}
     ORDER BY s.id LIMIT ${COMPLETE_UP_TO}`,
    f.params,
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
