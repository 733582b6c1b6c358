// The map remembers and lists (issue 22), in real Chromium at phone and desktop width: the view
// and filters live in the /search address (reload, Back, a shared link), tracks at one spot are
// all reachable, "Use my location" draws the visitor and lists the nearest tracks, a filter that
// empties the view offers to clear it, and every filter chip is reachable on a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTileOf } from '../../src-shared/map-tiles';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, zoomOut } from './browser';
import { SAME_SPOT, SAME_SPOT_POSITION, TRACKS } from './test-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const IBIRAPUERA = { lat: -23.5874, lng: -46.6576 };
const CENTRO_OLIMPICO = { lat: -23.6073, lng: -46.6398 };
const RIO_CLUSTER = { lat: -22.95, lng: -43.23 };
/** A visitor standing about 80 m from the Ibirapuera track. */
const NEAR_IBIRAPUERA = { latitude: -23.588, longitude: -46.658, accuracy: 40 };

const viewPath = (at: { lat: number; lng: number }, zoom: number, filters = '') =>
  `/search?lat=${at.lat}&lng=${at.lng}&z=${zoom}${filters && `&f=${filters}`}`;

const zoomInUrl = (url: URL) => Number(url.searchParams.get('z'));

/** Waits until the address says the map is on /search at this zoom (the map writes it once it rests). */
async function waitForZoomInUrl(page: Page, zoom: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/search' && zoomInUrl(url) === zoom);
}

/**
 * Waits until the map has come to rest, as a person's eye would before the next tap: a zoom
 * animates, then a pan at one zoom for 0.25 s (Back's return to the view left, say).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
  await page.waitForTimeout(400);
}

/** The list beside the map, opened (on a phone it starts folded). */
async function openList(page: Page, name: string) {
  const list = page.getByRole('complementary', { name });
  const toggle = list.getByRole('heading').getByRole('button');
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return list;
}

/** The view the "Talk to our AI" link describes: its centre and visible radius (spec section 9). */
async function aiLinkView(page: Page): Promise<{ lat: number; lng: number; radius: number }> {
  const href = await page.getByRole('link', { name: 'Talk to our AI' }).getAttribute('href', { timeout: 5000 });
  const params = new URL(href!, 'http://x').searchParams;
  return { lat: Number(params.get('lat')), lng: Number(params.get('lng')), radius: Number(params.get('radius')) };
}

