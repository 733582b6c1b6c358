import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coverage } from '../../src-shared/api-types';
import type { Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './browser';

/** The labels of the suggestions the open tab shows. */
const shownLabels = (page: Page) => page.locator('[role=tabpanel] .suggestion-label').allTextContents();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('start page', () => {
  it('shows the logo, the tagline, the search box and the links', async () => {
    const page = await openPage(browser, '/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Find your nearest running track');
    expect(await page.title()).toBe('Track Atlas');
    expect(await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Use my location' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse the map' }).getAttribute('href')).toBe('/search');
    expect(await page.getByRole('link', { name: 'Ask our AI search' }).getAttribute('href')).toBe('/ai-search');
    await screenshot(page, 'start-desktop');
    await page.context().close();
  });

  it('says where tracks are listed, with each country’s count, and invites runners elsewhere to add theirs', async () => {
    const page = await openPage(browser, '/', { viewport: PHONE });
    const section = page.getByRole('region', { name: 'Where tracks are listed' });
    const brazil = section.getByRole('link', { name: 'Brazil' });
    await brazil.waitFor();
    const total = (await (await fetch(`${page.url().replace(/\/$/, '')}/api/coverage`)).json()) as Coverage;
    // The summary's figures add up to the countries listed (Edinburgh's two test tracks lie in no fixture area).
    expect(await section.textContent()).toContain(
      total.num_unplaced === 0
        ? `${total.num_tracks} running tracks in 1 country so far.`
        : `${total.num_tracks} running tracks so far: ${total.num_tracks - total.num_unplaced} in 1 country and ${total.num_unplaced} not yet placed in an area.`,
    );
    expect(await brazil.getAttribute('href')).toBe('/running-in/brazil');
    expect(await section.getByRole('listitem').first().textContent()).toBe(`Brazil ${total.countries[0]!.num_tracks}`);
    expect(await section.getByRole('link', { name: 'Add the tracks you know' }).getAttribute('href')).toBe('/add-track');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'start-coverage-phone');
    await page.context().close();
  });

  it('narrows a complete answer on the device as the runner types on, with the same suggestions the server gives', async () => {
    const page = await openPage(browser, '/');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/suggest') asked.push(url.searchParams.get('q')!);
    });
    const box = page.getByRole('combobox', { name: 'Search for a city, an area or a track' });
    await box.pressSequentially('sao');
    // The answer for "sao" itself on screen (an earlier one, for "sa", may show the same tabs):
    // typing on before it arrives rightly asks the server again.
    await page.locator('.suggestion-box[data-term="sao"]').waitFor();
    await page.getByRole('tab', { name: /3 areas/ }).waitFor();
    await box.pressSequentially(' paulo');
    await page.locator('.suggestion-box[data-term="sao paulo"]').waitFor();
    // "sao" listed every match, so " paulo" was narrowed on the device: no question for it.
    expect(asked.filter((q) => q.startsWith('sao '))).toEqual([]);
    // Ranked on the device as the server ranks: the city, the state of that name, then a town of the state.
    expect(await shownLabels(page)).toEqual(['São Paulo, São Paulo', 'São Paulo, Brazil', 'Campinas, São Paulo']);
    // Five in São Paulo, less the one removed for good, which search no longer offers (issue 38).
    expect(await page.getByRole('tab', { name: /Track/ }).textContent()).toBe('Track4 tracks');
    await page.context().close();
  });

  it('keeps the last suggestions while a new answer travels, and says it is loading once the wait is noticeable', async () => {
    const page = await openPage(browser, '/');
    const box = page.getByRole('combobox', { name: 'Search for a city, an area or a track' });
    await box.fill('sao');
    await page.getByRole('tab', { name: /3 areas/ }).waitFor();
    // The next answer is slow to come.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/suggest?*', async (route) => {
      await released;
      await route.continue();
    });
    await box.fill('rio');
    const suggestionBox = page.locator('.suggestion-box');
    expect(await suggestionBox.getAttribute('data-term')).toBe('sao');
    expect(await page.getByRole('tab', { name: /Area/ }).textContent()).toBe('Area3 areas');
    await page.getByRole('tab', { name: /Areas loading/ }).waitFor();
    expect(await suggestionBox.getAttribute('aria-busy')).toBe('true');
    release();
    await page.locator('.suggestion-box[data-term="rio"]').waitFor();
    expect(await page.getByRole('tab', { name: /Area/ }).textContent()).not.toContain('loading');
    await page.context().close();
  });

  it('answers the first key from previews fetched while the page was idle, and they agree with the server', async () => {
    const page = await openPage(browser, '/');
    // Fetched once the page was idle (maybe before this test listened).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/suggest-next?q=&')));
    // Hold back the full answers: what shows must come from the preview.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/suggest?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).press('c');
    await page.locator('.suggestion-box[data-term="c"]').waitFor({ timeout: 5_000 });
    const items = await shownLabels(page);
    const tab = (await page.getByRole('tab').allTextContents())[0]!;
    release();
    const server = (await (await page.request.get(`${baseUrl()}/api/suggest?q=c`)).json()) as {
      areas: { total: number; items: { label: string }[] };
    };
    expect(items).toEqual(server.areas.items.slice(0, 12).map((i) => i.label));
    expect(tab).toContain(`${server.areas.total} area`);
    await page.context().close();
  });

  it('suggests areas and tracks in two tabs, ignoring accents, the city a runner means first', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('sao paulo');
    // Both São Paulo areas, and Campinas whose parent is São Paulo.
    await page.getByRole('tab', { name: /3 areas/ }).waitFor();
    // The two lists load apart: wait for the track list too (not the track removed for good).
    await page.getByRole('tab', { name: /4 tracks/ }).waitFor();
    expect(await page.getByRole('tab', { name: /Track/ }).textContent()).toBe('Track4 tracks');
    expect(await shownLabels(page)).toEqual(['São Paulo, São Paulo', 'São Paulo, Brazil', 'Campinas, São Paulo']);
    // Each row says how many tracks the area holds, as its page does.
    expect(await page.getByRole('tabpanel').getByRole('option').first().textContent()).toMatch(/^São Paulo, São Paulo\d+ tracks?$/);

    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('ibirapuera');
    await page.getByRole('tab', { name: /1 track/ }).waitFor();
    expect(await page.getByRole('tab', { name: /Area/ }).textContent()).toContain('No areas');
    await page.getByRole('option', { name: /^Pista do Ibirapuera - São Paulo/ }).click();
    await page.waitForURL('**/track/pista-do-ibirapuera-sao-paulo');
    await page.context().close();
  });

  it('shows at most 12 suggestions and how many there are', async () => {
    const page = await openPage(browser, '/', { viewport: PHONE });
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('rio test');
    await page.getByText('Showing 12 out of 120 results.').waitFor();
    expect(await page.getByRole('tabpanel').getByRole('option').count()).toBe(12);
    await screenshot(page, 'start-suggestions-phone');
    await page.context().close();
  });

  it('offers the AI chat when nothing matched, and the bubble can be dismissed', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('zzzz nowhere');
    const hint = page.getByRole('link', { name: 'Whoops, nothing matched. Would you like to try our AI chat instead?' });
    await hint.waitFor();
    expect(await hint.getAttribute('href')).toBe('/ai-search');
    await screenshot(page, 'start-hint-desktop');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await hint.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('"show chatbot" clears the box and opens the AI chat', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('show chatbot');
    await page.waitForURL('**/ai-search');
    await page.getByRole('heading', { name: 'AI search' }).waitFor();
    await page.goBack();
    expect(await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).inputValue()).toBe('');
    await page.context().close();
  });

  it('picking an area loads its bounds and shows the map', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('campinas');
    await page.getByRole('option', { name: /^Campinas, São Paulo/ }).click();
    await page.waitForURL('**/search');
    await page.locator('.leaflet-marker-icon[title="Pista do Taquaral"]').waitFor();
    await page.context().close();
  });

  it('use my location centres the map on the visitor at zoom 10, or says it failed', async () => {
    const page = await openPage(browser, '/', { geolocation: { latitude: -23.55, longitude: -46.63 }, permissions: ['geolocation'] });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL('**/search');
    // Tiles are requested for the view: zoom 10, tile column 379 holds São Paulo.
    await page.locator('img.leaflet-tile[src*="/10/379/"]').first().waitFor({ state: 'attached' });
    await page.context().close();

    // Refused: the spec's message, in the page (no browser dialog), for 3 s.
    const denied = await openPage(browser, '/');
    await denied.getByRole('button', { name: 'Use my location' }).click();
    await denied.locator('.toast', { hasText: 'Unable to get your location.' }).waitFor();
    await denied.locator('.toast').waitFor({ state: 'detached', timeout: 5000 });
    await denied.context().close();
  });

  it('lists the place and its tracks for words typed around it, key by key (issue 36)', async () => {
    const page = await openPage(browser, '/');
    const box = page.getByRole('combobox', { name: 'Search for a city, an area or a track' });
    await box.pressSequentially('pistas de atletismo em sao paulo', { delay: 20 });
    await page.getByRole('tab', { name: /4 tracks/ }).waitFor();
    expect((await shownLabels(page))[0]).toBe('São Paulo, São Paulo');
    await box.fill('running track in campinas');
    await page.getByRole('tab', { name: /1 area/ }).waitFor();
    expect(await shownLabels(page)).toEqual(['Campinas, São Paulo']);
    await page.context().close();
  });

  it('offers what else the term may mean when nothing matched: other names and one typing slip', async () => {
    const page = await openPage(browser, '/');
    const box = page.getByRole('combobox', { name: 'Search for a city, an area or a track' });
    await box.fill('xerimbabo');
    await page.getByRole('link', { name: 'Whoops, nothing matched. Would you like to try our AI chat instead?' }).waitFor();
    const didYouMean = page.getByRole('listbox', { name: 'Did you mean' });
    await didYouMean.getByRole('option', { name: /Track: Pista do Ibirapuera - São Paulo/ }).waitFor();
    // Under it, the other name it was found by.
    await didYouMean.getByRole('option', { name: /Matched by “estadio do xerimbabo”/ }).waitFor();
    await screenshot(page, 'start-did-you-mean-desktop');
    await box.fill('campinsa');
    await didYouMean.getByRole('option', { name: /Area: Campinas, São Paulo/ }).waitFor();
    await page.context().close();
  });

  it('says under each track whether it is indoor, and cuts a pasted novel instead of failing', async () => {
    const page = await openPage(browser, '/', { viewport: PHONE });
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('icaro de castro');
    const indoor = page.getByRole('tabpanel').getByRole('option').first();
    await indoor.waitFor();
    expect(await indoor.locator('.suggestion-subtitle').textContent()).toMatch(/^Indoor/);
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill('ibirapuera');
    await page
      .getByRole('tabpanel')
      .getByRole('option', { name: /Pista do Ibirapuera - São Paulo\s*Outdoor/ })
      .waitFor();
    await screenshot(page, 'start-subtitles-phone');
    await page.getByRole('combobox', { name: 'Search for a city, an area or a track' }).fill(`pista ${'x'.repeat(600)}`);
    await page.getByRole('tab', { name: /No areas/ }).waitFor();
    expect(await page.getByText(/failed to load/).count()).toBe(0);
    await page.context().close();
  });

  it('is a combobox the keyboard alone can use: arrows, Enter and Escape', async () => {
    const page = await openPage(browser, '/');
    const box = page.getByRole('combobox', { name: 'Search for a city, an area or a track' });
    await box.focus();
    await page.keyboard.type('sao paulo');
    await page.getByRole('tab', { name: /3 areas/ }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toMatch(/^São Paulo, Brazil/);
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first wraps to the last.
    expect(await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).textContent()).toMatch(/^Campinas, São Paulo/);
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('sao paulo');
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    // The first option: the city of São Paulo, on the map.
    await page.waitForURL('**/search*');
    await page.context().close();
  });
});
