// The pages' first HTML as a browser meets it (issue 23): readable with JavaScript off, links that
// navigate, and with JavaScript on the app taking the same markup over without an error or a shift.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Errors the page reports: React's hydration errors (418, 419, 423, 425) among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chrome reports the fixture's hostile onerror (tests/e2e/fixtures.sql) as a blocked inline
    // handler when DOMPurify parses it in an inert document: refused by the policy, never run.
    if (message.type() === 'error' && !/Failed to load resource|inline event handler/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** The lines of text only the server's HTML had ("-") and only the app's page has ("+"). */
async function drawnDifferently(page: Page): Promise<string[]> {
  const { server, app } = await page.evaluate(() => ({
    server: (window as unknown as { serverText: string }).serverText ?? '',
    app: document.body.innerText,
  }));
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const [drawn, shown] = [lines(server), lines(app)];
  return [
    ...drawn.filter((line) => !shown.includes(line)).map((line) => `- ${line}`),
    ...shown.filter((line) => !drawn.includes(line)).map((line) => `+ ${line}`),
  ];
}

/** The layout shift so far, as the browser measures it for cumulative layout shift. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

describe('with JavaScript off', () => {
  it('a track page and an area page are readable and their links navigate', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, `/track/${TRACKS.open.segment}`, { javaScriptEnabled: false, viewport });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(TRACKS.open.name);
      expect(await page.getByRole('heading', { name: 'Open to the public?' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Details' }).isVisible()).toBe(true);
      await screenshot(page, `first-html-track-nojs-${viewport.width}`);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'São Paulo' }).last().click();
      await page.waitForURL('**/running-in/**');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Running tracks in /);
      await page.getByRole('link', { name: TRACKS.closed.name }).click();
      await page.waitForURL(`**/track/${TRACKS.closed.segment}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(TRACKS.closed.name);
      await page.context().close();
    }
  });
});

describe('with JavaScript on', () => {
  it('the app takes every kind of page over without an error, a second copy, a redraw or a layout shift', async () => {
    const paths = [
      '/',
      `/track/${TRACKS.open.segment}`,
      `/track/${TRACKS.removed.segment}`,
      '/running-in/brazil/sao-paulo/sao-paulo',
      '/track-calculator?line=wa&lane=3&distance=10000&time=40:00',
      '/about',
      '/no-such-page',
    ];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const errors = collectErrors(page);
      // The heading the server drew, and whether "Loading" ever replaced the page over the map:
      // React throws a page's HTML away when an update reaches it before its code has arrived.
      await page.addInitScript(() => {
        const seen = window as unknown as { serverHeading: Element | null; serverText: string; loaderShown: boolean };
        seen.loaderShown = false;
        new MutationObserver((mutations) => {
          for (const m of mutations)
            for (const node of m.addedNodes)
              if (node instanceof Element && node.matches('#page-content .inline-loader')) seen.loaderShown = true;
        }).observe(document, { childList: true, subtree: true });
        document.addEventListener('DOMContentLoaded', () => {
          seen.serverHeading = document.querySelector('h1');
          seen.serverText = document.body.innerText;
        });
      });
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      // A page React could not take over says which lines the server and the app drew differently.
      const differences = errors.length === 0 ? [] : await drawnDifferently(page);
      expect({ errors, differences }, path).toEqual({ errors: [], differences: [] });
      expect(await page.locator('h1').count(), path).toBe(1);
      const adopted = await page.evaluate(() => {
        const seen = window as unknown as { serverHeading: Element | null; loaderShown: boolean };
        return { sameHeading: seen.serverHeading === document.querySelector('h1'), loaderShown: seen.loaderShown };
      });
      expect(adopted, path).toEqual({ sameHeading: true, loaderShown: false });
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });

  it('a page taken over works as the app: a button of the server-drawn page responds', async () => {
    const page = await openPage(browser, `/track/${TRACKS.open.segment}`);
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await expect.poll(() => page.getByRole('textbox').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
