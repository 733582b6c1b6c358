// SQL for the search box (spec section 5, issue 22): suggestions matched against the stored
// normalised labels and ranked. instr() is a plain substring test, the rule's "contains every
// word", with no pattern-length limit (D1 refuses LIKE patterns over 50 bytes) and no wildcard
// characters to escape. The order is src-shared/search-rank.ts written in SQL (a Worker test holds
// the two together): how the term meets the own name (search_names), towns before regions before
// countries, more tracks first (area_counts), nearer first, then label and id.
import type { Db } from '../env';
import type { SearchSuggestion, Suggestions, SuggestionTab } from '../../src-shared/api-types';
import { areaLabel, normalisedTrackLabel, trackLabel } from '../../src-shared/search-labels';
import { firstAlsoKnownAs, rankByOtherName, rankSuggestions, type Near } from '../../src-shared/search-rank';
import { oneSlipApart, slipKeys, slipWords, wordSlipRows } from '../../src-shared/search-slips';
import type { Surface } from '../../src-shared/enums';
import type { MapFilter } from '../../src-shared/map-filters';
import { ALSO_KNOWN_AS_MIN_LENGTH, COMPLETE_UP_TO, DID_YOU_MEAN_UP_TO, SUGGESTIONS_PER_TAB } from '../../src-shared/suggestion-lists';
import { filterSql, type ZoneClocks } from './map';
import { notWithdrawnSql } from './tracks';
import { trackName } from '../../src-shared/track-name';
import { LABEL_COLUMNS, LABEL_JOIN, labelOf, type LabelRow } from './track-labels';

/** The characters a term's continuations are previewed for (suggestNext): what names are mostly typed with. */
export const NEXT_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** Bound values, numbered as a statement's text takes them. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

type DidYouMeanItem = Suggestions['didYouMean'][number];

/** Each row carries its normalised label, for suggestNext to tell which continuations it matches. */
interface AreaRow {
  id: number;
  name: string;
  parent_area: string | null;
  level: number;
  center_lat: number | null;
  center_lng: number | null;
  num_tracks: number;
  label: string;
  own: string;
}
interface TrackRow extends LabelRow {
  id: number;
  name: string | null;
  url_segment: string;
  area: string | null;
  center_lat: number;
  center_lng: number;
  indoors: number | null;
  length: number | null;
  surface: Surface | null;
  finalized: number;
  label: string;
  own: string;
}

const areaItem = (r: AreaRow): SearchSuggestion => ({
  id: r.id,
  label: areaLabel(r.name, r.parent_area),
  normalizedLabel: r.label,
  normalizedName: r.own,
  level: r.level,
  numTracks: r.num_tracks,
  ...(r.center_lat !== null && r.center_lng !== null ? { center: [r.center_lat, r.center_lng] as [number, number] } : {}),
});

/** A track is listed by what it is called (its own name, else its label: src-shared/track-name.ts). */
const trackItem = (r: TrackRow): SearchSuggestion => {
  const called = { name: r.name, label: labelOf(r) };
  return {
    id: r.id,
    label: trackLabel(trackName(called), r.area),
    normalizedLabel: r.label,
    normalizedName: r.own,
    center: [r.center_lat, r.center_lng],
    url: `/track/${r.url_segment}`,
    indoors: r.indoors === null ? null : r.indoors === 1,
    length: r.length,
    surface: r.surface,
    // The parts of a label, so a client says it in the reader's language.
    ...(called.label ? { name: r.name, area: r.area, trackLabel: called.label } : {}),
  };
};

/** What one tab's statements need: the rows' tables, the filter's tests, the order's terms. */
interface Tab<Row> {
  kind: 'area' | 'track';
  /** The tables the matches are read from: the labels, and the tracks only when a filter asks about them. */
  matchFrom: string;
  /** SELECT ... FROM ... WHERE for listing, with the own name as `own`. */
  listFrom: string;
  /** The tests a filter adds, and its values (bound after the words). */
  filter: { where: string; params: unknown[] };
  /** The columns the order reads after the match tier. */
  order: (nearness: string | null) => string;
  center: [lat: string, lng: string];
  item: (row: Row) => SearchSuggestion;
}

