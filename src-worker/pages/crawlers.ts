// GET /robots.txt and the sitemaps (issue 23): what crawlers read to find every live page.
//
// The sitemaps are built once per cache key and kept in KV, as the lists are
// (http/versioned-json.ts): the plan (which child sitemaps there are, with their lastmod) under
// sitemaps/plan@{key}, and each file gzipped under sitemaps/{origin}/{file}@{key}.gz, per origin
// because a sitemap holds absolute URLs. A request under an unchanged key reads KV only.
import { Hono, type Context } from 'hono';
import { readCacheKey } from '../db/cache-key';
import { listBlogPosts } from '../db/content';
import { readAreaPages, readHighestTrackId, readLiveTracksInRange, readTrackRangeSummaries } from '../db/sitemaps';
import {
  areaPageUrl,
  blogPostUrl,
  childSitemapName,
  newest,
  parseChildSitemap,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  splitIntoFiles,
  trackIdRange,
  trackPageUrl,
  urlsetXml,
  type ChildSitemap,
  type SitemapUrl,
} from '../domain/sitemap-xml';
import type { AppEnv, Db } from '../env';
import { serveVersionedDocument } from '../http/versioned-json';

/** The pages of spec section 2 that are not a track, an area or a blog post. */
const STATIC_PAGE_PATHS = ['/', '/search', '/about', '/terms', '/privacy', '/track-calculator', '/ai-search', '/contribute', '/developers'];

const XML = 'application/xml; charset=UTF-8';
const NO_SUCH_SITEMAP = 'No such sitemap';
/** As long as the lists' stored copies (http/versioned-json.ts). */
const KV_TTL_SECONDS = 7 * 24 * 3600;

/** A child sitemap the index names. */
interface PlannedSitemap {
  name: string;
  lastmod: string | null;
}

/**
 * The child sitemaps under the current data: pages.xml, a tracks file per range of ids that
 * holds a live track, an areas file per 50,000 areas with tracks. Reading it costs a pass over
 * the tracks by id and one by area, so it is kept in KV per key (planFor), where the index and
 * every file read it: a file it does not name is a 404 without any SQL.
 */
async function readPlan(db: Db): Promise<PlannedSitemap[]> {
  const highestId = await readHighestTrackId(db);
  const ranges = Array.from({ length: Math.ceil(highestId / SITEMAP_URL_LIMIT) }, (_, i) => trackIdRange(i + 1, SITEMAP_URL_LIMIT));
  const [trackFiles, areaPages, posts] = await Promise.all([readTrackRangeSummaries(db, ranges), readAreaPages(db), listBlogPosts(db)]);
  const planned = (child: ChildSitemap, lastmod: string | null) => ({ name: childSitemapName(child), lastmod });
  return [
    planned({ kind: 'pages' }, newest(posts.map((post) => post.published))),
    ...trackFiles.flatMap((summary, i) => (summary.urls > 0 ? [planned({ kind: 'tracks', file: i + 1 }, summary.lastmod)] : [])),
    ...splitIntoFiles(areaPages, SITEMAP_URL_LIMIT).map((pages, i) =>
      planned({ kind: 'areas', file: i + 1 }, newest(pages.map((page) => page.lastmod))),
    ),
  ];
}

/** The plan under this cache key, read once and then kept in KV. */
async function planFor(c: Context<AppEnv>, cacheKey: number): Promise<PlannedSitemap[]> {
  const storeKey = `sitemaps/plan@${cacheKey}`;
  const stored = await c.var.env.CACHE.get<PlannedSitemap[]>(storeKey, 'json');
  if (stored) return stored;
  const plan = await readPlan(c.var.env.DB);
  c.executionCtx.waitUntil(c.var.env.CACHE.put(storeKey, JSON.stringify(plan), { expirationTtl: KV_TTL_SECONDS }));
  return plan;
}

/** The URLs one child sitemap lists. */
async function childUrls(db: Db, origin: string, child: ChildSitemap): Promise<SitemapUrl[]> {
  if (child.kind === 'tracks') {
    const { first, last } = trackIdRange(child.file, SITEMAP_URL_LIMIT);
    return (await readLiveTracksInRange(db, first, last)).map((track) => ({
      loc: trackPageUrl(origin, track.url_segment),
      lastmod: track.updated,
    }));
  }
  if (child.kind === 'areas') {
    const pages = splitIntoFiles(await readAreaPages(db), SITEMAP_URL_LIMIT)[child.file - 1] ?? [];
    return pages.map((area) => ({ loc: areaPageUrl(origin, area.url_segment), lastmod: area.lastmod }));
  }
  const posts = await listBlogPosts(db);
  return [
    ...STATIC_PAGE_PATHS.map((path) => ({ loc: origin + path, lastmod: null })),
    ...posts.map((post) => ({ loc: blogPostUrl(origin, post.url_segment), lastmod: post.published })),
  ];
}

/** One sitemap file, built once per key and origin from its text (http/versioned-json.ts). */
function serveSitemap(c: Context<AppEnv>, origin: string, file: string, text: (cacheKey: number) => Promise<string>): Promise<Response> {
  return serveVersionedDocument(c, `sitemaps/${origin}/${file}`, {
    contentType: XML,
    pieces: async function* (cacheKey) {
      yield await text(cacheKey);
    },
  });
}

export const crawlers = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = new URL(c.req.url).origin;
    // Forms and histories are for people: their content is the track page's, or none.
    const rules = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /track/*/edit',
      'Disallow: /track/*/history',
      'Disallow: /add-track',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return c.body(`${rules.join('\n')}\n`, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  })
  .get('/sitemap.xml', (c) => {
    const origin = new URL(c.req.url).origin;
    return serveSitemap(c, origin, 'sitemap.xml', async (cacheKey) => {
      const plan = await planFor(c, cacheKey);
      return sitemapIndexXml(plan.map(({ name, lastmod }) => ({ loc: `${origin}/sitemaps/${name}`, lastmod })));
    });
  })
  .get('/sitemaps/:file', async (c) => {
    const child = parseChildSitemap(c.req.param('file'));
    if (!child) return c.text(NO_SUCH_SITEMAP, 404);
    // Only the files the index names exist: a range of ids with no live track is no file either.
    const plan = await planFor(c, await readCacheKey(c.var.env.DB));
    if (!plan.some((planned) => planned.name === childSitemapName(child))) return c.text(NO_SUCH_SITEMAP, 404);
    const origin = new URL(c.req.url).origin;
    return serveSitemap(c, origin, childSitemapName(child), async () => urlsetXml(await childUrls(c.var.env.DB, origin, child)));
  });
