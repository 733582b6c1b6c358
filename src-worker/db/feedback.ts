// SQL for the feedback table (comments, visit reports, recommends, reports) and for the track
// fields derived from it.
import type { Db } from '../env';
import type { FeedbackTable, VisitFeeAnswersTable } from './tables';
import type { FeedbackItem } from '../../src-shared/api-types';
import { ReportSource, TrackQuality } from '../../src-shared/enums';
import { FEEDBACK_TYPE_FLAGS, type FeedbackKind } from '../../src-shared/feedback-kinds';
import type { TrackNamed } from '../../src-shared/api-types';
import { TRACK_NAMED_COLUMNS, trackNamedJoins, withTrackNamed } from './track-labels';
import { withoutDirectionControls } from '../../src-shared/bidi';

/** The kind column (schema.sql) of each kind a write names. */
const STORED_KIND = {
  comment: 'comment',
  'visit report': 'visit_report',
  recommend: 'recommend',
  'bad info': 'bad_info',
  'bug report': 'bug_report',
  'feature request': 'feature_request',
} as const satisfies Record<FeedbackKind, string>;
/** What the kind column holds: the written kinds, and operators' open-status confirmations. */
export type StoredFeedbackKind = (typeof STORED_KIND)[FeedbackKind] | 'admin_status';
export type ReviewState = 'visible' | 'pending' | 'rejected';

export interface NewFeedback {
  trackId: number | null;
  /** Stored with its FeedbackType flag (src-shared/feedback-kinds.ts). */
  kind: FeedbackKind;
  text: string | null;
  posterName: string | null;
  reportDate: string | null;
  openStatus: number | null;
  crowded: number | null;
  disturbances: number | null;
  partialUse: number | null;
  /** Bitmask: 1 << TrackQuality for each quality the recommender ticked. */
  recommendTypes: number;
  review: ReviewState;
  origin: 'web' | 'chat';
  clientHash: string | null;
  created: string;
}

/** A visit report's "Did you pay?" answer, for the feedback row inserted just before it in the same batch. */
export function insertVisitFeeAnswer(db: Db, paid: boolean): D1PreparedStatement {
  return db.prepare('INSERT INTO visit_fee_answers (feedback_id, paid) VALUES (last_insert_rowid(), ?1)').bind(paid ? 1 : 0);
}

/**
 * The feedback row. A recommend is inserted only if the client has no recommend of the track
 * that stands (not rejected): one statement decides and writes, so concurrent recommends from
 * one client count once (D1 runs one statement at a time). meta.changes is 0 when it was not.
 */
export function insertFeedback(db: Db, f: NewFeedback): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO feedback (track_id, kind, type_flags, text, poster_name, report_date, open_status, crowded,
         disturbances, partial_use, recommend_types, review, origin, client_hash, created)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15
       WHERE ?2 != 'recommend' OR NOT EXISTS (
         SELECT 1 FROM feedback WHERE track_id = ?1 AND client_hash = ?14 AND kind = 'recommend' AND review != 'rejected')`,
    )
    .bind(
      f.trackId,
      STORED_KIND[f.kind],
      FEEDBACK_TYPE_FLAGS[f.kind],
      f.text,
      f.posterName,
      f.reportDate,
      f.openStatus,
      f.crowded,
      f.disturbances,
      f.partialUse,
      f.recommendTypes,
      f.review,
      f.origin,
      f.clientHash,
      f.created,
    );
}

const visible = `f.track_id = tracks.id AND f.review = 'visible'`;
const hasQuality = (tag: number) =>
  `EXISTS (SELECT 1 FROM feedback f WHERE ${visible} AND f.kind = 'recommend' AND (f.recommend_types & ${1 << tag}) != 0)`;
// The newest visible answer to "open to the public?": a visit report or an operator's
// confirmation, newest report date first. Without one, an imported legacy answer stands.
const latestAnswer = (column: string) =>
  `(SELECT ${column} FROM feedback f WHERE ${visible} AND f.kind IN ('visit_report', 'admin_status')
     AND f.open_status IS NOT NULL ORDER BY f.report_date DESC, f.id DESC LIMIT 1)`;
const legacy = `status_source = ${ReportSource.LegacyOpenReport}`;

/**
 * Recomputes every derived field of one track from its feedback rows. Appended to the batch of
 * each feedback write, it runs in the same transaction, so counters can never drift from the
 * rows, however many posts race (D1 runs one batch at a time).
 */
export function recomputeDerivedFields(db: Db, trackId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE tracks SET
         num_comments = (SELECT COUNT(*) FROM feedback f WHERE ${visible} AND f.kind IN ('comment', 'visit_report')),
         num_likes = (SELECT COUNT(*) FROM feedback f WHERE ${visible} AND f.kind = 'recommend'),
         rec_maintained = ${hasQuality(TrackQuality.WellMaintained)},
         rec_practical = ${hasQuality(TrackQuality.Practical)},
         rec_scenic = ${hasQuality(TrackQuality.Scenic)},
         rec_friendly = ${hasQuality(TrackQuality.Friendly)},
         reported = EXISTS (SELECT 1 FROM feedback f WHERE ${visible} AND f.kind = 'bad_info' AND f.resolved = 0),
         status = COALESCE(${latestAnswer('f.open_status')}, CASE WHEN ${legacy} THEN status END),
         status_source = COALESCE(
           ${latestAnswer(`CASE f.kind WHEN 'admin_status' THEN ${ReportSource.Admin} ELSE ${ReportSource.VisitReport} END`)},
           CASE WHEN ${legacy} THEN status_source END),
         status_updated = COALESCE(${latestAnswer('f.report_date')}, CASE WHEN ${legacy} THEN status_updated END)
       WHERE id = ?1`,
    )
    .bind(trackId);
}

