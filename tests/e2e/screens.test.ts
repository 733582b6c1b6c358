// Every screen at phone and desktop width: its heading is visible, nothing spills sideways, and
// axe-core finds no serious or critical WCAG 2 A/AA problem (contrast, names, labels, alt text).
// With E2E_SHOTS=<dir> it also saves a screenshot of each, for a person to look at.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';
import { pt } from '../../src-shared/catalogues/pt/index';

// ready: the accessible name of the heading (or, for the map, the dialog) that shows the screen is up.
const SCREENS: { name: string; path: string; ready: string; role?: 'heading' | 'dialog' | 'textbox'; locale?: string }[] = [
  { name: 'start', path: '/', ready: 'Find your nearest running track' },
  // A Brazilian browser opens the map on South America, in Portuguese (issue 24).
  { name: 'map', path: '/search', ready: pt.terms.popupLabel, role: 'dialog', locale: 'pt-BR' },
  { name: 'track', path: `/track/${TRACKS.open.segment}`, ready: 'Pista do Ibirapuera in São Paulo' },
  { name: 'track-edit', path: `/track/${TRACKS.open.segment}/edit`, ready: 'Edit Pista do Ibirapuera in São Paulo' },
  { name: 'track-history', path: `/track/${TRACKS.open.segment}/history`, ready: 'History of Pista do Ibirapuera in São Paulo' },
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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical WCAG 2 A/AA violations axe-core finds, as "rule: target" lines. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (rightly) refuses
  // an injected script tag.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));
}

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
    await page
      .getByRole(role, ready ? { name: ready } : {})
      .first()
      .waitFor();
    // Lazy chunks, fonts and map clusters settle before the picture.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${device}`);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });
});
