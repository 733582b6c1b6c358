// Issue 43's bound, measured: a runner opens 200 track pages of the sample in a real Chromium
// with the service worker in control, and the bench prints what the device keeps (each cache's
// entries and bytes, and what the origin uses in all) beside what was opened, which is what an
// unbounded cache would hold, and beside the bound the worker declares (src-web/offline/saved-copies.ts).
import { rmSync } from 'node:fs';
import { CACHE_LIMITS, CODE_CACHE, PAGES_CACHE, ANSWERS_CACHE } from '../../src-web/offline/saved-copies';
import { closeLocalD1, query } from '../import/d1';
import { launchBrowser } from './browser';
import { startServer } from './server';
import { bytes } from './table';
import { ensureWorld, servingCopy } from './worlds';

const PAGES_OPENED = 200;
const PHONE = { width: 390, height: 844 };

interface Kept {
  entries: number;
  bytes: number;
}

export async function benchOffline(port: number): Promise<void> {
  console.log(`\nOffline (issue 43): ${PAGES_OPENED} track pages opened in Chromium at 390 px with the service worker in control`);
  const persistTo = servingCopy(await ensureWorld(0));
  const server = await startServer(persistTo, port);
  const browser = await launchBrowser();
  try {
    const [rows] = await query<{ url_segment: string }>(
      { remote: false, persistTo },
      `SELECT url_segment FROM tracks WHERE permanently_removed = 0 ORDER BY id LIMIT ${PAGES_OPENED}`,
    );
    await closeLocalD1();
    const segments = (rows ?? []).map((row) => row.url_segment);
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', baseURL: server.origin });
    const page = await context.newPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    let openedBytes = 0;
    const started = Date.now();
    for (const segment of segments) {
      await page.goto(`/track/${segment}`, { waitUntil: 'load' });
      // The page's HTML as the worker received it (decoded): what it would keep without a bound.
      openedBytes += await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).decodedBodySize,
      );
    }
    const seconds = (Date.now() - started) / 1000;
    // The worker trims a cache after it answers: a moment for the last trims.
    await page.waitForTimeout(2000);
    const kept = await page.evaluate(
      async (names) => {
        const result: Record<string, { entries: number; bytes: number }> = {};
        for (const name of names) {
          const cache = await caches.open(name);
          const responses = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
          const sizes = await Promise.all(responses.map(async (response) => (response ? (await response.blob()).size : 0)));
          result[name] = { entries: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
        }
        return result;
      },
      [PAGES_CACHE, ANSWERS_CACHE, CODE_CACHE],
    );
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await context.close();

    const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(22) : cell.padStart(16))).join(' | ')} |`;
    console.log(line(['cache', 'kept', 'bound', 'opened (no bound)', 'within bound']));
    console.log(
      `|${'-'.repeat(24)}|${Array(4)
        .fill(`${'-'.repeat(17)}:`)
        .join('|')}|`,
    );
    const row = (name: string, own: Kept, opened: string) =>
      console.log(
        line([
          name,
          `${own.entries} (${bytes(own.bytes)})`,
          String(CACHE_LIMITS[name as keyof typeof CACHE_LIMITS]),
          opened,
          own.entries <= CACHE_LIMITS[name as keyof typeof CACHE_LIMITS] ? 'yes' : 'NO',
        ]),
      );
    row(PAGES_CACHE, kept[PAGES_CACHE]!, `${segments.length} (${bytes(openedBytes)})`);
    row(ANSWERS_CACHE, kept[ANSWERS_CACHE]!, '—');
    row(CODE_CACHE, kept[CODE_CACHE]!, '—');
    console.log(
      `  The origin uses ${bytes(usage)} in all (navigator.storage.estimate); ${segments.length} pages opened in ${seconds.toFixed(0)} s.`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}
