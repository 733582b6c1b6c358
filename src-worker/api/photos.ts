// POST /api/post-photo (issue 42): a photo of a track, its bytes the request's body.
import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE } from '../../src-shared/photos';
import { postPhotoQuery, postPhotoResult, reportPhotoRequest, reportPhotoResult } from '../../src-shared/schemas/photos';
import { resultBody } from '../http/result';
import { answer, apiRouter, errors, WRITE_REFUSALS } from '../http/routes';
import { postPhoto } from '../services/photo-uploads';
import { REPORTS_TO_HOLD, reportPhoto } from '../services/photo-reports';

const photoBytes = { schema: z.string().meta({ format: 'binary' }) };

export const postPhotoRoute = createRoute({
  method: 'post',
  path: '/post-photo',
  tags: ['photos'],
  summary: 'Post a photo of a track',
  description:
    `The photo is the body: JPEG, PNG or WebP, judged by its bytes, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB and ${MAX_PHOTO_SIDE} pixels on its longest side. ` +
    'It is re-encoded without any metadata into the sizes the pages show and held for review (pending) before it is shown.',
  request: {
    query: postPhotoQuery,
    body: { required: true, content: { 'image/jpeg': photoBytes, 'image/png': photoBytes, 'image/webp': photoBytes } },
  },
  responses: {
    200: answer(postPhotoResult),
    ...errors(['InvalidInput', 'BadRequest', 'NotFound', 'SpamAlert'], WRITE_REFUSALS),
  },
});

export const photos = apiRouter().openapi(postPhotoRoute, async (c) => {
  const query = c.req.valid('query');
  const result = await postPhoto(c.var.env, {
    ...query,
    bytes: new Uint8Array(await c.req.arrayBuffer()),
    clientHash: c.var.clientHash,
    now: new Date(),
  });
  return c.json({ ...resultBody(result.pending ? 'UnderReview' : 'Success'), success: true, ...result }, 200);
});

export const reportPhotoRoute = createRoute({
  method: 'post',
  path: '/report-photo',
  tags: ['photos'],
  summary: 'Report a shown photo',
  description: `Once per client and photo. Reports from ${REPORTS_TO_HOLD} clients hide the photo until an operator decides.`,
  request: { body: { required: true, content: { 'application/json': { schema: reportPhotoRequest } } } },
  responses: {
    200: answer(reportPhotoResult),
    ...errors(['InvalidInput', 'BadRequest', 'NotFound', 'SpamAlert'], WRITE_REFUSALS),
  },
});

export const photoReports = apiRouter().openapi(reportPhotoRoute, async (c) => {
  const result = await reportPhoto(c.var.env, { ...c.req.valid('json'), clientHash: c.var.clientHash, now: new Date() });
  return c.json({ ...resultBody('Success'), success: true, ...result }, 200);
});
