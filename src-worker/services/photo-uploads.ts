// A runner's photo of a track (issue 42): the write limit and blocks first, as for every write,
// then the photo limits, then the photo itself (checked, re-encoded without metadata), stored
// in the PHOTOS bucket before its row, so a row never names files that are not there. A new
// photo waits for an operator's review: photos of people are a risk on school and club grounds.
import type { PhotoLicence } from '../../src-shared/photos';
import { countTrackPhotos, hasApprovedPhoto, insertPhoto } from '../db/photos';
import { findTrackById } from '../db/tracks';
import type { Env } from '../env';
import { invalidInput, notFound } from '../http/result';
import { processPhoto } from '../photos/process';
import { photoFileKey } from '../photos/files';
import { takeOrRefuse } from './limits';
import { assertNotSpamming } from './spam-limit';

/** Photos a client may send in a day, and a track may hold (shown or waiting). */
export const PHOTOS_PER_CLIENT_PER_DAY = 20;
export const PHOTOS_PER_TRACK = 60;

export interface PhotoPost {
  trackId: number;
  bytes: Uint8Array;
  licence: PhotoLicence;
  credit: string;
  alt: string;
  clientHash: string;
  now: Date;
}

export interface PhotoResult {
  id: number;
  pending: boolean;
}

export async function postPhoto(env: Env, post: PhotoPost): Promise<PhotoResult> {
  await assertNotSpamming(env, post.clientHash, post.now);
  await takeOrRefuse(env.DB, { name: `photos:${post.clientHash}`, max: PHOTOS_PER_CLIENT_PER_DAY, windowSeconds: 86_400 }, post.now);
  const track = await findTrackById(env.DB, post.trackId);
  if (!track) throw notFound('Track');
  if ((await countTrackPhotos(env.DB, track.id)) >= PHOTOS_PER_TRACK)
    throw invalidInput(`This track has its ${PHOTOS_PER_TRACK} photos already`);

  const processed = await processPhoto(post.bytes);
  if (!processed.ok) throw invalidInput(processed.problem);
  const { photo } = processed;
  const key = crypto.randomUUID();
  await Promise.all(
    photo.sizes.map(({ width, bytes }) => env.PHOTOS.put(photoFileKey(key, width), bytes, { httpMetadata: { contentType: 'image/webp' } })),
  );
  const trusted = env.PHOTOS_PUBLISH_TRUSTED === 'true' && (await hasApprovedPhoto(env.DB, post.clientHash));
  const id = await insertPhoto(env.DB, {
    track_id: track.id,
    file_key: key,
    review: trusted ? 'visible' : 'pending',
    width: photo.width,
    height: photo.height,
    alt: post.alt,
    licence: post.licence,
    credit: post.credit,
    stored_bytes: photo.sizes.reduce((sum, size) => sum + size.bytes.byteLength, 0),
    client_hash: post.clientHash,
    created: post.now.toISOString(),
  });
  return { id, pending: !trusted };
}
