// The quick questions (issue 37) in real Chromium on a phone: a runner gives five facts of a track
// in at most 7 taps from its page, sees what runners say, and the page asks in their language;
// a runner who has just reported a visit is asked right under the report, and the map's nearest
// list asks about the tracks around the runner.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let placeCount = 0;
/** A track that states nothing a runner is asked, placed where no other test looks unless a place is given. */
async function trackWithoutFacts(
  name: string,
  { lat, lng, length = 400 }: { lat?: number; lng?: number; length?: number } = {},
): Promise<{ id: number; segment: string }> {
  placeCount += 1;
  const response = await fetch(`${baseUrl()}/api/post-track`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), 'CF-Connecting-IP': `10.99.${placeCount}.1` },
    body: JSON.stringify({ lat: lat ?? -41 - placeCount * 0.05, lng: lng ?? 174 + placeCount * 0.05, outdoor: 'outdoor', name, length }),
  });
  const answer = (await response.json()) as { trackId: number; trackUrlSegment: string };
  return { id: answer.trackId, segment: answer.trackUrlSegment };
}

/** The questions runners' answers give a track, by the API. */
async function answeredQuestions(trackId: number): Promise<string[]> {
  const track = (await (await fetch(`${baseUrl()}/api/track?id=${trackId}`)).json()) as { answers: Record<string, unknown> };
  return Object.keys(track.answers).sort();
}

/** Taps a button of the question card and waits for the next question (or the last thanks). */
async function tap(page: Page, name: string, taps: { count: number }): Promise<void> {
  const card = page.locator('.question-card');
  const before = await card.locator('legend').innerText();
  await card.getByRole('button', { name, exact: true }).click();
  taps.count += 1;
  await page.waitForFunction((shown) => document.querySelector('.question-card legend')?.textContent !== shown.replace(/\n/g, ''), before, {
    timeout: 10_000,
  });
}

