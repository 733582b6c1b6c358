// The sitemaps protocol (sitemaps.org): a sitemap index naming the child sitemaps, each a
// urlset of at most 50,000 URLs and 50 MB, every page with its address in each language
// (xhtml:link hreflang, as Google reads them). Pure text: the SQL is in db/sitemaps.ts, the
// routes in pages/crawlers.ts.
import { DEFAULT_LANGUAGE, languageAddress, LANGUAGES } from '../../src-shared/languages';
import { areaPath, trackPath } from '../../src-shared/page-paths';

/**
 * URLs in one sitemap: fewer than the protocol's 50,000, because each page also names its nine
 * language addresses: 15,000 of the longest track URLs make about 38 MB, under the protocol's
 * 50 MB (sitemap-xml.test.ts), and gzipped far under KV's 25 MiB.
 */
export const SITEMAP_URL_LIMIT = 15_000;

export interface SitemapUrl {
  /** Absolute URL, not yet XML-escaped. */
  loc: string;
  /** W3C date-time (or date); null leaves lastmod out. */
  lastmod: string | null;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** The protocol asks for all five entities escaped in a URL. */
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

/** A url segment as the app's links write it: each piece percent-encoded, an area's slashes kept. */
const encodeSegment = (segment: string) => segment.split('/').map(encodeURIComponent).join('/');
export const trackPageUrl = (origin: string, segment: string) => origin + trackPath(encodeSegment(segment));
export const areaPageUrl = (origin: string, segment: string) => origin + areaPath(encodeSegment(segment));
export const blogPostUrl = (origin: string, segment: string) => `${origin}/blog/${encodeSegment(segment)}`;

const W3C_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The stored time as the protocol's W3C date-time. Times the app writes are ISO already; any
 * other form a hand-written row may hold is converted, and what is no date is left out, since
 * crawlers distrust a sitemap whose lastmod values are wrong.
 */
export function w3cDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  if (W3C_DATE_TIME.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The newest of the times (ISO strings sort in time order); null when none is known. */
export function newest(times: readonly (string | null)[]): string | null {
  let latest: string | null = null;
  for (const time of times) if (time !== null && (latest === null || time > latest)) latest = time;
  return latest;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The opening of a urlset; the entries follow, then URLSET_CLOSE. */
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** A page's address in every language, and English's as the one for any other (x-default). */
function languageAlternates(loc: string): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;
  return [
    ...LANGUAGES.map((language) => link(language, languageAddress(loc, language))),
    link('x-default', languageAddress(loc, DEFAULT_LANGUAGE)),
  ].join('');
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const stamp = w3cDateTime(lastmod);
  const alternates = tag === 'url' ? languageAlternates(loc) : '';
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${stamp ? `<lastmod>${stamp}</lastmod>` : ''}${alternates}</${tag}>\n`;
}

/** The <url> entries of a urlset, one a line. */
export const urlEntries = (urls: readonly SitemapUrl[]) => urls.map((url) => entry('url', url)).join('');

/** A whole urlset. */
export const urlsetXml = (urls: readonly SitemapUrl[]) => URLSET_OPEN + urlEntries(urls) + URLSET_CLOSE;

/** The sitemap index naming the child sitemaps. */
export const sitemapIndexXml = (sitemaps: readonly SitemapUrl[]) =>
  `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('')}</sitemapindex>\n`;

/** The items cut into files of at most urlsPerFile, in order. */
export function splitIntoFiles<T>(items: readonly T[], urlsPerFile: number): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < items.length; start += urlsPerFile) files.push(items.slice(start, start + urlsPerFile));
  return files;
}

/**
 * The track ids the tracks sitemap number `file` (from 1) holds: a fixed range of urlsPerFile
 * ids, so it never holds more URLs than that, each file is built alone from one range of the
 * primary key, and a track stays in the same file as others are added or removed.
 */
export function trackIdRange(file: number, urlsPerFile: number): { first: number; last: number } {
  return { first: (file - 1) * urlsPerFile + 1, last: file * urlsPerFile };
}

/** A child sitemap by its file name: tracks-N.xml, areas-N.xml (N from 1) or pages.xml; null for any other. */
export type ChildSitemap = { kind: 'tracks' | 'areas'; file: number } | { kind: 'pages' };

export function parseChildSitemap(fileName: string): ChildSitemap | null {
  if (fileName === 'pages.xml') return { kind: 'pages' };
  const match = /^(tracks|areas)-([1-9]\d{0,8})\.xml$/.exec(fileName);
  return match ? { kind: match[1] as 'tracks' | 'areas', file: Number(match[2]) } : null;
}

export const childSitemapName = (child: ChildSitemap) => (child.kind === 'pages' ? 'pages.xml' : `${child.kind}-${child.file}.xml`);
