// The SQL behind the chat's recognition of names (chat/recognise/): which word sequences of a
// sentence are the name of a track or an area, read from the normalised suggestion labels
// (search_labels, spec section 5's form, accents folded). A world of 200,000 tracks is never
// loaded: every sequence is a range on the label index, and only labels that begin with it
// are read.
import type { Db } from '../env';
import type { Surface } from '../../src-shared/enums';
import { labelOf, type LabelRow } from './track-labels';
import type { NameHit, TrackHit } from '../recognise/gazetteer';
import { slipCorrections } from './search';

/** A hit as read: its label's parts and whether its length is final (db/track-labels.ts labelOf), flags as stored. */
interface Naming extends LabelRow {
  finalized: number | null;
  indoors: number | null;
  length: number | null;
  surface: Surface | null;
}
type NameRow = Omit<NameHit, 'indoors' | 'trackLabel'> & Naming;
type TrackRow = Omit<TrackHit, 'indoors' | 'trackLabel'> & Naming;

/** A hit as the recogniser reads it: the track's label made here, at the SQL boundary. */
function withTraits<Row extends Naming & { name: string | null; lat: number | null; lng: number | null }>(row: Row) {
  const { facility, locality, twin, area_level, area_lat, area_lng, finalized, ...rest } = row;
  const naming = { facility, locality, twin, area_level, area_lat, area_lng };
  return {
    ...rest,
    indoors: row.indoors === null ? null : row.indoors === 1,
    trackLabel:
      finalized === null || row.lat === null || row.lng === null
        ? null
        : labelOf({ ...row, ...naming, finalized, center_lat: row.lat, center_lng: row.lng }),
  };
}
const toNameHit = (row: NameRow): NameHit => (row.kind === 'area' ? { ...withTraits(row), trackLabel: null } : withTraits(row));
const toTrackHit = (row: TrackRow): TrackHit => withTraits(row) as TrackHit;

/** Reads a track `t`'s label parts in its area `ta` (the chat names a candidate as the lists do). */
const NAMING_COLUMNS =
  't.finalized, l.facility, l.locality, l.twin, ta.level AS area_level, ta.center_lat AS area_lat, ta.center_lng AS area_lng';
const NAMING_JOIN = 'LEFT JOIN track_labels l ON l.track_id = t.id';

/** Labels read per sentence at most; a sentence of common words may begin thousands. */
const MAX_HITS = 2000;
/** Labels read for a name with a typing slip: those sharing its first letters. */
const MAX_SLIP_HITS = 500;

const HIT_COLUMNS = `s.kind, s.id, s.label,
         CASE s.kind WHEN 'track' THEN t.name ELSE ar.name END AS name,
         ar.level AS level,
         CASE s.kind WHEN 'track' THEN ta.url_segment ELSE ar.url_segment END AS segment,
         t.url_segment AS track_segment, ta.name AS area_name,
         CASE s.kind WHEN 'track' THEN t.center_lat ELSE ar.center_lat END AS lat,
         CASE s.kind WHEN 'track' THEN t.center_lng ELSE ar.center_lng END AS lng,
         t.indoors, t.length, t.surface, ${NAMING_COLUMNS}`;
const HIT_JOINS = `LEFT JOIN tracks t ON s.kind = 'track' AND t.id = s.id
       LEFT JOIN areas ta ON ta.id = t.area_id ${NAMING_JOIN}
       LEFT JOIN areas ar ON s.kind = 'area' AND ar.id = s.id`;

/**
 * Labels equal to a sequence or beginning with it and a space, for every sequence at once (one
 * bound JSON list: D1 allows 100 parameters). A track's label is its name then its area's, an
 * area's its name then its parent's; the length test keeps the labels whose own name is the
 * whole sequence (folding accents keeps a name's length), so "pista de atletismo" finds the
 * tracks called that and not "Pista de Atletismo do Paranoá". The caller still compares names.
 */
export async function namesBeginning(db: Db, grams: readonly string[]): Promise<NameHit[]> {
  if (grams.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT g.value AS gram, ${HIT_COLUMNS}
       FROM json_each(?1) g
       JOIN search_labels s ON s.label >= g.value AND s.label <= g.value || ' ' || char(1114111)
       ${HIT_JOINS}
       LEFT JOIN areas ap ON ap.id = ar.parent_id
       WHERE (s.kind = 'area' OR t.permanently_removed = 0)
         AND (s.label = g.value
           OR (s.kind = 'track' AND length(s.label) = length(g.value) + 1 + length(ta.name))
           OR (s.kind = 'area' AND length(s.label) = length(g.value) + 1 + length(ap.name)))
       LIMIT ${MAX_HITS}`,
    )
    .bind(JSON.stringify(grams))
    .all<NameRow>();
  return results.map(toNameHit);
}

/**
 * Labels that begin with the given letters (a range on the label index), for names typed with
 * a slip ("Curitba"): the caller compares each name with what was typed.
 */
export async function namesStartingWith(db: Db, letters: string): Promise<NameHit[]> {
  const { results } = await db
    .prepare(
      `SELECT ?1 AS gram, ${HIT_COLUMNS}
       FROM search_labels s ${HIT_JOINS}
       WHERE s.label >= ?1 AND s.label < ?1 || char(1114111) AND (s.kind = 'area' OR t.permanently_removed = 0)
       LIMIT ${MAX_SLIP_HITS}`,
    )
    .bind(letters)
    .all<NameRow>();
  return results.map(toNameHit);
}

/**
 * Tracks whose label contains every word: a scan of the labels, as the search box's own
 * suggestions are (db/search.ts), so it runs only when no whole name was recognised.
 */
export async function tracksContaining(db: Db, words: readonly string[], limit: number): Promise<TrackHit[]> {
  if (words.length === 0) return [];
  const everyWord = words.map((_, i) => `instr(s.label, ?${i + 2}) > 0`).join(' AND ');
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name, ta.url_segment AS segment, t.url_segment AS track_segment, ta.name AS area_name, t.center_lat AS lat, t.center_lng AS lng,
         t.indoors, t.length, t.surface, ${NAMING_COLUMNS}
       FROM search_labels s JOIN tracks t ON t.id = s.id LEFT JOIN areas ta ON ta.id = t.area_id ${NAMING_JOIN}
       WHERE s.kind = 'track' AND ${everyWord} AND t.permanently_removed = 0
       ORDER BY s.id LIMIT ?1`,
    )
    .bind(limit, ...words)
    .all<TrackRow>();
  return results.map(toTrackHit);
}

/**
 * The areas known by other names (normalised) among the given texts: each name found, with the
 * ids of the areas that bear it, on the name index.
 */
export async function areasByOtherNames(db: Db, names: readonly string[]): Promise<{ name: string; ids: number[] }[]> {
  if (names.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT name, json_group_array(DISTINCT id) AS ids FROM search_other_names
       WHERE kind = 'area' AND name IN (SELECT value FROM json_each(?1)) GROUP BY name`,
    )
    .bind(JSON.stringify([...new Set(names)]))
    .all<{ name: string; ids: string }>();
  return results.map((r) => ({ name: r.name, ids: JSON.parse(r.ids) as number[] }));
}

/**
 * For each word (normalised) that no name holds as typed, the words names hold one typing slip
 * away from it (search_word_slips, as "Did you mean" corrects them): none when it is no slip.
 */
export const wordsOneSlipAway = (db: Db, words: readonly string[]): Promise<Map<string, string[]>> => slipCorrections(db, words);