describe('quick questions on a phone', () => {
  it('a runner gives five facts in at most 7 taps, one question at a time, the most useful first', async () => {
    const track = await trackWithoutFacts('Wellington Quick Oval');
    const page = await openPage(browser, `/track/${track.segment}`, { viewport: PHONE });
    const questions = page.getByRole('region', { name: 'Were you there? Help the next runner' });
    await questions.waitFor();
    expect(await questions.locator('legend').innerText()).toMatch(/Question 1 of 6\s+Who may run here\?/);
    await screenshot(page, 'questions-phone');

    const taps = { count: 0 };
    await tap(page, 'Anyone', taps);
    expect(await questions.locator('legend').innerText()).toMatch(/Question 2 of 6\s+Does it cost anything to run here\?/);
    await tap(page, 'Free', taps);
    await tap(page, 'Every day 6:00–22:00', taps);
    await tap(page, 'Synthetic', taps);
    await tap(page, '8', taps);
    expect(taps.count).toBeLessThanOrEqual(7);
    await expect.poll(() => page.locator('.ask-thanks').innerText()).toBe('Thank you!');

    // Each answer is one runner's word: shown as such, not yet as the track's fact.
    const said = page.locator('.runners-say');
    await said.waitFor();
    await expect.poll(() => said.innerText(), { timeout: 10_000 }).toMatch(/Fee\s+1 runner says: Free \(\w+ \d{4}\)/);
    await expect.poll(() => said.innerText(), { timeout: 10_000 }).toMatch(/Full-lap lanes\s+1 runner says: 8/);
    await screenshot(page, 'questions-said-phone');

    // The page's own check of the API: five answers kept for this track.
    const answers = (await (await fetch(`${baseUrl()}/api/track?id=${track.id}`)).json()) as { answers: Record<string, unknown> };
    expect(Object.keys(answers.answers).sort()).toEqual(['access', 'fee', 'lanes', 'opening_hours', 'surface']);

    // Reloaded, the questions this browser answered are not asked again.
    await page.reload();
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await expect.poll(() => questions.locator('legend').innerText()).toMatch(/Question 6 of 6\s+Is it lit after dark\?/);
    await page.context().close();
  });

  it('asks in the page language, right to left in Arabic, and "Not sure" moves on without answering', async () => {
    const track = await trackWithoutFacts('Wellington Arabic Oval');
    const page = await openPage(browser, `/track/${track.segment}?lang=ar`, { viewport: PHONE, locale: 'ar' });
    const card = page.locator('.question-card');
    await card.waitFor();
    expect(await card.locator('legend').innerText()).toContain('من يحق له الجري هنا؟');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'questions-ar-phone');
    await card.getByRole('button', { name: 'لست متأكدًا' }).click();
    await expect.poll(() => card.locator('legend').innerText()).toContain('هل الجري هنا برسوم؟');
    const answers = (await (await fetch(`${baseUrl()}/api/track?id=${track.id}`)).json()) as { answers: Record<string, unknown> };
    expect(answers.answers).toEqual({});
    await page.context().close();
  });

  it('a runner who has just reported a visit is asked the open questions right under the report', async () => {
    const track = await trackWithoutFacts('Wellington Visit Oval');
    const page = await openPage(browser, `/track/${track.segment}`, { viewport: PHONE });
    await page.getByRole('button', { name: 'Report a visit' }).click();
    await page.getByRole('group', { name: 'Was it open?' }).getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Send visit report' }).click();

    const here = page.getByRole('region', { name: 'While you are here: a few quick questions, one tap each' });
    await here.waitFor();
    expect(await page.locator('.form-done').innerText()).toContain('Your feedback was sent.');
    expect(await here.locator('legend').innerText()).toMatch(/Question 1 of 6\s+Who may run here\?/);
    await screenshot(page, 'questions-after-visit-phone');

    await here.getByRole('button', { name: 'Anyone', exact: true }).click();
    await expect.poll(() => here.locator('legend').innerText()).toMatch(/Question 2 of 6\s+Does it cost anything to run here\?/);
    expect(await here.locator('.ask-thanks').innerText()).toBe('Thank you!');
    // The questions at the top of the page move on with them: nothing is asked twice.
    const top = page.getByRole('region', { name: 'Were you there? Help the next runner' });
    expect(await top.locator('legend').innerText()).toMatch(/Question 2 of 6\s+Does it cost anything to run here\?/);
    // Kept as this runner's word, shown on the page and given by the API.
    await expect
      .poll(() => top.locator('.runners-say').innerText(), { timeout: 10_000 })
      .toMatch(/Who may run here\s+1 runner says: Anyone/);
    expect(await answeredQuestions(track.id)).toEqual(['access']);
    // What runners say stays at the top of the page, not under the report.
    expect(await here.locator('.runners-say').count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await here.scrollIntoViewIfNeeded();
    await screenshot(page, 'questions-after-visit-desktop');
    await page.context().close();
  });

  it('a runner who said in the report whether they paid is not asked the fee again', async () => {
    const track = await trackWithoutFacts('Wellington Paid Oval');
    const page = await openPage(browser, `/track/${track.segment}`, { viewport: PHONE });
    await page.getByRole('button', { name: 'Report a visit' }).click();
    await page.getByRole('group', { name: 'Was it open?' }).getByLabel('Yes').check();
    await page.getByRole('group', { name: 'Did you pay?' }).getByLabel('No').check();
    await page.getByRole('button', { name: 'Send visit report' }).click();

    const here = page.getByRole('region', { name: 'While you are here: a few quick questions, one tap each' });
    await here.waitFor();
    expect(await here.locator('legend').innerText()).toMatch(/Who may run here\?/);
    await here.getByRole('button', { name: 'Anyone', exact: true }).click();
    await expect.poll(() => here.locator('legend').innerText()).toMatch(/When is it open\?/);
    await page.context().close();
  });

  it('the nearest list asks about the tracks around the runner, never a jogging loop, and an answer moves it on', async () => {
    // Kaikōura, far from every other test's tracks: the nearest is a jogging loop, then two tracks.
    const here = { latitude: -42.4, longitude: 173.68 };
    await trackWithoutFacts('Kaikoura Domain Loop', { lat: -42.4005, lng: 173.68, length: 1800 });
    const first = await trackWithoutFacts('Kaikoura Near Oval', { lat: -42.401, lng: 173.68 });
    const second = await trackWithoutFacts('Kaikoura School Oval', { lat: -42.404, lng: 173.68 });

    const page = await openPage(browser, '/', { viewport: PHONE, geolocation: here, permissions: ['geolocation'] });
    await page.getByRole('button', { name: 'Use my location' }).click();
    const list = page.getByRole('complementary', { name: 'Nearest tracks' });
    const help = list.getByRole('region', { name: 'Help complete the tracks near you' });
    await help.waitFor();
    const cards = help.locator('.question-card');
    await expect.poll(() => cards.count()).toBe(2);
    const legends = await cards.locator('legend').allInnerTexts();
    expect(legends[0]).toMatch(/Kaikoura Near Oval\s+Who may run here\?/);
    expect(legends[1]).toMatch(/Kaikoura School Oval\s+Who may run here\?/);
    expect(await help.innerText()).not.toContain('Loop');
    expect(await cards.first().getByRole('link', { name: 'Kaikoura Near Oval' }).getAttribute('href')).toBe(`/track/${first.segment}`);
    await screenshot(page, 'questions-nearby-phone');

    // An answer moves that track on to its next question; "Not sure" too, without answering.
    await cards.first().getByRole('button', { name: 'Anyone', exact: true }).click();
    await expect
      .poll(() => cards.first().locator('legend').innerText())
      .toMatch(/Kaikoura Near Oval\s+Does it cost anything to run here\?/);
    expect(await help.locator('.ask-thanks').innerText()).toBe('Thank you!');
    await cards.nth(1).getByRole('button', { name: 'Not sure' }).click();
    await expect
      .poll(() => cards.nth(1).locator('legend').innerText())
      .toMatch(/Kaikoura School Oval\s+Does it cost anything to run here\?/);
    expect(await answeredQuestions(first.id)).toEqual(['access']);
    expect(await answeredQuestions(second.id)).toEqual([]);
    await page.context().close();

    // Another runner, on a wide screen in Arabic: one runner's word is no fact yet, so they are asked too.
    const wide = await openPage(browser, '/?lang=ar', { viewport: DESKTOP, locale: 'ar', geolocation: here, permissions: ['geolocation'] });
    await wide.getByRole('button', { name: 'استخدام موقعي' }).click();
    const helpAr = wide
      .getByRole('complementary', { name: 'أقرب المضامير' })
      .getByRole('region', { name: 'ساعد في إكمال معلومات المضامير القريبة منك' });
    await helpAr.waitFor();
    await expect.poll(() => helpAr.locator('legend').first().innerText()).toMatch(/Kaikoura Near Oval\s+من يحق له الجري هنا؟/);
    // Right to left, inside a list that keeps the map's left-to-right layout.
    expect(await helpAr.evaluate((section) => getComputedStyle(section).direction)).toBe('rtl');
    await screenshot(wide, 'questions-nearby-ar-desktop');
    await wide.context().close();
  });
});
