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

const hasFocus = async (target: Locator) =>
  (await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement));

/** Checks the target has the focus and that the focus can be seen. */
async function expectFocused(target: Locator): Promise<void> {
  expect(await hasFocus(target), `${target} has the focus`).toBe(true);
  // The ring may sit on a wrapper (the search form rings the whole pill when its input has focus).
  const marked = await target.evaluate((element) => {
    for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
    }
    return false;
  });
  expect(marked, 'the focused control shows a focus ring').toBe(true);
}

/** Presses Tab until the target has the focus, and checks the focus can be seen. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return expectFocused(target);
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Where the focus is: inside the page over the map, inside the map, or elsewhere. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest('#page-content')) return 'page';
    if (active?.closest('.leaflet-container')) return 'map';
    return active === document.body ? 'nowhere' : `elsewhere: ${active?.outerHTML.slice(0, 80)}`;
  });

describe('with the keyboard alone', () => {
  it('a visitor searches, opens a track, starts a comment and closes the page', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Find your nearest running track' }).waitFor();

    await tabTo(page, page.getByRole('combobox', { name: 'Search for a city, an area or a track' }));
    await page.keyboard.type('ibirapuera');
    await page.getByRole('tab', { name: /1 track/ }).waitFor();
    // The search box is a combobox: the arrows reach the suggestions, Enter opens one.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Write a comment' }));
    await page.keyboard.press('Enter');
    // The form's first field has the focus: typing goes straight into the comment.
    const comment = page.getByLabel('Comment', { exact: true });
    await expectFocused(comment);
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

  it('every form a button opens takes the focus to its first field, and gives it back to the button when cancelled', async () => {
    const page = await openPage(browser, `/track/${TRACKS.open.segment}`);
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();

    const visit = page.getByRole('button', { name: 'Report a visit' });
    await tabTo(page, visit);
    await page.keyboard.press('Enter');
    await expectFocused(page.getByRole('group', { name: 'Was it open?' }).getByRole('checkbox', { name: 'Yes' }));
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expectFocused(visit);

    const recommend = page.getByRole('button', { name: 'Recommend this track' });
    await tabTo(page, recommend);
    await page.keyboard.press('Enter');
    // The first choice that can be changed ("I would recommend it" is always on).
    await expectFocused(page.getByRole('checkbox', { name: 'Well maintained' }));
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Well maintained' }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expectFocused(recommend);

    // The edit icon opens the track form: the focus starts on its first question.
    await tabTo(page, page.getByRole('link', { name: 'Edit this track' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Edit Pista do Ibirapuera in São Paulo' }).waitFor();
    await expectFocused(page.getByRole('radio', { name: 'Outdoor' }));
    await page.context().close();
  });

  it('on a track page, "Skip to content" lands on the track page, not on the map', async () => {
    const page = await openPage(browser, `/track/${TRACKS.open.segment}`);
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    // The map behind the page is there, and comes before the page in the document.
    await page.locator('.leaflet-container').waitFor();

    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await page.keyboard.press('Enter');
    expect(await focusPlace(page)).toBe('page');
    await expectFocused(page.locator('#page-content'));
    // Reading on, the next stop is the page's first link, not a map control.
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toBe('page');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Home');
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
