// A runner's report of a shown photo (issue 42): a person in it who did not agree, a child, not
// the track, anything else. Every report reaches the moderation page; reports from
// REPORTS_TO_HOLD clients hold the photo for review again at once, before an operator has looked.
import { bumpCacheKey, newKeyFrom, readCacheKey } from '../db/cache-key';
import { addPhotoReport, findPhoto, setPhotoReview } from '../db/photos';
import type { Env } from '../env';
import { notFound } from '../http/result';
import { assertNotSpamming } from './spam-limit';

export const REPORTS_TO_HOLD = 3;

export async function reportPhoto(
  env: Env,
  report: { photoId: number; reason: string; clientHash: string; now: Date },
): Promise<{ held: boolean; cacheKey: number }> {
  await assertNotSpamming(env, report.clientHash, report.now);
  const photo = await findPhoto(env.DB, report.photoId);
  if (photo?.review !== 'visible') throw notFound('Photo');
  const reports = await addPhotoReport(env.DB, report);
  if (reports < REPORTS_TO_HOLD) return { held: false, cacheKey: await readCacheKey(env.DB) };
  const [, bumped] = await env.DB.batch([setPhotoReview(env.DB, photo.id, 'pending', report.now), bumpCacheKey(env.DB)]);
  return { held: true, cacheKey: newKeyFrom(bumped) };
}
