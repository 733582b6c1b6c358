// Issue 23's sitemap figures: GET /sitemap.xml and every child sitemap it names, as a crawler
// reads them, counting the track pages listed against the world's live tracks (those not
// permanently removed). The whole set is fetched twice under the same cache key: the first
// fetch builds the plan and the files, the second must be read from KV (built once per key,
// never per request), so it should take a fraction of the first.
import { closeLocalD1, query } from '../import/d1';
import { decodedBody, getEncoded } from './http-get';

export interface SitemapSet {
  /** The cache key before and after the fetches: the same, or the second fetch proves nothing. */
  keys: [number, number];
  /** Child sitemaps the index names. */
  files: number;
  trackUrls: number;
  /** Distinct track URLs (a track listed twice would be counted once here). */
  distinctTrackUrls: number;
  areaUrls: number;
  otherUrls: number;
  /** The most URLs in one child sitemap, and the largest one uncompressed. */
  mostUrlsInFile: number;
  largestFileBytes: number;
  /** The index and every file, as sent (gzip) and as XML. */
  encodedBytes: number;
  xmlBytes: number;
  seconds: number;
}

/** Live tracks in a world's D1 folder: every track until it is permanently removed. Ask before serving it. */
export async function liveTrackCount(persistTo: string): Promise<number> {
  const [rows] = await query<{ n: number }>({ remote: false, persistTo }, 'SELECT count(*) AS n FROM tracks WHERE permanently_removed = 0');
  await closeLocalD1();
  const n = rows?.[0]?.n;
  if (typeof n !== 'number') throw new Error(`no track count in ${persistTo}`);
  return n;
}

async function cacheKey(origin: string): Promise<number> {
  return ((await (await fetch(`${origin}/api/cache`)).json()) as { key: number }).key;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function getXml(url: string): Promise<{ xml: string; encodedBytes: number }> {
  const answer = await getEncoded(url, { accept: 'application/xml', acceptEncoding: 'gzip', keepBody: true });
  if (answer.error || answer.status !== 200) throw new Error(`${new URL(url).pathname}: ${answer.error ?? `HTTP ${answer.status}`}`);
  return { xml: decodedBody(answer).toString('utf8'), encodedBytes: answer.encodedBytes };
}

export async function fetchSitemaps(origin: string): Promise<SitemapSet> {
  const keyBefore = await cacheKey(origin);
  const started = performance.now();
  const index = await getXml(`${origin}/sitemap.xml`);
  const children = locs(index.xml);
  const set: SitemapSet = {
    keys: [keyBefore, keyBefore],
    files: children.length,
    trackUrls: 0,
    distinctTrackUrls: 0,
    areaUrls: 0,
    otherUrls: 0,
    mostUrlsInFile: 0,
    largestFileBytes: 0,
    encodedBytes: index.encodedBytes,
    xmlBytes: Buffer.byteLength(index.xml),
    seconds: 0,
  };
  const tracks = new Set<string>();
  // One after another, as a crawler reads them: the times add up to the whole set's.
  for (const child of children) {
    // The index names absolute URLs on the request's origin.
    const { xml, encodedBytes } = await getXml(`${origin}${new URL(child).pathname}`);
    const urls = locs(xml).map((loc) => new URL(loc).pathname);
    for (const path of urls) {
      if (path.startsWith('/track/')) {
        set.trackUrls++;
        tracks.add(path);
      } else if (path.startsWith('/running-in/')) set.areaUrls++;
      else set.otherUrls++;
    }
    set.mostUrlsInFile = Math.max(set.mostUrlsInFile, urls.length);
    set.largestFileBytes = Math.max(set.largestFileBytes, Buffer.byteLength(xml));
    set.encodedBytes += encodedBytes;
    set.xmlBytes += Buffer.byteLength(xml);
  }
  set.seconds = (performance.now() - started) / 1000;
  set.distinctTrackUrls = tracks.size;
  set.keys[1] = await cacheKey(origin);
  return set;
}
