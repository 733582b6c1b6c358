// Figure 1: the bytes a visitor downloads to see a page, as sent over the wire (CDP
// Network.loadingFinished encodedDataLength: compressed bodies plus headers), in a fresh
// context (nothing cached). A page counts as rendered when its main content is on screen, the
// network has been idle for a second and the main thread has run no long task for a second.
import type { Browser } from 'playwright-core';
import { newBenchPage, type BenchPage, type Download } from './browser';
import { goToCity } from './city-view';
import { MARKER_SELECTOR, PAGE_PROBE } from './probes';

export interface PageBytes {
  name: string;
  bytes: number;
  requests: number;
  largest: Download[];
}

const TIMEOUT_MS = 180_000;

async function settle(bench: BenchPage): Promise<void> {
  await bench.networkIdle(1000, TIMEOUT_MS);
  await bench.mainThreadQuiet(1000, TIMEOUT_MS);
  await bench.networkIdle(1000, TIMEOUT_MS);
}

function figures(name: string, bench: BenchPage): PageBytes {
  const downloads = bench.downloads();
  return { name, bytes: bench.bytes(), requests: downloads.length, largest: downloads.sort((a, b) => b.bytes - a.bytes).slice(0, 3) };
}

async function measure(browser: Browser, name: string, visit: (bench: BenchPage) => Promise<void>): Promise<PageBytes> {
  const bench = await newBenchPage(browser, { initScripts: [PAGE_PROBE] });
  try {
    await visit(bench);
    await settle(bench);
    return figures(name, bench);
  } finally {
    await bench.close();
  }
}

export async function measurePageBytes(browser: Browser, origin: string, trackSegment: string): Promise<PageBytes[]> {
  const results: PageBytes[] = [];
  results.push(
    await measure(browser, '/', async ({ page }) => {
      await page.goto(`${origin}/`);
      await page.getByPlaceholder('City, area or track name').waitFor({ timeout: TIMEOUT_MS });
    }),
  );
  // The continent view and then the city view, in one visit: the city figure is everything
  // downloaded from opening /search until the city is drawn, as a person who goes there pays.
  const bench = await newBenchPage(browser, { initScripts: [PAGE_PROBE] });
  try {
    await bench.page.goto(`${origin}/search`);
    await bench.page.locator(MARKER_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS });
    await settle(bench);
    results.push(figures('/search continent', bench));
    await goToCity(bench.page, TIMEOUT_MS);
    await settle(bench);
    results.push(figures('/search city', bench));
  } finally {
    await bench.close();
  }
  results.push(
    await measure(browser, 'track page', async ({ page }) => {
      await page.goto(`${origin}/track/${trackSegment}`);
      await page.locator('h1').first().waitFor({ timeout: TIMEOUT_MS });
    }),
  );
  return results;
}
