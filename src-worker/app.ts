// The Worker's Hono app: shared middleware, the /api resources, one error shape.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { admin } from './api/admin';
import { createApi } from './api';
import { tiles } from './basemap/tiles';
import type { AppEnv } from './env';
import { bodyLimit } from './http/body-limit';
import { identifyClient } from './http/client';
import { idempotentWrites } from './http/idempotency';
import { d1Session } from './http/d1-session';
import { ApiError, badRequest, errorResponse } from './http/result';
import { PHOTO_UPLOAD_PATH, writesFromOwnOrigin, securityHeaders } from './http/security';
import { crawlers } from './pages/crawlers';
import { feeds } from './pages/feeds';
import { previews } from './pages/preview-image';
import { appManifest } from './pages/app-manifest';
import { pageHtml } from './pages/page-html';
import { photoFiles } from './photos/serve';
import { MAX_PHOTO_BYTES } from '../src-shared/photos';

/** Largest request body the API reads; the biggest real one (a track with 5000 chars of info) is far below. */
export const MAX_BODY_BYTES = 64 * 1024;

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders);
  app.use('*', d1Session);
  // A photo is the one body larger than the API's cap (issue 42): its own, checked the same way.
  const apiLimit = bodyLimit(MAX_BODY_BYTES);
  app.use('/api/*', (c, next) => (c.req.path === PHOTO_UPLOAD_PATH ? next() : apiLimit(c, next)));
  app.use(PHOTO_UPLOAD_PATH, bodyLimit(MAX_PHOTO_BYTES));
  // Only writes need to know who the client is; reads skip the hashing.
  app.on('POST', '/api/*', writesFromOwnOrigin, identifyClient);
  // What a runner may write offline is sent again until it arrives: never written twice.
  app.on('POST', ['/api/post-feedback', '/api/post-answer'], idempotentWrites);

  app.route('/', createApi());
  app.route('/api/admin', admin);
  app.route('/', crawlers);
  app.route('/', feeds);
  app.route('/', previews);
  app.route('/', appManifest);
  app.route('/', tiles);
  app.route('/', photoFiles);

  // Every other address is a page: its content in the HTML, drawn by the app's own components
  // (wrangler.toml run_worker_first sends everything but the built files to the Worker).
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    // A file of public/ the static-assets router left to the Worker (e.g. one added later).
    if (/\.[a-z0-9]+$/i.test(c.req.path)) {
      const file = await c.env.ASSETS.fetch(c.req.raw);
      // A copy: the static-assets answer's headers are immutable, and the security headers are added to every answer.
      if (file.status !== 404) return new Response(file.body, file);
    }
    return pageHtml(
      c.req.raw,
      c.var.env,
      async (path) => app.fetch(new Request(new URL(path, c.req.url)), c.env, c.executionCtx),
      (work) => c.executionCtx.waitUntil(work),
    );
  });

  app.notFound((c) => errorResponse(c, new ApiError('NotFound', `No API call ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // Hono's own refusals, such as a body that is not JSON.
    if (error instanceof HTTPException && error.status < 500) return errorResponse(c, badRequest(error.message || 'Malformed request'));
    console.error('Unhandled error', c.req.method, c.req.path, error);
    return errorResponse(c, new ApiError('InternalError'));
  });
  return app;
}
