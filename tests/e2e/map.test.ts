import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jumpTo as jumpWithBox, launchBrowser, openPage, PHONE, zoomOut } from './browser';
import { pt } from '../../src-shared/catalogues/pt/index';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Focuses the map (the f key belongs to it), then jumps with the coordinate box. */
async function jumpTo(page: Page, lat: number, lng: number): Promise<void> {
  await page.locator('.leaflet-container').click({ position: { x: 5, y: 400 } });
  await jumpWithBox(page, lat, lng);
}

describe('map', () => {
  it('starts on the continent of the browser language and draws the built-in world map when tiles fail', async () => {
    // A Brazilian browser: South America, and the page in Portuguese (issue 24).
    const page = await openPage(browser, '/search', { locale: 'pt-BR' });
    await page.locator('.marker-cluster').first().waitFor();
    // South America at zoom 3: tiles of zoom 3 were asked for.
    await page.locator('img.leaflet-tile[src*="/3/"]').first().waitFor({ state: 'attached' });
    await page.locator('.leaflet-world-basemap-pane path').first().waitFor();
    await page.getByText(pt.map.tilesFailed).waitFor();
    await page.context().close();
  });

  it("shows the terms popup until it is dismissed, remembered in local storage and by the next page's HTML", async () => {
    const page = await openPage(browser, '/search');
    await page.getByRole('dialog', { name: 'Terms of use' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => localStorage.getItem('termsPopupHidden'))).toBe('true');
    const reloaded = await page.reload();
    // The Worker knows it too: the popup is not in the HTML, so it never flashes before the app runs.
    expect(await reloaded!.text()).not.toContain('terms-popup');
    await page.locator('.leaflet-container').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Terms of use' }).count()).toBe(0);
    await page.context().close();
  });

  it('says how many tracks are in view when there are more than 100, and clusters them', async () => {
    const page = await openPage(browser, '/search');
    await jumpTo(page, -22.95, -43.23);
    // At zoom 16 only a few are in view; zoom out to see the whole cluster of 120.
    await zoomOut(page, 3);
    await page.getByText('There are 120 tracks in this area, zoom in to show tracks.').waitFor();
    expect(await page.locator('.marker-cluster').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows markers with titles by the marker rule, and a click opens the track page', async () => {
    const page = await openPage(browser, '/search');
    await jumpTo(page, -23.5874, -46.6576);
    const marker = page.locator('.leaflet-marker-icon[title="Pista do Ibirapuera, comments: 2, likes: 1"]');
    await marker.waitFor();
    expect(await marker.getAttribute('class')).toContain('track-open-heart-comments');
    await page.getByText('Talk to our AI').waitFor();
    expect(await page.getByRole('link', { name: 'Talk to our AI' }).getAttribute('href')).toMatch(
      /^\/ai-search\?lat=-23\.58\d+&lng=-46\.65\d+&radius=\d+$/,
    );
    await marker.click();
    await page.waitForURL('**/track/pista-do-ibirapuera-sao-paulo');
    await page.getByRole('heading', { name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    await page.context().close();
  });

  it('closed and removed tracks get their own markers', async () => {
    const page = await openPage(browser, '/search');
    await jumpTo(page, -23.6073, -46.6398);
    expect(await page.locator('.leaflet-marker-icon[title="Centro Olímpico, comments: 1"]').getAttribute('class')).toContain(
      'track-closed-comments',
    );
    await jumpTo(page, -23.5505, -46.5996);
    expect(await page.locator('.leaflet-marker-icon[title="Antiga Pista da Mooca"]').getAttribute('class')).toContain('track-removed');
    await page.context().close();
  });

  it('says when nothing is in view at zoom 15 or more', async () => {
    const page = await openPage(browser, '/search');
    await jumpTo(page, -10.5, -60.5);
    await page.getByText('Nothing here, is a track missing? You can add it by clicking it on the map.').waitFor();
    await page.context().close();
  });

  it('the f box refuses bad coordinates, and closes with Escape', async () => {
    const page = await openPage(browser, '/search');
    await page.locator('.leaflet-container').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('f');
    await page.getByLabel('Go to coordinates').fill('0, 12');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a set of valid coordinates. Ex: 40.730610, -73.935242').waitFor();
    await page.getByLabel('Go to coordinates').press('Escape');
    expect(await page.getByLabel('Go to coordinates').count()).toBe(0);
    await page.context().close();
  });

  it('the f box needs a window 800 px wide', async () => {
    const page = await openPage(browser, '/search', { viewport: PHONE });
    await page.locator('.leaflet-container').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('f');
    await page.waitForTimeout(200);
    expect(await page.getByLabel('Go to coordinates').count()).toBe(0);
    await page.context().close();
  });

  it('the map stays mounted, hidden, on the start page', async () => {
    const page = await openPage(browser, '/search');
    await page.locator('.leaflet-container').waitFor();
    await page.getByRole('link', { name: 'Start page' }).click();
    await page.getByRole('heading', { name: 'Find your nearest running track' }).waitFor();
    // Hidden by the render after the start page's (the heading can show a frame before).
    await expect.poll(() => page.locator('.leaflet-container').isVisible()).toBe(false);
    expect(await page.locator('.leaflet-container').count()).toBe(1);
    await page.context().close();
  });

  it('on a phone, a track page loads no map under it; closing it shows the map on the track', async () => {
    const page = await openPage(browser, '/track/pista-do-ibirapuera-sao-paulo', { viewport: PHONE });
    await page.getByRole('heading', { name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    // Long enough for the map to have loaded if it were going to.
    await page.waitForTimeout(1500);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.getByRole('button', { name: 'Close and show the map' }).click();
    await page.waitForURL('**/search');
    await page.locator('.leaflet-marker-icon[title^="Pista do Ibirapuera"]').waitFor();
    await page.context().close();
  });

  it('on a desktop, the map loads under a track page, on the track', async () => {
    const page = await openPage(browser, '/track/pista-do-ibirapuera-sao-paulo');
    await page.getByRole('heading', { name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    await page.locator('.leaflet-marker-icon[title^="Pista do Ibirapuera"]').waitFor();
    await page.context().close();
  });
});
