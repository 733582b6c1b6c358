// /api/admin/*: operators moderate held feedback, read reports, and revert or block a client (docs/operations.md).
// Enabled only when the ADMIN_TOKEN secret is set; the token is compared in constant time. The
// moderation page (/admin) signs in once and calls these with its session (services/admin-session.ts).
import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'hono/utils/buffer';
import { z } from 'zod';
import { changesQuery } from '../../src-shared/schemas/changes';
import { listActiveBlocks } from '../db/blocks';
import { cursorText, readChanges, readCursor } from '../db/changes';
import { listByReview, listReports } from '../db/feedback';
import { listHeldEdits } from '../db/held-edits';
import { findPhoto, listPhotosByReview, listReportedPhotos } from '../db/photos';
import { photoFileKey } from '../photos/files';
import { decidePhoto } from '../services/photo-review';
import { PHOTO_WIDTHS } from '../../src-shared/photos';
import { findAnyTrackById, listRevisions, WITHDRAWN } from '../db/tracks';
import type { AppEnv } from '../env';
import { ApiError, notFound, resultBody } from '../http/result';
import { requestGuesser } from '../http/client';
import { validate } from '../http/validate';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_SECONDS,
  ADMIN_TOKEN_GUESSES,
  type AdminSession,
  sessionOf,
  signIn,
  signOut,
  signOutEverywhere,
} from '../services/admin-session';
import { blockClient, liftClientBlock } from '../services/blocks';
import { decideHeldEdit, decideHeldFeedback, REMOVAL_ACTIONS, REVIEW_DECISIONS, setTrackRemoval } from '../services/moderation';
import { revertClients } from '../services/revert';
import { checkSecret } from '../services/secret-check';

const LIST_LIMIT = 200;
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A client as stored (http/client.ts): 12 bytes of a salted hash, in hex. */
const clientHash = z.string().regex(/^[0-9a-f]{24}$/, 'a client hash is 24 hex digits');
/** One client (clientHash) or several undone together (clientHashes), e.g. two vandals taking turns. */
const revertRequest = z
  .object({
    clientHash: clientHash.optional(),
    clientHashes: z.array(clientHash).min(1).max(20).optional(),
    since: z.iso.datetime({ offset: true }),
    preview: z.boolean().default(false),
  })
  .refine((request) => (request.clientHash === undefined) !== (request.clientHashes === undefined), {
    message: 'give clientHash or clientHashes',
  });
const adminChangesQuery = changesQuery.pick({ before: true, limit: true }).extend({ client: clientHash.optional() });
const blockRequest = z.object({ clientHash, until: z.iso.datetime({ offset: true }), reason: z.string().trim().min(1).max(500) });

/** Sign-in, the session's state, sign-out and sign-out everywhere for the moderation page (services/admin-session.ts). */
const session = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!c.var.env.ADMIN_TOKEN) throw notFound('Admin API');
    c.header('Cache-Control', 'no-store');
    return next();
  })
  .post('/', validate('json', z.object({ token: z.string().max(1000) })), async (c) => {
    const now = new Date();
    const started = await signIn(c.var.env, c.req.valid('json').token, await requestGuesser(c), now);
    setCookie(c, ADMIN_SESSION_COOKIE, started.id, sessionCookie(c.req.url, ADMIN_SESSION_SECONDS));
    return c.json({ ...resultBody('Success'), success: true, csrf: started.csrf, expiresAt: started.expiresAt });
  })
  .get('/', async (c) => {
    const live = await sessionOf(c.var.env, getCookie(c, ADMIN_SESSION_COOKIE), new Date());
    if (!live) throw new ApiError('Unauthorized', 'Not signed in');
    return c.json({ ...resultBody('Success'), success: true, ...live });
  })
  .post('/end', async (c) => {
    const id = getCookie(c, ADMIN_SESSION_COOKIE);
    const live = await sessionOf(c.var.env, id, new Date());
    if (live && id) {
      await checkForgery(c.req.header(ADMIN_CSRF_HEADER), live);
      await signOut(c.var.env, id);
    }
    deleteCookie(c, ADMIN_SESSION_COOKIE, sessionCookie(c.req.url, 0));
    return c.json({ ...resultBody('Success'), success: true });
  })
  .post('/end-everywhere', async (c) => {
    const now = new Date();
    const live = await sessionOf(c.var.env, getCookie(c, ADMIN_SESSION_COOKIE), now);
    if (!live) throw new ApiError('Unauthorized', 'Not signed in');
    await checkForgery(c.req.header(ADMIN_CSRF_HEADER), live);
    await signOutEverywhere(c.var.env, now);
    deleteCookie(c, ADMIN_SESSION_COOKIE, sessionCookie(c.req.url, 0));
    return c.json({ ...resultBody('Success'), success: true });
  });