/** The same place on the map to within a few pixels at zoom 14 (0.0005°, about 50 m). */
const closeTo = (degrees: number) => expect.closeTo(degrees, 3);

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [DESKTOP, PHONE]) {
  describe(`the map's view and list at ${viewport.width} px`, () => {
    it('a shared address opens its view, and a reload keeps the view the map was moved to', async () => {
      const page = await openPage(browser, viewPath(IBIRAPUERA, 16), { viewport });
      const { x, y } = imageTileOf(IBIRAPUERA.lat, IBIRAPUERA.lng, 16);
      await page.locator(`img.leaflet-tile[src$="/16/${x}/${y}.png"]`).waitFor({ state: 'attached' });
      await page.locator('.leaflet-marker-icon[title^="Pista do Ibirapuera"]').waitFor();

      await zoomOut(page, 1);
      await waitForZoomInUrl(page, 15);
      const moved = page.url();
      await page.reload();
      await page.locator('img.leaflet-tile[src*="/15/"]').first().waitFor({ state: 'attached' });
      await page.locator('.leaflet-marker-icon[title^="Pista do Ibirapuera"]').waitFor();
      // Straight into the view: the continent of the browser language was never drawn.
      expect(await page.locator('img.leaflet-tile[src*="/4/"]').count()).toBe(0);
      await page.waitForTimeout(1500);
      expect(page.url()).toBe(moved);
      await page.context().close();
    });

    it('Back from a track page opened by a pin returns to the view left, Forward to the track', async () => {
      const page = await openPage(browser, viewPath(IBIRAPUERA, 15), { viewport });
      const marker = page.locator('.leaflet-marker-icon[title^="Pista do Ibirapuera"]');
      await marker.waitFor();
      // Zoom out and open the track at once, before the address has caught up with the map.
      await zoomOut(page, 1);
      const viewLeft = await aiLinkView(page);
      await marker.click();
      await page.waitForURL(`**/track/${TRACKS.open.segment}`);
      await page.getByRole('heading', { name: 'Pista do Ibirapuera in São Paulo' }).waitFor();

      await page.goBack();
      await waitForZoomInUrl(page, 14);
      // The AI link carries the view's centre and radius: the same view as before the track page.
      await expect
        .poll(() => aiLinkView(page))
        .toEqual({ lat: closeTo(viewLeft.lat), lng: closeTo(viewLeft.lng), radius: viewLeft.radius });
      await page.waitForTimeout(1500);
      expect(zoomInUrl(new URL(page.url()))).toBe(14);

      await page.goForward();
      await page.getByRole('heading', { name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
      await page.context().close();
    });

    it('both tracks at one spot are reachable from the map', async () => {
      const page = await openPage(browser, viewPath(SAME_SPOT_POSITION, 13), { viewport });
      // Until the last zoom they are one numbered circle; a click steps in towards them.
      const cluster = page.locator('.leaflet-marker-icon[title="2 tracks, zoom in to see them"]');
      const stack = page.locator(`.leaflet-marker-icon[title="2 tracks here: ${SAME_SPOT.indoor.name}, ${SAME_SPOT.outdoor.name}"]`);
      while ((await stack.count()) === 0) {
        await cluster.click();
        await settle(page);
        await page.locator('.leaflet-marker-icon[title^="2 tracks"]').first().waitFor();
      }
      await waitForZoomInUrl(page, 16);
      // One pin for both: neither hides under the other.
      expect(await page.locator('.leaflet-marker-icon[title^="Meadowbank"]').count()).toBe(0);

      for (const track of [SAME_SPOT.indoor, SAME_SPOT.outdoor]) {
        await stack.click();
        const popup = page.locator('.track-stack-popup');
        await popup.getByText('2 tracks here').waitFor();
        if (track === SAME_SPOT.indoor) await screenshot(page, `map-same-spot-${viewport.width}`);
        await popup.getByRole('link', { name: track.name }).click();
        await page.waitForURL(`**/track/${track.segment}`);
        await page.getByRole('heading', { name: track.name, level: 1 }).waitFor();
        await page.goBack();
        await waitForZoomInUrl(page, 16);
        await settle(page);
      }
      await page.context().close();
    });

    it('"Use my location" shows the visitor on the map and the nearest tracks, each a link to its page', async () => {
      const page = await openPage(browser, '/', { viewport, geolocation: NEAR_IBIRAPUERA, permissions: ['geolocation'] });
      await page.getByRole('button', { name: 'Use my location' }).click();
      await waitForZoomInUrl(page, 10);
      await page.locator('.leaflet-marker-icon[title="Your location"]').waitFor();
      await page.locator('path.my-location-accuracy').waitFor({ state: 'attached' });

      const list = page.getByRole('complementary', { name: 'Nearest tracks' });
      // The rows; the quick questions under them link to their tracks too.
      const rows = list.locator('.track-rows').getByRole('link');
      await rows.first().waitFor();
      // Opened by the location, on a phone too, and on screen.
      expect(await rows.first().isVisible()).toBe(true);
      const names = await list.locator('.track-row-name').allInnerTexts();
      expect(names.slice(0, 3)).toEqual([TRACKS.open.name, TRACKS.indoor.name, TRACKS.closed.name]);
      expect(await rows.first().innerText()).toContain('80 m away');
      expect(await list.locator('.track-row', { hasText: TRACKS.closed.name }).innerText()).toContain('Reported closed');
      // Each row says what the track page says of it: indoor or outdoor, length and surface.
      const indoorFacts = list.locator('.track-row', { hasText: TRACKS.indoor.name }).locator('.track-row-facts');
      await indoorFacts.waitFor();
      expect(await indoorFacts.innerText()).toContain('Indoor · 200 m · Synthetic');
      await screenshot(page, `map-nearest-${viewport.width}`);

      await rows.filter({ hasText: TRACKS.indoor.name }).click();
      await page.waitForURL(`**/track/${TRACKS.indoor.segment}`);
      await page.getByRole('heading', { name: `${TRACKS.indoor.name} in São Paulo` }).waitFor();
      await page.goBack();
      await waitForZoomInUrl(page, 10);
      await page.context().close();
    });

    it('without a location the list shows the tracks in view, and its button finds the visitor', async () => {
      const page = await openPage(browser, viewPath(IBIRAPUERA, 15), {
        viewport,
        geolocation: NEAR_IBIRAPUERA,
        permissions: ['geolocation'],
      });
      const list = await openList(page, 'Tracks in view');
      await list.getByRole('link', { name: new RegExp(TRACKS.open.name) }).waitFor();
      expect(await list.getByText('away').count()).toBe(0);
      await screenshot(page, `map-in-view-${viewport.width}`);
      await list.getByRole('button', { name: 'Use my location' }).click();
      const nearest = page.getByRole('complementary', { name: 'Nearest tracks' });
      await nearest.getByRole('link', { name: new RegExp(`${TRACKS.open.name}.*80 m away`) }).waitFor();
      await waitForZoomInUrl(page, 10);
      await page.locator('.leaflet-marker-icon[title="Your location"]').waitFor();

      // A reload keeps the nearest list (the location stays in this tab), not the tracks in view.
      await page.reload();
      const again = page.getByRole('complementary', { name: 'Nearest tracks' });
      await again
        .locator('.track-rows')
        .getByRole('link', { name: new RegExp(`${TRACKS.open.name}.*80 m away`) })
        .waitFor();

      // And back to the tracks in view: the position is forgotten.
      await nearest.getByRole('button', { name: 'Show tracks in view' }).click();
      await page.getByRole('complementary', { name: 'Tracks in view' }).waitFor();
      expect(await page.locator('.leaflet-marker-icon[title="Your location"]').count()).toBe(0);
      await page.reload();
      await openList(page, 'Tracks in view');
      await page.context().close();
    });

    it('a refused location is said in the page, and the list offers to search for a place', async () => {
      // No permission: the browser refuses the position, as when a runner says no.
      const page = await openPage(browser, viewPath(IBIRAPUERA, 15), { viewport });
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const list = await openList(page, 'Tracks in view');
      await list.getByRole('button', { name: 'Use my location' }).click();
      await page.locator('.toast', { hasText: 'Unable to get your location.' }).waitFor();
      await list.getByRole('link', { name: 'Search for a city, an area or a track' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(dialogs).toBe(0);
      await page.context().close();
    });

    it('a filter that empties the view says so on the map and in the list, and clears with one button', async () => {
      const page = await openPage(browser, viewPath(CENTRO_OLIMPICO, 16), { viewport });
      const marker = page.locator('.leaflet-marker-icon[title^="Centro Olímpico"]');
      await marker.waitFor();
      await page.getByRole('group', { name: 'Filter tracks' }).getByRole('button', { name: 'Indoor' }).click();

      const notices = page.locator('.map-notices');
      await notices.getByText('No tracks match the filters here.').waitFor();
      // The spec's notice keeps its rule: nothing in view at zoom 16.
      await notices.getByText('Nothing here, is a track missing? You can add it by clicking it on the map.').waitFor();
      expect(await marker.count()).toBe(0);
      const list = await openList(page, 'Tracks in view');
      await list.getByText('No tracks match the filters here.').waitFor();
      await page.waitForURL((url) => url.searchParams.get('f') === 'indoor');
      await screenshot(page, `map-filter-empty-${viewport.width}`);

      // A shared link keeps the filter.
      await page.reload();
      await page.locator('.map-notices').getByText('No tracks match the filters here.').waitFor();
      expect(await page.getByRole('button', { name: 'Indoor' }).getAttribute('aria-pressed')).toBe('true');

      await page.locator('.map-notices').getByRole('button', { name: 'Clear filters' }).click();
      await marker.waitFor();
      expect(await page.getByRole('button', { name: 'Indoor' }).getAttribute('aria-pressed')).toBe('false');
      await page.waitForURL((url) => url.pathname === '/search' && !url.searchParams.has('f'));
      await page.context().close();
    });

    it('the list never hides the spec notices', async () => {
      const page = await openPage(browser, viewPath(RIO_CLUSTER, 12), { viewport });
      const notice = page.getByText('There are 120 tracks in this area, zoom in to show tracks.');
      await notice.waitFor();
      const list = await openList(page, 'Tracks in view');
      await list.getByText(/more in view: zoom in to list them/).waitFor();
      const noticeBox = (await notice.boundingBox())!;
      const listBox = (await list.boundingBox())!;
      expect(intersects(noticeBox, listBox)).toBe(false);
      expect(noticeBox.x).toBeGreaterThanOrEqual(0);
      expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `map-notice-and-list-${viewport.width}`);
      await page.context().close();
    });
  });
}

describe('the map address, whoever writes it', () => {
  it('a hostile or broken address falls back to the continent of the browser language', async () => {
    const page = await openPage(browser, '/search?lat=999&lng=abc&z=abc&f=<script>', { locale: 'pt-BR' });
    await page.locator('img.leaflet-tile[src*="/3/"]').first().waitFor({ state: 'attached' });
    await page.locator('.marker-cluster').first().waitFor();
    await page.waitForURL((url) => url.searchParams.get('lat') === '-16' && url.searchParams.get('lng') === '-58' && zoomInUrl(url) === 3);
    expect(new URL(page.url()).searchParams.has('f')).toBe(false);
    await page.context().close();
  });

  it.each([
    ['en-GB', 'Europe', '51', '10'],
    ['sv-SE', 'Europe', '51', '10'],
    ['sv', 'Europe', '51', '10'],
    ['es-MX', 'North America', '40', '-97'],
  ])('a %s browser opens on %s', async (locale, _continent, lat, lng) => {
    const page = await openPage(browser, '/search', { locale });
    await page.waitForURL((url) => url.searchParams.get('lat') === lat && url.searchParams.get('lng') === lng);
    await page.context().close();
  });

  it('a refused location on the start page says so and puts the runner in the search box', async () => {
    const page = await openPage(browser, '/', { viewport: PHONE });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.locator('.toast', { hasText: 'Unable to get your location.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.context().close();
  });

  it('an address with a closer zoom than the map has opens that place at the map’s closest', async () => {
    const page = await openPage(browser, viewPath(IBIRAPUERA, 18), { locale: 'en-US' });
    await page.locator(`.leaflet-marker-icon[title^="${TRACKS.open.name}"]`).first().waitFor();
    await waitForZoomInUrl(page, 16);
    expect(new URL(page.url()).searchParams.get('lat')).toBe(String(IBIRAPUERA.lat));
    await page.context().close();
  });

  it('on a phone every filter chip can be scrolled into view whole and pressed', async () => {
    const page = await openPage(browser, '/search', { viewport: PHONE });
    const row = page.getByRole('group', { name: 'Filter tracks' });
    await row.waitFor();
    await screenshot(page, 'map-filters-390');
    for (const label of ['Open now', 'Free', 'Public access', 'Lit', 'Indoor']) {
      const chip = row.getByRole('button', { name: label });
      await chip.scrollIntoViewIfNeeded();
      const box = (await chip.boundingBox())!;
      const rowBox = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(rowBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(rowBox.x + rowBox.width, PHONE.width));
      // Nothing lies over it: the chip itself is what a finger at its centre touches.
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(onTop).toBe(label);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await chip.click();
    }
    await page.context().close();
  });
});
