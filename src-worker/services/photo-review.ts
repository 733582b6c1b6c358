// An operator's decisions on photos (issue 42, docs/operations.md): a held photo is shown or
// rejected; a shown one may be taken down (after a runner reported it, or an undo of its
// client). A rejected photo's files are deleted from the bucket at once (a photo of a person
// must go, not only hide); its row stays as the record of what was sent, by whom and when.
import { bumpCacheKey, newKeyFrom } from '../db/cache-key';
import { findPhoto, setPhotoReview, type PhotoReview, type PhotoRow } from '../db/photos';
import type { Env } from '../env';
import { ApiError, notFound } from '../http/result';
import { PHOTO_WIDTHS } from '../../src-shared/photos';
import { photoFileKey } from '../photos/files';
import type { ReviewDecision } from './moderation';

export async function decidePhoto(
  env: Env,
  id: number,
  decision: ReviewDecision,
  now: Date,
): Promise<{ review: PhotoReview; cacheKey: number }> {
  const photo = await findPhoto(env.DB, id);
  if (!photo) throw notFound('Photo');
  if (decision === 'approve' && photo.review !== 'pending') throw new ApiError('Conflict', `This photo is already ${photo.review}`);
  if (decision === 'reject' && photo.review === 'rejected') throw new ApiError('Conflict', 'This photo is already rejected');
  if (decision === 'reject') return { review: 'rejected', cacheKey: await takeDown(env, [photo], now) };
  const [, bumped] = await env.DB.batch([setPhotoReview(env.DB, id, 'visible', now), bumpCacheKey(env.DB)]);
  return { review: 'visible', cacheKey: newKeyFrom(bumped) };
}

/** Rejects the photos and deletes their files; the new cache key. */
export async function takeDown(env: Env, photos: readonly PhotoRow[], now: Date): Promise<number> {
  const results = await env.DB.batch([...photos.map((photo) => setPhotoReview(env.DB, photo.id, 'rejected', now)), bumpCacheKey(env.DB)]);
  await env.PHOTOS.delete(photos.flatMap((photo) => PHOTO_WIDTHS.map((width) => photoFileKey(photo.file_key, width))));
  return newKeyFrom(results.at(-1));
}
