// robots.txt and the sitemaps (issue 23) through the real Worker: they list exactly the live
// pages, follow creates and removals under the new cache key, and are built once per key.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get, ORIGIN, post } from './api';
import { SITEMAP_URL_LIMIT } from '../../src-worker/domain/sitemap-xml';

const admin = { Authorization: 'Bearer test-admin-token' };
const STATIC_PAGES = ['/', '/search', '/about', '/terms', '/privacy', '/track-calculator', '/ai-search', '/contribute', '/developers'];

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);

/** The <loc> of each entry, unescaped, with its <lastmod> if any. */
function entries(xml: string): { loc: string; lastmod: string | null }[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((m) => ({
    loc: unescapeXml(m[1]!),
    lastmod: m[2] ?? null,
  }));
}

async function getXml(path: string): Promise<string> {
  const { status, response, body } = await get(path);
  expect(status, path).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=UTF-8');
  return body as string;
}

/** Every URL of every sitemap the index names, decoded to paths, with its lastmod. */
async function sitemapPages(): Promise<Map<string, string | null>> {
  const pages = new Map<string, string | null>();
  for (const child of entries(await getXml('/sitemap.xml'))) {
    for (const { loc, lastmod } of entries(await getXml(new URL(child.loc).pathname))) {
      expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
      pages.set(decodeURI(loc.slice(ORIGIN.length)), lastmod);
    }
  }
  return pages;
}

/** The pages the database says are live: tracks not permanently removed, areas with tracks, blog posts. */
async function livePages(): Promise<string[]> {
  const rows = async (sql: string) => (await env.DB.prepare(sql).all<{ path: string }>()).results.map((row) => row.path);
  return [
    ...STATIC_PAGES,
    ...(await rows("SELECT '/track/' || url_segment AS path FROM tracks WHERE permanently_removed = 0")),
    ...(await rows(
      "SELECT '/running-in/' || a.url_segment AS path FROM areas a JOIN area_counts c ON c.area_id = a.id WHERE c.num_tracks > 0",
    )),
    ...(await rows("SELECT '/blog/' || url_segment AS path FROM blog_posts")),
  ];
}

/**
 * A new key for a write made behind the API's back, as an import makes one. The Worker's isolate
 * remembers the key for a second (db/cache-key.ts) and a crawler names no key, so wait that out.
 */
async function bumpKey(): Promise<void> {
  await env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'").run();
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

/** The stored copy is written after the answer (waitUntil): wait until it is there. */
async function waitForStored(name: string): Promise<void> {
  for (let tries = 0; (await env.CACHE.get(name)) === null; tries++) {
    if (tries > 50) throw new Error(`${name} was never stored`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers out of the API and the forms and names the sitemap', async () => {
    const { status, response, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const lines = (body as string).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['Disallow: /api/', 'Disallow: /track/*/edit', 'Disallow: /track/*/history', 'Disallow: /add-track'])
      expect(lines).toContain(rule);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow: /track/'))).toHaveLength(2);
  });
});

