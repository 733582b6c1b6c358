// SQL for the search box (spec section 5): suggestions matched against the stored normalised
// labels. instr() is a plain substring test, the rule's "contains every word", with no
// pattern-length limit (D1 refuses LIKE patterns over 50 bytes) and no wildcard characters to
// escape. The orders are those of the spec's lists (areas by level and name, tracks by id), so
// the first 12 are the ones the rule picks from the full lists.
import type { Db } from '../env';
import type { SearchSuggestion, Suggestions, SuggestionTab } from '../../src-shared/api-types';
import { areaLabel, trackLabel } from '../../src-shared/search-labels';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import type { MapFilter } from '../../src-shared/map-filters';
import { COMPLETE_UP_TO, SUGGESTIONS_PER_TAB } from '../../src-shared/suggestion-lists';
import { filterSql, type ZoneClocks } from './map';

/** The characters a term's continuations are previewed for (suggestNext): what names are mostly typed with. */
export const NEXT_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** "Contains every word" for the words bound from parameter `from` on; true for no words. */
const everyWord = (words: readonly string[], from = 1) => words.map((_, i) => ` AND instr(s.label, ?${from + i}) > 0`).join('');

/** Each row carries its normalised label, for suggestNext to tell which continuations it matches. */
type AreaRow = { id: number; name: string; parent_area: string | null; label: string };
type TrackRow = { id: number; name: string | null; url_segment: string; area: string | null; center_lat: number; center_lng: number; label: string };

/**
 * One tab's SQL: what its rows are read from (the count reads only the labels, joining the
 * tracks only when a filter asks about them; a short term such as "s" matches most labels, and
 * counting them costs little) and the list, which joins only the rows it returns and stops once
 * it has them. `where` holds the word tests; `params` are bound after the words.
 */
interface TabSql<Row> {
  countFrom: string;
  list: (where: string, limit: number) => string;
  where: string;
  params: unknown[];
  item: (row: Row) => SearchSuggestion;
}

function areaTab(): TabSql<AreaRow> {
  return {
    countFrom: "search_labels s WHERE s.kind = 'area'",
    list: (where, limit) => `SELECT a.id, a.name, p.name AS parent_area, s.label
      FROM search_labels s JOIN areas a ON a.id = s.id LEFT JOIN areas p ON p.id = a.parent_id
      WHERE s.kind = 'area'${where} ORDER BY a.level, a.name, a.id LIMIT ${limit}`,
    where: '',
    params: [],
    item: (r) => {
      const label = areaLabel(r.name, r.parent_area);
      return { id: r.id, label, normalizedLabel: normaliseSearchText(label) };
    },
  };
}

/** The Track tab; a filter of the map (open now, free, public, lit, indoor) keeps only the tracks it keeps there. */
function trackTab(filter: MapFilter, zones: ZoneClocks | null, paramsFrom: number): TabSql<TrackRow> {
  const f = filterSql(filter, zones, paramsFrom);
  return {
    countFrom: `search_labels s${f.where ? ` JOIN tracks t ON t.id = s.id ${f.join}` : ''} WHERE s.kind = 'track'`,
    list: (where, limit) => `SELECT t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng, s.label
      FROM search_labels s JOIN tracks t ON t.id = s.id ${f.join} LEFT JOIN areas a ON a.id = t.area_id
      WHERE s.kind = 'track'${where} ORDER BY s.id LIMIT ${limit}`,
    where: f.where,
    params: f.params,
    item: (r) => {
      const label = trackLabel(r.name, r.area);
      return { id: r.id, label, normalizedLabel: normaliseSearchText(label), center: [r.center_lat, r.center_lng], url: `/track/${r.url_segment}` };
    },
  };
}

