// One headless Chromium per test file, with helpers to open pages of the app under test.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A new page in a fresh context (no shared storage), at the given path. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', ...options, baseURL: baseUrl() });
  const page = await context.newPage();
  // No network here: tiles fail at once instead of waiting for DNS.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto(path);
  return page;
}

/** Saves a screenshot for a person to look at (not compared by the tests). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}