describe('the sitemaps', () => {
  it('the index names the pages, tracks and areas sitemaps, each with its lastmod', async () => {
    await createAreas(30, 40);
    await createTrack(30, 40);
    const children = entries(await getXml('/sitemap.xml'));
    expect(children.map((child) => child.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/tracks-1.xml`,
      `${ORIGIN}/sitemaps/areas-1.xml`,
    ]);
    const [, tracks, areas] = children;
    const newestTrack = await env.DB.prepare('SELECT MAX(updated) AS lastmod FROM tracks').first<string>('lastmod');
    expect(tracks!.lastmod).toBe(newestTrack);
    expect(areas!.lastmod).toBe(newestTrack);
  });

  it('cover exactly the live pages: a new track appears, a permanently removed one leaves, a removed one stays', async () => {
    const areas = await createAreas(31, 41);
    const kept = await createTrack(31, 41);
    const flagged = await createTrack(31.01, 41);
    await post(`/api/admin/track/${flagged.trackId}/remove`, {}, { headers: admin });
    let pages = await sitemapPages();
    expect([...pages.keys()].sort()).toEqual((await livePages()).sort());
    expect(pages.has(`/track/${kept.trackUrlSegment}`)).toBe(true);
    expect(pages.has(`/track/${flagged.trackUrlSegment}`)).toBe(true);
    for (const segment of [areas.countrySegment, areas.citySegment]) expect(pages.has(`/running-in/${segment}`)).toBe(true);
    // A track's lastmod is its last change.
    expect(pages.get(`/track/${kept.trackUrlSegment}`)).toBe((await get(`/api/track?id=${kept.trackId}`)).body.updated);

    const added = await createTrack(31.02, 41);
    expect((await sitemapPages()).has(`/track/${added.trackUrlSegment}`)).toBe(true);

    await post(`/api/admin/track/${kept.trackId}/remove-permanently`, {}, { headers: admin });
    await post(`/api/admin/track/${flagged.trackId}/remove-permanently`, {}, { headers: admin });
    await post(`/api/admin/track/${added.trackId}/remove-permanently`, {}, { headers: admin });
    pages = await sitemapPages();
    expect([...pages.keys()].sort()).toEqual((await livePages()).sort());
    expect(pages.has(`/track/${kept.trackUrlSegment}`)).toBe(false);
    // The area has no live track left, so its page is no longer listed either.
    expect(pages.has(`/running-in/${areas.citySegment}`)).toBe(false);
  });

  it('lists the static pages and the blog posts with their published date', async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('sitemap-post', 'A post', '<p>Text</p>', '2026-02-01')",
    ).run();
    await bumpKey();
    const pages = await sitemapPages();
    for (const path of STATIC_PAGES) expect(pages.has(path), path).toBe(true);
    expect(pages.get('/blog/sitemap-post')).toBe('2026-02-01');
  });

  it('escapes hostile segments: percent-encoded as the app links them, then XML-escaped', async () => {
    const area = await env.DB.prepare(
      "INSERT INTO areas (level, name, url_segment) VALUES (0, 'Evil', 'evil&<a>') RETURNING id",
    ).first<number>('id');
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO tracks (url_segment, area_id, center_lat, center_lng, created, updated) VALUES ('x&y<b>\"q''', ?1, 1, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      ).bind(area),
      env.DB.prepare('INSERT INTO area_counts (area_id, num_tracks) VALUES (?1, 1)').bind(area),
      env.DB.prepare(
        "INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('it''s <here>', 'Evil', '<p>x</p>', '2026-01-01')",
      ),
    ]);
    await bumpKey();
    const tracks = await getXml('/sitemaps/tracks-1.xml');
    expect(tracks).toContain(`<loc>${ORIGIN}/track/x%26y%3Cb%3E%22q&apos;</loc>`);
    expect(await getXml('/sitemaps/areas-1.xml')).toContain(`<loc>${ORIGIN}/running-in/evil%26%3Ca%3E</loc>`);
    expect(await getXml('/sitemaps/pages.xml')).toContain(`<loc>${ORIGIN}/blog/it&apos;s%20%3Chere%3E</loc>`);
    // Nothing of a segment reaches the XML as markup.
    for (const path of ['/sitemaps/tracks-1.xml', '/sitemaps/areas-1.xml', '/sitemaps/pages.xml']) {
      expect(await getXml(path)).not.toMatch(/<(a|b|here)>|&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  it('are built once per cache key: under an unchanged key no query runs again', async () => {
    await createAreas(32, 42);
    const { trackId, trackUrlSegment, cacheKey } = await createTrack(32, 42);
    const before = await getXml('/sitemaps/tracks-1.xml');
    expect(before).toContain(`/track/${trackUrlSegment}</loc>`);
    await waitForStored(`sitemaps/plan@${cacheKey}`);
    await waitForStored(`sitemaps/${ORIGIN}/tracks-1.xml@${cacheKey}.gz`);

    // A change behind the API's back, without a new key, is not seen: the stored file is served.
    await env.DB.prepare("UPDATE tracks SET url_segment = url_segment || '-renamed' WHERE id = ?1").bind(trackId).run();
    expect(await getXml('/sitemaps/tracks-1.xml')).toBe(before);
    await bumpKey();
    expect(await getXml('/sitemaps/tracks-1.xml')).toContain(`/track/${trackUrlSegment}-renamed</loc>`);
  });

  it('answers 404 for a sitemap the index does not name', async () => {
    for (const path of [
      '/sitemaps/tracks-999.xml',
      '/sitemaps/areas-50.xml',
      '/sitemaps/tracks-0.xml',
      '/sitemaps/nope.xml',
      '/sitemaps/pages.xml.gz',
    ]) {
      const { status, response } = await get(path);
      expect(status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
    }
  });

  it("a full file, each page with its nine language addresses, stays under the protocol's 50 MB", async () => {
    const xml = await getXml('/sitemaps/tracks-1.xml');
    const urls = entries(xml).length;
    const bytesPerUrl = new TextEncoder().encode(xml.slice(xml.indexOf('<url>'), xml.lastIndexOf('</urlset>'))).length / urls;
    console.info(`sitemap: ${urls} track URLs, ${bytesPerUrl.toFixed(1)} bytes per URL entry (origin ${ORIGIN})`);
    expect(xml).toContain('hreflang="pt"');
    expect(bytesPerUrl * SITEMAP_URL_LIMIT).toBeLessThan(50 * 1000 * 1000);
  });
});
