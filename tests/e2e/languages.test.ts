// The site in the visitor's language (issue 24), as a browser meets it: a Brazilian browser gets
// Portuguese from the first HTML on, Arabic lays out right to left, and the header's switcher
// changes the language and keeps it across reloads.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { ar } from '../../src-shared/catalogues/ar/index';
import { en } from '../../src-shared/catalogues/en/index';
import { pt } from '../../src-shared/catalogues/pt/index';

/** Every text of a catalogue by its key path ("map.talkToAi"). */
function flatten(texts: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/**
 * The English interface phrases a screen in `language` must not show: each English text the
 * language words differently, cut at its placeholders and markup markers, keeping the pieces of
 * two words and 12 characters or more (a lone word may be a name or the same in both languages,
 * and two short words, "track in", may be a runner's).
 */
function englishPhrases(language: object): string[] {
  const translated = flatten(language);
  const phrases = new Set<string>();
  for (const [key, text] of flatten(en)) {
    if (translated.get(key) === text) continue;
    for (const piece of text.split(/\{\{[^}]*\}\}|<\/?[a-zA-Z0-9]+>/)) {
      const phrase = piece.trim().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
      if (/\p{L}+\s+\p{L}+/u.test(phrase) && phrase.length >= 12) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** Every text inside a JSON value: the names, titles and comments the data holds. */
function dataTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && value.length >= 3) {
    into.add(value);
    // Stored HTML (comments, track info) reads as its text.
    for (const text of value.replace(/<[^>]*>/g, '\n').split('\n')) if (text.trim().length >= 3) into.add(text.trim());
  } else if (Array.isArray(value)) for (const item of value) dataTexts(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) dataTexts(item, into);
  return into;
}

/**
 * What a person reads or hears on the page that the interface wrote: its text, and the names and
 * hints of its controls, without what runners and editors wrote (user content may be in any
 * language): every text of the API answers the page was drawn from (its data block) or asked for.
 */
async function interfaceWords(page: Page, data: Set<string>): Promise<string> {
  const rendered = await page
    .locator('#initial-data')
    .textContent()
    .catch(() => null);
  if (rendered) dataTexts(JSON.parse(rendered), data);
  const words = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );
  // Longest first, so a title is taken out whole before a shorter text inside it.
  return [...data].sort((a, b) => b.length - a.length).reduce((text, content) => text.replaceAll(content, ' '), words);
}

/** A page in a fresh context, keeping the texts of every API answer it receives. */
async function openWatched(
  path: string,
  locale: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; data: Set<string> }> {
  const context = await browser.newContext({ viewport, locale, baseURL: baseUrl() });
  const page = await context.newPage();
  const data = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      void response.json().then(
        (body) => dataTexts(body, data),
        () => undefined,
      );
  });
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  return { page, data };
}

/** The screens of the issue: start, map, track, area, forms and calculator. */
const SCREENS = [
  '/',
  '/search',
  '/track/pista-do-ibirapuera-sao-paulo',
  '/running-in/brazil/sao-paulo/sao-paulo',
  '/track/pista-do-ibirapuera-sao-paulo/edit',
  '/add-track',
  '/contribute',
  '/track-calculator',
];

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

  // 16 pages each (8 screens at two widths): about 25 s alone, longer on a busy machine.
  for (const [locale, catalogue] of [
    ['pt-BR', pt],
    ['ar', ar],
  ] as const) {
    it(`no English interface text on any screen in ${locale}, on a phone or a desktop`, { timeout: 180_000 }, async () => {
      const phrases = englishPhrases(catalogue);
      expect(phrases.length).toBeGreaterThan(300);
      for (const viewport of [PHONE, DESKTOP]) {
        for (const path of SCREENS) {
          const { page, data } = await openWatched(path, locale, viewport);
          // The map's page has its markers and list to read; the others their heading.
          await page
            .locator(path === '/search' ? '.leaflet-marker-icon' : '#root h1')
            .first()
            .waitFor();
          const words = await interfaceWords(page, data);
          expect(
            phrases.filter((phrase) => words.includes(phrase)),
            `${locale} ${viewport.width} ${path}`,
          ).toEqual([]);
          await page.context().close();
        }
      }
    });
  }

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
