// GET /api/track, GET /api/track-history, POST /api/post-track (spec section 7).
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, keyParam, trackSegment } from '../../src-shared/schemas/common';
import { postTrackRequest } from '../../src-shared/schemas/track';
import { findTrackById, listRevisions, loadTrack } from '../db/tracks';
import { cleanVisitorHtml } from '../domain/html';
import type { TrackEdit } from '../domain/track-edit';
import { AMENITIES } from '../../src-shared/access';
import type { AppEnv } from '../env';
import { badRequest, notFound, resultBody } from '../http/result';
import { validate } from '../http/validate';
import { serveVersionedJson } from '../http/versioned-json';
import { createTrack, editTrack } from '../services/track-writes';

const trackQuery = z.object({ id: idParam.optional(), segment: trackSegment.optional(), key: keyParam });

type PostTrackBody = z.output<typeof postTrackRequest>;

const boolToInt = (v: boolean | null | undefined) => (v === undefined ? undefined : v === null ? null : v ? 1 : 0);

/** The spec's request names mapped onto stored fields; undefined means "not sent, keep". */
function editedFields(body: PostTrackBody): Partial<TrackEdit> {
  return {
    center_lat: body.lat,
    center_lng: body.lng,
    name: body.name,
    length: body.length,
    info: body.info === undefined || body.info === null ? body.info : cleanVisitorHtml(body.info),
    surface: body.surface,
    link_to_web: body.linkToWeb,
    // 0 lanes means unset (spec section 5).
    number_lanes_lap: body.numLanes === undefined ? undefined : body.numLanes || null,
    quality: body.quality,
    has_lighting: boolToInt(body.lighting),
    access: body.access,
    opening_hours: body.openingHours,
    fee: boolToInt(body.fee),
    fee_text: body.feeText,
    entry: body.entry,
    booking_url: body.bookingUrl,
    lane_rules: body.laneRules,
    rules: body.rules,
    closed_until: body.closedUntil,
    closure_reason: body.closureReason,
    lit_hours: body.litHours,
    ...Object.fromEntries(AMENITIES.map((a) => [a, boolToInt(body.amenities?.[a])])),
    supervised: boolToInt(body.supervised),
  };
}

export const tracks = new Hono<AppEnv>()
  .get('/track', validate('query', trackQuery), (c) => {
    const { id, segment } = c.req.valid('query');
    if (id === undefined && segment === undefined) throw badRequest('Give the track id or segment');
    const name = id !== undefined ? `track/id/${id}` : `track/segment/${segment}`;
    return serveVersionedJson(c, name, 'Track', () => loadTrack(c.var.env.DB, id !== undefined ? { id } : { segment: segment! }));
  })
  .get('/track-history', validate('query', z.object({ id: idParam })), async (c) => {
    const { id } = c.req.valid('query');
    const track = await findTrackById(c.var.env.DB, id);
    if (!track) throw notFound('Track');
    return c.json({ trackId: id, revision: track.revision, revisions: await listRevisions(c.var.env.DB, id) });
  })
  .post('/post-track', validate('json', postTrackRequest), async (c) => {
    const body = c.req.valid('json');
    const now = new Date();
    const write = {
      baseRevision: body.baseRevision,
      indoors: body.outdoor ? (body.outdoor === 'indoor' ? 1 : 0) : undefined,
      fields: editedFields(body),
      clientHash: c.var.clientHash,
      origin: 'web' as const,
      now,
    };
    const result = body.id === undefined ? await createTrack(c.var.env, write) : await editTrack(c.var.env, { ...write, id: body.id });
    return c.json({ ...resultBody(result.pending ? 'UnderReview' : 'Success'), success: true, ...result });
  });
