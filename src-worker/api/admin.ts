// /api/admin/*: operators moderate held feedback, read reports, and revert or block a client (docs/operations.md).
// Enabled only when the ADMIN_TOKEN secret is set; the token is compared in constant time.
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { z } from 'zod';
import { listActiveBlocks } from '../db/blocks';
import { listByReview, listReports } from '../db/feedback';
import { listHeldEdits } from '../db/held-edits';
import type { AppEnv } from '../env';
import { ApiError, notFound, resultBody } from '../http/result';
import { validate } from '../http/validate';
import { blockClient, liftClientBlock } from '../services/blocks';
import { decideHeldEdit, decideHeldFeedback, REMOVAL_ACTIONS, REVIEW_DECISIONS, setTrackRemoval } from '../services/moderation';
import { revertClient } from '../services/revert';

const LIST_LIMIT = 200;
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A client as stored (http/client.ts): 12 bytes of a salted hash, in hex. */
const clientHash = z.string().regex(/^[0-9a-f]{24}$/, 'a client hash is 24 hex digits');
const revertRequest = z.object({ clientHash, since: z.iso.datetime({ offset: true }), preview: z.boolean().default(false) });
const blockRequest = z.object({ clientHash, until: z.iso.datetime({ offset: true }), reason: z.string().trim().min(1).max(500) });

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
  .post('/feedback/:id/:decision', validate('param', z.object({ id: idParam, decision: z.enum(REVIEW_DECISIONS) })), async (c) => {
    const { id, decision } = c.req.valid('param');
    const { review, cacheKey } = await decideHeldFeedback(c.var.env, id, decision);
    return c.json({ ...resultBody('Success'), success: true, id, review, cacheKey });
  })
  .get('/held-edits', validate('query', z.object({ review: z.enum(['pending', 'approved', 'rejected']).default('pending') })), async (c) =>
    c.json(await listHeldEdits(c.var.env.DB, c.req.valid('query').review, LIST_LIMIT)),
  )
  .post('/held-edits/:id/:decision', validate('param', z.object({ id: idParam, decision: z.enum(REVIEW_DECISIONS) })), async (c) => {
    const { id, decision } = c.req.valid('param');
    const decided = await decideHeldEdit(c.var.env, id, decision, new Date());
    return c.json({ ...resultBody('Success'), success: true, id, ...decided });
  })
  .post('/track/:id/:action', validate('param', z.object({ id: idParam, action: z.enum(REMOVAL_ACTIONS) })), async (c) => {
    const { id, action } = c.req.valid('param');
    const { cacheKey } = await setTrackRemoval(c.var.env, id, action, new Date());
    return c.json({ ...resultBody('Success'), success: true, id, cacheKey });
  })
  .post('/revert', validate('json', revertRequest), async (c) => {
    const { since, ...request } = c.req.valid('json');
    const reverted = await revertClient(c.var.env, { ...request, since: new Date(since) }, new Date());
    return c.json({ ...resultBody('Success'), success: true, ...request, ...reverted });
  })
  .get('/blocks', async (c) => c.json(await listActiveBlocks(c.var.env.DB, new Date().toISOString(), LIST_LIMIT)))
  .post('/blocks', validate('json', blockRequest), async (c) => {
    const { until, ...block } = c.req.valid('json');
    const blocked = await blockClient(c.var.env, { ...block, until: new Date(until) }, new Date());
    return c.json({ ...resultBody('Success'), success: true, ...block, ...blocked });
  })
  .post('/blocks/:id/lift', validate('param', z.object({ id: idParam })), async (c) => {
    const { id } = c.req.valid('param');
    await liftClientBlock(c.var.env, id, new Date());
    return c.json({ ...resultBody('Success'), success: true, id });
  });
