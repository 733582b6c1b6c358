// At the track without signal (issue 43), in Chromium at a phone's width: the pages a runner
// opened open again offline with their facts and a line saying when they were saved, so does the
// map with the nearest list, a page never opened leads to the list of saved pages, a write made
// offline waits (listed on its page) and is sent once, a new deployment takes over without
// breaking a kept page, and the site is installable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from '../../scripts/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';
import { CACHE_LIMITS, PAGES_CACHE } from '../../src-web/offline/saved-copies';
import { nextDeployment } from './next-deployment';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Near the Ibirapuera tracks of the fixtures (as in map-view.test.ts). */
const NEAR_IBIRAPUERA = { latitude: -23.588, longitude: -46.658, accuracy: 40 };

/** How the list of saved pages names the map's page. */
const MAP_TITLE = 'The map and your nearest tracks';

const VISITED = [TRACKS.open, TRACKS.indoor, TRACKS.nonStandard];

/**
 * Opens a page and waits until the app has taken it over. A page the app never takes over fails
 * with what went wrong on the way: the requests that failed or were refused, and the page's errors.
 */
async function visit(page: Page, path: string): Promise<void> {
  const trouble: string[] = [];
  const onFailed = (request: Request) => trouble.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400) trouble.push(`${response.status()} ${response.url()}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  };
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('console', onConsole);
  try {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page
      .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 20_000 })
      .catch((error: Error) => {
        throw new Error(`${path} was not taken over: ${error.message}\n${trouble.join('\n')}`);
      });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  } finally {
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
    page.off('console', onConsole);
  }
}

/** A phone that has opened the start page: the service worker is installed and in control. */
async function phoneWithWorker(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  await visit(page, '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  return { context, page };
}

describe('offline', () => {
  it('opens the track pages a runner looked at, with their facts and when they were saved', async () => {
    const { context, page } = await phoneWithWorker();
    try {
      for (const track of VISITED) await visit(page, `/track/${track.segment}`);
      await context.setOffline(true);
      for (const track of VISITED) {
        await visit(page, `/track/${track.segment}`);
        await expect.poll(() => page.locator('h1').first().textContent()).toContain(track.name);
        // The facts are the page's own, drawn from the kept copy: the surface row among them.
        expect(await page.locator('.page').first().textContent()).toMatch(/Surface|Length|Lanes/);
        await expect.poll(() => page.locator('.saved-notice').textContent()).toMatch(/^Saved on this device on .+: this is the copy kept/);
      }
      await screenshot(page, 'offline-track-390');
    } finally {
      await context.close();
    }
  });

  it('opens the nearest list a runner last asked for, each track a link to its kept page', async () => {
    const { context, page } = await phoneWithWorker({ geolocation: NEAR_IBIRAPUERA, permissions: ['geolocation'] });
    try {
      await page.getByRole('button', { name: 'Use my location' }).click();
      const rowNamed = (name: string) =>
        page
          .getByRole('complementary', { name: 'Nearest tracks' })
          .locator('.track-rows')
          .getByRole('link', { name: new RegExp(`${name}.*away`) });
      await rowNamed(TRACKS.open.name).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      await rowNamed(TRACKS.open.name).click();
      await page.getByRole('heading', { name: new RegExp(TRACKS.open.name), level: 1 }).waitFor();
      await page.goBack();
      await rowNamed(TRACKS.open.name).waitFor();

      await context.setOffline(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 20_000 });
      for (const track of [TRACKS.open, TRACKS.indoor, TRACKS.closed]) await rowNamed(track.name).waitFor();
      await expect.poll(() => page.locator('.saved-notice').textContent()).toMatch(/^Saved on this device on /);
      await screenshot(page, 'offline-nearest-390');
      await rowNamed(TRACKS.open.name).click();
      await page.getByRole('heading', { name: new RegExp(TRACKS.open.name), level: 1 }).waitFor();
      // The list of saved pages names the map too.
      await visit(page, `/track/${TRACKS.reported.segment}`);
      await expect.poll(() => page.locator('.saved-list a').allTextContents()).toContain(MAP_TITLE);
    } finally {
      await context.close();
    }
  });

  it('sends a page never opened to the list of saved pages, which opens each of them', async () => {
    const { context, page } = await phoneWithWorker();
    try {
      await visit(page, `/track/${TRACKS.open.segment}`);
      await visit(page, `/track/${TRACKS.closed.segment}`);
      await context.setOffline(true);
      await visit(page, `/track/${TRACKS.reported.segment}`);
      expect(new URL(page.url()).pathname).toBe('/offline');
      await expect.poll(() => page.locator('.notice').textContent()).toContain('this page was not saved on this device');
      const saved = page.locator('.saved-list a');
      await expect
        .poll(() => saved.allTextContents())
        .toEqual(expect.arrayContaining([expect.stringContaining(TRACKS.closed.name), expect.stringContaining(TRACKS.open.name)]));
      await screenshot(page, 'offline-saved-pages-390');
      await saved.filter({ hasText: TRACKS.closed.name }).click();
      await page.waitForURL(`**/track/${TRACKS.closed.segment}`);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(TRACKS.closed.name);
    } finally {
      await context.close();
    }
  });

  it('says so in the language of the page asked for', async () => {
    const { context, page } = await phoneWithWorker();
    try {
      await visit(page, `/track/${TRACKS.open.segment}?lang=pt`);
      await context.setOffline(true);
      await visit(page, `/track/${TRACKS.closed.segment}?lang=pt`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Páginas salvas');
      // The track page and the map, kept in Portuguese with it.
      await expect
        .poll(async () => (await page.locator('.saved-list a').allTextContents()).sort())
        .toEqual(['O mapa e as pistas mais próximas de você', `${TRACKS.open.name} em São Paulo`]);
    } finally {
      await context.close();
    }
  });

  it('keeps a visit report written offline, says it waits, and sends it exactly once when the network returns', async () => {
    const { context, page } = await phoneWithWorker();
    const track = TRACKS.indoor;
    const reportsOf = async () => {
      const answer = (await (await fetch(`${baseUrl()}/api/track?segment=${track.segment}`)).json()) as { comments: { text: string }[] };
      return answer.comments.filter((comment) => comment.text === text).length;
    };
    const text = `Open at dawn, offline ${Date.now()}`;
    try {
      await visit(page, `/track/${track.segment}`);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Report a visit' }).click();
      await page.getByRole('group', { name: 'Was it open?' }).getByLabel('Yes').check();
      await page
        .getByRole('form', { name: 'Report a visit' })
        .getByRole('textbox', { name: /comment/i })
        .fill(text);
      await page.getByRole('button', { name: 'Send visit report' }).click();
      await expect.poll(() => page.getByRole('alertdialog').textContent()).toMatch(/^Waiting to send: you are offline/);
      // The form says so where it was, not only in the message.
      await expect.poll(() => page.locator('.form-done').textContent()).toMatch(/^Waiting to send/);
      // Among the comments, marked as waiting, and still there after a reload.
      const waitingList = page.getByRole('list', { name: 'Written on this device, waiting to send' });
      await waitingList.getByText(text).waitFor();
      await visit(page, `/track/${track.segment}`);
      await waitingList.getByText(text).waitFor();
      expect(await waitingList.locator('.comment-meta').first().textContent()).toBe('anonymousVisit reportWaiting to send');
      await page.getByRole('list', { name: 'Written on this device, waiting to send' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'offline-waiting-to-send-390');
      expect(await reportsOf()).toBe(0);
      await context.setOffline(false);
      // Chromium fires Background Sync when the network returns; the report arrives once, and
      // the page no longer lists it as waiting.
      await expect.poll(reportsOf, { timeout: 20_000, interval: 500 }).toBe(1);
      await waitingList.waitFor({ state: 'detached' });
      await page.waitForTimeout(2000);
      expect(await reportsOf()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a new deployment takes over at the next page, and a page kept from the old build still runs on its own files', async () => {
    const deployment = await nextDeployment(baseUrl());
    const { context, page } = await phoneWithWorker({ baseURL: deployment.baseUrl });
    try {
      const kept = TRACKS.indoor;
      await visit(page, `/track/${kept.segment}`);
      // The worker's versions, as DevTools' Application panel lists them.
      const session = await context.newCDPSession(page);
      const versions = new Map<string, string>();
      session.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: { versionId: string; status: string }[] }) => {
        for (const version of updated) versions.set(version.versionId, version.status);
      });
      await session.send('ServiceWorker.enable');
      await expect.poll(() => [...versions.values()]).toEqual(['activated']);

      deployment.deploy();
      await visit(page, `/track/${TRACKS.open.segment}`);
      // The browser found the new worker on that navigation; it took over at once, the old one gone.
      await expect.poll(() => [...versions.values()], { timeout: 20_000 }).toEqual(['redundant', 'activated']);
      expect(await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean))).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/assets\/next-/)]),
      );

      // One bar of signal at the page kept from the old build: the device's copy answers, and its
      // scripts, gone from the server, come from the device too.
      deployment.slowPage(`/track/${kept.segment}`, 8000);
      await visit(page, `/track/${kept.segment}`);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(kept.name);
      await expect.poll(() => page.locator('.saved-notice').textContent()).toMatch(/^Saved on this device/);
      expect(await page.evaluate(() => [...document.scripts].some((script) => script.src.includes('/assets/next-')))).toBe(false);
      expect(deployment.oldFilesAsked).toEqual([]);
    } finally {
      await context.close();
      await deployment.close();
    }
  });

  it('keeps no more pages than its bound, the longest unopened out first', async () => {
    const { context, page } = await phoneWithWorker();
    try {
      // Each address is a page of its own to the worker: the bound and 15 more.
      const opened = Array.from({ length: CACHE_LIMITS[PAGES_CACHE] + 15 }, (_, i) => `/contribute?visit=${i}`);
      for (const path of opened) await page.goto(path, { waitUntil: 'load' });
      const kept = () =>
        page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).search), PAGES_CACHE);
      // The worker trims the cache after it answers, a little behind the last page opened.
      await expect.poll(async () => (await kept()).length, { timeout: 10_000 }).toBeLessThanOrEqual(CACHE_LIMITS[PAGES_CACHE]);
      const keptNow = await kept();
      expect(keptNow).toContain(`?visit=${opened.length - 1}`);
      expect(keptNow).not.toContain('?visit=0');
    } finally {
      await context.close();
    }
  });

  it('is installable: a manifest with icons, and a service worker in control', async () => {
    // A profile of its own on disk: the tests' other contexts are off the record, where Chromium
    // installs nothing ("in-incognito"), as a private window does.
    const profile = mkdtempSync(join(tmpdir(), 'track-atlas-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROME_FLAGS,
      viewport: PHONE,
      locale: 'en-US',
      baseURL: baseUrl(),
    });
    try {
      const page = await context.newPage();
      await visit(page, '/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
      const manifest = (await session.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
