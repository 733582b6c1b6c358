// The AI chat in real Chromium against wrangler dev with the offline assistant (issue 6):
// activation, an answer whose track link navigates inside the app, sharing the location,
// reset, the map seed, and the Swedish and Arabic routes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';
import { WRONG_KEY_WINDOW_MINUTES } from '../../src-shared/chat-keys';

/**
 * The wrong-key limit counts in fixed windows (src-worker/services/limits.ts): guesses on both
 * sides of a window's start are counted apart. A test that counts them starts its guesses in
 * the middle of a window, waiting for the next one when the current one ends soon.
 */
async function awayFromWindowEdge(marginMs = 30_000): Promise<void> {
  const windowMs = WRONG_KEY_WINDOW_MINUTES * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

// The key global-setup.ts gives wrangler dev (--var CHAT_ACTIVATION_KEY).
const ACTIVATION_KEY = 'e2e-chat-key';
const IBIRAPUERA = { latitude: -23.5874, longitude: -46.6576 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const input = (page: Page) => page.locator('#chat-text');
const bubbles = (page: Page) => page.locator('.chat-history > li');
/** The history is newest first: the first bubble is the latest message. */
const latestBubble = (page: Page) => bubbles(page).first();

async function type(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

async function activate(page: Page) {
  await type(page, ACTIVATION_KEY);
  await page.getByRole('status').getByText('Activated!').waitFor();
  await latestBubble(page).getByText('offline assistant').waitFor();
}

/** The page's own alert about the typed key (the modal is an alertdialog). */
const keyProblem = (page: Page) => page.getByRole('alert');

/** Types a key and waits for the Worker's answer to it: its HTTP status. */
async function tryKey(page: Page, key: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/post-chat'));
  await type(page, key);
  return (await answered).status();
}

/** A visitor of their own (wrangler dev keeps the CF-Connecting-IP a request gives), so wrong keys count for nobody else. */
const ownClient = (address: string) => ({ extraHTTPHeaders: { 'CF-Connecting-IP': address } });

async function ask(page: Page, text: string) {
  const before = await bubbles(page).count();
  await type(page, text);
  await bubbles(page)
    .nth(before + 1)
    .waitFor();
}

describe('AI chat', () => {
  it('refuses empty input and a wrong key, then activates and hides the intro', async () => {
    const page = await openPage(browser, '/ai-search');
    await page.getByRole('heading', { level: 1, name: 'AI search' }).waitFor();
    expect(await page.getByText('The AI can make mistakes. Always double-check important information.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reset conversation' }).count()).toBe(0);
    await screenshot(page, 'chat-intro-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'chat-intro-390');

    await type(page, '   ');
    await page.getByRole('alertdialog', { name: 'Enter something' }).waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5000 });

    await type(page, 'not the key');
    await page.getByRole('alertdialog', { name: 'Invalid activation key' }).waitFor();
    expect(await bubbles(page).count()).toBe(0);
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5000 });
    // The modal has gone; the page still says what is wrong, and the typed key is there to correct.
    expect(await keyProblem(page).innerText()).toBe('That activation key is not right. Check it and try again.');
    expect(await input(page).inputValue()).toBe('not the key');
    expect(await input(page).getAttribute('aria-invalid')).toBe('true');

    await activate(page);
    expect(await keyProblem(page).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'AI search' }).count()).toBe(0);
    expect(await input(page).getAttribute('placeholder')).toBe('Ask about running tracks');
    await page.getByRole('button', { name: 'Summarize track information in my area' }).waitFor();
    const footer = page.locator('.chat-footer');
    expect(await footer.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(await footer.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');

    // The key is stored: a reload greets again without asking for it.
    await page.reload();
    await latestBubble(page).getByText('offline assistant').waitFor();
    expect(await input(page).getAttribute('placeholder')).toBe('Ask about running tracks');
    await page.context().close();
  });

  it('says when too many wrong keys were tried, and how long to wait', async () => {
    // Up to half a minute waiting for a window's start: the test's timeout allows for it.
    await awayFromWindowEdge();
    const page = await openPage(browser, '/ai-search', { locale: 'en-GB', ...ownClient('198.51.100.7') });
    expect(await tryKey(page, 'wrong key 1')).toBe(200);
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5000 });
    await keyProblem(page).getByText('That activation key is not right. Check it and try again.').waitFor();
    await screenshot(page, 'chat-wrong-key-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'chat-wrong-key-390');

    // Five wrong keys in a window (src-worker/chat/limits.ts); the sixth is refused unread.
    for (const n of [2, 3, 4, 5]) expect(await tryKey(page, `wrong key ${n}`)).toBe(200);
    expect(await tryKey(page, ACTIVATION_KEY)).toBe(429);
    await keyProblem(page).getByText('Too many wrong keys were tried. Wait up to 15 minutes, then try again.').waitFor();
    expect(await input(page).inputValue()).toBe(ACTIVATION_KEY);
    // The key may be right: it was refused unread, so it is not marked wrong.
    expect(await input(page).getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5000 });
    await screenshot(page, 'chat-too-many-keys-390');
    await page.context().close();
  }, 120_000);

  it('says a key is wrong in Arabic, right to left', async () => {
    const page = await openPage(browser, '/ar', { viewport: DESKTOP, ...ownClient('198.51.100.8') });
    expect(await tryKey(page, 'not the key')).toBe(200);
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5000 });
    const problem = keyProblem(page);
    expect(await problem.innerText()).toBe('مفتاح التفعيل هذا غير صحيح. تحقّق منه وحاول مرة أخرى.');
    expect(await problem.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await screenshot(page, 'chat-wrong-key-ar-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'chat-wrong-key-ar-390');
    await page.context().close();
  });

  it('answers with a track link that opens the track page inside the app', async () => {
    const page = await openPage(browser, '/ai-search');
    await activate(page);
    await ask(page, `Tell me about ${TRACKS.open.name}`);
    const answer = latestBubble(page);
    await answer.getByText('Here is what we know about').waitFor();
    expect(await answer.innerText()).toContain('Lovely place for intervals.');
    const link = answer.getByRole('link', { name: TRACKS.open.name }).first();
    expect(await link.getAttribute('href')).toBe(`/track/${TRACKS.open.segment}`);
    expect(await link.getAttribute('target')).toBeNull();
    expect(await page.getByRole('navigation', { name: 'Links from this conversation' }).getByRole('link').count()).toBe(1);
    await page.getByRole('button', { name: 'Reset conversation' }).waitFor();

    // A marker on window survives only if the app navigates without reloading.
    await page.evaluate(() => ((window as unknown as { chatMarker: number }).chatMarker = 1));
    await link.click();
    await page.waitForURL(`**/track/${TRACKS.open.segment}`);
    await page.getByRole('heading', { level: 1, name: /Pista do Ibirapuera/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { chatMarker?: number }).chatMarker)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.context().close();
  });

  it('shows the progress messages while waiting', async () => {
    const page = await openPage(browser, '/ai-search');
    // A slower server, so the loading modals stay long enough to be seen.
    await page.route('**/api/post-chat', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await input(page).fill(ACTIVATION_KEY);
    await input(page).press('Enter');
    await page.getByRole('alertdialog', { name: 'Activating' }).waitFor();
    await page.getByRole('status').getByText('Activated!').waitFor();
    await input(page).fill('Report a bug: slow answers');
    await input(page).press('Enter');
    await page.getByRole('alertdialog', { name: 'Thinking..' }).waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await input(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('shares the location when the assistant asks for it', async () => {
    const page = await openPage(browser, '/ai-search', { geolocation: IBIRAPUERA, permissions: ['geolocation'], viewport: PHONE });
    await activate(page);
    expect(await page.getByRole('button', { name: 'Share location' }).count()).toBe(0);
    await ask(page, 'Find tracks near me');
    await latestBubble(page).getByText('I need your location').waitFor();
    await screenshot(page, 'chat-location-request-390');

    await page.getByRole('button', { name: 'Share location' }).click();
    await latestBubble(page).getByText('I found').waitFor();
    expect(await bubbles(page).nth(1).innerText()).toContain('Location was sent');
    expect(await latestBubble(page).getByRole('link', { name: TRACKS.open.name }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Share location' }).count()).toBe(0);
    await screenshot(page, 'chat-answer-390');
    await page.context().close();
  });

  it('says when the location cannot be read', async () => {
    const page = await openPage(browser, '/ai-search');
    await activate(page);
    await ask(page, 'Summarize track information in my area');
    await page.getByRole('button', { name: 'Share location' }).click();
    await page.getByRole('alertdialog', { name: 'Unable to get your location.' }).waitFor();
    await page.context().close();
  });

  it('resets the conversation and keeps the key', async () => {
    const page = await openPage(browser, '/ai-search');
    await activate(page);
    await page.getByRole('button', { name: 'Summarize track information in my area' }).click();
    await latestBubble(page).getByText('I need your location').waitFor();
    expect(await page.getByRole('button', { name: 'Summarize track information in my area' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reset conversation' }).click();
    await page.getByRole('button', { name: 'Reset conversation' }).waitFor({ state: 'detached' });
    await expect.poll(() => bubbles(page).count()).toBe(1);
    expect(await latestBubble(page).innerText()).toContain('offline assistant');
    expect(await input(page).getAttribute('placeholder')).toBe('Ask about running tracks');
    await ask(page, 'Report a bug: the reset test');
    await latestBubble(page).getByText('Thank you, your bug report is stored for the team.').waitFor();
    await page.context().close();
  });

  it('starts from the map view when the map links to the chat', async () => {
    const page = await openPage(browser, `/ai-search?lat=${IBIRAPUERA.latitude}&lng=${IBIRAPUERA.longitude}&radius=3000`);
    await type(page, ACTIVATION_KEY);
    // The seed is sent as soon as the chat is activated: its answer replaces the greeting on top.
    await latestBubble(page).getByText('I found').waitFor();
    expect(await bubbles(page).nth(1).innerText()).toContain('Location was sent');
    expect(await bubbles(page).nth(2).innerText()).toContain('offline assistant');
    await screenshot(page, 'chat-answer-1280');
    await page.context().close();
  });

  it('speaks Swedish on /sv and Arabic right to left on /ar, and the site speaks it with the chat', async () => {
    const page = await openPage(browser, '/sv', { viewport: DESKTOP });
    await page.getByText('Assistenten svarar på svenska.').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(await page.locator('.chat-page').getAttribute('dir')).toBe('ltr');
    expect(await input(page).getAttribute('placeholder')).toBe('Ange din aktiveringsnyckel');
    await type(page, ACTIVATION_KEY);
    await page.getByRole('status').getByText('Aktiverad!').waitFor();
    await latestBubble(page).getByText('offlineassistent').waitFor();
    // Asked in Swedish, answered in Swedish.
    await ask(page, 'banor i São Paulo');
    await latestBubble(page).getByText('Jag hittade').waitFor();
    await screenshot(page, 'chat-sv-1280');

    await page.goto('/ar');
    await page.getByText('يجيب المساعد باللغة العربية.').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.locator('.chat-page').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('#chat-text').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The key activated on /sv is stored: /ar greets at once, in Arabic.
    await latestBubble(page).getByText('المساعد غير المتصل').waitFor();
    await ask(page, 'مضامير قريبة من -23.5874, -46.6576');
    await latestBubble(page).getByText('وجدت').waitFor();
    await screenshot(page, 'chat-ar-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'chat-ar-390');

    await page.getByRole('link', { name: 'الشروط' }).click();
    await page.waitForURL('**/terms');
    // The chat and the site speak one language (issue 24): the page around the chat, and the
    // next page, are in Arabic too.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.context().close();
  });
});
