// SQL for the tracks table and its revisions.
import { verdictsOf } from './runner-answers';
import type { Db } from '../env';
import type { AreaRef, FeedbackItem, Track, TrackListEntry, TrackPhoto, TrackRevision } from '../../src-shared/api-types';
import type { ReportSource } from '../../src-shared/enums';
import { listVisibleComments } from './feedback';
import { listShownPhotos } from './photos';
import { areaOrBelowSql, displayNamesColumn, withDisplayNames } from './areas';
import type { EditableTrack, TrackEdit } from '../domain/track-edit';
import { EDITABLE_FIELDS } from '../domain/track-edit';
import { AMENITIES, type Confirmations } from '../../src-shared/access';
import { timeZoneAt } from '../../src-shared/time-zone';
import { holidayPlaceAt } from '../domain/hours-place';
import { parseConfirmations } from '../domain/track-access';
import { ACCESS_COLUMNS } from './track-access';
import { factsFromFacility, parseLentFacts, type WheelchairValue } from '../../src-shared/source-facts';
import { LABEL_COLUMNS, LABEL_JOIN, labelOf, type LabelledRow, type LabelRow } from './track-labels';
import type { TrackAccessTable, TrackSourceFactsTable, TracksTable } from './tables';

/**
 * A track's row as stored (flags as 0/1), with its access facts (track_access, NULL when it has
 * none) and what it is called by without a name of its own (track_labels, issue 36: LabelRow):
 * what the edit services compare and write.
 */
export type TrackRow = TrackEdit &
  LabelRow &
  Pick<
    TracksTable,
    | 'id'
    | 'url_segment'
    | 'area_id'
    | 'altitude'
    | 'street_address'
    | 'finalized'
    | 'removed'
    | 'permanently_removed'
    | 'status'
    | 'status_source'
    | 'status_updated'
    | 'reported'
    | 'num_likes'
    | 'num_comments'
    | 'rec_maintained'
    | 'rec_practical'
    | 'rec_scenic'
    | 'rec_friendly'
    | 'revision'
    | 'created'
    | 'updated'
  > &
  /** confirmed: JSON of Confirmations; all NULL without an access row. */
  OrNull<Pick<TrackAccessTable, 'confirmed' | 'time_zone' | 'hours_week'>> &
  /** What its source says beyond these (track_source_facts, issue 27); all NULL without a row. source_lent: JSON of LentFacts. */
  OrNull<Pick<TrackSourceFactsTable, 'operator' | 'phone'>> & { wheelchair: WheelchairValue | null; source_lent: string | null };

/** A LEFT JOIN's columns: NULL when the joined row is missing. */
type OrNull<Row> = { [Column in keyof Row]: Row[Column] | null };

/**
 * tracks.permanently_removed of a withdrawn track: one a client created and an operator's undo
 * of that client took back (services/revert.ts). It never was a track: no public answer holds
 * it (its page and its API answers are not found, and no list, count, map, search, sitemap or
 * feed has it), and only operators see its history. 1 is a real track an operator removed for
 * good, whose page stays and says so; both fail the lists' `permanently_removed = 0`.
 */
export const WITHDRAWN = 2;

/**
 * SQL: the track with this id is not withdrawn. The few withdrawn ids are read once per statement
 * from a partial index (schema.sql: tracks_withdrawn), so a count on the position index still
 * needs no row of the table.
 */
export const notWithdrawnSql = (id: string) => `${id} NOT IN (SELECT w.id FROM tracks w WHERE w.permanently_removed = ${WITHDRAWN})`;

/**
 * SQL: the track with this id is neither withdrawn nor removed for good. Search offers only such
 * tracks (issue 38: junk an operator removed leaves no trace in the search box), read like
 * notWithdrawnSql from a partial index (schema.sql: tracks_gone).
 */
export const notGoneSql = (id: string) => `${id} NOT IN (SELECT g.id FROM tracks g WHERE g.permanently_removed > 0)`;

const TRACK_ROW_SQL = `SELECT t.*, ${ACCESS_COLUMNS}, s.operator, s.phone, s.wheelchair, s.lent AS source_lent, ${LABEL_COLUMNS}
  FROM tracks t LEFT JOIN track_access x ON x.track_id = t.id LEFT JOIN track_source_facts s ON s.track_id = t.id
  LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN}`;

/** A track the public may see (every one but the withdrawn), by id. */
export function findTrackById(db: Db, id: number): Promise<TrackRow | null> {
  return db
    .prepare(`${TRACK_ROW_SQL} WHERE t.id = ?1 AND ${notWithdrawnSql('t.id')}`)
    .bind(id)
    .first<TrackRow>();
}

