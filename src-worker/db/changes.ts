// SQL for the site's recent changes (GET /api/changes and the Atom feeds, issue 26): new tracks
// and edits from track_revisions, the feedback the public sees, removals and restores from
// track_removals, runners' answers to the quick questions that still count (issue 37) and the
// photos shown (issue 42), in one query.
import type { Change, ChangeKind } from '../../src-shared/api-types';
import type { Question } from '../../src-shared/runner-answers';
import { CHANGES_CURSOR, type ChangeSource } from '../../src-shared/schemas/changes';
import type { Db } from '../env';
import { areaOrBelowSql } from './areas';
import { shownPhoto, shownPhotoJson, type ShownPhotoRow } from './photos';
import { shortClientHash, WITHDRAWN } from './tracks';
import { LABEL_COLUMNS, LABEL_JOIN, labelOf, type LabelledRow } from './track-labels';
import type { ChangeRecord } from '../domain/atom-feed';

export interface ChangesFilter {
  /** Only tracks in this area or below it (not with trackId). */
  area?: string;
  /** Only this track (not with area). */
  trackId?: number;
  /** Only this client's changes, by its full hash (the moderation page; not with area or trackId). */
  clientHash?: string;
  /** The operators' view: the changes of tracks removed for good and withdrawn too, which the public never sees. */
  everyTrack?: boolean;
  kind?: ChangeKind;
  /** Only changes after this one in the list's order (older, or of the same time and later in the order). */
  before?: ChangesCursor;
  limit: number;
}

/**
 * Where a page ended. A time alone starts before that time; with the source and id of the page's
 * last change it goes on right after that change, so changes of the same millisecond on both
 * sides of a page's end are neither lost nor repeated.
 */
export interface ChangesCursor {
  at: string;
  last?: { source: ChangeSource; id: number };
}

/** The cursor a page's last change gives, as the API writes it (src-shared/schemas/changes.ts). */
export const cursorText = (record: { change: { at: string }; source: ChangeSource; sourceId: number }) =>
  `${record.change.at}~${record.source}~${record.sourceId}`;

/** A before the API was given: a cursor, or a time (as toISOString() writes it, to compare as text). */
export function readCursor(before: string): ChangesCursor {
  const cursor = CHANGES_CURSOR.exec(before);
  if (cursor) return { at: cursor[1]!, last: { source: cursor[2] as ChangeSource, id: Number(cursor[3]) } };
  return { at: new Date(before).toISOString() };
}

/**
 * The rows of one side (a source) after the cursor, in the list's order (time, then source, then
 * id, all descending): at the cursor's own time a side after its source in that order keeps
 * all, its own source the smaller ids, one before it none. Each is still a range of the side's
 * time index (created <= ?2).
 */
function afterCursor(side: ChangeSource, alias: string, createdColumn: string, cursor: ChangesCursor | undefined): string {
  if (!cursor?.last || side > cursor.last.source) return `${createdColumn} < ?2`;
  if (side < cursor.last.source) return `${createdColumn} <= ?2`;
  return `${createdColumn} <= ?2 AND (${alias}.created < ?2 OR ${alias}.id < ${cursor.last.id})`;
}

/** The feedback kinds the public sees as changes, by the kind column (schema.sql) they are stored under. */
const FEEDBACK_CHANGES = { comment: 'comment', 'visit-report': 'visit_report', recommend: 'recommend' } as const;
const CHANGE_OF_FEEDBACK: Record<string, ChangeKind> = { comment: 'comment', visit_report: 'visit-report', recommend: 'recommend' };
/** Later than any stored time: "before" when none is given, so each side is always a range on its time index. */
const END_OF_TIME = '9999-12-31T23:59:59.999Z';

interface ChangeRow extends LabelledRow {
  source: ChangeSource;
  source_id: number;
  kind: string;
  at: string;
  track_id: number;
  revision: number | null;
  changed_fields: string | null;
  client_hash: string | null;
  question: Question | null;
  answer_value: string | null;
  /** A photo's change: the photo's columns, as JSON (one column, so the other sides need only one NULL). */
  photo: string | null;
  made_by: Change['made_by'];
  url_segment: string;
  area_name: string | null;
  area_segment: string | null;
  permanently_removed: number;
}

