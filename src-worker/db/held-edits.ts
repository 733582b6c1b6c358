// SQL of the track edits held for review (schema.sql: held_edits).
import type { TrackEdit } from '../domain/track-edit';
import type { Db } from '../env';
import type { TrackNamed } from '../../src-shared/api-types';
import { TRACK_NAMED_COLUMNS, trackNamedJoins, withTrackNamed } from './track-labels';

export type HeldEditReview = 'pending' | 'approved' | 'rejected';

export interface HeldEdit {
  id: number;
  track_id: number;
  base_revision: number;
  fields: Partial<TrackEdit>;
  review: HeldEditReview;
  origin: 'web' | 'chat';
  client_hash: string | null;
  created: string;
}

type HeldEditRow = Omit<HeldEdit, 'fields'> & { fields: string };
const toHeldEdit = (row: HeldEditRow): HeldEdit => ({ ...row, fields: JSON.parse(row.fields) as Partial<TrackEdit> });

/** Holds an edit of a track named by id, or by url segment when it is created in the same batch. */
export function insertHeldEdit(
  db: Db,
  track: { id: number } | { url_segment: string },
  edit: { baseRevision: number; fields: Partial<TrackEdit>; origin: 'web' | 'chat'; clientHash: string; created: string },
): D1PreparedStatement {
  const trackId = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(
      `INSERT INTO held_edits (track_id, base_revision, fields, origin, client_hash, created) VALUES (${trackId}, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(
      'id' in track ? track.id : track.url_segment,
      edit.baseRevision,
      JSON.stringify(edit.fields),
      edit.origin,
      edit.clientHash,
      edit.created,
    );
}

export async function findHeldEdit(db: Db, id: number): Promise<HeldEdit | null> {
  const row = await db.prepare('SELECT * FROM held_edits WHERE id = ?1').bind(id).first<HeldEditRow>();
  return row && toHeldEdit(row);
}

/**
 * Held edits with what each proposed field held at the revision the edit was made on (`before`,
 * null where that revision is gone), so the operator reads what would change, not only where.
 */
export async function listHeldEdits(
  db: Db,
  review: HeldEditReview,
  limit: number,
): Promise<(HeldEdit & TrackNamed & { before: Partial<TrackEdit> | null })[]> {
  const { results } = await db
    .prepare(
      `SELECT h.*, r.snapshot AS base_snapshot, ${TRACK_NAMED_COLUMNS}
       FROM held_edits h ${trackNamedJoins('h')}
       LEFT JOIN track_revisions r ON r.track_id = h.track_id AND r.revision = h.base_revision
       WHERE h.review = ?1 ORDER BY h.id DESC LIMIT ?2`,
    )
    .bind(review, limit)
    .all<HeldEditRow & { base_snapshot: string | null } & Parameters<typeof withTrackNamed>[0]>();
  return results.map(({ base_snapshot, ...row }) => {
    const { track_name, track_segment, track_label } = withTrackNamed(row);
    const edit = toHeldEdit(row);
    const snapshot = base_snapshot === null ? null : (JSON.parse(base_snapshot) as Record<string, unknown>);
    const before =
      snapshot && (Object.fromEntries(Object.keys(edit.fields).map((field) => [field, snapshot[field] ?? null])) as Partial<TrackEdit>);
    return { ...edit, track_name, track_segment, track_label, before };
  });
}

/** Decides a held edit, only while it is still pending (so two operators cannot both decide it). */
export function setHeldEditReview(db: Db, id: number, review: HeldEditReview): D1PreparedStatement {
  return db.prepare("UPDATE held_edits SET review = ?2 WHERE id = ?1 AND review = 'pending'").bind(id, review);
}

/** A client's edits since a time still waiting for review. */
export async function pendingHeldEditsOf(db: Db, clientHash: string, since: string): Promise<{ id: number; track_id: number }[]> {
  const { results } = await db
    .prepare("SELECT id, track_id FROM held_edits WHERE client_hash = ?1 AND created >= ?2 AND review = 'pending' ORDER BY id")
    .bind(clientHash, since)
    .all<{ id: number; track_id: number }>();
  return results;
}

/** Rejects what pendingHeldEditsOf lists. */
export function rejectHeldEditsOf(db: Db, clientHash: string, since: string): D1PreparedStatement {
  return db
    .prepare("UPDATE held_edits SET review = 'rejected' WHERE client_hash = ?1 AND created >= ?2 AND review = 'pending'")
    .bind(clientHash, since);
}
