// Every screen at phone and desktop width: its heading is visible and nothing spills sideways.
// With E2E_SHOTS=<dir> it also saves a screenshot of each, for a person to look at.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';

// ready: the accessible name of the heading (or, for the map, the dialog) that shows the screen is up.
const SCREENS: { name: string; path: string; ready: string; role?: 'heading' | 'dialog' | 'textbox'; locale?: string }[] = [
  { name: 'start', path: '/', ready: 'Find your nearest running track' },
  { name: 'map', path: '/search', ready: 'Terms of use', role: 'dialog', locale: 'pt-BR' },
  { name: 'track', path: `/track/${TRACKS.open.segment}`, ready: 'Pista do Ibirapuera in São Paulo' },
  { name: 'track-closed', path: `/track/${TRACKS.closed.segment}`, ready: 'Centro Olímpico in São Paulo' },
  { name: 'area', path: '/running-in/brazil/sao-paulo/sao-paulo', ready: 'Running tracks in São Paulo' },
  { name: 'region', path: '/running-in/brazil/sao-paulo', ready: 'Running tracks in São Paulo' },
  { name: 'calculator', path: '/track-calculator', ready: 'Track calculator' },
  { name: 'about', path: '/about', ready: 'About Track Atlas' },
  { name: 'blog', path: '/blog/lane-lengths-explained', ready: 'Lane lengths explained' },
  { name: 'contribute', path: '/contribute', ready: 'Add or edit a track' },
  { name: 'chat', path: '/ai-search', ready: '', role: 'textbox' },
  { name: 'not-found', path: '/no/such/page', ready: '404 - not found' },
  { name: 'track-not-found', path: '/track/no-such-track', ready: 'Track not found' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every screen on a %s', (device, viewport) => {
  it.each(SCREENS)('$name', async ({ name, path, ready, role = 'heading', locale }) => {
    const page = await openPage(browser, path, { viewport, locale: locale ?? 'en-US' });
    await page.getByRole(role, ready ? { name: ready } : {}).first().waitFor();
    // Lazy chunks, fonts and map clusters settle before the picture.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${device}`);
    await page.context().close();
  });
});