/** A track the public may see (every one but the withdrawn), by url segment. */
export function findTrackBySegment(db: Db, segment: string): Promise<TrackRow | null> {
  return db
    .prepare(`${TRACK_ROW_SQL} WHERE t.url_segment = ?1 AND ${notWithdrawnSql('t.id')}`)
    .bind(segment)
    .first<TrackRow>();
}

/** Any track by id, withdrawn ones too: for an operator's actions on it (undo, remove, restore). */
export function findAnyTrackById(db: Db, id: number): Promise<TrackRow | null> {
  return db.prepare(`${TRACK_ROW_SQL} WHERE t.id = ?1`).bind(id).first<TrackRow>();
}

export const confirmationsOf = (row: Pick<TrackRow, 'confirmed'>): Confirmations => parseConfirmations(row.confirmed);

/** The access facts of a track as the API gives them. */
export function toTrackAccess(row: TrackRow): Track['access'] {
  return {
    access: row.access,
    opening_hours: row.opening_hours,
    fee: nullableFlag(row.fee),
    fee_text: row.fee_text,
    entry: row.entry,
    booking_url: row.booking_url,
    lane_rules: row.lane_rules,
    rules: row.rules,
    closed_until: row.closed_until,
    closure_reason: row.closure_reason,
    lit_hours: row.lit_hours,
    amenities: Object.fromEntries(AMENITIES.map((a) => [a, nullableFlag(row[a])])) as Track['access']['amenities'],
    supervised: nullableFlag(row.supervised),
    // Stored when the facts were written; looked up for a track that has none yet.
    time_zone: row.time_zone ?? timeZoneAt(row.center_lat, row.center_lng),
    ...holidayPlaceAt(row.center_lat, row.center_lng),
    confirmed: confirmationsOf(row),
  };
}

/** The facts the facility around the track lent it and the track still holds (src-shared/source-facts.ts). */
function fromFacility(row: TrackRow): Track['from_facility'] {
  return factsFromFacility(parseLentFacts(row.source_lent), row as unknown as Record<string, unknown>);
}

/** A track page lists at most this many comments, newest first. */
const COMMENTS_SHOWN = 200;
/** A track page's gallery: the newest shown photos. */
const PHOTOS_SHOWN = 24;

/** A stored yes/no/unknown column (1, 0, NULL) as the API gives it. */
export const nullableFlag = (value: number | null) => (value === null ? null : value === 1);

/** The track entity of spec section 3 from its row, its area chain and its visible comments. */
export function toTrack(row: TrackRow, areas: AreaRef[], comments: FeedbackItem[], answers: Track['answers'], photos: TrackPhoto[]): Track {
  return {
    id: row.id,
    name: row.name,
    label: labelOf(row),
    url_segment: row.url_segment,
    length: row.length,
    info: row.info,
    surface: row.surface,
    link_to_web: row.link_to_web,
    number_lanes_lap: row.number_lanes_lap,
    quality: row.quality,
    has_lighting: nullableFlag(row.has_lighting),
    indoors: nullableFlag(row.indoors),
    center_lat: row.center_lat,
    center_lng: row.center_lng,
    altitude: row.altitude,
    street_address: row.street_address,
    operator: row.operator,
    phone: row.phone,
    wheelchair: row.wheelchair,
    from_facility: fromFacility(row),
    status: row.status,
    status_source: row.status_source as ReportSource | null,
    status_updated: row.status_updated,
    reported: row.reported === 1,
    permanently_removed: row.permanently_removed === 1,
    removed: row.removed === 1,
    finalized: row.finalized === 1,
    num_likes: row.num_likes,
    num_comments: row.num_comments,
    areas,
    comments,
    photos,
    recommendInfo: {
      friendly: row.rec_friendly === 1,
      maintained: row.rec_maintained === 1,
      practical: row.rec_practical === 1,
      scenic: row.rec_scenic === 1,
    },
    access: toTrackAccess(row),
    answers,
    revision: row.revision,
    updated: row.updated,
  };
}

/** A track as the API, the HTML shell and the chat give it, by id or url segment; null when there is none. */
export async function loadTrack(db: Db, by: { id: number } | { segment: string }): Promise<Track | null> {
  const row = 'id' in by ? await findTrackById(db, by.id) : await findTrackBySegment(db, by.segment);
  if (!row) return null;
  const [areas, comments, answers, photos] = await Promise.all([
    areaChain(db, row.area_id),
    listVisibleComments(db, row.id, COMMENTS_SHOWN),
    verdictsOf(db, row.id),
    listShownPhotos(db, row.id, PHOTOS_SHOWN),
  ]);
  return toTrack(row, areas, comments, answers, photos);
}

