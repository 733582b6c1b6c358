// Idempotency-Key on the writes a runner may make offline (issue 43): a visit report, answer or
// comment kept on the phone is sent once the network returns, and a worker that lost the first
// answer sends it again. The first request with a key writes and its answer is kept; a request
// with the same key on the same path is answered with that answer, marked Idempotent-Replayed,
// and writes nothing. A key still being answered gets 409 Conflict, to try again. A refusal that
// wrote nothing and may pass later (SpamAlert, 429) or a server failure (5xx) gives the key back,
// so a later try can write. Without the header nothing changes.
import type { MiddlewareHandler } from 'hono';
import { claimKey, keepAnswer, readKeptAnswer, releaseKey } from '../db/idempotent-writes';
import type { AppEnv } from '../env';
import { ApiError, badRequest } from './result';
import { idempotencyHeaders } from './routes';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const idempotentWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!idempotencyHeaders.shape['idempotency-key'].safeParse(key).success)
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, "-" or "_"`);
  const db = c.var.env.DB;
  const path = c.req.path;
  if (!(await claimKey(db, key, path, new Date()))) {
    const kept = await readKeptAnswer(db, key, path);
    if (kept?.status == null || kept.body === null)
      throw new ApiError('Conflict', 'A request with this Idempotency-Key is still being answered');
    return new Response(kept.body, {
      status: kept.status,
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Idempotent-Replayed': 'true' },
    });
  }
  try {
    await next();
  } catch (error) {
    await releaseKey(db, key, path);
    throw error;
  }
  if (c.res.status >= 500 || c.res.status === 429) return void (await releaseKey(db, key, path));
  await keepAnswer(db, key, path, { status: c.res.status, body: await c.res.clone().text() });
};
