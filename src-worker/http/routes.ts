// How an API route is declared once (@hono/zod-openapi): the router every resource file builds
// its routes on, whose validation answers as validate.ts does, and the answers a route documents
// beside its success: every error is the result shape (spec section 8) under the HTTP status it is
// sent with, so the generated document lists what a client can really get.
import { OpenAPIHono } from '@hono/zod-openapi';
import { z, type ZodType } from 'zod';
import type { ResultStatus } from '../../src-shared/result-status';
import { resultBody } from '../../src-shared/schemas/common';
import type { AppEnv } from '../env';
import { HTTP_STATUS } from './result';
import { invalidHook } from './validate';

/** A resource's router: its routes validated with the one InvalidInput answer. */
export const apiRouter = <E extends AppEnv = AppEnv>() => new OpenAPIHono<E>({ defaultHook: invalidHook });

export const VERSIONED = 'Answers carry an ETag and may be cached under the cache key (key); a write moves the key.';

/** The answer of a call, in JSON unless another media type is named. */
export const answer = <T extends ZodType>(schema: T, mediaType = 'application/json') => ({
  description: 'The answer.',
  content: { [mediaType]: { schema } } as Record<typeof mediaType, { schema: T }>,
});

/** A versioned answer's (http/versioned-json.ts) conditional GET: no body when the client's copy is current. */
export const NOT_MODIFIED = { 304: { description: 'Not modified: If-None-Match named the current ETag; no body.' } } as const;

/**
 * What every write may answer before its handler runs: the body limit (app.ts) and the JSON and
 * Origin checks (security.ts), each as BadRequest under its own HTTP status.
 */
export const WRITE_REFUSALS = {
  403: 'Result status BadRequest: a browser page of another origin, or a cross-site request.',
  413: 'Result status BadRequest: the body is too large.',
  415: 'Result status BadRequest: the Content-Type is not application/json.',
} as const;

const result = (description: string) => ({ description, content: { 'application/json': { schema: resultBody } } });

/**
 * The error answers of a call: the result statuses it may answer (grouped by the HTTP status they
 * are sent with), other refusals by HTTP status, and InternalError, which any call may answer.
 */
export function errors(statuses: ResultStatus[], others: Partial<Record<400 | 403 | 413 | 415 | 502, string>> = {}) {
  const byHttp = new Map<number, ResultStatus[]>();
  for (const status of [...statuses, 'InternalError' as const])
    byHttp.set(HTTP_STATUS[status], [...(byHttp.get(HTTP_STATUS[status]) ?? []), status]);
  const answers: Record<number, ReturnType<typeof result>> = {};
  for (const [http, grouped] of byHttp) answers[http] = result(`Result status ${grouped.join(' or ')}.`);
  for (const [http, description] of Object.entries(others)) answers[Number(http)] = result(description);
  return answers;
}

/**
 * The Idempotency-Key a write a runner may make offline is sent with (http/idempotency.ts): a
 * request sent again with the same key is answered as the first was and writes nothing.
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional()
    .meta({
      description:
        'A key of your own (a UUID) to send the same write again safely: a request with a key already answered gets that answer again, marked Idempotent-Replayed, and writes nothing; one still being answered gets Conflict (409). Kept 7 days.',
    }),
});
