// GET /api/track, GET /api/track-history, POST /api/post-track (spec section 7).
import { createRoute } from '@hono/zod-openapi';
import { postTrackRequest, postTrackResult, track, trackHistory, trackHistoryQuery, trackQuery } from '../../src-shared/schemas/track';
import { findTrackById, listRevisions, loadTrack } from '../db/tracks';
import { badRequest, notFound, resultBody } from '../http/result';
import { answer, apiRouter, errors, NOT_MODIFIED, VERSIONED, WRITE_REFUSALS } from '../http/routes';
import { serveVersionedJson } from '../http/versioned-json';
import { createTrack, editTrack, submittedTrackWrite } from '../services/track-writes';

export const trackRoute = createRoute({
  method: 'get',
  path: '/track',
  tags: ['tracks'],
  summary: 'A track, by id or url segment',
  description: `The track entity of spec section 3, with its visible comments. ${VERSIONED}`,
  request: { query: trackQuery },
  responses: { 200: answer(track), ...NOT_MODIFIED, ...errors(['NotFound', 'BadRequest', 'InvalidInput']) },
});

export const trackHistoryRoute = createRoute({
  method: 'get',
  path: '/track-history',
  tags: ['tracks'],
  summary: "A track's revisions, newest first",
  description: 'Every edit is kept: each revision with the fields it changed and a snapshot of the track after it.',
  request: { query: trackHistoryQuery },
  responses: { 200: answer(trackHistory), ...errors(['NotFound', 'InvalidInput']) },
});

export const postTrackRoute = createRoute({
  method: 'post',
  path: '/post-track',
  tags: ['tracks'],
  summary: 'Create a track (no id) or edit one',
  description:
    'Enumerations are read as spec section 3 words them, in any case (e.g. surface "Gravel/dirt" or "gravel"); answers use the stored spelling. An edit naming an older baseRevision answers Conflict. Writes per client are limited (SpamAlert).',
  request: { body: { required: true, content: { 'application/json': { schema: postTrackRequest } } } },
  responses: {
    200: answer(postTrackResult),
    ...errors(['InvalidInput', 'BadRequest', 'NotFound', 'Conflict', 'SpamAlert'], WRITE_REFUSALS),
  },
});

export const tracks = apiRouter()
  .openapi(trackRoute, (c) => {
    const { id, segment } = c.req.valid('query');
    if (id === undefined && segment === undefined) throw badRequest('Give the track id or segment');
    const name = id !== undefined ? `track/id/${id}` : `track/segment/${segment}`;
    return serveVersionedJson(c, name, 'Track', () => loadTrack(c.var.env.DB, id !== undefined ? { id } : { segment: segment! }));
  })
  .openapi(trackHistoryRoute, async (c) => {
    const { id } = c.req.valid('query');
    const found = await findTrackById(c.var.env.DB, id);
    if (!found) throw notFound('Track');
    return c.json({ trackId: id, revision: found.revision, revisions: await listRevisions(c.var.env.DB, id) }, 200);
  })
  .openapi(postTrackRoute, async (c) => {
    const body = c.req.valid('json');
    const write = submittedTrackWrite(body, c.var.clientHash, new Date());
    const result = body.id === undefined ? await createTrack(c.var.env, write) : await editTrack(c.var.env, { ...write, id: body.id });
    return c.json({ ...resultBody(result.pending ? 'UnderReview' : 'Success'), success: true, ...result }, 200);
  });
