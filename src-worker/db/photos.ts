// Photos of a track (issue 42): the rows beside the files in the PHOTOS bucket (schema.sql).
import { PHOTO_WIDTHS, photoPath, type PhotoLicence } from '../../src-shared/photos';
import type { TrackPhoto } from '../../src-shared/api-types';
import type { Db } from '../env';
import type { PhotosTable } from './tables';
import { TRACK_NAMED_COLUMNS, trackNamedJoins, withTrackNamed } from './track-labels';

export type PhotoReview = 'visible' | 'pending' | 'rejected';

/** A row, its review and licence named by their values (the CHECKs of schema.sql). */
export type PhotoRow = Omit<PhotosTable, 'review' | 'licence'> & { review: PhotoReview; licence: PhotoLicence };

export type NewPhoto = Omit<PhotoRow, 'id' | 'reviewed' | 'shown'>;

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<number> {
  const row = await db
    .prepare(
      // A trusted client's photo is shown from the moment it is stored.
      `INSERT INTO photos (track_id, file_key, review, width, height, alt, licence, credit, stored_bytes, client_hash, created, shown)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, CASE WHEN ?3 = 'visible' THEN ?11 END) RETURNING id`,
    )
    .bind(
      photo.track_id,
      photo.file_key,
      photo.review,
      photo.width,
      photo.height,
      photo.alt,
      photo.licence,
      photo.credit,
      photo.stored_bytes,
      photo.client_hash,
      photo.created,
    )
    .first<{ id: number }>();
  return row!.id;
}

export function findPhoto(db: Db, id: number): Promise<PhotoRow | null> {
  return db.prepare('SELECT * FROM photos WHERE id = ?1').bind(id).first<PhotoRow>();
}

/** Photos of a track not rejected (shown, or waiting for review): what its limit counts. */
export async function countTrackPhotos(db: Db, trackId: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM photos WHERE track_id = ?1 AND review != 'rejected'")
    .bind(trackId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether an operator has approved a photo of this client's before. */
export async function hasApprovedPhoto(db: Db, clientHash: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM photos WHERE client_hash = ?1 AND review = 'visible' AND reviewed IS NOT NULL LIMIT 1")
    .bind(clientHash)
    .first<{ yes: number }>();
  return row !== null;
}

/** The columns of a shown photo the public is given. */
export type ShownPhotoRow = Pick<PhotoRow, 'id' | 'alt' | 'licence' | 'credit' | 'created' | 'width' | 'height'>;

/** A ShownPhotoRow as one JSON value in SQL, for queries that give photos beside other rows (the changes, the export). */
export const shownPhotoJson = (alias: string) =>
  `json_object('id', ${alias}.id, 'alt', ${alias}.alt, 'licence', ${alias}.licence, 'credit', ${alias}.credit, 'created', ${alias}.created, 'width', ${alias}.width, 'height', ${alias}.height)`;

/** A shown photo as the API gives it (src-shared/schemas/photos.ts): its columns and its stored sizes. */
export const shownPhoto = (row: ShownPhotoRow): TrackPhoto => ({
  ...row,
  files: PHOTO_WIDTHS.map((width) => ({ width, url: photoPath(row.id, width) })),
});

/** A track's newest shown photo, the first of its gallery, with where its files are; null without one. */
export function newestShownPhoto(db: Db, trackId: number) {
  return db
    .prepare(
      "SELECT id, file_key, licence, credit FROM photos WHERE track_id = ?1 AND review = 'visible' ORDER BY created DESC, id DESC LIMIT 1",
    )
    .bind(trackId)
    .first<Pick<PhotoRow, 'id' | 'file_key' | 'licence' | 'credit'>>();
}

/** A track's shown photos, newest first, as its answer gives them. */
export async function listShownPhotos(db: Db, trackId: number, limit: number): Promise<TrackPhoto[]> {
  const { results } = await db
    .prepare(
      "SELECT id, alt, licence, credit, created, width, height FROM photos WHERE track_id = ?1 AND review = 'visible' ORDER BY created DESC, id DESC LIMIT ?2",
    )
    .bind(trackId, limit)
    .all<ShownPhotoRow>();
  return results.map(shownPhoto);
}

/**
 * A photo's new review. Made visible from another state, it is shown from now (the time the
 * recent changes list it at); an operator keeping a reported photo that is still shown moves nothing.
 */
export function setPhotoReview(db: Db, id: number, review: PhotoReview, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE photos SET review = ?2, reviewed = ?3, shown = CASE WHEN ?2 = 'visible' AND review != 'visible' THEN ?3 ELSE shown END WHERE id = ?1",
    )
    .bind(id, review, now.toISOString());
}

/** A client's photos since a time that are not rejected yet: what an undo of the client takes down. */
export async function photosOfClient(db: Db, clientHash: string, since: string): Promise<PhotoRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM photos WHERE client_hash = ?1 AND created >= ?2 AND review != 'rejected' ORDER BY id")
    .bind(clientHash, since)
    .all<PhotoRow>();
  return results;
}

/** Photos in a review state, oldest first (the queue's order), each with the track it shows, named. */
export async function listPhotosByReview(db: Db, review: PhotoReview, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.track_id, p.review, p.width, p.height, p.alt, p.licence, p.credit, p.client_hash, p.created, p.reviewed,
              ${TRACK_NAMED_COLUMNS}
       FROM photos p ${trackNamedJoins('p')} WHERE p.review = ?1 ORDER BY p.created, p.id LIMIT ?2`,
    )
    .bind(review, limit)
    .all<Omit<PhotoRow, 'file_key' | 'stored_bytes'> & Parameters<typeof withTrackNamed>[0]>();
  return results.map(withTrackNamed);
}

/**
 * A client's report of a photo, once per client (a second one changes nothing); the number of
 * clients who reported it, this one included.
 */
export async function addPhotoReport(db: Db, report: { photoId: number; clientHash: string; reason: string; now: Date }): Promise<number> {
  const [, counted] = await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO photo_reports (photo_id, client_hash, reason, created) VALUES (?1, ?2, ?3, ?4)')
      .bind(report.photoId, report.clientHash, report.reason, report.now.toISOString()),
    db.prepare('SELECT count(*) AS n FROM photo_reports WHERE photo_id = ?1').bind(report.photoId),
  ]);
  return (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
}

/** Photos runners reported that are not rejected yet, the most reported first, with their reasons. */
export async function listReportedPhotos(db: Db, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.track_id, p.review, p.width, p.height, p.alt, p.licence, p.credit, p.client_hash, p.created, p.reviewed,
              count(r.client_hash) AS reports, json_group_array(r.reason) AS reasons, ${TRACK_NAMED_COLUMNS}
       FROM photos p JOIN photo_reports r ON r.photo_id = p.id ${trackNamedJoins('p')}
       WHERE p.review != 'rejected' GROUP BY p.id ORDER BY reports DESC, p.id LIMIT ?1`,
    )
    .bind(limit)
    .all<Omit<PhotoRow, 'file_key' | 'stored_bytes'> & { reports: number; reasons: string } & Parameters<typeof withTrackNamed>[0]>();
  return results.map((row) => ({ ...withTrackNamed(row), reasons: JSON.parse(row.reasons) as string[] }));
}
