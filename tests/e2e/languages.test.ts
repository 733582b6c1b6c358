// The site in the visitor's language (issue 24), as a browser meets it: a Brazilian browser gets
// Portuguese from the first HTML on, Arabic lays out right to left, and the header's switcher
// changes the language and keeps it across reloads.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('languages', () => {
  it('a pt-BR browser reads the start page and the header in Portuguese', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, '/', { locale: 'pt-BR', viewport });
      expect(await page.locator('html').getAttribute('lang')).toBe('pt');
      await page.getByRole('heading', { level: 1, name: 'Encontre a pista de corrida mais próxima' }).waitFor();
      expect(await page.getByRole('button', { name: /Usar minha localização/ }).isVisible()).toBe(true);
      expect(await page.getByLabel('Idioma').inputValue()).toBe('pt');
      await screenshot(page, `languages-start-pt-${viewport.width}`);
      await page.context().close();
    }
  });

  it('an Arabic browser gets a right-to-left page that fits the screen', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, '/', { locale: 'ar', viewport });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const box = (await heading.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `languages-start-ar-${viewport.width}`);
      await page.context().close();
    }
  });

  it('the switcher changes the language, and it stays after a reload', async () => {
    const page = await openPage(browser, '/', { locale: 'en-US' });
    await page.getByRole('heading', { level: 1, name: 'Find your nearest running track' }).waitFor();
    await page.getByLabel('Language').selectOption('sv');
    await page.getByRole('heading', { level: 1, name: 'Hitta närmaste löparbana' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hitta närmaste löparbana' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await page.context().close();
  });
});
