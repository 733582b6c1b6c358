// The SPA's HTML shell for track and area pages, with the page's own title, description,
// canonical URL and geo position written in by the Worker (HTMLRewriter), so search engines and
// link previews see them without running JavaScript. The React app keeps the same tags right
// while the visitor navigates (src-web/components/page-meta.ts); the texts come from the same
// rules (src-shared/track-text.ts).
//
// The shell also carries the first answer the page will ask the API for (the track or the area
// page, under the current cache key), so the page paints as soon as its code has loaded, without
// waiting for /api/cache and then the API (src-web/api/initial-data.ts reads it).
import { areaPage } from '../api/areas';
import { readCacheKey } from '../db/cache-key';
import { findAreaBySegment, type AreaRow } from '../db/areas';
import { areaChain, loadTrack } from '../db/tracks';
import type { Db, Env } from '../env';
import { routePreloads, type Preloads, type Screen } from './route-preloads';
import { areaSegment, trackSegment } from '../../src-shared/schemas/common';
import { areaPath, trackPath } from '../../src-shared/page-paths';
import { pageTitle, trackSummaryText, trackTitle } from '../../src-shared/track-text';
import type { InitialData, Track } from '../../src-shared/api-types';

/**
 * The SPA's security headers. Responses the Worker makes do not get public/_headers applied, so
 * the shell carries them itself; a worker test keeps the two policies the same.
 */
export const SPA_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org; connect-src 'self' https://tile.openstreetmap.org; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /track/pista-do-ibirapuera-sao-paulo. */
  canonicalPath: string;
  position: { lat: number; lng: number } | null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function trackMeta(track: Track): PageMeta {
  const summary = capitalise(trackSummaryText(track));
  const place = track.areas.map((a) => a.name).reverse().join(', ');
  return {
    title: trackTitle(track),
    description: `${summary}${place ? ` in ${place}` : ''}. Opening status, surface, lanes and runners' comments.`,
    canonicalPath: trackPath(track.url_segment),
    position: { lat: track.center_lat, lng: track.center_lng },
  };
}

async function areaMeta(db: Db, area: AreaRow): Promise<PageMeta> {
  const chain = await areaChain(db, area.id);
  const place = chain.map((a) => a.name).reverse().join(', ');
  return {
    title: `Running tracks in ${area.name}`,
    description: `Running tracks in ${place}: athletics tracks on a map, with surface, lanes, opening status and runners' comments.`,
    canonicalPath: areaPath(area.url_segment),
    position: area.center_lat !== null && area.center_lng !== null ? { lat: area.center_lat, lng: area.center_lng } : null,
  };
}

/** A track or area page: its meta tags, its screen, and the API call the page makes first with its answer. */
interface ShellPage {
  meta: PageMeta;
  screen: Screen;
  /** The call as the web app writes it without the key (src-web/api/client.ts), and its answer. */
  call: { path: string; params: Record<string, string>; answer: unknown };
}

/**
 * The page at this path: undefined when the path is no track or area page (such as
 * /track/{segment}/edit), null when the track or area does not exist.
 */
async function pageFor(db: Db, pathname: string): Promise<ShellPage | null | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(pathname).replace(/\/+$/, '');
  } catch {
    // A malformed escape (e.g. "%E0") names no track or area: the plain shell, never a 500.
    return undefined;
  }
  // The segments are read by the API's own schemas: a path the API would refuse names no page.
  const track = trackSegment.safeParse(/^\/track\/([^/]+)$/.exec(path)?.[1]);
  if (track.success) {
    const found = await loadTrack(db, { segment: track.data });
    return found && { meta: trackMeta(found), screen: 'screens/TrackScreen.tsx', call: { path: '/api/track', params: { segment: track.data }, answer: found } };
  }
  const trackId = /^\/track-id\/(\d{1,15})$/.exec(path);
  if (trackId) {
    const found = await loadTrack(db, { id: Number(trackId[1]) });
    return found && { meta: trackMeta(found), screen: 'screens/TrackIdScreen.tsx', call: { path: '/api/track', params: { id: trackId[1]! }, answer: found } };
  }
  const area = areaSegment.safeParse(/^\/running-in\/(.+)$/.exec(path)?.[1]);
  if (area.success) {
    const row = await findAreaBySegment(db, area.data);
    return row && { meta: await areaMeta(db, row), screen: 'screens/AreaScreen.tsx', call: { path: '/api/area-full', params: { segment: area.data }, answer: await areaPage(db, row) } };
  }
  return undefined;
}

