// Web safety for every response and every write (issue: "Web safety").
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { badRequest, ApiError } from './result';

// API answers are JSON, never documents: the strictest policy fits them. The SPA's own policy
// for HTML and assets is in public/_headers.
const API_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', API_CSP);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  const type = h.get('Content-Type');
  if (type && !/charset=/i.test(type) && /^(application\/json|text\/)/i.test(type)) h.set('Content-Type', `${type}; charset=UTF-8`);
};

/** The one write whose body is not JSON: a photo's bytes (issue 42). */
export const PHOTO_UPLOAD_PATH = '/api/post-photo';
const PHOTO_TYPES = /^image\/(jpeg|png|webp)\s*(;|$)/i;

/**
 * Writes accept only JSON from our own origin (a photo: only an image's type): a cross-site
 * form can send neither without a CORS preflight we never grant (a form sends form data or
 * text), and the Origin check refuses a browser page elsewhere even if it tries. Clients that
 * send no Origin (curl, the importer) are not browsers and pass. A photo's type is only what
 * its sender says: the Worker judges it by its bytes (photos/inspect.ts).
 */
export const writesFromOwnOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('Content-Type') ?? '';
  if (c.req.path === PHOTO_UPLOAD_PATH) {
    if (!PHOTO_TYPES.test(type)) throw badRequest('Content-Type must be image/jpeg, image/png or image/webp', 415);
  } else if (!/^application\/json\s*(;|$)/i.test(type)) throw badRequest('Content-Type must be application/json', 415);
  const origin = c.req.header('Origin');
  if (origin && !allowedOrigins(c.req.url, c.env.ALLOWED_ORIGINS).includes(origin)) {
    throw new ApiError('BadRequest', `Origin ${origin} may not write here`, 403);
  }
  if (c.req.header('Sec-Fetch-Site') === 'cross-site') throw new ApiError('BadRequest', 'Cross-site writes are refused', 403);
  return next();
};

function allowedOrigins(requestUrl: string, configured: string | undefined): string[] {
  const extra = (configured ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return [new URL(requestUrl).origin, ...extra];
}
