// /api/admin/*: operators moderate held feedback and read reports (docs/operations.md).
// Enabled only when the ADMIN_TOKEN secret is set; the token is compared in constant time.
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { z } from 'zod';
import { bumpCacheKey, newKeyFrom } from '../db/cache-key';
import { findFeedback, listByReview, listReports, recomputeDerivedFields, setReview } from '../db/feedback';
import { findTrackById, setRemoved } from '../db/tracks';
import type { AppEnv } from '../env';
import { ApiError, notFound, resultBody } from '../http/result';
import { validate } from '../http/validate';

const LIST_LIMIT = 200;
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const admin = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const token = c.var.env.ADMIN_TOKEN;
    if (!token) throw notFound('Admin API');
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!(await timingSafeEqual(given, token))) throw new ApiError('Unauthorized', 'Give the admin token as a Bearer token');
    return next();
  })
  .get('/feedback', validate('query', z.object({ review: z.enum(['pending', 'rejected', 'visible']).default('pending') })), async (c) =>
    c.json(await listByReview(c.var.env.DB, c.req.valid('query').review, LIST_LIMIT)),
  )
  .get('/reports', async (c) => c.json(await listReports(c.var.env.DB, LIST_LIMIT)))
  .post(
    '/feedback/:id/:decision',
    validate('param', z.object({ id: idParam, decision: z.enum(['approve', 'reject']) })),
    async (c) => {
      const { id, decision } = c.req.valid('param');
      const item = await findFeedback(c.var.env.DB, id);
      if (!item) throw notFound('Feedback');
      if (item.review !== 'pending') throw new ApiError('Conflict', `This feedback is already ${item.review}`);
      const review = decision === 'approve' ? 'visible' : 'rejected';
      const statements = [setReview(c.var.env.DB, id, review)];
      if (item.track_id !== null) statements.push(recomputeDerivedFields(c.var.env.DB, item.track_id));
      statements.push(bumpCacheKey(c.var.env.DB));
      const results = await c.var.env.DB.batch(statements);
      return c.json({ ...resultBody('Success'), success: true, id, review, cacheKey: newKeyFrom(results.at(-1)) });
    },
  )
  // A track that no longer exists is flagged, never deleted: its page, history and comments stay.
  .post(
    '/track/:id/:action',
    validate('param', z.object({ id: idParam, action: z.enum(['remove', 'remove-permanently', 'restore']) })),
    async (c) => {
      const { id, action } = c.req.valid('param');
      if (!(await findTrackById(c.var.env.DB, id))) throw notFound('Track');
      const [, bumped] = await c.var.env.DB.batch([
        setRemoved(c.var.env.DB, id, action !== 'restore', action === 'remove-permanently', new Date().toISOString()),
        bumpCacheKey(c.var.env.DB),
      ]);
      return c.json({ ...resultBody('Success'), success: true, id, cacheKey: newKeyFrom(bumped) });
    },
  );