/** A comment or visit report, with its fee answer (LEFT JOIN visit_fee_answers: NULL without one). */
type FeedbackItemRow = Pick<
  FeedbackTable,
  'id' | 'text' | 'poster_name' | 'created' | 'report_date' | 'open_status' | 'crowded' | 'disturbances' | 'partial_use'
> & { kind: 'comment' | 'visit_report'; paid: VisitFeeAnswersTable['paid'] | null };

export async function listVisibleComments(db: Db, trackId: number, limit: number): Promise<FeedbackItem[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.kind, f.text, f.poster_name, f.created, f.report_date, f.open_status, f.crowded, f.disturbances, f.partial_use,
         v.paid
       FROM feedback f LEFT JOIN visit_fee_answers v ON v.feedback_id = f.id
       WHERE f.track_id = ?1 AND f.review = 'visible' AND f.kind IN ('comment', 'visit_report')
       ORDER BY f.created DESC, f.id DESC LIMIT ?2`,
    )
    .bind(trackId, limit)
    .all<FeedbackItemRow>();
  return results.map((r) => ({
    id: r.id,
    type: r.kind === 'comment' ? 'comment' : 'visit report',
    // Comments stored before direction controls were removed on the way in (src-shared/bidi.ts).
    text: withoutDirectionControls(r.text ?? ''),
    text_translated: null,
    auto_translated: false,
    poster_name: withoutDirectionControls(r.poster_name ?? ''),
    created: r.created,
    report_date: r.report_date,
    auto_post_types: [r.open_status, r.crowded, r.disturbances, r.partial_use].filter((v) => v !== null).join(','),
    paid: r.paid === null ? null : r.paid === 1,
  }));
}

export interface HeldFeedback {
  id: number;
  track_id: number | null;
  kind: StoredFeedbackKind;
  text: string | null;
  poster_name: string | null;
  created: string;
  origin: string;
  client_hash: string | null;
}

export async function listByReview(db: Db, review: ReviewState, limit: number): Promise<(HeldFeedback & TrackNamed)[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.track_id, f.kind, f.text, f.poster_name, f.created, f.origin, f.client_hash, ${TRACK_NAMED_COLUMNS}
       FROM feedback f ${trackNamedJoins('f')}
       WHERE f.review = ?1 ORDER BY f.created, f.id LIMIT ?2`,
    )
    .bind(review, limit)
    .all<HeldFeedback & Parameters<typeof withTrackNamed>[0]>();
  return results.map(withTrackNamed);
}

export function findFeedback(db: Db, id: number): Promise<(HeldFeedback & { review: ReviewState }) | null> {
  return db
    .prepare('SELECT id, track_id, kind, text, poster_name, created, origin, client_hash, review FROM feedback WHERE id = ?1')
    .bind(id)
    .first();
}

export function setReview(db: Db, id: number, review: ReviewState): D1PreparedStatement {
  return db.prepare('UPDATE feedback SET review = ?2 WHERE id = ?1').bind(id, review);
}

/** Reports the chat takes (wrong data, bugs, feature requests) for operators to read. */
export interface Report {
  id: number;
  track_id: number | null;
  kind: 'bad_info' | 'bug_report' | 'feature_request';
  text: string | null;
  created: string;
  resolved: number;
}

export async function listReports(db: Db, limit: number): Promise<(Report & TrackNamed)[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.track_id, f.kind, f.text, f.created, f.resolved, ${TRACK_NAMED_COLUMNS}
       FROM feedback f ${trackNamedJoins('f')}
       WHERE f.kind IN ('bad_info', 'bug_report', 'feature_request') ORDER BY f.resolved, f.created DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<Report & Parameters<typeof withTrackNamed>[0]>();
  return results.map(withTrackNamed);
}

/** The kinds a visitor posts on a track and others read (reports to operators are not shown). */
const SHOWN_KINDS = `kind IN ('comment', 'visit_report', 'recommend')`;

/** A client's comments, visit reports and recommends since a time that are not rejected yet. */
export async function shownFeedbackOf(
  db: Db,
  clientHash: string,
  since: string,
): Promise<{ id: number; track_id: number; kind: StoredFeedbackKind }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, track_id, kind FROM feedback
       WHERE client_hash = ?1 AND created >= ?2 AND track_id IS NOT NULL AND review != 'rejected' AND ${SHOWN_KINDS}
       ORDER BY track_id, id`,
    )
    .bind(clientHash, since)
    .all<{ id: number; track_id: number; kind: StoredFeedbackKind }>();
  return results;
}

/** Rejects (hides, keeping the rows) what shownFeedbackOf lists for one track. */
export function rejectFeedbackOf(db: Db, clientHash: string, since: string, trackId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE feedback SET review = 'rejected'
       WHERE client_hash = ?1 AND created >= ?2 AND track_id = ?3 AND review != 'rejected' AND ${SHOWN_KINDS}`,
    )
    .bind(clientHash, since, trackId);
}
