// Link-preview images (issue 23): the routes of the picture, 1200 × 630, that a track or area page
// names as its og:image, drawn by the Worker from the page's own facts. What a picture says is
// preview-text.ts; the drawing (satori, resvg and the fonts) is preview-render.ts, loaded only
// when a picture is drawn, so the Worker starts, and every page and API answer runs, without it.
// A track with a shown photo names its .jpg picture, which shows its newest photo with its credit
// (issue 42); its .png shows the track drawing, so a link shared before the photo keeps working.
//
// Each picture is drawn once per data version: its bytes are kept in KV under the cache key and the
// track's or area's id, so a second ask (another chat app fetching the same link) is one KV read.
import { Hono, type Context } from 'hono';
import type { ZodType } from 'zod';
import { areaSegment, trackSegment } from '../../src-shared/schemas/common';
import type { i18n } from 'i18next';
import { languageOf, LANGUAGE_PARAM, type Language } from '../../src-shared/languages';
import { areaCountStatement, findAreaBySegment } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { areaChain, findTrackBySegment, nullableFlag } from '../db/tracks';
import { labelOf } from '../db/track-labels';
import type { AppEnv, Db, Env } from '../env';
import { notFound } from '../http/result';
import { createTranslator } from '../../src-shared/catalogues/translator';
import { previewLanguage } from '../../src-shared/page-paths';
import { areaPreviewText, trackPreviewText, type PreviewTrack } from './preview-text';
import type { PictureFormat, PreviewPhoto } from './preview-render';
import { PREVIEW_PANEL_HEIGHT, PREVIEW_PANEL_WIDTH } from './preview-size';
import { newestShownPhoto } from '../db/photos';
import { previewPanelJpeg } from '../photos/preview-panel';
import { photoCreditText } from '../../src-shared/photos';

/** Raised when the drawing changes, so pictures kept in KV under the current key are drawn anew. */
const DRAWING_VERSION = 2;
const KV_TTL_SECONDS = 7 * 24 * 3600;
/** Browsers, chat apps and the CDN may keep a picture a day; a new one follows the data after that. */
const CACHE_CONTROL = 'public, max-age=86400';

const CONTENT_TYPES: Record<PictureFormat, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** The KV key of a picture: what it shows (a track or area by id), in which language and format, and the data version it shows. */
export const previewStoreKey = (kind: 'track' | 'area', id: number, language: Language, cacheKey: number, format: PictureFormat = 'png') =>
  `preview-v${DRAWING_VERSION}/${kind}/${id}/${language}${format === 'png' ? '' : `.${format}`}@${cacheKey}`;

/**
 * The picture of the track or area a path names (its segment before ".png" or ".jpg"): 404 when
 * there is none, else the picture kept in KV under the cache key, or drawn, kept and answered.
 */
async function servePreview<Row extends { id: number }>(
  c: Context<AppEnv>,
  file: string,
  page: { kind: 'track' | 'area'; what: string; segment: ZodType<string>; find: (db: Db, segment: string) => Promise<Row | null> },
  draw: (row: Row, i18n: i18n, format: PictureFormat) => Promise<ArrayBuffer>,
): Promise<Response> {
  const env = c.var.env;
  // The page's language (src-worker/pages/preview-paths.ts), where the fonts can write it.
  const language = previewLanguage(languageOf(c.req.query(LANGUAGE_PARAM)) ?? 'en');
  const format: PictureFormat = file.endsWith('.jpg') ? 'jpg' : 'png';
  const segment = page.segment.safeParse(file.slice(0, -'.png'.length));
  // The key first, then the data: a picture kept under a key is never older than it.
  const key = await readCacheKey(env.DB);
  const row = segment.success ? await page.find(env.DB, segment.data) : null;
  if (!row) throw notFound(page.what);
  const storeKey = previewStoreKey(page.kind, row.id, language, key, format);
  const kept = await env.CACHE.get(storeKey, 'arrayBuffer');
  const picture = kept ?? (await draw(row, await createTranslator(language), format));
  if (!kept) c.executionCtx.waitUntil(env.CACHE.put(storeKey, picture, { expirationTtl: KV_TTL_SECONDS }));
  return new Response(picture, { headers: { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': CACHE_CONTROL } });
}

/** The panel of a track's .jpg picture: its newest shown photo with its credit; null without one (the drawing instead). */
async function photoOfTrack(env: Env, trackId: number): Promise<PreviewPhoto | null> {
  const photo = await newestShownPhoto(env.DB, trackId);
  const jpeg = photo && (await previewPanelJpeg(env.PHOTOS, photo.file_key, PREVIEW_PANEL_WIDTH, PREVIEW_PANEL_HEIGHT));
  return photo && jpeg ? { jpeg, credit: photoCreditText(photo) } : null;
}

export const previews = new Hono<AppEnv>()
  .get('/preview/track/:file{[^/]+\\.(?:png|jpg)}', (c) => {
    const db = c.var.env.DB;
    return servePreview(
      c,
      c.req.param('file'),
      { kind: 'track', what: 'Track', segment: trackSegment, find: findTrackBySegment },
      async (row, i18n, format) => {
        const track: PreviewTrack = {
          name: row.name,
          label: labelOf(row),
          areas: await areaChain(db, row.area_id),
          length: row.length,
          surface: row.surface,
          number_lanes_lap: row.number_lanes_lap,
          indoors: nullableFlag(row.indoors),
          permanently_removed: row.permanently_removed === 1,
        };
        const photo = format === 'jpg' ? await photoOfTrack(c.var.env, row.id) : null;
        const { renderPreview } = await import('./preview-render');
        // A .jpg whose photo was taken down since the page named it shows the drawing, still as a JPEG.
        return renderPreview(trackPreviewText(track, i18n), c.var.env.SITE_NAME, { lanes: row.number_lanes_lap, photo, format });
      },
    );
  })
  .get('/preview/area/:path{.+\\.png}', (c) => {
    const db = c.var.env.DB;
    return servePreview(
      c,
      c.req.param('path'),
      { kind: 'area', what: 'Area', segment: areaSegment, find: findAreaBySegment },
      async (area, i18n) => {
        const [chain, count] = await Promise.all([areaChain(db, area.id), areaCountStatement(db, area.id).first<number>('n')]);
        const { renderPreview } = await import('./preview-render');
        return renderPreview(
          areaPreviewText({ name: area.name, names: chain.at(-1)?.names, parents: chain.slice(0, -1), numTracks: count ?? 0 }, i18n),
          c.var.env.SITE_NAME,
        );
      },
    );
  });
