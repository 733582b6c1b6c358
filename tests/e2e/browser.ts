// One headless Chromium per test file, with helpers to open pages of the app under test.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium';
import { inject } from 'vitest';
import { imageTileOf } from '../../src-shared/map-tiles';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const launchBrowser = launchChromium;

/** This test worker's own server (tests/e2e/global-setup.ts starts one per worker). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}

/** A new page in a fresh context (no shared storage), at the given path. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  // No service worker (issue 43): the tests that hold back or fail an answer or a file with
  // page.route need the page's own requests, and a worker in control would make them itself,
  // unseen by the routes. What the worker does is tested on its own (offline.test.ts).
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', serviceWorkers: 'block', ...options, baseURL: baseUrl() });
  const page = await context.newPage();
  // No network here: tiles fail at once instead of waiting for DNS.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The page arrives drawn by the Worker; the app's code loads once it has painted
  // (src-web/paint-first.ts) and takes it over. A person reads first; a test would type into a
  // form the app has not taken over yet (a native submit reloads the page), so it waits until the
  // app has taken the page over (src-web/boot.tsx) and the screen's code has stopped coming.
  if (options.javaScriptEnabled !== false) {
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  }
  return page;
}

/** Saves a screenshot for a person to look at (not compared by the tests). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}

/**
 * Zooms the map out one step at a time, as a person would: Leaflet ignores a zoom asked for
 * while a zoom animation runs, so each click waits until the animation has started and ended.
 */
export async function zoomOut(page: Page, steps = 1): Promise<void> {
  for (let i = 0; i < steps; i++) {
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForTimeout(100);
    await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
    await page.waitForTimeout(100);
  }
}

/**
 * Moves the map with the f coordinate box, as a person would, to zoom 16 at the point, and waits
 * until the map is there: the tile under the point is asked for and no zoom animation runs. A
 * fixed pause alone is not enough on a busy machine, and a click on a map still flying is read
 * at the old zoom.
 */
export async function jumpTo(page: Page, lat: number, lng: number): Promise<void> {
  // The f key belongs to the map, which loads after the page around it (the terms popup comes
  // first): press it again, as a person would, until the box opens.
  await page.locator('.leaflet-container').waitFor();
  const box = page.getByLabel('Go to coordinates');
  for (let attempt = 0; attempt < 50 && (await box.count()) === 0; attempt++) {
    await page.keyboard.press('f');
    await page.waitForTimeout(100);
  }
  await box.fill(`${lat}, ${lng}`);
  await page.keyboard.press('Enter');
  const { x, y } = imageTileOf(lat, lng, 16);
  await page.locator(`img.leaflet-tile[src$="/16/${x}/${y}.png"]`).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
  // A pan at the same zoom animates for 0.25 s, and marker clusters redraw after it.
  await page.waitForTimeout(400);
}
