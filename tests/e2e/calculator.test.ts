// The lane calculator in a real browser: the spec's figures and presets (section 9), and issue
// 15's measurement line, staggers, indoor tracks, units, drawing, URL state and print, at phone
// and desktop width. With E2E_SHOTS=<dir> it saves screenshots for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCalculator(query = '', viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser, `/track-calculator${query}`, { viewport });
  await page.getByRole('heading', { level: 1, name: 'Track calculator' }).waitFor();
  return page;
}

function laneRow(page: Page, lane: number) {
  return page.locator('.lane-table:not(.stagger-table) tbody tr').nth(lane - 1);
}

function staggerRow(page: Page, lane: number) {
  return page.locator('.stagger-table tbody tr').nth(lane - 1);
}

describe('lane calculator', () => {
  it('computes lane lengths and lap times for the presets', async () => {
    const page = await openCalculator();
    await expect.poll(() => page.getByLabel('Track length (m)').inputValue()).toBe('400');
    await expect.poll(() => page.getByLabel('Lane width').locator('option:checked').textContent()).toBe('122 cm (standard)');
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: '40 min 10k' }).click();
    await expect.poll(() => page.getByLabel('Laps').inputValue()).toBe('25');
    await expect.poll(() => laneRow(page, 1).innerText()).toMatch(/1\s+400\.00 m\s+10000 m\s+1:36\.0\s+0:24\.0/);
    await expect.poll(() => laneRow(page, 2).innerText()).toMatch(/2\s+407\.67 m/);
    await page.getByRole('button', { name: '5 min mile' }).click();
    await expect.poll(() => page.getByLabel('Target time').inputValue()).toBe('5:00');
    await page.getByLabel('Target time').fill('4:59,5');
    await expect.poll(() => page.locator('.lane-table caption').first().textContent()).toContain('in 4:59.5');
    await expect
      .poll(() => page.getByText('Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.').count())
      .toBe(1);
    await page.context().close();
  });

  it('switches to the World Athletics measurement line, says why it differs, and the back button switches back', async () => {
    const page = await openCalculator();
    await page.getByText('The simple formula measures every lane as lane 1 is measured').waitFor();
    await page.getByLabel('World Athletics measurement line').check();
    await page.waitForURL('**/track-calculator?line=wa');
    await expect.poll(() => laneRow(page, 2).innerText()).toMatch(/2\s+407\.04 m/);
    await expect.poll(() => laneRow(page, 8).innerText()).toMatch(/8\s+453\.03 m/);
    // The staggers of the standard track: one bend for the 200 m, two for the 400 m, and the 800 m's
    // cut-in; each on the simple formula and on World Athletics' marks, whichever line the lanes use.
    await expect.poll(() => staggerRow(page, 2).innerText()).toMatch(/2\s+3\.83\s+7\.67\s+3\.84\s+3\.52\s+7\.04\s+3\.53$/);
    await expect.poll(() => staggerRow(page, 8).innerText()).toMatch(/8\s+26\.83\s+53\.66\s+27\.26\s+26\.52\s+53\.03\s+26\.94$/);
    await page.goBack();
    await page.waitForURL('**/track-calculator');
    await expect.poll(() => page.getByLabel('Simple formula').isChecked()).toBe(true);
    await expect.poll(() => laneRow(page, 2).innerText()).toMatch(/2\s+407\.67 m/);
    await page.context().close();
  });

  it('an indoor 200 m track has 4–6 lanes of 90–110 cm and asks for its bend radius', async () => {
    const page = await openCalculator();
    await page.getByRole('button', { name: '200 m indoor' }).click();
    await page.waitForURL('**/track-calculator?track=indoor');
    await expect.poll(() => page.getByLabel('Track length (m)').inputValue()).toBe('200');
    await expect.poll(() => page.getByLabel('Track type').inputValue()).toBe('indoor');
    await expect.poll(() => page.getByLabel('Lanes', { exact: true }).locator('option').allTextContents()).toEqual(['4', '5', '6']);
    await expect
      .poll(() => page.getByLabel('Lane width').locator('option').allTextContents())
      .toEqual(['90 cm', '92 cm', '94 cm', '96 cm', '98 cm', '100 cm', '102 cm', '104 cm', '106 cm', '108 cm', '110 cm']);
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(6);
    const note = page.getByText('Indoor 200 m tracks each have their own bend radius, and this one’s is unknown');
    await note.waitFor();
    // The 200 m indoors is a whole lap in lanes: its stagger is the lane's extra length.
    await expect.poll(() => laneRow(page, 2).innerText()).toMatch(/2\s+206\.28 m/);
    await expect.poll(() => staggerRow(page, 2).innerText()).toMatch(/2\s+6\.28\s+12\.57\s+\S+\s+5\.65\s+11\.31\s/);
    await page.getByLabel('Bend radius (m)').fill('17.5');
    await page.waitForURL('**/track-calculator?track=indoor&radius=17.5');
    await expect.poll(() => note.count()).toBe(0);
    await expect
      .poll(() => page.locator('.track-drawing figcaption').textContent())
      .toContain('bends of 17.50 m to the kerb, 6 lanes of 1.00 m');
    await page.locator('.track-drawing').scrollIntoViewIfNeeded();
    await screenshot(page, 'calculator-indoor');
    await page.getByLabel('Lanes', { exact: true }).selectOption('4');
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(4);
    await page.context().close();
  });

  it('shows the staggers on the simple formula and on World Athletics’ marks side by side, without a switch', async () => {
    const page = await openCalculator();
    const table = page.locator('.stagger-table');
    await expect
      .poll(() => table.locator('thead th').allInnerTexts())
      .toEqual(['Lane', 'Simple formula (m)', 'World Athletics marks (m)', '200 m', '400 m', '800 m', '200 m', '400 m', '800 m']);
    // Lane 2 of a 400 m track: 2π × 1.22 m on the spec's formula, 2π × 1.12 m on the painted marks.
    await expect.poll(() => staggerRow(page, 2).locator('td').nth(1).innerText()).toBe('7.67');
    await expect.poll(() => staggerRow(page, 2).locator('td').nth(4).innerText()).toBe('7.04');
    await expect.poll(() => page.getByText('World Athletics marks: the start lines as painted').count()).toBe(1);
    await page.context().close();
  });

  it('reads "1.05" as 1:05 and says so, and refuses a time no one runs', async () => {
    const page = await openCalculator();
    await page.getByLabel('Distance (m)').fill('400');
    await page.getByLabel('Target time').fill('1.05');
    const time = page.getByLabel('Target time');
    await expect
      .poll(async () => page.locator(`#${await time.getAttribute('aria-describedby')}`).textContent())
      .toBe('Read as 1:05 (minutes:seconds).');
    await expect
      .poll(() => page.locator('.lane-table caption').first().textContent())
      .toBe('Lanes of a 400.00 m track for 400.00 m in 1:05.0');
    await expect.poll(() => page.getByText('Target pace: 2:42.5 per km.').count()).toBe(1);
    await expect.poll(() => laneRow(page, 1).innerText()).toMatch(/1\s+400\.00 m\s+400\.00 m\s+1:05\.0\s+0:16\.3/);
    // A time kept as typed: 59.50 s is a 400 m someone runs.
    await time.fill('59.50');
    await expect.poll(() => page.getByText('Target pace: 2:28.8 per km.').count()).toBe(1);
    await expect.poll(() => time.getAttribute('aria-describedby')).toBeNull();
    // No reading of 1.5 can be run: refused, and nothing computed from it.
    await time.fill('1.5');
    await expect
      .poll(() => page.getByText('No one runs 400 m in 0:01.5: write the time as hh:mm:ss or mm:ss, for example 1:05.').count())
      .toBe(1);
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('Enter a distance and a target time for lap times and the pace.').count()).toBe(1);
    await expect
      .poll(() => page.locator('.lane-table:not(.stagger-table) thead th').allInnerTexts())
      .toEqual(['LANE', 'LANE LENGTH', 'DISTANCE OVER 1 LAP']);
    await page.context().close();
  });

  it('shows no empty columns before a distance and a time are entered', async () => {
    const page = await openCalculator();
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) thead th').allInnerTexts()).toEqual(['LANE', 'LANE LENGTH']);
    await expect.poll(() => page.getByText(/distance over/i).count()).toBe(0);
    await page.context().close();
  });

  it('a 200 m length in the address opens the indoor 200 m track', async () => {
    const page = await openCalculator('?length=200');
    await expect.poll(() => page.getByLabel('Track type').inputValue()).toBe('indoor');
    await expect.poll(() => page.getByLabel('Track length (m)').inputValue()).toBe('200');
    await expect.poll(() => page.getByLabel('Lanes', { exact: true }).inputValue()).toBe('6');
    await expect.poll(() => page.getByLabel('Lane width').locator('option:checked').textContent()).toBe('100 cm');
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(6);
    // Chosen outdoors, it stays outdoors with the spec's 10 lanes of 1.22 m.
    await page.getByLabel('Track type').selectOption('outdoor');
    await page.waitForURL('**/track-calculator?length=200&track=outdoor');
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(10);
    await expect.poll(() => page.getByLabel('Lane width').locator('option:checked').textContent()).toBe('122 cm (standard)');
    await page.context().close();
  });

  it('the number of lanes can be chosen outdoors too', async () => {
    const page = await openCalculator();
    const lanes = page.getByLabel('Lanes', { exact: true });
    await expect.poll(() => lanes.inputValue()).toBe('10');
    await expect.poll(() => lanes.locator('option').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await lanes.selectOption('8');
    await page.waitForURL('**/track-calculator?lanes=8');
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(8);
    await expect.poll(() => page.locator('.stagger-table tbody tr').count()).toBe(8);
    await expect.poll(() => page.locator('.track-drawing figcaption').textContent()).toContain('8 lanes of 1.22 m');
    await expect.poll(() => page.getByLabel('Track type').inputValue()).toBe('outdoor');
    await page.context().close();
  });

  it('an indoor track page’s note opens the calculator for an indoor track of its length', async () => {
    const page = await openPage(browser, `/track/${TRACKS.indoor.segment}`);
    await page.getByRole('link', { name: 'lane calculator for a 200 m track' }).click();
    await page.waitForURL('**/track-calculator?length=200&track=indoor');
    await expect.poll(() => page.getByLabel('Track type').inputValue()).toBe('indoor');
    await expect.poll(() => page.locator('.lane-table:not(.stagger-table) tbody tr').count()).toBe(6);
    await page.context().close();
  });

  it('shows yards and miles, the 440 yd track, and the pace per km or per mile', async () => {
    const page = await openCalculator();
    await page.getByLabel('Distances in').selectOption('yd');
    await page.getByRole('button', { name: '440 yd' }).click();
    await expect.poll(() => page.getByLabel('Track length (m)').inputValue()).toBe('402.336');
    await expect.poll(() => laneRow(page, 1).innerText()).toMatch(/1\s+440\.00 yd/);
    await expect.poll(() => page.getByText('This track’s bend radius is unknown').count()).toBe(1);
    await page.getByLabel('Distances in').selectOption('mi');
    await page.getByRole('button', { name: '5 min mile' }).click();
    await expect.poll(() => page.getByLabel('Distance (mi)').inputValue()).toBe('1');
    await expect.poll(() => page.getByLabel('Laps').inputValue()).toBe('4');
    await expect.poll(() => page.getByText('Target pace: 3:06.4 per km.').count()).toBe(1);
    await page.getByLabel('Pace per').selectOption('mi');
    await expect.poll(() => page.getByText('Target pace: 5:00.0 per mile.').count()).toBe(1);
    await expect.poll(() => laneRow(page, 1).innerText()).toMatch(/1\s+440\.00 yd\s+1\.000 mi\s+1:15\.0/);
    // Back to metres: the distance is converted, not reread.
    await page.getByLabel('Distances in').selectOption('m');
    await expect.poll(() => page.getByLabel('Distance (m)').inputValue()).toBe('1609.34');
    await page.context().close();
  });

  it('a shared link opens with its settings; the drawing says in words what it shows', async () => {
    const page = await openCalculator('?line=wa&lane=3&distance=10000&time=40:00');
    await expect.poll(() => page.getByLabel('Your lane').inputValue()).toBe('3');
    await expect.poll(() => page.getByLabel('World Athletics measurement line').isChecked()).toBe(true);
    await expect.poll(() => laneRow(page, 3).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => laneRow(page, 3).innerText()).toMatch(/3\s+414\.70 m\s+10368 m\s+1:39\.5\s+0:24\.0/);
    const caption = await page.locator('.track-drawing figcaption').textContent();
    expect(caption).toBe(
      'A 400.00 m outdoor track drawn to scale: straights of 84.39 m, bends of 36.50 m to the kerb, 10 lanes of 1.22 m. Lane 3 is highlighted: 414.70 m a lap. The finish line is at the end of the home straight, and runners go anticlockwise. For 10000 m in lane 3, start on the home straight, 47.14 m before the finish line, then run 24 full laps.',
    );
    await expect.poll(() => page.locator('.track-drawing svg').getAttribute('aria-hidden')).toBe('true');
    await expect.poll(() => page.locator('.track-drawing .start-mark').count()).toBe(1);
    await page.getByLabel('Distance (m)').fill('800');
    await expect
      .poll(() => page.locator('.track-drawing figcaption').textContent())
      .toContain(
        'For 800 m from lane 3, start on the first bend, 7.38 m ahead of lane 1’s start; keep to lane 3 up to the break line at the end of the first bend',
      );
    await expect.poll(() => page.locator('.track-drawing .break-line').count()).toBe(1);
    await page.locator('.track-drawing').scrollIntoViewIfNeeded();
    await screenshot(page, 'calculator-800');
    await page.context().close();
  });

  it('typing replaces the history entry; a choice adds one the back button undoes', async () => {
    const page = await openCalculator();
    await page.getByLabel('Distance (m)').pressSequentially('5000');
    await page.getByLabel('Target time').pressSequentially('20:00');
    await page.waitForURL('**/track-calculator?distance=5000&time=20%3A00');
    await page.getByLabel('Your lane').selectOption('4');
    await page.waitForURL('**/track-calculator?distance=5000&time=20%3A00&lane=4');
    await page.goBack();
    await page.waitForURL('**/track-calculator?distance=5000&time=20%3A00');
    await expect.poll(() => page.getByLabel('Your lane').inputValue()).toBe('1');
    await expect.poll(() => page.getByLabel('Distance (m)').inputValue()).toBe('5000');
    await expect.poll(() => page.getByLabel('Target time').inputValue()).toBe('20:00');
    await page.context().close();
  });

  describe.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s', (device, viewport) => {
    it('fits the width, and the drawing is readable', async () => {
      const page = await openCalculator('?line=wa&lane=3&distance=400&time=1:00', viewport);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const drawing = page.locator('.track-drawing svg');
      const box = (await drawing.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.width).toBeGreaterThan(300);
      // Its words are at least 12 px tall on screen.
      const wordHeight = await page.locator('.track-drawing .finish-label').evaluate((text) => text.getBoundingClientRect().height);
      expect(wordHeight).toBeGreaterThanOrEqual(12);
      // The panel scrolls: one picture a screenful, top to bottom.
      const panel = page.locator('.overlay');
      const panelHeight = await panel.evaluate((element) => element.scrollHeight);
      for (let top = 0, index = 1; top < panelHeight; top += viewport.height - 100, index++) {
        await panel.evaluate((element, y) => element.scrollTo(0, y), top);
        await screenshot(page, `calculator-${device}-${index}`);
      }
      await page.context().close();
    });
  });

  it('prints the drawing and both tables on one page, without the form', async () => {
    const page = await openCalculator('?line=wa&lane=3&distance=10000&time=40:00', DESKTOP);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.calculator-controls').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.site-header').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.track-drawing svg').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.stagger-table').isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/calculator-print.png`, fullPage: true });
    await page.context().close();
  });
});