/** The total and the first 12 (every match, when there are few) in one round trip. */
async function suggestTab<Row>(db: Db, words: readonly string[], tab: TabSql<Row>): Promise<SuggestionTab> {
  const where = everyWord(words) + tab.where;
  const [counted, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM ${tab.countFrom}${where}`).bind(...words, ...tab.params),
    db.prepare(tab.list(where, COMPLETE_UP_TO)).bind(...words, ...tab.params),
  ]);
  const total = (counted!.results[0] as { total: number }).total;
  const rows = (list!.results as Row[]).map(tab.item);
  return { total, items: total <= COMPLETE_UP_TO ? rows : rows.slice(0, SUGGESTIONS_PER_TAB) };
}

export const suggestAreas = (db: Db, words: readonly string[]) => suggestTab(db, words, areaTab());

export const suggestTracks = (db: Db, words: readonly string[], filter: MapFilter = {}, zones: ZoneClocks | null = null) =>
  suggestTab(db, words, trackTab(filter, zones, words.length + 1));

/**
 * The words of each one-character continuation of a term: the last word grows by the
 * character, or, after a space, the character starts a word of its own.
 */
export function continuations(words: readonly string[], newWord: boolean): { character: string; words: string[] }[] {
  return NEXT_CHARACTERS.map((character) => ({
    character,
    words: newWord || words.length === 0 ? [...words, character] : [...words.slice(0, -1), words.at(-1)! + character],
  }));
}

/**
 * One tab of every continuation's answer. The totals come from one pass over the labels that
 * hold the term's words (each continuation holds them too). The first 12 of a continuation with
 * many matches come from a query that stops once it has them; the continuations with few
 * matches (rare letters, which such a query would look for through every label) share one pass
 * that reads their rows together.
 */
async function nextTab<Row extends { label: string }>(
  db: Db,
  words: readonly string[],
  next: ReturnType<typeof continuations>,
  tabFrom: (paramsFrom: number) => TabSql<Row>,
): Promise<SuggestionTab[]> {
  const grown = next.map((n) => n.words.at(-1)!);
  const tab = tabFrom(words.length + grown.length + 1);
  const sums = grown.map((_, i) => `SUM(instr(s.label, ?${words.length + i + 1}) > 0) AS n${i}`).join(', ');
  const counted = await db
    .prepare(`SELECT ${sums} FROM ${tab.countFrom}${everyWord(words)}${tab.where}`)
    .bind(...words, ...grown, ...tab.params)
    .first<Record<string, number | null>>();
  const totals = grown.map((_, i) => counted?.[`n${i}`] ?? 0);
  const many = next.map((n, i) => ({ n, i })).filter(({ i }) => totals[i]! > COMPLETE_UP_TO);
  const few = next.map((n, i) => ({ n, i })).filter(({ i }) => totals[i]! > 0 && totals[i]! <= COMPLETE_UP_TO);
  const statements = many.map(({ n }) => {
    const listTab = tabFrom(n.words.length + 1);
    return db.prepare(listTab.list(everyWord(n.words) + listTab.where, SUGGESTIONS_PER_TAB)).bind(...n.words, ...listTab.params);
  });
  if (few.length) {
    const fewTab = tabFrom(words.length + few.length + 1);
    const anyOf = few.map((_, j) => `instr(s.label, ?${words.length + j + 1}) > 0`).join(' OR ');
    const rows = few.reduce((sum, { i }) => sum + totals[i]!, 0);
    statements.push(db.prepare(fewTab.list(`${everyWord(words)} AND (${anyOf})${fewTab.where}`, rows)).bind(...words, ...few.map(({ i }) => grown[i]!), ...fewTab.params));
  }
  const results = statements.length ? await db.batch(statements) : [];
  const items = new Map<number, SearchSuggestion[]>(many.map(({ i }, j) => [i, (results[j]!.results as Row[]).map(tab.item)]));
  const fewRows = few.length ? (results.at(-1)!.results as Row[]) : [];
  for (const { i } of few) items.set(i, fewRows.filter((row) => row.label.includes(grown[i]!)).slice(0, SUGGESTIONS_PER_TAB).map(tab.item));
  return totals.map((total, i) => ({ total, items: items.get(i) ?? [] }));
}

/**
 * What the box would show for each character typed next (NEXT_CHARACTERS): each answer as
 * /api/suggest gives it, but with the first 12 items only. Asked while the runner is still
 * looking at the term, so the next key is answered on the device.
 */
export async function suggestNext(db: Db, words: readonly string[], newWord: boolean, filter: MapFilter, zones: ZoneClocks | null): Promise<Suggestions[]> {
  const next = continuations(words, newWord);
  const [areas, tracks] = await Promise.all([nextTab(db, words, next, areaTab), nextTab(db, words, next, (from) => trackTab(filter, zones, from))]);
  return next.map((n, i) => ({ term: n.words.join(' '), areas: areas[i]!, tracks: tracks[i]! }));
}

/** Append to a track write's batch; the track is given by id or, when inserted in the same batch, by segment. */
export function upsertTrackLabel(db: Db, track: { id: number } | { url_segment: string }, label: string): D1PreparedStatement {
  const id = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(`INSERT INTO search_labels (kind, id, label) VALUES ('track', ${id}, ?2) ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label`)
    .bind('id' in track ? track.id : track.url_segment, label);
}