/** JSON inside a <script> element: "<" escaped, so no text in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function rewriteShell(shell: Response, meta: PageMeta, preloads: Preloads, initial: InitialData, origin: string, siteName: string): Response {
  const fullTitle = pageTitle(meta.title, siteName);
  const canonical = `${origin}${meta.canonicalPath}`;
  // HTMLRewriter escapes quotes in attribute values but not "&", which a name like "R&eacute"
  // would turn into another character: escape it first.
  const setContent = (content: string) => ({ element: (el: Element) => void el.setAttribute('content', content.replaceAll('&', '&amp;')) });
  const extraTags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    `<meta property="og:url" content="${escapeAttribute(canonical)}">`,
    ...(meta.position
      ? [
          `<meta name="geo.position" content="${meta.position.lat};${meta.position.lng}">`,
          `<meta name="ICBM" content="${meta.position.lat}, ${meta.position.lng}">`,
        ]
      : []),
    // Style sheets without crossorigin: Vite adds them as plain <link rel="stylesheet">, which must match to reuse the preload.
    ...preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...preloads.styles.map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`),
  ].join('');
  const rewritten = new HTMLRewriter()
    .on('title', { element: (el) => void el.setInnerContent(fullTitle) })
    .on('meta[name="description"]', setContent(meta.description))
    .on('meta[property="og:title"]', setContent(fullTitle))
    .on('meta[property="og:description"]', setContent(meta.description))
    .on('head', { element: (el) => void el.append(extraTags, { html: true }) })
    // A data block, never run (so the script-src policy does not apply to it).
    .on('body', { element: (el) => void el.prepend(`<script type="application/json" id="initial-data">${scriptJson(initial)}</script>`, { html: true }) })
    .transform(shell);
  const headers = new Headers(rewritten.headers);
  headers.set('Content-Security-Policy', SPA_CONTENT_SECURITY_POLICY);
  // The tags change with the data: browsers revalidate instead of keeping an old shell.
  headers.set('Cache-Control', 'no-cache');
  headers.delete('Content-Length');
  headers.delete('ETag');
  return new Response(rewritten.body, { status: 200, headers });
}

/**
 * The shell for /track/*, /track-id/* and /running-in/*: with the page's meta tags, with status
 * 404 (and the app's own "not found" page) when the track or area does not exist, and unchanged
 * for other app routes under these prefixes.
 */
export async function renderHtmlShell(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const shell = await env.ASSETS.fetch(new Request(new URL('/', url), { headers: { Accept: 'text/html' } }));
  // The key first, then the data: what the shell carries under a key is never older than it.
  const key = await readCacheKey(env.DB);
  const page = await pageFor(env.DB, url.pathname);
  if (!page) {
    // Another app route under these prefixes keeps the plain shell; a missing track or area is a 404.
    const headers = new Headers(shell.headers);
    headers.set('Content-Security-Policy', SPA_CONTENT_SECURITY_POLICY);
    return new Response(shell.body, { status: page === null ? 404 : 200, headers });
  }
  const query = new URLSearchParams(page.call.params);
  query.set('key', String(key));
  const initial: InitialData = { key, responses: { [`${page.call.path}?${query}`]: page.call.answer } };
  return rewriteShell(shell, page.meta, await routePreloads(env.ASSETS, url.origin, page.screen), initial, url.origin, env.SITE_NAME);
}