/**
 * The changes newest first, in one query: the newest rows of each source (track_revisions,
 * feedback, track_removals, runner_answers, photos), each limited, merged by time. Permanently removed
 * and withdrawn tracks are left out, as the lists leave them, except in the operators' view. Exported with its parameters for the
 * query-plan test.
 */
export function changesSql(filter: ChangesFilter): { sql: string; params: (string | number)[] } {
  // ?1 limit, ?2 before, ?3 the area's segment or the track's id (D1 refuses a value no "?" takes).
  // The whole site walks each source's time index down from "before" and stops at the limit. An
  // area or a track reads only its own rows (the areas by segment, their tracks by tracks_area,
  // each track's revisions and feedback by track) and sorts them: bounded by its size, where the
  // time walk would go down every change of the site to fill the page of a quiet area. CROSS JOIN
  // fixes that order (SQLite keeps it as written), and the unary + keeps the time indexes out.
  // One client's changes walk its client indexes (client_hash, created) down from "before" (its
  // feedback's review and its answers' withdrawn flag are kept off the site-wide indexes made
  // for them, which would walk everyone's).
  const scoped = filter.area !== undefined || filter.trackId !== undefined;
  // Each change names its track as the lists do: its label (track_labels) is read by the track's key.
  const from = (table: string, alias: string) =>
    filter.clientHash !== undefined
      ? `${table} ${alias} JOIN tracks t ON t.id = ${alias}.track_id LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN} WHERE ${alias}.client_hash = ?3 AND`
      : filter.area !== undefined
        ? `areas a CROSS JOIN tracks t CROSS JOIN ${table} ${alias} ${LABEL_JOIN}
         WHERE ${areaOrBelowSql('a.url_segment', '?3')} AND t.area_id = a.id AND ${alias}.track_id = t.id AND`
        : filter.trackId !== undefined
          ? `tracks t CROSS JOIN ${table} ${alias} LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN} WHERE t.id = ?3 AND ${alias}.track_id = ?3 AND`
          : `${table} ${alias} JOIN tracks t ON t.id = ${alias}.track_id LEFT JOIN areas a ON a.id = t.area_id ${LABEL_JOIN} WHERE`;
  const unindexed = (column: string) => (scoped ? `+${column}` : column);
  /** A filter a site-wide time index is made for (feedback_review, runner_answers_created): kept off it for an area, a track or a client. */
  const leading = (column: string) => (scoped || filter.clientHash !== undefined ? `+${column}` : column);
  const columns = `t.url_segment, t.name, t.length, t.finalized, t.surface, t.indoors, t.center_lat, t.center_lng,
        a.name AS area_name, a.url_segment AS area_segment, t.permanently_removed, ${LABEL_COLUMNS}`;
  const live = filter.everyTrack ? '' : ' AND t.permanently_removed = 0';
  const sides: string[] = [];
  if (filter.kind === undefined || filter.kind === 'track' || filter.kind === 'edit') {
    const revision = filter.kind === 'track' ? ' AND r.revision = 1' : filter.kind === 'edit' ? ' AND r.revision > 1' : '';
    sides.push(`SELECT * FROM (SELECT 'revision' AS source, r.id AS source_id, CASE WHEN r.revision = 1 THEN 'track' ELSE 'edit' END AS kind,
        r.created AS at, r.track_id, r.revision, r.changed_fields, r.client_hash, NULL AS question, NULL AS answer_value, NULL AS photo,
        CASE WHEN r.source IN ('admin', 'import', 'answers') THEN r.source END AS made_by, ${columns}
      FROM ${from('track_revisions', 'r')} ${afterCursor('revision', 'r', unindexed('r.created'), filter.before)}${revision}${live}
      ORDER BY r.created DESC, r.id DESC LIMIT ?1)`);
  }
  const feedbackKinds =
    filter.kind === undefined
      ? Object.values(FEEDBACK_CHANGES)
      : filter.kind in FEEDBACK_CHANGES
        ? [FEEDBACK_CHANGES[filter.kind as keyof typeof FEEDBACK_CHANGES]]
        : [];
  if (feedbackKinds.length > 0) {
    // Only what the track page shows: held (pending) and rejected feedback is no change to the public.
    sides.push(`SELECT * FROM (SELECT 'feedback' AS source, f.id AS source_id, f.kind, f.created AS at, f.track_id,
        NULL AS revision, NULL AS changed_fields, f.client_hash, NULL AS question, NULL AS answer_value, NULL AS photo, NULL AS made_by, ${columns}
      FROM ${from('feedback', 'f')} ${leading('f.review')} = 'visible' AND ${afterCursor('feedback', 'f', unindexed('f.created'), filter.before)}
        AND f.kind IN (${feedbackKinds.map((k) => `'${k}'`).join(', ')})${live}
      ORDER BY f.created DESC, f.id DESC LIMIT ?1)`);
  }
  if (filter.kind === undefined || filter.kind === 'answer') {
    // Each runner's answer as it was given; one an operator's undo withdrew is no change to anyone.
    sides.push(`SELECT * FROM (SELECT 'answer' AS source, n.id AS source_id, 'answer' AS kind, n.created AS at, n.track_id,
        NULL AS revision, NULL AS changed_fields, n.client_hash, n.question, n.value AS answer_value, NULL AS photo, NULL AS made_by, ${columns}
      FROM ${from('runner_answers', 'n')} ${leading('n.withdrawn')} = 0 AND ${afterCursor('answer', 'n', unindexed('n.created'), filter.before)}${live}
      ORDER BY n.created DESC, n.id DESC LIMIT ?1)`);
  }
  if (filter.kind === undefined || filter.kind === 'photo') {
    // A photo as the public sees it: while shown, at the time it was last shown (photos.shown).
    sides.push(`SELECT * FROM (SELECT 'photo' AS source, p.id AS source_id, 'photo' AS kind, p.shown AS at, p.track_id,
        NULL AS revision, NULL AS changed_fields, p.client_hash, NULL AS question, NULL AS answer_value,
        ${shownPhotoJson('p')} AS photo,
        NULL AS made_by, ${columns}
      FROM ${from('photos', 'p')} ${leading('p.review')} = 'visible' AND ${afterCursor('photo', 'p', unindexed('p.shown'), filter.before)}${live}
      ORDER BY p.shown DESC, p.id DESC LIMIT ?1)`);
  }
  // Removals and restores are an operator's, never a client's.
  if ((filter.kind === undefined || filter.kind === 'removal' || filter.kind === 'restore') && filter.clientHash === undefined) {
    const action = filter.kind === 'restore' ? " AND e.action = 'restore'" : filter.kind === 'removal' ? " AND e.action != 'restore'" : '';
    sides.push(`SELECT * FROM (SELECT 'removal' AS source, e.id AS source_id, CASE e.action WHEN 'restore' THEN 'restore' ELSE 'removal' END AS kind,
        e.created AS at, e.track_id, NULL AS revision, NULL AS changed_fields, NULL AS client_hash, NULL AS question, NULL AS answer_value,
        NULL AS photo, 'admin' AS made_by, ${columns}
      FROM ${from('track_removals', 'e')} ${afterCursor('removal', 'e', unindexed('e.created'), filter.before)}${action}${live}
      ORDER BY e.created DESC, e.id DESC LIMIT ?1)`);
  }
  const scope = filter.clientHash ?? filter.area ?? filter.trackId;
  return {
    sql: `${sides.join(' UNION ALL ')} ORDER BY at DESC, source DESC, source_id DESC LIMIT ?1`,
    params: [filter.limit, filter.before?.at ?? END_OF_TIME, ...(scope === undefined ? [] : [scope])],
  };
}

export async function readChanges(db: Db, filter: ChangesFilter): Promise<ChangeRecord[]> {
  const { sql, params } = changesSql(filter);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<ChangeRow>();
  return results.map((row) => ({
    source: row.source,
    sourceId: row.source_id,
    clientHash: row.client_hash,
    withdrawn: row.permanently_removed === WITHDRAWN,
    change: {
      kind: row.source === 'feedback' ? CHANGE_OF_FEEDBACK[row.kind]! : (row.kind as ChangeKind),
      at: row.at,
      track: { id: row.track_id, url_segment: row.url_segment, name: row.name, label: labelOf(row) },
      area: row.area_segment === null ? null : { name: row.area_name!, url_segment: row.area_segment },
      revision: row.revision,
      changed_fields: row.changed_fields === null ? null : (JSON.parse(row.changed_fields) as string[]),
      answer: row.question === null ? null : { question: row.question, value: row.answer_value! },
      photo: row.photo === null ? null : shownPhoto(JSON.parse(row.photo) as ShownPhotoRow),
      client: shortClientHash(row.client_hash),
      made_by: row.made_by,
    },
  }));
}
