// A visitor without a mouse: Tab, Enter and Escape reach every step of finding a track and
// starting a comment, and the focused control is always visibly marked.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './browser';
import { TRACKS } from './test-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MAX_TABS = 40;

/** Presses Tab until the target has the focus, and checks the focus can be seen. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    const focused = (await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement));
    if (focused) {
      // The ring may sit on a wrapper (the search form rings the whole pill when its input has focus).
      const marked = await target.evaluate((element) => {
        for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
          const style = getComputedStyle(node);
          if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
        }
        return false;
      });
      expect(marked, 'the focused control shows a focus ring').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('with the keyboard alone', () => {
  it('a visitor searches, opens a track, starts a comment and closes the page', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Find your nearest running track' }).waitFor();

    await tabTo(page, page.getByRole('searchbox'));
    await page.keyboard.type('ibirapuera');
    await tabTo(page, page.getByRole('tab', { name: /Track/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: /Pista do Ibirapuera/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Write a comment' }));
    await page.keyboard.press('Enter');
    const comment = page.getByLabel('Comment', { exact: true });
    await tabTo(page, comment);
    await page.keyboard.type('Typed without a mouse.');
    expect(await comment.inputValue()).toBe('Typed without a mouse.');

    // Escape inside the form keeps what was typed; outside any form it closes the page to the map.
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('button', { name: 'Send comment' }));
    await page.keyboard.press('Escape');
    expect(await comment.inputValue()).toBe('Typed without a mouse.');
    await tabTo(page, page.getByRole('link', { name: 'History of edits' }));
    await page.keyboard.press('Escape');
    await page.waitForURL('**/search');
    await page.context().close();
  });

  it('on a phone, the menu opens from the keyboard and its links are reachable', async () => {
    const page = await openPage(browser, `/track/${TRACKS.open.segment}`, { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Menu' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Track calculator' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Track calculator' }).waitFor();
    await page.context().close();
  });
});
