// Issue 23's first-HTML figures for one page (the bench's track page, a city's and a country's page):
//  - the gzip size of the HTML as the Worker sends it (workerd compresses text/html when asked
//    with Accept-Encoding: gzip; should it answer uncompressed, the body is gzipped here with
//    zlib level 6 and the figure says so);
//  - the largest contentful paint at 4x CPU of the page as served now and of a baseline in the
//    same run: the same HTML with its server-drawn content removed (an empty <div id="root">,
//    everything else kept, the initial-data block too), which the app then draws in the
//    browser as it did before issue 23. Both go through the same Playwright route (the server
//    renders, Node hands the document to the browser) so that only the root differs; the
//    baseline is a generous one: its data is already in the page, no API round trip;
//  - the layout shift from navigation until 2 s after load (and until the main thread is quiet)
//    of the page as served, without a route: what a visitor sees while the app takes over.
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { newBenchPage, type BenchPage } from './browser';
import { decodedBody, getEncoded } from './http-get';
import { attempt, type Outcome } from './outcome';
import { LAYOUT_PROBE, PAGE_PROBE } from './probes';

/** The pages whose first HTML is measured: a track, a city and a country (the most tracks an area page lists). */
export const HTML_PAGES = ['track page', 'area page', 'country page'] as const;
export type HtmlPage = (typeof HTML_PAGES)[number];

const TIMEOUT_MS = 180_000;
const AFTER_LOAD_MS = 2000;

export interface HtmlBytes {
  status: number;
  /** The HTML gzipped: as sent, or by zlib level 6 when the server sent it uncompressed. */
  gzipBytes: number;
  how: 'as sent (gzip)' | 'zlib level 6 (sent uncompressed)';
  /** The same HTML through zlib level 6 here, to compare with the server's gzip. */
  level6Bytes: number;
  rawBytes: number;
  /** The server-drawn part: the root's inner HTML, uncompressed. */
  rootBytes: number;
  /** Links to track pages in the drawn content. */
  trackLinks: number;
  seconds: number;
}

/** How a page load is served: as the Worker sends it, or through a route as now or as the baseline. */
export const VARIANTS = ['served', 'now', 'baseline'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface PaintRun {
  /** Largest contentful paint, ms from navigation start (null if the browser reported none). */
  lcp: number | null;
  lcpElement: string | null;
  /** Sum of the layout shifts without recent input, navigation until 2 s after load. */
  cls: number;
  shifts: { value: number; startTime: number; sources: string[] }[];
  /** console.error and uncaught errors in the page (a failed hydration shows here). */
  errors: string[];
}

/** Where the root's content starts and ends in a page, by counting its nested divs. */
function rootContent(html: string): { start: number; end: number } {
  const open = /<div id="root"[^>]*>/.exec(html);
  if (!open) throw new Error('no <div id="root"> in the page');
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start: open.index + open[0].length, end: tag.index };
  }
  throw new Error('the page\'s <div id="root"> is never closed');
}

/** The page with an empty root: what the Worker answered before issue 23. */
export function emptyRoot(html: string): string {
  const { start, end } = rootContent(html);
  return html.slice(0, start) + html.slice(end);
}

export async function firstHtmlBytes(url: string): Promise<HtmlBytes> {
  const answer = await getEncoded(url, { accept: 'text/html', acceptEncoding: 'gzip', keepBody: true });
  if (answer.error) throw new Error(answer.error);
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
  const body = decodedBody(answer);
  const html = body.toString('utf8');
  const { start, end } = rootContent(html);
  if (end === start) throw new Error('the root is empty: the server drew nothing');
  const level6Bytes = gzipSync(body, { level: 6 }).length;
  const sentGzip = answer.encoding === 'gzip';
  return {
    status: answer.status,
    gzipBytes: sentGzip ? answer.encodedBytes : level6Bytes,
    how: sentGzip ? 'as sent (gzip)' : 'zlib level 6 (sent uncompressed)',
    level6Bytes,
    rawBytes: body.length,
    rootBytes: Buffer.byteLength(html.slice(start, end)),
    trackLinks: html.slice(start, end).match(/href="\/track\//g)?.length ?? 0,
    seconds: answer.seconds,
  };
}

/** Answers the page's document request through Node: unchanged (now) or with its root emptied (baseline). */
async function routeDocument(bench: BenchPage, url: string, variant: 'now' | 'baseline'): Promise<void> {
  await bench.page.route(
    (u) => u.href === url,
    async (route) => {
      try {
        const response = await route.fetch();
        const html = await response.text();
        // The body is fulfilled decoded: drop the headers that described the encoded one.
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(
            ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
          ),
        );
        await route.fulfill({ status: response.status(), headers, body: variant === 'baseline' ? emptyRoot(html) : html });
      } catch {
        await route.abort();
      }
    },
    // Only the document: afterwards the page's own requests go to the server directly.
    { times: 1 },
  );
}

export async function paintRun(browser: Browser, url: string, variant: Variant, cpuRate: number): Promise<PaintRun> {
  const bench = await newBenchPage(browser, { cpuRate, initScripts: [PAGE_PROBE, LAYOUT_PROBE] });
  const errors: string[] = [];
  bench.page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text().slice(0, 200))));
  bench.page.on('pageerror', (error) => void errors.push(error.message.slice(0, 200)));
  try {
    if (variant !== 'served') await routeDocument(bench, url, variant);
    const response = await bench.page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    if (response?.status() !== 200) throw new Error(`HTTP ${response?.status() ?? 'none'}`);
    await bench.page.waitForTimeout(AFTER_LOAD_MS);
    // The baseline draws the page in the browser: its heading comes after the app's code.
    await bench.page.locator('h1').first().waitFor({ timeout: TIMEOUT_MS });
    await bench.networkIdle(1000, TIMEOUT_MS);
    await bench.mainThreadQuiet(1000, TIMEOUT_MS);
    const paint = (await bench.page.evaluate('window.__paint')) as Omit<PaintRun, 'cls' | 'errors'>;
    // Map tiles are blocked on purpose: their failures are not the page's errors.
    const pageErrors = errors.filter((e) => !/tile\.openstreetmap|ERR_BLOCKED|ERR_FAILED/.test(e));
    return { ...paint, cls: paint.shifts.reduce((sum, s) => sum + s.value, 0), errors: pageErrors };
  } finally {
    await bench.close();
  }
}

export interface FirstHtml {
  bytes: Outcome<HtmlBytes>;
  loads: Record<Variant, Outcome<PaintRun>[]>;
}

/** The page's first-HTML figures: its size, then `runs` loads of each variant at `cpuRate`. */
export async function measureFirstHtml(browser: Browser, url: string, label: string, runs: number, cpuRate: number): Promise<FirstHtml> {
  const bytes = await attempt(`first HTML, ${label}`, () => firstHtmlBytes(url));
  const loads: FirstHtml['loads'] = { served: [], now: [], baseline: [] };
  // Interleaved, so that a slower moment of the machine weighs on every variant alike.
  for (let i = 1; i <= runs; i++) {
    for (const variant of VARIANTS) {
      loads[variant].push(
        await attempt(`${label} ${variant}, ${cpuRate}x CPU ${i}/${runs}`, () => paintRun(browser, url, variant, cpuRate)),
      );
    }
  }
  return { bytes, loads };
}