/** The session cookie: HttpOnly, same-site only, sent to /api/admin alone; Secure on https. */
function sessionCookie(url: string, maxAge: number) {
  return { path: '/api/admin', httpOnly: true, sameSite: 'Strict', secure: new URL(url).protocol === 'https:', maxAge } as const;
}

/** A session's call must carry the session's anti-forgery token as a header. */
async function checkForgery(given: string | undefined, live: AdminSession): Promise<void> {
  if (!(await timingSafeEqual(given ?? '', live.csrf)))
    throw new ApiError('BadRequest', 'The call did not come from the moderation page', 403);
}

/**
 * Every other call is the operator's: a script gives the token as a Bearer token, the moderation
 * page its session cookie and that session's anti-forgery header. Wrong tokens are limited per
 * client and for everyone, like the chat's activation key.
 */
const operatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const env = c.var.env;
  if (!env.ADMIN_TOKEN) throw notFound('Admin API');
  c.header('Cache-Control', 'no-store');
  const now = new Date();
  const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (bearer !== undefined) {
    if (!(await checkSecret(env.DB, ADMIN_TOKEN_GUESSES, bearer, env.ADMIN_TOKEN, await requestGuesser(c), now))) {
      throw new ApiError('Unauthorized', 'That is not the admin token');
    }
    return next();
  }
  const live = await sessionOf(env, getCookie(c, ADMIN_SESSION_COOKIE), now);
  if (!live) throw new ApiError('Unauthorized', 'Sign in on the moderation page, or give the admin token as a Bearer token');
  await checkForgery(c.req.header(ADMIN_CSRF_HEADER), live);
  return next();
};

export const admin = new Hono<AppEnv>()
  .route('/session', session)
  .use('*', operatorOnly)
  .get('/changes', validate('query', adminChangesQuery), async (c) => {
    const { client, before, limit } = c.req.valid('query');
    const records = await readChanges(c.var.env.DB, {
      clientHash: client,
      everyTrack: true,
      before: before === undefined ? undefined : readCursor(before),
      limit,
    });
    // The operator sees each change's full client hash (the one a revert or a block takes), and
    // whether its track is withdrawn: a track whose page the public no longer has.
    const page = records.map((record) => ({ ...record.change, client: record.clientHash, withdrawn: record.withdrawn }));
    return c.json({ changes: page, before: records.length === limit ? cursorText(records.at(-1)!) : null });
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
  .get('/photos', validate('query', z.object({ review: z.enum(['pending', 'rejected', 'visible']).default('pending') })), async (c) =>
    c.json(await listPhotosByReview(c.var.env.DB, c.req.valid('query').review, LIST_LIMIT)),
  )
  .get('/photo-reports', async (c) => c.json(await listReportedPhotos(c.var.env.DB, LIST_LIMIT)))
  // Any photo's stored size, a held one's too: what the operator decides on. Never cached.
  .get(
    '/photos/:id/:width',
    validate('param', z.object({ id: idParam, width: z.coerce.number().pipe(z.literal(PHOTO_WIDTHS)) })),
    async (c) => {
      const { id, width } = c.req.valid('param');
      const photo = await findPhoto(c.var.env.DB, id);
      const file = photo && photo.review !== 'rejected' ? await c.env.PHOTOS.get(photoFileKey(photo.file_key, width)) : null;
      if (!file) throw notFound('Photo');
      return new Response(file.body, { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'no-store' } });
    },
  )
  .post('/photos/:id/:decision', validate('param', z.object({ id: idParam, decision: z.enum(REVIEW_DECISIONS) })), async (c) => {
    const { id, decision } = c.req.valid('param');
    const { review, cacheKey } = await decidePhoto(c.var.env, id, decision, new Date());
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
  // Any track's revisions, a withdrawn one's too (its public history is not found): what it said.
  .get('/track-history', validate('query', z.object({ id: idParam })), async (c) => {
    const { id } = c.req.valid('query');
    const found = await findAnyTrackById(c.var.env.DB, id);
    if (!found) throw notFound('Track');
    return c.json({
      trackId: id,
      revision: found.revision,
      removed: found.removed === 1,
      permanently_removed: found.permanently_removed === 1,
      withdrawn: found.permanently_removed === WITHDRAWN,
      revisions: await listRevisions(c.var.env.DB, id),
    });
  })
  .post('/track/:id/:action', validate('param', z.object({ id: idParam, action: z.enum(REMOVAL_ACTIONS) })), async (c) => {
    const { id, action } = c.req.valid('param');
    const { cacheKey, changed } = await setTrackRemoval(c.var.env, id, action, new Date());
    return c.json({ ...resultBody('Success'), success: true, id, cacheKey, changed });
  })
  .post('/revert', validate('json', revertRequest), async (c) => {
    const { since, ...request } = c.req.valid('json');
    const clientHashes = [...new Set(request.clientHashes ?? [request.clientHash!])];
    const reverted = await revertClients(c.var.env, { clientHashes, since: new Date(since), preview: request.preview }, new Date());
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
