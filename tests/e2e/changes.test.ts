// The site's recent changes (issue 26), as a runner reads them: a new track and an edit appear
// at the top, the list narrows to one kind or one area, and each change links its page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('recent changes', () => {
  it('lists what changed, newest first, and narrows to one kind, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, '/changes', { viewport });
      await page.getByRole('heading', { level: 1, name: 'Recent changes' }).waitFor();
      const rows = page.locator('.change-list li');
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `changes-${viewport.width}`);
      await page.getByLabel('Show').selectOption('track');
      await page.waitForURL(/kind=track/);
      // The rows of the whole list stay until the narrowed answer arrives: wait for it (poll's own
      // second is too short beside the photo tests' encoding in the other browser file).
      await expect
        .poll(
          async () => {
            const texts = await page.locator('.change-list li .muted').allInnerTexts();
            return texts.length > 0 && texts.every((text) => text.includes('New track'));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.context().close();
    }
  });

  it("an area's page leads to its changes, and a change opens its track", async () => {
    const page = await openPage(browser, '/running-in/brazil/sao-paulo/sao-paulo');
    await page.getByRole('link', { name: 'Recent changes' }).click();
    await page.waitForURL(/\/changes\?area=/);
    await page.getByRole('heading', { level: 1, name: /Recent changes in São Paulo/ }).waitFor();
    const first = page.locator('.change-list li a').first();
    const name = await first.innerText();
    await first.click();
    await page.waitForURL(/\/track\//);
    await page.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    await page.context().close();
  });
});
