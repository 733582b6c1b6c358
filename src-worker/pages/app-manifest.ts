// GET /manifest.webmanifest: the web app manifest (domain/web-app-manifest.ts) in the language the
// page that names it is in (its address carries ?lang=, page-html.ts), else the visitor's.
import { Hono } from 'hono';
import { loadShell } from '../../src-shared/catalogues/translator';
import { requestLanguage } from '../../src-shared/languages';
import { webAppManifest } from '../domain/web-app-manifest';
import type { AppEnv } from '../env';

export const MANIFEST_PATH = '/manifest.webmanifest';

export const appManifest = new Hono<AppEnv>().get(MANIFEST_PATH, async (c) => {
  const language = requestLanguage(new URL(c.req.url), c.req.header('Cookie') ?? null, c.req.header('Accept-Language') ?? null);
  const { start } = await loadShell(language);
  return c.body(JSON.stringify(webAppManifest(c.var.env.SITE_NAME, language, start.description)), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    Vary: 'Accept-Language, Cookie',
  });
});
