// Photos of a track (issue 42): the rows beside the files in the PHOTOS bucket (schema.sql).
import type { PhotoLicence } from '../../src-shared/photos';
import type { Db } from '../env';
import type { PhotosTable } from './tables';

export type PhotoReview = 'visible' | 'pending' | 'rejected';

/** A row, its review and licence named by their values (the CHECKs of schema.sql). */
export type PhotoRow = Omit<PhotosTable, 'review' | 'licence'> & { review: PhotoReview; licence: PhotoLicence };

export type NewPhoto = Omit<PhotoRow, 'id' | 'reviewed'>;

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO photos (track_id, file_key, review, width, height, alt, licence, credit, stored_bytes, client_hash, created)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id`,
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