const areaTab = (): Tab<AreaRow> => ({
  kind: 'area',
  matchFrom: 'search_labels s',
  listFrom: `SELECT a.id, a.name, p.name AS parent_area, a.level, a.center_lat, a.center_lng, COALESCE(c.num_tracks, 0) AS num_tracks, s.label, COALESCE(n.name, s.label) AS own
      FROM search_labels s JOIN areas a ON a.id = s.id LEFT JOIN areas p ON p.id = a.parent_id
      LEFT JOIN search_names n ON n.kind = 'area' AND n.id = s.id LEFT JOIN area_counts c ON c.area_id = a.id
      WHERE s.kind = 'area'`,
  filter: { where: '', params: [] },
  order: (nearness) => `a.level DESC, num_tracks DESC, ${nearness ? `${nearness} IS NULL, ${nearness}, ` : ''}s.label, s.id`,
  center: ['a.center_lat', 'a.center_lng'],
  item: areaItem,
});

/**
 * The Track tab, never with a withdrawn track (db/tracks.ts WITHDRAWN: tested on the label's id,
 * without reading the track); a filter of the map (open now, free, public, lit, indoor) keeps
 * only the tracks it keeps there.
 */
function trackTab(filter: MapFilter, zones: ZoneClocks | null, p: Params): Tab<TrackRow> {
  const f = filterSql(filter, zones, p.values.length + 1);
  f.params.forEach((value) => p.add(value));
  return {
    kind: 'track',
    matchFrom: `search_labels s${f.where ? ` JOIN tracks t ON t.id = s.id ${f.join}` : ''}`,
    listFrom: `SELECT t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng, t.indoors, t.length, t.surface, t.finalized, ${LABEL_COLUMNS}, s.label, COALESCE(n.name, s.label) AS own
      FROM search_labels s JOIN tracks t ON t.id = s.id ${f.join} LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN}
      LEFT JOIN search_names n ON n.kind = 'track' AND n.id = s.id
      WHERE s.kind = 'track'`,
    filter: { where: ` AND ${notWithdrawnSql('s.id')}${f.where}`, params: f.params },
    order: (nearness) => `${nearness ? `${nearness}, ` : ''}s.label, s.id`,
    center: ['t.center_lat', 't.center_lng'],
    item: trackItem,
  };
}

/** "Contains every word" for the words' parameters. */
const everyWordSql = (wordParams: readonly string[]) => wordParams.map((w) => ` AND instr(s.label, ${w}) > 0`).join('');

/** The match tier of src-shared/search-rank.ts matchTier. */
function tierSql(term: string, wordParams: readonly string[]): string {
  const own = 'COALESCE(n.name, s.label)';
  const wordStarts = wordParams.map((w) => `instr(' ' || s.label, ' ' || ${w}) > 0`).join(' AND ');
  return `CASE WHEN ${own} = ${term} THEN 0 WHEN instr(${own}, ${term}) = 1 THEN 1 WHEN ${wordStarts} THEN 2 ELSE 3 END`;
}

/** src-shared/search-rank.ts nearness, in the same operations. */
function nearnessSql(near: Near | null, [lat, lng]: [string, string], p: Params): string | null {
  if (!near) return null;
  const [nearLat, nearLng, cosLat] = [p.add(near.lat), p.add(near.lng), p.add(near.cosLat)];
  return `((${lat} - ${nearLat}) * (${lat} - ${nearLat}) + ((${lng} - ${nearLng}) * ${cosLat}) * ((${lng} - ${nearLng}) * ${cosLat}))`;
}

/** FROM ... WHERE of a tab's matches (before the word tests). */
const matchesFrom = (tab: Pick<Tab<unknown>, 'matchFrom' | 'kind'>) => `${tab.matchFrom} WHERE s.kind = '${tab.kind}'`;

/**
 * Matches are ranked in full up to this many. A term with more (one or two letters, at world
 * scale: 200,000 labels hold an "a") ranks the first COMPLETE_UP_TO whose own name starts with the
 * term (read in name order on the name index) and its first matches in id order: the first rows
 * of a list of 100,000 that the runner narrows with the next key, in a millisecond rather than a
 * sort of every match (the previews of a key rank 72 such lists).
 */
export const RANKED_IN_FULL_UP_TO = 500;

