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
import { namesTellingWhy, readingMatches, readTerm, requiredWords, type TermReading } from '../../src-shared/search-reading';
import { oneSlipApart, slipKeys, slipWords, wordSlipRows } from '../../src-shared/search-slips';
import type { Surface } from '../../src-shared/enums';
import type { TrackFilter } from '../../src-shared/track-filter';
import { ALSO_KNOWN_AS_MIN_LENGTH, COMPLETE_UP_TO, DID_YOU_MEAN_UP_TO, SUGGESTIONS_PER_TAB } from '../../src-shared/suggestion-lists';
import { filterSql, type ZoneClocks } from './track-filter';
import { notGoneSql } from './tracks';
import { trackName } from '../../src-shared/track-name';
import { LABEL_COLUMNS, LABEL_JOIN, labelOf, type LabelRow } from './track-labels';
import type { TracksTable } from './tables';

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
type TrackRow = LabelRow &
  Pick<TracksTable, 'id' | 'name' | 'url_segment' | 'center_lat' | 'center_lng' | 'indoors' | 'length' | 'finalized'> & {
    surface: Surface | null;
    area: string | null;
    label: string;
    own: string;
  };

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
 * The Track tab, never with a withdrawn track or one removed for good (db/tracks.ts notGoneSql:
 * tested on the label's id, without reading the track); a filter of the map (open now, free, public, lit, indoor) keeps
 * only the tracks it keeps there.
 */
function trackTab(filter: TrackFilter, zones: ZoneClocks | null, p: Params): Tab<TrackRow> {
  const f = filterSql(filter, zones, p.values.length + 1);
  f.params.forEach((value) => p.add(value));
  return {
    kind: 'track',
    matchFrom: `search_labels s${f.where ? ` JOIN tracks t ON t.id = s.id ${f.accessJoin}` : ''}`,
    listFrom: `SELECT t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng, t.indoors, t.length, t.surface, t.finalized, ${LABEL_COLUMNS}, s.label, COALESCE(n.name, s.label) AS own
      FROM search_labels s JOIN tracks t ON t.id = s.id ${f.accessJoin} LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN}
      LEFT JOIN search_names n ON n.kind = 'track' AND n.id = s.id
      WHERE s.kind = 'track'`,
    filter: { where: ` AND ${notGoneSql('s.id')}${f.where}`, params: f.params },
    order: (nearness) => `${nearness ? `${nearness}, ` : ''}s.label, s.id`,
    center: ['t.center_lat', 't.center_lng'],
    item: trackItem,
  };
}

/**
 * Conditions joined by AND (or OR) as a balanced tree. SQLite refuses an expression nested more
 * than 100 deep, and a chain of one test per word nests as deep as the term is long; the tree
 * nests as deep as the logarithm of it.
 */
function joined(conditions: readonly string[], operator: 'AND' | 'OR'): string {
  if (conditions.length === 0) return operator === 'AND' ? '1' : '0';
  if (conditions.length === 1) return conditions[0]!;
  const half = Math.ceil(conditions.length / 2);
  return `(${joined(conditions.slice(0, half), operator)} ${operator} ${joined(conditions.slice(half), operator)})`;
}
const allOf = (conditions: readonly string[]) => joined(conditions, 'AND');
const anyOf = (conditions: readonly string[]) => joined(conditions, 'OR');

/** "The label holds the word", for a word's parameter. */
const holds = (param: string) => `instr(s.label, ${param}) > 0`;

/**
 * A term's reading (src-shared/search-reading.ts) as bound parameters: each distinct word and
 * term once, added as a statement first uses it (D1 refuses values a statement does not use).
 */
interface BoundReading {
  reading: TermReading;
  word: (word: string) => string;
  term: () => string;
  placeTerm: () => string;
  namedTerm: () => string;
}

function bindReading(p: Params, reading: TermReading): BoundReading {
  const params = new Map<string, string>();
  const once = (key: string, value: string) => {
    if (!params.has(key)) params.set(key, p.add(value));
    return params.get(key)!;
  };
  return {
    reading,
    word: (w) => once(`word:${w}`, w),
    term: () => once('term', reading.term),
    placeTerm: () => once('place', reading.place?.term ?? reading.term),
    namedTerm: () => once('named', reading.named?.term ?? reading.term),
  };
}

/** The label holds every word the reading requires: it is listed. */
const matchSql = (b: BoundReading) => allOf(requiredWords(b.reading).map((w) => holds(b.word(w))));
/** The label holds every word of the term, as the spec's rule asks: it is listed first. */
const everyWordSql = (b: BoundReading) => allOf(b.reading.words.map((w) => holds(b.word(w))));

/** src-shared/search-rank.ts matchTier, for a term's and its words' parameters. */
function matchTierSql(term: string, wordParams: readonly string[]): string {
  const own = 'COALESCE(n.name, s.label)';
  const wordStarts = allOf(wordParams.map((w) => `instr(' ' || s.label, ' ' || ${w}) > 0`));
  return `CASE WHEN ${own} = ${term} THEN 0 WHEN instr(${own}, ${term}) = 1 THEN 1 WHEN ${wordStarts} THEN 2 ELSE 3 END`;
}

/** src-shared/search-rank.ts readingTier: the rule's matches by the term, then those that hold what it names, then the place's. */
function tierSql(b: BoundReading): string {
  const strict = matchTierSql(b.term(), b.reading.words.map(b.word));
  const { place, named } = b.reading;
  if (!place) return strict;
  const byName = named
    ? ` WHEN ${allOf(named.words.map((w) => holds(b.word(w))))} THEN 4 + ${matchTierSql(b.namedTerm(), named.words.map(b.word))}`
    : '';
  return `CASE WHEN ${everyWordSql(b)} THEN ${strict}${byName} ELSE 8 + ${matchTierSql(b.placeTerm(), place.words.map(b.word))} END`;
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
 * sort of every match (the previews of a key rank 72 such lists). A term read around a place
 * (issue 36) adds those whose name starts with the place.
 */
export const RANKED_IN_FULL_UP_TO = 500;

/** The ranked list of a tab's matches for a term's reading, first `limit`. */
function rankedList<Row>(db: Db, makeTab: (p: Params) => Tab<Row>, reading: TermReading, near: Near | null, limit: number) {
  const p = new Params();
  const b = bindReading(p, reading);
  const tab = makeTab(p);
  const order = tab.order(nearnessSql(near, tab.center, p));
  const tests = ` AND ${matchSql(b)}${tab.filter.where}`;
  // A name that starts with the term (or the place) holds each of its words; the outer tests apply the filter.
  const startingWith = (term: string) => `SELECT id FROM (SELECT sn.id FROM search_names sn
        WHERE sn.kind = '${tab.kind}' AND sn.name >= ${term} AND sn.name < ${term} || char(1114111) LIMIT ${COMPLETE_UP_TO})`;
  // Read around a place, the rule's own matches are among these when there are at most 500
  // matches (they rank first); with more, those among the first 500, as for any term with many.
  const first = `SELECT id FROM (SELECT s.id FROM ${matchesFrom(tab)}${tests} LIMIT ${RANKED_IN_FULL_UP_TO})`;
  const candidates = [startingWith(b.term()), first, ...(reading.place ? [startingWith(b.placeTerm())] : [])].join(' UNION ');
  return db
    .prepare(`${tab.listFrom} AND s.id IN (${candidates})${tests} ORDER BY ${tierSql(b)}, ${order} LIMIT ${limit}`)
    .bind(...p.values);
}

/** The total and the first 12 (every match, when there are few) in one round trip. */
async function suggestTab<Row>(
  db: Db,
  words: readonly string[],
  makeTab: (p: Params) => Tab<Row>,
  near: Near | null,
): Promise<SuggestionTab> {
  const reading = readTerm(words);
  const p = new Params();
  const b = bindReading(p, reading);
  const tab = makeTab(p);
  const [counted, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM ${matchesFrom(tab)} AND ${matchSql(b)}${tab.filter.where}`).bind(...p.values),
    rankedList(db, makeTab, reading, near, COMPLETE_UP_TO),
  ]);
  const total = (counted!.results[0] as { total: number }).total;
  const rows = (list!.results as Row[]).map(tab.item);
  return { total, items: total <= COMPLETE_UP_TO ? rows : rows.slice(0, SUGGESTIONS_PER_TAB) };
}

export const suggestAreas = (db: Db, words: readonly string[], near: Near | null = null) => suggestTab(db, words, areaTab, near);

export const suggestTracks = (
  db: Db,
  words: readonly string[],
  filter: TrackFilter = {},
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
 * Continuations whose labels must hold the same words but the grown one, which are counted in
 * one pass: usually all of them (the term's words), but a continuation may read differently
 * around a place ("edinburgh" then "edinburgh i": "i" says where; "running track " then
 * "running track e": the place is "e").
 */
interface NextGroup {
  fixed: string[];
  /** Each continuation's index, and its grown word when its labels must hold it. */
  members: { i: number; grown: string | null }[];
}

function nextGroups(next: ReturnType<typeof continuations>): NextGroup[] {
  const groups = new Map<string, NextGroup>();
  next.forEach((n, i) => {
    const required = requiredWords(readTerm(n.words));
    const grown = n.words.at(-1)!;
    const fixed = required.filter((w) => w !== grown);
    const key = JSON.stringify([...new Set(fixed)].sort());
    const group = groups.get(key) ?? { fixed, members: [] };
    group.members.push({ i, grown: required.includes(grown) ? grown : null });
    groups.set(key, group);
  });
  return [...groups.values()];
}

/**
 * One tab of every continuation's answer. The totals come from one pass over the labels that
 * hold the words the continuations share (one pass per group of them). The first 12 of a
 * continuation with many matches come from a ranked query of its own; the continuations of a
 * group with few matches (rare letters) share one pass that reads all their rows, ranked here by
 * the same order.
 */
async function nextTab<Row extends { label: string }>(
  db: Db,
  next: ReturnType<typeof continuations>,
  makeTab: (p: Params) => Tab<Row>,
  near: Near | null,
): Promise<SuggestionTab[]> {
  const groups = nextGroups(next);
  const counts = await db.batch(
    groups.map((group) => {
      const p = new Params();
      const fixed = group.fixed.map((w) => holds(p.add(w)));
      const sums = group.members
        .map(({ grown }, j) => (grown === null ? `COUNT(*) AS n${j}` : `SUM(${holds(p.add(grown))}) AS n${j}`))
        .join(', ');
      const tab = makeTab(p);
      return db.prepare(`SELECT ${sums} FROM ${matchesFrom(tab)} AND ${allOf(fixed)}${tab.filter.where}`).bind(...p.values);
    }),
  );
  const totals: number[] = new Array(next.length).fill(0);
  groups.forEach((group, g) => {
    const counted = counts[g]!.results[0] as Record<string, number | null> | undefined;
    group.members.forEach(({ i }, j) => (totals[i] = counted?.[`n${j}`] ?? 0));
  });
  const many = next.map((n, i) => ({ n, i })).filter(({ i }) => totals[i]! > COMPLETE_UP_TO);
  const statements = many.map(({ n }) => rankedList(db, makeTab, readTerm(n.words), near, SUGGESTIONS_PER_TAB));
  const fewOf = groups
    .map((group) => group.members.filter(({ i }) => totals[i]! > 0 && totals[i]! <= COMPLETE_UP_TO))
    .map((members, g) => ({ members, fixed: groups[g]!.fixed }))
    .filter(({ members }) => members.length > 0);
  for (const { members, fixed } of fewOf) {
    const q = new Params();
    const fixedTests = fixed.map((w) => holds(q.add(w)));
    // A continuation that does not need its grown word takes every row of the group.
    const grown = members.some((m) => m.grown === null) ? [] : [anyOf(members.map((m) => holds(q.add(m.grown!))))];
    const fewTab = makeTab(q);
    const rows = members.reduce((sum, { i }) => sum + totals[i]!, 0);
    statements.push(
      db.prepare(`${fewTab.listFrom} AND ${allOf([...fixedTests, ...grown])}${fewTab.filter.where} LIMIT ${rows}`).bind(...q.values),
    );
  }
  const results = statements.length ? await db.batch(statements) : [];
  const tab = makeTab(new Params());
  const items = new Map<number, SearchSuggestion[]>(many.map(({ i }, j) => [i, (results[j]!.results as Row[]).map(tab.item)]));
  fewOf.forEach(({ members }, k) => {
    const fewRows = results[many.length + k]!.results as Row[];
    for (const { i } of members) {
      const reading = readTerm(next[i]!.words);
      const matching = fewRows.filter((row) => readingMatches(row.label, reading)).map(tab.item);
      items.set(i, rankSuggestions(matching, reading.term, near).slice(0, SUGGESTIONS_PER_TAB));
    }
  });
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
  filter: TrackFilter,
  zones: ZoneClocks | null,
  near: Near | null,
): Promise<Suggestions[]> {
  const next = continuations(words, newWord);
  const [areas, tracks] = await Promise.all([nextTab(db, next, areaTab, near), nextTab(db, next, (p) => trackTab(filter, zones, p), near)]);
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
export async function slipCorrections(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
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

/** An entry found by its other names, and all of them. */
interface NamedRow {
  kind: 'area' | 'track';
  id: number;
  names: string[];
  label: string;
}

/** Its other names that tell why the entry is offered (none: it is not), in name order. */
const namesWhy = (row: NamedRow, reading: TermReading) => namesTellingWhy([...new Set(row.names)].sort(), row.label, reading);

/** The entries (each with names that tell why), as suggestions with those names, ranked as if the first were their own. */
async function offeredByOtherNames(db: Db, rows: NamedRow[], reading: TermReading, near: Near | null): Promise<DidYouMeanItem[]> {
  const why = new Map(rows.map((row) => [`${row.kind}:${row.id}`, namesWhy(row, reading)]));
  const found = (await entriesByIds(db, rows)).map((item) => ({ ...item, alsoKnownAs: why.get(`${item.kind}:${item.id}`)! }));
  return rankByOtherName(found, firstAlsoKnownAs, reading.term, near);
}

/**
 * "Did you mean" (issue 22), asked when the spec's rule matched nothing: up to five areas and
 * tracks whose other names hold every word (or hold some and the label the rest: "ibirapuera
 * sao paulo"), then those whose label holds the term with one typing slip per word corrected.
 * A term read around a place (issue 36) asks this of its place's words ("pista butanta"); when
 * none of this finds anything, of its place without its last or first word (`widen`).
 * Each way's finds are ranked by src-shared/search-rank.ts; other names come first.
 */
export async function didYouMean(db: Db, words: readonly string[], near: Near | null, widen = true): Promise<DidYouMeanItem[]> {
  if (words.length === 0) return [];
  const reading = readTerm(words);
  const required = requiredWords(reading);
  const { results: named } = await db
    .prepare(
      `SELECT o.kind, o.id, json_group_array(o.name) AS names, s.label FROM search_other_names o
       JOIN search_labels s ON s.kind = o.kind AND s.id = o.id
       WHERE ${anyOf(required.map((_, i) => `instr(o.name, ?${i + 1}) > 0`))} GROUP BY o.kind, o.id LIMIT ${DID_YOU_MEAN_CANDIDATES * 4}`,
    )
    .bind(...required)
    .all<{ kind: 'area' | 'track'; id: number; names: string; label: string }>();
  const byOtherName = named
    .map((row) => ({ ...row, names: JSON.parse(row.names) as string[] }))
    .filter((row) => namesWhy(row, reading).length > 0)
    .slice(0, DID_YOU_MEAN_CANDIDATES);

  let corrected: DidYouMeanItem[] = [];
  // A term that only says what is sought names no place typed with a slip ("pista perto de mim": not Perth).
  if (byOtherName.length < DID_YOU_MEAN_UP_TO && !reading.soughtOnly) {
    const corrections = await slipCorrections(db, required);
    // Each word with a correction takes its corrections in turn; the others stay as typed.
    const choices = required.map((w) => corrections.get(w)?.slice(0, 3) ?? [w]);
    if (corrections.size > 0 && choices.every((c) => c.length > 0)) {
      const terms = choices.reduce<string[][]>((acc, options) => acc.flatMap((t) => options.map((o) => [...t, o])), [[]]).slice(0, 4);
      const lists = await db.batch(
        terms.flatMap((t) => [
          rankedList(db, areaTab, readTerm(t), near, DID_YOU_MEAN_UP_TO),
          rankedList(db, (p) => trackTab({}, null, p), readTerm(t), near, DID_YOU_MEAN_UP_TO),
        ]),
      );
      corrected = terms.flatMap((t, i) => rankSuggestions(entriesOf(lists[2 * i]!, lists[2 * i + 1]!), t.join(' '), near));
    }
  }
  const seen = new Set<string>();
  const offered = [...(await offeredByOtherNames(db, byOtherName, reading, near)), ...corrected]
    .filter((item) => {
      const key = `${item.kind}:${item.id}`;
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, DID_YOU_MEAN_UP_TO);
  if (offered.length > 0 || !widen || reading.soughtOnly || required.length < 2) return offered;
  // Nothing holds every word of the place: what holds all but its last word, or its first, by
  // label or in the same ways ("glasgow schottland": Glasgow, whose region is Schottland in German).
  for (const fewer of [required.slice(0, -1), required.slice(1)]) {
    const shorter = readTerm(fewer);
    const [areas, tracks] = await db.batch([
      rankedList(db, areaTab, shorter, near, DID_YOU_MEAN_UP_TO),
      rankedList(db, (p) => trackTab({}, null, p), shorter, near, DID_YOU_MEAN_UP_TO),
    ]);
    const listed = rankSuggestions(entriesOf(areas!, tracks!), shorter.term, near);
    const wider = listed.length > 0 ? listed : await didYouMean(db, fewer, near, false);
    if (wider.length > 0) return wider.slice(0, DID_YOU_MEAN_UP_TO);
  }
  return [];
}

/** How many lookups by name start alsoKnownAs makes: the term, the place, and its longest words. */
const NAME_START_LOOKUPS = 6;

/**
 * Areas and tracks one of whose other names starts with the term, the place it names or one of
 * its words, while the rule's matches are other places: "brasil" is Brazil's name in Portuguese,
 * and the rule finds only Brasília; "pista morumbi" finds the tracks whose suburb is Morumbi. The
 * other names and label of each must hold every word the reading requires. Read on the name
 * index, never a scan; each carries its other names that tell why (alsoKnownAs), so the device
 * narrows them as a longer term is typed. A client shows those the rule does not match.
 */
export async function alsoKnownAs(db: Db, words: readonly string[], near: Near | null): Promise<DidYouMeanItem[]> {
  const reading = readTerm(words);
  const byLength = [...requiredWords(reading)].sort((a, b) => b.length - a.length);
  const lookups = [...new Set([reading.term, reading.place?.term ?? reading.term, ...byLength])]
    .filter((t) => [...t].length >= ALSO_KNOWN_AS_MIN_LENGTH)
    .slice(0, NAME_START_LOOKUPS);
  if (lookups.length === 0) return [];
  const startingWith = lookups
    .map(
      (_, i) =>
        `SELECT kind, id FROM (SELECT kind, id FROM search_other_names WHERE name >= ?${i + 1} AND name < ?${i + 1} || char(1114111) LIMIT ${DID_YOU_MEAN_CANDIDATES})`,
    )
    .join(' UNION ');
  const { results } = await db
    .prepare(
      `SELECT o.kind, o.id, json_group_array(o.name) AS names, s.label FROM (${startingWith}) f
       JOIN search_other_names o ON o.kind = f.kind AND o.id = f.id JOIN search_labels s ON s.kind = f.kind AND s.id = f.id
       GROUP BY o.kind, o.id`,
    )
    .bind(...lookups)
    .all<{ kind: 'area' | 'track'; id: number; names: string; label: string }>();
  const rows = results
    .map((row) => ({ ...row, names: JSON.parse(row.names) as string[] }))
    .filter((row) => namesWhy(row, reading).length > 0)
    .slice(0, DID_YOU_MEAN_CANDIDATES);
  if (rows.length === 0) return [];
  // Entries the rule matches too stay listed: a longer term the device narrows to may not match them.
  // All of them (up to 50), so the device can narrow them as the runner types on; it shows the first 5.
  return offeredByOtherNames(db, rows, reading, near);
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