/**
 * Segments equal to base or starting with "base-", to pick a free one. The range ('.' follows
 * '-' in ASCII) uses the unique index and, unlike LIKE, has no pattern-length limit.
 */
export async function segmentsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const { results } = await db
    .prepare("SELECT url_segment FROM tracks WHERE url_segment = ?1 OR (url_segment >= ?1 || '-' AND url_segment < ?1 || '.')")
    .bind(base)
    .all<{ url_segment: string }>();
  return new Set(results.map((r) => r.url_segment));
}

/** The breadcrumb parents of an area, country first. */
export async function areaChain(db: Db, areaId: number | null): Promise<AreaRef[]> {
  if (areaId === null) return [];
  const { results } = await db
    .prepare(
      `WITH RECURSIVE chain(id, parent_id, name, url_segment, level) AS (
         SELECT id, parent_id, name, url_segment, level FROM areas WHERE id = ?1
         UNION ALL
         SELECT a.id, a.parent_id, a.name, a.url_segment, a.level FROM areas a JOIN chain ON a.id = chain.parent_id
       )
       SELECT chain.id, chain.name, ${displayNamesColumn('chain')}, chain.url_segment FROM chain ORDER BY level`,
    )
    .bind(areaId)
    .all<Omit<AreaRef, 'names'> & { names: string }>();
  return results.map(withDisplayNames);
}

export const LIST_COLUMNS = `t.id, t.name, t.url_segment, a.name AS area, t.center_lat, t.center_lng,
  t.num_comments, t.num_likes, t.status, t.removed, t.length, t.finalized, t.surface, t.indoors, ${LABEL_COLUMNS}`;

/**
 * LIST_COLUMNS with the track's newest shown photo (issue 42), for the lists and popups the map's
 * tiles draw: one probe of photos_track per track, which a tile's few hundred afford and the
 * whole track list, a world of them, is spared.
 */
export const LIST_COLUMNS_WITH_PHOTO = `${LIST_COLUMNS},
  (SELECT p.id FROM photos p WHERE p.track_id = t.id AND p.review = 'visible' ORDER BY p.created DESC LIMIT 1) AS photo`;

export type TrackListRow = Omit<TrackListEntry, 'removed' | 'label' | 'name' | 'center_lat' | 'center_lng'> &
  LabelledRow & { removed: number };
export const toListEntry = ({
  length,
  finalized,
  surface,
  indoors,
  facility,
  locality,
  twin,
  area_level,
  area_lat,
  area_lng,
  ...row
}: TrackListRow): TrackListEntry => ({
  ...row,
  removed: row.removed === 1,
  label: labelOf({ ...row, length, finalized, surface, indoors, facility, locality, twin, area_level, area_lat, area_lng }),
});

/**
 * The rows of a query in id order, a page at a time (a world of them does not fit one answer).
 * The query reads ?1, the last id of the page before, and ?2, the page size.
 */
export async function* pagesById<Row extends { id: number }>(db: Db, sql: string, pageSize: number): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const { results } = await db.prepare(sql).bind(after, pageSize).all<Row>();
    if (results.length === 0) return;
    yield results;
    after = results[results.length - 1]!.id;
  }
}

/** Every track but the withdrawn in id order, a page at a time. */
export async function* listAllTracks(db: Db, pageSize = 5000): AsyncGenerator<TrackListEntry[]> {
  const sql = `SELECT ${LIST_COLUMNS} FROM tracks t LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN}
    WHERE t.id > ?1 AND ${notWithdrawnSql('t.id')} ORDER BY t.id LIMIT ?2`;
  for await (const rows of pagesById<TrackListRow>(db, sql, pageSize)) yield rows.map(toListEntry);
}

/**
 * Tracks whose area is the given area or lies below it (url segments are paths), not
 * permanently removed: the tracks area_counts counts (db/area-counts.ts). Rows are TrackListRow.
 */
