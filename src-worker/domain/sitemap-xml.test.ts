import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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
  w3cDateTime,
  xmlEscape,
} from './sitemap-xml';

const ORIGIN = 'https://tracks.example';

describe('urlsetXml', () => {
  it('writes a sitemaps.org urlset, lastmod only where known', () => {
    expect(
      urlsetXml([
        { loc: `${ORIGIN}/track/a`, lastmod: '2026-03-14T09:30:00.000Z' },
        { loc: `${ORIGIN}/about`, lastmod: null },
      ]).replace(/<xhtml:link [^>]*\/>/g, ''),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://tracks.example/track/a</loc><lastmod>2026-03-14T09:30:00.000Z</lastmod></url>\n' +
        '<url><loc>https://tracks.example/about</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes the five XML entities in every URL', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = urlsetXml([{ loc: `${ORIGIN}/x?a=1&b=<2>`, lastmod: null }]);
    expect(xml).toContain('<loc>https://tracks.example/x?a=1&amp;b=&lt;2&gt;</loc>');
  });

  it("percent-encodes segments as the app links them, keeping an area path's slashes", () => {
    expect(trackPageUrl(ORIGIN, 'pista-do-ibirapuera')).toBe(`${ORIGIN}/track/pista-do-ibirapuera`);
    expect(trackPageUrl(ORIGIN, `x&y<z>/"é ?#`)).toBe(`${ORIGIN}/track/x%26y%3Cz%3E/%22%C3%A9%20%3F%23`);
    expect(areaPageUrl(ORIGIN, 'brazil/sao-paulo/campinas')).toBe(`${ORIGIN}/running-in/brazil/sao-paulo/campinas`);
    expect(areaPageUrl(ORIGIN, 'a&b/c d')).toBe(`${ORIGIN}/running-in/a%26b/c%20d`);
    expect(blogPostUrl(ORIGIN, "lane's <maths>")).toBe(`${ORIGIN}/blog/lane's%20%3Cmaths%3E`);
    // What encodeURIComponent keeps (the apostrophe) is escaped as XML.
    expect(urlsetXml([{ loc: blogPostUrl(ORIGIN, "lane's"), lastmod: null }])).toContain(`<loc>${ORIGIN}/blog/lane&apos;s</loc>`);
  });
});

describe('w3cDateTime', () => {
  it('keeps W3C dates and date-times, converts other dates, leaves out what is none', () => {
    expect(w3cDateTime('2026-11-21')).toBe('2026-11-21');
    expect(w3cDateTime('2026-03-14T09:30:00.000Z')).toBe('2026-03-14T09:30:00.000Z');
    expect(w3cDateTime('2026-03-14T09:30:00+01:00')).toBe('2026-03-14T09:30:00+01:00');
    expect(w3cDateTime('2026-03-14 09:30:00Z')).toBe('2026-03-14T09:30:00.000Z');
    expect(w3cDateTime('yesterday')).toBeNull();
    expect(w3cDateTime('')).toBeNull();
    expect(w3cDateTime(null)).toBeNull();
    expect(urlsetXml([{ loc: ORIGIN, lastmod: 'soon' }])).not.toContain('lastmod');
  });

  it('newest picks the latest known time', () => {
    expect(newest(['2026-01-02', null, '2026-03-01T00:00:00.000Z', '2025-12-31'])).toBe('2026-03-01T00:00:00.000Z');
    expect(newest([null, null])).toBeNull();
    expect(newest([])).toBeNull();
  });
});

describe('sitemapIndexXml', () => {
  it('names each child sitemap with its lastmod', () => {
    expect(
      sitemapIndexXml([
        { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: '2026-11-21' },
        { loc: `${ORIGIN}/sitemaps/tracks-1.xml`, lastmod: null },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://tracks.example/sitemaps/pages.xml</loc><lastmod>2026-11-21</lastmod></sitemap>\n' +
        '<sitemap><loc>https://tracks.example/sitemaps/tracks-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

describe('splitting into files', () => {
  it('cuts a list into files of at most the limit, in order, nothing lost', () => {
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect(splitIntoFiles(items, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(splitIntoFiles(items, 7)).toEqual([items]);
    expect(splitIntoFiles([], 3)).toEqual([]);
  });

  it('gives each tracks file its own range of ids, no wider than the limit, the ranges adjoining', () => {
    expect(trackIdRange(1, 3)).toEqual({ first: 1, last: 3 });
    expect(trackIdRange(2, 3)).toEqual({ first: 4, last: 6 });
    expect(trackIdRange(4, SITEMAP_URL_LIMIT)).toEqual({ first: 3 * SITEMAP_URL_LIMIT + 1, last: 4 * SITEMAP_URL_LIMIT });
  });

  it('reads child sitemap names and nothing else', () => {
    for (const name of ['pages.xml', 'tracks-1.xml', 'tracks-12.xml', 'areas-3.xml'])
      expect(childSitemapName(parseChildSitemap(name)!)).toBe(name);
    for (const name of [
      'tracks-0.xml',
      'tracks-01.xml',
      'tracks-1',
      'tracks-x.xml',
      'users-1.xml',
      'pages-1.xml',
      'tracks-1.xml.gz',
      '../tracks-1.xml',
      'tracks-9999999999.xml',
    ]) {
      expect(parseChildSitemap(name)).toBeNull();
    }
  });

  it("keeps a full file of the longest track URLs, with their language addresses, under 50 MB, and gzipped under KV's 25 MiB", () => {
    const longest = {
      loc: trackPageUrl('https://www.a-rather-long-host-name.example', 'x'.repeat(120)),
      lastmod: '2026-03-14T09:30:00.000Z',
    };
    const xml = new TextEncoder().encode(urlsetXml(Array.from({ length: SITEMAP_URL_LIMIT }, () => longest)));
    expect(xml.length).toBeLessThan(50 * 1000 * 1000);
    expect(gzipSync(xml).length).toBeLessThan(25 * 1024 * 1024);
  });

  it('names each page in every language, English also as x-default', () => {
    const xml = urlsetXml([{ loc: trackPageUrl(ORIGIN, 'pista'), lastmod: null }]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt" href="${ORIGIN}/track/pista?lang=pt"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/track/pista"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/track/pista"/>`);
    expect(xml.match(/xhtml:link/g)).toHaveLength(10);
  });
});