/** The ranked list of a tab's matches for words, first `limit`. */
function rankedList<Row>(db: Db, makeTab: (p: Params) => Tab<Row>, words: readonly string[], near: Near | null, limit: number) {
  const p = new Params();
  const wordParams = words.map((w) => p.add(w));
  const tab = makeTab(p);
  const term = p.add(words.join(' '));
  const order = tab.order(nearnessSql(near, tab.center, p));
  const tests = `${everyWordSql(wordParams)}${tab.filter.where}`;
  // A name that starts with the term holds each of its words; the outer tests apply the filter.
  const candidates = `SELECT id FROM (SELECT sn.id FROM search_names sn
        WHERE sn.kind = '${tab.kind}' AND sn.name >= ${term} AND sn.name < ${term} || char(1114111) LIMIT ${COMPLETE_UP_TO})
      UNION SELECT id FROM (SELECT s.id FROM ${matchesFrom(tab)}${tests} LIMIT ${RANKED_IN_FULL_UP_TO})`;
  return db
    .prepare(`${tab.listFrom} AND s.id IN (${candidates})${tests} ORDER BY ${tierSql(term, wordParams)}, ${order} LIMIT ${limit}`)
    .bind(...p.values);
}

/** The total and the first 12 (every match, when there are few) in one round trip. */
async function suggestTab<Row>(
  db: Db,
  words: readonly string[],
  makeTab: (p: Params) => Tab<Row>,
  near: Near | null,
): Promise<SuggestionTab> {
  const p = new Params();
  const wordParams = words.map((w) => p.add(w));
  const tab = makeTab(p);
  const [counted, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM ${matchesFrom(tab)}${everyWordSql(wordParams)}${tab.filter.where}`).bind(...p.values),
    rankedList(db, makeTab, words, near, COMPLETE_UP_TO),
  ]);
  const total = (counted!.results[0] as { total: number }).total;
  const rows = (list!.results as Row[]).map(tab.item);
  return { total, items: total <= COMPLETE_UP_TO ? rows : rows.slice(0, SUGGESTIONS_PER_TAB) };
}

export const suggestAreas = (db: Db, words: readonly string[], near: Near | null = null) => suggestTab(db, words, areaTab, near);

export const suggestTracks = (
  db: Db,
  words: readonly string[],
  filter: MapFilter = {},
  zones: ZoneClocks | null = null,
  near: Near | null = null,
) => suggestTab(db, words, (p) => trackTab(filter, zones, p), near);

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
 * many matches come from a ranked query of its own; the continuations with few matches (rare
 * letters) share one pass that reads all their rows, ranked here by the same order.
 */
async function nextTab<Row extends { label: string }>(
  db: Db,
  words: readonly string[],
  next: ReturnType<typeof continuations>,
  makeTab: (p: Params) => Tab<Row>,
  near: Near | null,
): Promise<SuggestionTab[]> {
  const p = new Params();
  const wordParams = words.map((w) => p.add(w));
  const grownParams = next.map((n) => p.add(n.words.at(-1)!));
  const tab = makeTab(p);
  const sums = grownParams.map((g, i) => `SUM(instr(s.label, ${g}) > 0) AS n${i}`).join(', ');
  const counted = await db
    .prepare(`SELECT ${sums} FROM ${matchesFrom(tab)}${everyWordSql(wordParams)}${tab.filter.where}`)
    .bind(...p.values)
    .first<Record<string, number | null>>();
  const totals = next.map((_, i) => counted?.[`n${i}`] ?? 0);
  const many = next.map((n, i) => ({ n, i })).filter(({ i }) => totals[i]! > COMPLETE_UP_TO);
  const few = next.map((n, i) => ({ n, i })).filter(({ i }) => totals[i]! > 0 && totals[i]! <= COMPLETE_UP_TO);
  const statements = many.map(({ n }) => rankedList(db, makeTab, n.words, near, SUGGESTIONS_PER_TAB));
  if (few.length) {
    const q = new Params();
    const fewWords = words.map((w) => q.add(w));
    const anyOf = few.map(({ n }) => `instr(s.label, ${q.add(n.words.at(-1)!)}) > 0`).join(' OR ');
    const fewTab = makeTab(q);
    const rows = few.reduce((sum, { i }) => sum + totals[i]!, 0);
    statements.push(
      db.prepare(`${fewTab.listFrom}${everyWordSql(fewWords)} AND (${anyOf})${fewTab.filter.where} LIMIT ${rows}`).bind(...q.values),
    );
  }
  const results = statements.length ? await db.batch(statements) : [];
  const items = new Map<number, SearchSuggestion[]>(many.map(({ i }, j) => [i, (results[j]!.results as Row[]).map(tab.item)]));
  const fewRows = few.length ? (results.at(-1)!.results as Row[]) : [];
  for (const { n, i } of few) {
    const grown = n.words.at(-1)!;
    const matching = fewRows.filter((row) => row.label.includes(grown)).map(tab.item);
    items.set(i, rankSuggestions(matching, n.words.join(' '), near).slice(0, SUGGESTIONS_PER_TAB));
  }
  return totals.map((total, i) => ({ total, items: items.get(i) ?? [] }));
}

/**
 * What the box would show for each character typed next (NEXT_CHARACTERS): each answer as
 * /api/suggest gives it, but with the first 12 items only. Asked while the runner is still
 * looking at the term, so the next key is answered on the device. A continuation that matches
 * nothing is answered without "Did you mean": the box asks for the full answer then.
 */
export async function suggestNext(
  db: Db,
  words: readonly string[],
  newWord: boolean,
  filter: MapFilter,
  zones: ZoneClocks | null,
  near: Near | null,
): Promise<Suggestions[]> {
  const next = continuations(words, newWord);
  const [areas, tracks] = await Promise.all([
    nextTab(db, words, next, areaTab, near),
    nextTab(db, words, next, (p) => trackTab(filter, zones, p), near),
  ]);
  return next.map((n, i) => ({ term: n.words.join(' '), areas: areas[i]!, tracks: tracks[i]!, didYouMean: [] }));
}

/** How many entries "Did you mean" reads per way of finding them, before ranking. */
const DID_YOU_MEAN_CANDIDATES = 50;

/** Areas and tracks by id, as suggestions, with their kind. */
async function entriesByIds(db: Db, ids: { kind: 'area' | 'track'; id: number }[]): Promise<DidYouMeanItem[]> {
  const of = (kind: 'area' | 'track') => JSON.stringify(ids.filter((e) => e.kind === kind).map((e) => e.id));
  const areas = areaTab();
  const tracks = trackTab({}, null, new Params());
  const [a, t] = await db.batch([
    db.prepare(`${areas.listFrom} AND s.id IN (SELECT value FROM json_each(?1))`).bind(of('area')),
    db.prepare(`${tracks.listFrom} AND s.id IN (SELECT value FROM json_each(?1))${tracks.filter.where}`).bind(of('track')),
  ]);
  return entriesOf(a!, t!);
}

/** The rows of an area list and a track list as "Did you mean" entries. */
const entriesOf = (areas: D1Result, tracks: D1Result): DidYouMeanItem[] => [
  ...(areas.results as AreaRow[]).map((r) => ({ ...areaItem(r), kind: 'area' as const })),
  ...(tracks.results as TrackRow[]).map((r) => ({ ...trackItem(r), kind: 'track' as const })),
];

/**
 * The words the site knows that are one typing slip away from a typed word (search_word_slips),
 * for each word of 4+ characters that no label or name holds as it is typed.
 */
async function slipCorrections(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const typed = slipWords(words.join(' '));
  if (typed.length === 0) return new Map();
  const keys = [...new Set(typed.flatMap(slipKeys))];
  const { results } = await db
    .prepare('SELECT DISTINCT slip, word FROM search_word_slips WHERE slip IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(keys))
    .all<{ slip: string; word: string }>();
  const known = new Set(results.map((r) => r.word));
  return new Map(typed.filter((w) => !known.has(w)).map((w) => [w, [...known].filter((k) => oneSlipApart(w, k)).sort()]));
}

/**
 * "Did you mean" (issue 22), asked when the spec's rule matched nothing: up to five areas and
 * tracks whose other names hold every word (or hold some and the label the rest: "ibirapuera
 * sao paulo"), then those whose label holds the term with one typing slip per word corrected.
 * Each way's finds are ranked by src-shared/search-rank.ts; other names come first.
 */
export async function didYouMean(db: Db, words: readonly string[], near: Near | null): Promise<DidYouMeanItem[]> {
  if (words.length === 0) return [];
  const anyWord = words.map((_, i) => `instr(o.name, ?${i + 1}) > 0`).join(' OR ');
  const { results: named } = await db
    .prepare(
      `SELECT o.kind, o.id, group_concat(o.name, ' | ') AS names, s.label FROM search_other_names o
       JOIN search_labels s ON s.kind = o.kind AND s.id = o.id
       WHERE ${anyWord} GROUP BY o.kind, o.id LIMIT ${DID_YOU_MEAN_CANDIDATES * 4}`,
    )
    .bind(...words)
    .all<{ kind: 'area' | 'track'; id: number; names: string; label: string }>();
  const byOtherName = named
    .filter((row) => words.every((w) => row.names.includes(w) || row.label.includes(w)))
    .slice(0, DID_YOU_MEAN_CANDIDATES);

  let corrected: DidYouMeanItem[] = [];
  if (byOtherName.length < DID_YOU_MEAN_UP_TO) {
    const corrections = await slipCorrections(db, words);
    // Each word with a correction takes its corrections in turn; the others stay as typed.
    const choices = words.map((w) => corrections.get(w)?.slice(0, 3) ?? [w]);
    if (corrections.size > 0 && choices.every((c) => c.length > 0)) {
      const terms = choices.reduce<string[][]>((acc, options) => acc.flatMap((t) => options.map((o) => [...t, o])), [[]]).slice(0, 4);
      const lists = await db.batch(
        terms.flatMap((t) => [
          rankedList(db, areaTab, t, near, DID_YOU_MEAN_UP_TO),
          rankedList(db, (p) => trackTab({}, null, p), t, near, DID_YOU_MEAN_UP_TO),
        ]),
      );
      corrected = terms.flatMap((t, i) => rankSuggestions(entriesOf(lists[2 * i]!, lists[2 * i + 1]!), t.join(' '), near));
    }
  }
  // An entry found by another name ranks by the one equal to the term, else starting with it.
  const term = words.join(' ');
  const namesOf = new Map(byOtherName.map((row) => [`${row.kind}:${row.id}`, row.names.split(' | ')]));
  const nameFor = (item: DidYouMeanItem) => {
    const names = namesOf.get(`${item.kind}:${item.id}`) ?? [];
    return names.find((n) => n === term) ?? names.find((n) => n.startsWith(term));
  };
  const seen = new Set<string>();
  return [...rankByOtherName(await entriesByIds(db, byOtherName), nameFor, term, near), ...corrected]
    .filter((item) => {
      const key = `${item.kind}:${item.id}`;
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, DID_YOU_MEAN_UP_TO);
}

/**
 * Areas and tracks one of whose other names starts with the term, while the rule's matches are
 * other places: "brasil" is Brazil's name in Portuguese, and the rule finds only Brasília. Read on
 * the name index; each carries the other names that start with the term (alsoKnownAs), so the
 * device narrows them as a longer term is typed. A client shows those the rule does not match.
 */
export async function alsoKnownAs(db: Db, words: readonly string[], near: Near | null): Promise<DidYouMeanItem[]> {
  const term = words.join(' ');
  if ([...term].length < ALSO_KNOWN_AS_MIN_LENGTH) return [];
  const { results } = await db
    .prepare(
      `SELECT o.kind, o.id, group_concat(o.name, '|') AS names FROM search_other_names o
       WHERE o.name >= ?1 AND o.name < ?1 || char(1114111) GROUP BY o.kind, o.id LIMIT ${DID_YOU_MEAN_CANDIDATES}`,
    )
    .bind(term)
    .all<{ kind: 'area' | 'track'; id: number; names: string }>();
  if (results.length === 0) return [];
  const namesOf = new Map(results.map((r) => [`${r.kind}:${r.id}`, [...new Set(r.names.split('|'))].sort()]));
  // Entries the rule matches too stay listed: a longer term the device narrows to may not match them.
  const found = (await entriesByIds(db, results)).map((item) => ({ ...item, alsoKnownAs: namesOf.get(`${item.kind}:${item.id}`)! }));
  // All of them (up to 50), so the device can narrow them as the runner types on; it shows the first 5.
  return rankByOtherName(found, firstAlsoKnownAs, term, near);
}

/** Append to a track write's batch; the track is given by id or, when inserted in the same batch, by segment. */
export function upsertTrackLabel(db: Db, track: { id: number } | { url_segment: string }, label: string): D1PreparedStatement {
  const id = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(
      `INSERT INTO search_labels (kind, id, label) VALUES ('track', ${id}, ?2) ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label`,
    )
    .bind('id' in track ? track.id : track.url_segment, label);
}

/** With the label, a track's own name (for the order) and the slips of its label's words (for "Did you mean"). */
export function trackNameWrites(
  db: Db,
  track: { id: number } | { url_segment: string },
  name: string | null,
  label: string,
): D1PreparedStatement[] {
  const id = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return [
    db
      .prepare(
        `INSERT INTO search_names (kind, id, name) VALUES ('track', ${id}, ?2) ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name`,
      )
      .bind('id' in track ? track.id : track.url_segment, normalisedTrackLabel(name, null)),
    db
      .prepare(
        "INSERT OR IGNORE INTO search_word_slips (slip, word) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1)",
      )
      .bind(JSON.stringify(wordSlipRows(label))),
  ];
}
