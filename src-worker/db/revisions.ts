// The one writer of a track's revisions (spec section 4: every edit of community data is kept).
// The Worker's services write one revision per edit through insertRevision; the importer
// (scripts/import/plan.ts) writes many in one statement from the same columns and values, so a
// revision reads the same whoever wrote it.
import type { Db } from '../env';
import type { TrackEdit } from '../domain/track-edit';

export interface RevisionInput {
  revision: number;
  snapshot: TrackEdit;
  changedFields: string[];
  /** answers: a fact runners' answers made (services/answer-writes.ts). */
  source: 'web' | 'import' | 'chat' | 'admin' | 'answers';
  clientHash: string | null;
  created: string;
}

/** The start of a revision insert; the track's id comes first in each row of values. */
export const INSERT_REVISION_SQL =
  'INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created) VALUES';

/** A revision's values after its track's id, as stored: the snapshot and the changed fields as JSON. */
export function revisionValues(r: RevisionInput): [number, string, string, RevisionInput['source'], string | null, string] {
  return [r.revision, JSON.stringify(r.snapshot), JSON.stringify(r.changedFields), r.source, r.clientHash, r.created];
}

/** Track given by id, or (for a track inserted in the same batch) by its url segment. */
export function insertRevision(db: Db, track: { id: number } | { url_segment: string }, r: RevisionInput) {
  const trackId = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  return db
    .prepare(`${INSERT_REVISION_SQL} (${trackId}, ?2, ?3, ?4, ?5, ?6, ?7)`)
    .bind('id' in track ? track.id : track.url_segment, ...revisionValues(r));
}

/** A track some clients wrote in a window: their first revision there. */
export interface ClientTrackSpan {
  track_id: number;
  first: number;
  /** 1 when one of the clients wrote after the track's last undo; 0 when an undo came after them all. */
  after_undo: number;
}

/**
 * The tracks any of the clients wrote since a time, with the first revision one of them wrote
 * there after the track's last undo (an operator's revision), or before it when they wrote none
 * since: an undo of other clients may have put theirs back.
 */
export async function tracksWrittenBy(db: Db, clientHashes: readonly string[], since: string): Promise<ClientTrackSpan[]> {
  const { results } = await db
    .prepare(
      `SELECT track_id, COALESCE(MIN(CASE WHEN after THEN revision END), MIN(revision)) AS first, MAX(after) AS after_undo
       FROM (SELECT r.track_id, r.revision, r.revision > (SELECT COALESCE(MAX(a.revision), 0) FROM track_revisions a
                                                         WHERE a.track_id = r.track_id AND a.source = 'admin') AS after
       FROM track_revisions r
       WHERE r.client_hash IN (SELECT value FROM json_each(?1)) AND r.created >= ?2)
       GROUP BY track_id ORDER BY track_id`,
    )
    .bind(JSON.stringify(clientHashes), since)
    .all<ClientTrackSpan>();
  return results;
}

export interface OtherRevision {
  revision: number;
  client_hash: string | null;
}

/**
 * The first revision after `after` written by someone else than the clients: a person, an import
 * or runners' answers. An operator's undo is none: it only put back what was there before.
 */
export function firstRevisionByOthers(
  db: Db,
  trackId: number,
  after: number,
  clientHashes: readonly string[],
): Promise<OtherRevision | null> {
  return db
    .prepare(
      `SELECT revision, client_hash FROM track_revisions
       WHERE track_id = ?1 AND revision > ?2 AND source != 'admin'
         AND (client_hash IS NULL OR client_hash NOT IN (SELECT value FROM json_each(?3)))
       ORDER BY revision LIMIT 1`,
    )
    .bind(trackId, after, JSON.stringify(clientHashes))
    .first<OtherRevision>();
}

/** What the clients' revisions of a track since a time wrote: each one's snapshot and changed fields. */
export async function writtenBy(
  db: Db,
  trackId: number,
  clientHashes: readonly string[],
  since: string,
): Promise<{ snapshot: Partial<TrackEdit>; changed: string[] }[]> {
  const { results } = await db
    .prepare(
      `SELECT snapshot, changed_fields FROM track_revisions
       WHERE track_id = ?1 AND client_hash IN (SELECT value FROM json_each(?2)) AND created >= ?3`,
    )
    .bind(trackId, JSON.stringify(clientHashes), since)
    .all<{ snapshot: string; changed_fields: string }>();
  return results.map((r) => ({
    snapshot: JSON.parse(r.snapshot) as Partial<TrackEdit>,
    changed: JSON.parse(r.changed_fields) as string[],
  }));
}

export async function revisionSnapshot(db: Db, trackId: number, revision: number): Promise<Partial<TrackEdit> | null> {
  const snapshot = await db
    .prepare('SELECT snapshot FROM track_revisions WHERE track_id = ?1 AND revision = ?2')
    .bind(trackId, revision)
    .first<string>('snapshot');
  return snapshot === null ? null : (JSON.parse(snapshot) as Partial<TrackEdit>);
}

/** The latest revision that changed a field, and who wrote it; null when none did. */
export function lastRevisionChanging(db: Db, trackId: number, field: string): Promise<{ revision: number; source: string } | null> {
  return db
    .prepare(
      `SELECT revision, source FROM track_revisions
       WHERE track_id = ?1 AND EXISTS (SELECT 1 FROM json_each(changed_fields) WHERE value = ?2) ORDER BY revision DESC LIMIT 1`,
    )
    .bind(trackId, field)
    .first<{ revision: number; source: string }>();
}
