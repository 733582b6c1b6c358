// Moves an open /search map to a city the way a person does and the end-to-end tests do
// (tests/e2e/browser.ts jumpTo and zoomOut): the f coordinate box jumps to zoom 16, then the
// "Zoom out" button, one step at a time, back to city scale.
import type { Page } from 'playwright-core';
import { waitForExpression } from './browser';
import { imageTileOf } from '../../src-shared/map-tiles';

export const CITY = { lat: -23.55, lng: -46.63, name: 'São Paulo' };
const JUMP_ZOOM = 16;
export const CITY_ZOOM = 12;

const noZoomAnimation = '!document.querySelector(".leaflet-zoom-anim")';

export async function goToCity(page: Page, timeoutMs: number): Promise<void> {
  // The f key belongs to the map: focus it first.
  await page.locator('.leaflet-container').click({ position: { x: 5, y: 400 }, timeout: timeoutMs });
  await page.keyboard.press('f');
  await page.getByLabel('Go to coordinates').fill(`${CITY.lat},${CITY.lng}`, { timeout: timeoutMs });
  await page.keyboard.press('Enter');
  // Tiles are blocked, but Leaflet still names the tile it asks for: the map is at the place.
  const { x, y } = imageTileOf(CITY.lat, CITY.lng, JUMP_ZOOM);
  await page.locator(`img.leaflet-tile[src$="/${JUMP_ZOOM}/${x}/${y}.png"]`).waitFor({ state: 'attached', timeout: timeoutMs });
  await waitForExpression(page, noZoomAnimation, timeoutMs, 50);
  await page.waitForTimeout(400);
  // Leaflet ignores a zoom asked for while a zoom animation runs: wait for each to start and end.
  for (let zoom = JUMP_ZOOM; zoom > CITY_ZOOM; zoom--) {
    await page.getByRole('button', { name: 'Zoom out' }).click({ timeout: timeoutMs });
    await page.waitForTimeout(100);
    await waitForExpression(page, noZoomAnimation, timeoutMs, 50);
    await page.waitForTimeout(100);
  }
  await page.locator(`img.leaflet-tile[src*="/${CITY_ZOOM}/"]`).first().waitFor({ state: 'attached', timeout: timeoutMs });
}