export function tracksInAreaStatement(db: Db, segment: string, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${LIST_COLUMNS} FROM tracks t JOIN areas a ON a.id = t.area_id ${LABEL_JOIN}
       WHERE ${areaOrBelowSql('a.url_segment', '?1')} AND t.permanently_removed = 0
       ORDER BY t.name IS NULL, t.name, t.id LIMIT ?2`,
    )
    .bind(segment, limit);
}

/**
 * A new track as it is written: by the Worker (a runner's new track) and by the importer
 * (scripts/import/plan.ts, many at a time), through NEW_TRACK_COLUMNS and newTrackValues, so a
 * column a new track gets is written in one place. Only the importer knows a source and its id.
 */
export interface NewTrack extends EditableTrack {
  url_segment: string;
  area_id: number | null;
  finalized: boolean;
  altitude?: number | null;
  street_address?: string | null;
  source?: string | null;
  source_id?: string | null;
}

export const NEW_TRACK_COLUMNS = [
  'url_segment',
  'area_id',
  ...EDITABLE_FIELDS,
  'altitude',
  'street_address',
  'finalized',
  'revision',
  'source',
  'source_id',
  'created',
  'updated',
] as const;

/** The values of a new track's row, in NEW_TRACK_COLUMNS' order: its first revision, created and updated now. */
export function newTrackValues(track: NewTrack, now: string): (string | number | null)[] {
  const row: Record<string, string | number | null> = {
    ...Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, track[f]])),
    url_segment: track.url_segment,
    area_id: track.area_id,
    altitude: track.altitude ?? null,
    street_address: track.street_address ?? null,
    finalized: track.finalized ? 1 : 0,
    revision: 1,
    source: track.source ?? null,
    source_id: track.source_id ?? null,
    created: now,
    updated: now,
  };
  return NEW_TRACK_COLUMNS.map((column) => row[column] ?? null);
}

export function insertTrack(db: Db, track: NewTrack, now: string): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO tracks (${NEW_TRACK_COLUMNS.join(', ')}) VALUES (${NEW_TRACK_COLUMNS.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...newTrackValues(track, now));
}

const editableValues = (t: EditableTrack) => EDITABLE_FIELDS.map((f) => t[f]);

/** Applies an edit only if the track is still at baseRevision (the revision insert guards it too). */
export function updateTrack(
  db: Db,
  id: number,
  baseRevision: number,
  track: EditableTrack & { area_id: number | null; finalized: boolean },
  now: string,
): D1PreparedStatement {
  const sets = EDITABLE_FIELDS.map((f, i) => `${f} = ?${i + 6}`).join(', ');
  return db
    .prepare(
      `UPDATE tracks SET area_id = ?3, finalized = ?4, updated = ?5, revision = ?2 + 1, ${sets}
       WHERE id = ?1 AND revision = ?2`,
    )
    .bind(id, baseRevision, track.area_id, track.finalized ? 1 : 0, now, ...editableValues(track));
}

/** A track's removal flags: live (0, 0), removed (1, 0), removed for good (1, 1), withdrawn (1, WITHDRAWN). */
export interface RemovalFlags {
  removed: 0 | 1;
  permanently_removed: 0 | 1 | typeof WITHDRAWN;
}

/** Removal is a flag (the row and its history stay); restoring clears both flags. */
export function setRemoved(db: Db, id: number, flags: RemovalFlags, now: string): D1PreparedStatement {
  return db
    .prepare('UPDATE tracks SET removed = ?2, permanently_removed = ?3, updated = ?4 WHERE id = ?1')
    .bind(id, flags.removed, flags.permanently_removed, now);
}

/** The removal or restore, kept for the recent changes (schema.sql: track_removals). */
export function insertRemovalEvent(
  db: Db,
  id: number,
  action: 'remove' | 'remove-permanently' | 'restore',
  now: string,
): D1PreparedStatement {
  return db.prepare('INSERT INTO track_removals (track_id, action, created) VALUES (?1, ?2, ?3)').bind(id, action, now);
}

/** The client as histories and the recent changes show it: a short prefix of its hash, never the whole. */
export const shortClientHash = (hash: string | null): string | null => (hash ? hash.slice(0, 8) : null);

export async function listRevisions(db: Db, trackId: number): Promise<TrackRevision[]> {
  const { results } = await db
    .prepare(
      `SELECT revision, created, source, client_hash, changed_fields, snapshot
       FROM track_revisions WHERE track_id = ?1 ORDER BY revision DESC`,
    )
    .bind(trackId)
    .all<{ revision: number; created: string; source: string; client_hash: string | null; changed_fields: string; snapshot: string }>();
  return results.map((r) => ({
    revision: r.revision,
    created: r.created,
    source: r.source,
    client: shortClientHash(r.client_hash),
    changed_fields: JSON.parse(r.changed_fields) as string[],
    snapshot: JSON.parse(r.snapshot) as Record<string, unknown>,
  }));
}
