// GET /photos/{id}/{width}.webp (issue 42): a shown photo's stored size, from the PHOTOS bucket.
// Only photos an operator let through (or a trusted client's) are served; one waiting for
// review, rejected or never there is 404 alike. Served as the image it is and nothing else
// (security.ts adds nosniff): its bytes are the Worker's own encoding, never the sender's.
import { Hono } from 'hono';
import { PHOTO_WIDTHS, type PhotoWidth } from '../../src-shared/photos';
import { findPhoto } from '../db/photos';
import type { AppEnv } from '../env';
import { ApiError, errorResponse } from '../http/result';
import { photoFileKey } from './files';

/** A day: a photo taken down stops being served within it, from browsers' and the edge's caches alike. */
const MAX_AGE_SECONDS = 86_400;

const notFound = () => new ApiError('NotFound', 'Photo not found');

export const photoFiles = new Hono<AppEnv>().get('/photos/:id/:file', async (c) => {
  const match = /^(\d+)\.webp$/.exec(c.req.param('file'));
  const width = Number(match?.[1]) as PhotoWidth;
  const id = Number(c.req.param('id'));
  if (!PHOTO_WIDTHS.includes(width) || !Number.isSafeInteger(id) || id <= 0) return errorResponse(c, notFound());
  const photo = await findPhoto(c.var.env.DB, id);
  if (photo?.review !== 'visible') return errorResponse(c, notFound());
  const file = await c.env.PHOTOS.get(photoFileKey(photo.file_key, width));
  if (!file) return errorResponse(c, notFound());
  return new Response(file.body, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(file.size),
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
      ETag: file.httpEtag,
      // Opened on its own, a photo is a picture and nothing more: no script, no plugin, no form.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
