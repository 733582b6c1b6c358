// One headless Chromium (the system's, as the end-to-end tests use) and fresh pages for the
// measurements. Each page gets its own context (no cache, no storage carried over) and a CDP
// session that counts the bytes the page downloads and knows when its network is idle.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../chromium';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '../../src-shared/languages';

export { CHROME_FLAGS, CHROMIUM } from '../chromium';
export const DESKTOP = { width: 1280, height: 800 };
/** The slow phone of the timing figures: CDP Emulation.setCPUThrottlingRate. */
export const CPU_THROTTLE = 4;
/**
 * The browser language. The map opens on the continent of the browser's language (spec section
 * 4), and the sample is Brazil: in en-US the map opens on North America, where the sample has
 * no track, so the 771 column would time an empty map. pt-BR opens South America, as the
 * end-to-end map test does. The app's texts stay English (ENGLISH_COOKIE).
 */
export const LOCALE = 'pt-BR';
/**
 * Since issue 24 the site speaks the browser's language, so pt-BR would get Portuguese pages; the
 * bench keeps the texts it waits for, and its figures, in English as a visitor who chose English
 * does: the language cookie, which the Worker reads and the app follows (<html lang>).
 */
export const ENGLISH_COOKIE = `${LANGUAGE_COOKIE}=${DEFAULT_LANGUAGE}`;
/** Every bench server listens here (scripts/bench/server.ts). */
export const BENCH_HOST = '127.0.0.1';
/** There is no internet here: map tiles are refused at once instead of waiting for DNS. */
export const TILE_PATTERN = '*tile.openstreetmap.org*';

export const launchBrowser = launchChromium;

export interface Download {
  url: string;
  bytes: number;
}

export interface BenchPage {
  page: Page;
  cdp: CDPSession;
  /** Encoded bytes (as sent over the wire, headers included) of every finished request since the last reset. */
  bytes(): number;
  downloads(): Download[];
  resetBytes(): void;
  /** Resolves once no request has been in flight for `quietMs`. */
  networkIdle(quietMs?: number, timeoutMs?: number): Promise<void>;
  /**
   * Resolves once the main thread has run no long task for `quietMs` (needs PAGE_PROBE): work
   * after the last request, such as drawing thousands of markers, belongs to the load.
   */
  mainThreadQuiet(quietMs?: number, timeoutMs?: number): Promise<void>;
  /** URLs of requests finished since the last reset. */
  finishedUrls(): string[];
  close(): Promise<void>;
}

export interface PageOptions {
  /** CDP CPU throttling rate (1: none). */
  cpuRate?: number;
  /** Scripts run in the page before any of its own (init scripts). */
  initScripts?: string[];
}

/**
 * A new page in a fresh context, not navigated yet. Tiles are blocked with CDP's
 * Network.setBlockedURLs (what Lighthouse's blockedUrlPatterns does) rather than a Playwright
 * route: a route sends every request of the page through this Node process, which would add
 * its round trips to the timings.
 */
export async function newBenchPage(browser: Browser, options: PageOptions = {}): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: LOCALE });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: DEFAULT_LANGUAGE, domain: BENCH_HOST, path: '/' }]);
  const page = await context.newPage();
  for (const script of options.initScripts ?? []) await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: [TILE_PATTERN] });
  if (options.cpuRate && options.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });

  const urls = new Map<string, string>();
  const inFlight = new Set<string>();
  let downloads: Download[] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    if (!event.request.url.startsWith('data:')) inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    downloads.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });

  return {
    page,
    cdp,
    bytes: () => downloads.reduce((sum, d) => sum + d.bytes, 0),
    downloads: () => [...downloads],
    resetBytes: () => {
      downloads = [];
    },
    finishedUrls: () => downloads.map((d) => d.url),
    async networkIdle(quietMs = 500, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`network not idle after ${timeoutMs / 1000} s: ${[...inFlight].map((id) => urls.get(id)).join(', ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async mainThreadQuiet(quietMs = 1000, timeoutMs = 180_000) {
      await waitForExpression(
        page,
        `(() => {
          const ends = window.__bench.longTasks.map(([start, duration]) => start + duration);
          return performance.now() - Math.max(0, ...ends) >= ${quietMs};
        })()`,
        timeoutMs,
      );
    },
    close: () => context.close(),
  };
}

/** JS heap in use after a forced garbage collection, in bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/**
 * Polls a JavaScript expression in the page until it is truthy. Playwright's waitForFunction
 * with a string evaluates it with eval, which the app's Content-Security-Policy forbids;
 * page.evaluate of an expression goes through CDP and is allowed.
 */
export async function waitForExpression(page: Page, expression: string, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${expression.replace(/\s+/g, ' ').slice(0, 80)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
