// The write side in real Chromium: comments, visit reports and recommends with every message of
// spec sections 5, 6 and 8; adding a track from the map; editing; the history and restoring;
// and a second browser context picking the change up once the cache key moves.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, jumpTo, launchBrowser, openPage, PHONE, screenshot, zoomOut } from './browser';
import { TRACKS } from './test-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Writes through the API as another client would (node's fetch: a different client hash). */
async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

// Tracks of this file sit around Lisbon, away from every other test's view, with names no
// other test searches for. Each test gets its own, so the tests do not depend on each other.
let placeCount = 0;
async function newTrack(
  name: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; segment: string; lat: number; lng: number }> {
  placeCount += 1;
  const lat = 38.7 + placeCount * 0.05;
  const lng = -9.1 - placeCount * 0.05;
  const answer = await api<{ trackId: number; trackUrlSegment: string }>('/api/post-track', {
    lat,
    lng,
    outdoor: 'outdoor',
    name,
    length: 400,
    ...fields,
  });
  return { id: answer.trackId, segment: answer.trackUrlSegment, lat, lng };
}

/** Waits for the app's message (modal messages are alert dialogs named by their text). */
async function expectMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('alertdialog', { name: text, exact: true }).waitFor();
}

/**
 * Waits for the page's heading to read `text`. A timeout says what the page showed instead (a
 * heading, a loader or an error), so a failure on a loaded CI machine can be told apart.
 */
async function expectHeading(page: Page, text: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: text }).waitFor();
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`no heading "${text}" at ${page.url()}; the page shows: ${shown.slice(0, 400)}`, { cause: error });
  }
}

/** Holds the API's answer back a moment so the progress message can be seen. */
async function slowWrites(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

async function dismissTerms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'OK' }).click();
}

describe('comments', () => {
  it('requires a comment, shows progress and thanks for 3 s, then hides the form and shows the comment', async () => {
    const track = await newTrack('Lisbon Comment Oval');
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expectMessage(page, 'Please supply at least a comment');
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 4000 });

    await page.getByLabel('Comment', { exact: true }).fill('Smooth surface, quiet at noon.');
    await page.getByLabel('Name or alias (optional)').fill('Rui');
    await slowWrites(page, '/api/post-feedback');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expectMessage(page, 'Sending comment');
    await expectMessage(page, 'Thank you for your feedback');
    const shownAt = Date.now();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);

    await page.getByText('Your feedback was sent.').waitFor();
    expect(await page.getByRole('form', { name: 'Write a comment' }).count()).toBe(0);
    // The adopted cache key reloaded the page's data: the comment and the counter are there.
    await page.locator('.comment', { hasText: 'Smooth surface, quiet at noon.' }).waitFor();
    expect(await page.locator('.comment', { hasText: 'Smooth surface' }).innerText()).toContain('Rui');
    expect(await page.getByRole('list', { name: 'Counters' }).innerText()).toContain('1 comment');

    // Reset after success: a new comment starts empty.
    await page.getByRole('button', { name: 'Post more feedback' }).click();
    await page.getByRole('button', { name: 'Write a comment' }).click();
    expect(await page.getByLabel('Comment', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  it('holds a comment with a link for review and says so for 5 s', async () => {
    const track = await newTrack('Lisbon Review Oval');
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByLabel('Comment', { exact: true }).fill('Cheap shoes at https://shoes.example.com');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expectMessage(page, 'Thank you for your feedback, it will be reviewed before it is visible.');
    const shownAt = Date.now();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 7000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4500);
    await page.getByText('Your feedback was sent.').waitFor();
    expect(await page.locator('.comment').count()).toBe(0);
    await page.context().close();
  });

  it('says "Failed to post comment" with the reason when the post fails', async () => {
    const track = await newTrack('Lisbon Offline Oval');
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.route('**/api/post-feedback', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByLabel('Comment', { exact: true }).fill('Anyone there?');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expectMessage(page, 'Failed to post comment - Internal server error');
    // A failure keeps the form and what was typed.
    expect(await page.getByLabel('Comment', { exact: true }).inputValue()).toBe('Anyone there?');
    await page.context().close();
  });
});

describe('visit reports', () => {
  it('asks four questions defaulting to "Don\'t know", checks the date and the comment-or-status rule', async () => {
    const track = await newTrack('Lisbon Visit Oval');
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByRole('button', { name: 'Report a visit' }).click();
    const form = page.getByRole('form', { name: 'Report a visit' });
    for (const question of ['Open to the public?', 'Crowded?', 'Disturbances?', 'All lanes usable?']) {
      const select = form.getByLabel(question, { exact: true });
      expect(await select.inputValue()).toBe('');
      expect(await select.locator('option:checked').textContent()).toBe("Don't know");
    }
    await screenshot(page, 'visit-report-desktop');

    await form.getByLabel('Visit date').fill('');
    await page.getByRole('button', { name: 'Send visit report' }).click();
    await expectMessage(page, 'The visit date must be valid and before the current time');
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 4000 });

    await form.getByLabel('Visit date').fill('2099-01-01');
    await page.getByRole('button', { name: 'Send visit report' }).click();
    await expectMessage(page, 'The visit date must be valid and before the current time');
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 4000 });

    await form.getByLabel('Visit date').fill('2026-01-12');
    await page.getByRole('button', { name: 'Send visit report' }).click();
    await expectMessage(page, 'Please supply at least a comment or an open status');
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 4000 });

    await form.getByLabel('Open to the public?', { exact: true }).selectOption({ label: 'Yes, open to the public' });
    await form.getByLabel('Crowded?', { exact: true }).selectOption({ label: 'Somewhat crowded' });
    await slowWrites(page, '/api/post-feedback');
    await page.getByRole('button', { name: 'Send visit report' }).click();
    await expectMessage(page, 'Sending visit report');
    await expectMessage(page, 'Thank you for your feedback');
    // The page reloads with the new key: the public-access answer and when it was confirmed.
    await page.locator('.public-access', { hasText: 'User feedback suggests that it is: Open to the public' }).waitFor();
    expect(await page.locator('.public-access').innerText()).toContain('Last confirmed by a visit report on January 12, 2026.');
    await page.context().close();
  });
});

describe('recommends', () => {
  it('always recommends, adds the chosen qualities, and refuses a second recommend with the reason', async () => {
    const track = await newTrack('Lisbon Recommend Oval');
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByRole('button', { name: 'Recommend this track' }).click();
    const base = page.getByLabel('I would recommend it');
    expect(await base.isChecked()).toBe(true);
    expect(await base.isDisabled()).toBe(true);
    await page.getByLabel('Scenic').check();
    await screenshot(page, 'recommend-desktop');
    await slowWrites(page, '/api/post-feedback');
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expectMessage(page, 'Sending recommend');
    await expectMessage(page, 'Thank you for your feedback');
    await page.getByRole('list', { name: 'Recommended as' }).getByText('scenic').waitFor();
    expect(await page.getByRole('list', { name: 'Counters' }).innerText()).toContain('1 recommend');
    // Collapsed again, and reset.
    await page.getByRole('button', { name: 'Recommend this track' }).click();
    expect(await page.getByLabel('Scenic').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expectMessage(page, 'Failed to post recommend - You have already recommended this track');
    await page.context().close();
  });
});

describe('editing a track', () => {
  it('opens the form with stored text decoded, saves with thanks and returns to the page', async () => {
    const track = await newTrack('Lisbon Edit Oval', {
      info: 'Gate on the east side\nFish &amp; chips nearby',
      numLanes: 6,
      lighting: true,
    });
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByText(/Last edited on \w+ \d+, \d{4}/).waitFor();
    await page.getByRole('link', { name: 'Edit this track' }).click();
    await page.waitForURL(`**/track/${track.segment}/edit`);
    const form = page.getByRole('form', { name: 'Edit track' });
    // Advanced fields show for an edit; line breaks and entities come back as text.
    expect(await form.getByLabel('Information').inputValue()).toBe('Gate on the east side\nFish & chips nearby');
    expect(await form.getByLabel('Website').getAttribute('placeholder')).toBe('http(s)://..');
    expect(await form.getByLabel('Website').getAttribute('type')).toBe('url');
    expect(await form.getByLabel('Full-lap lanes').inputValue()).toBe('6');
    expect(await form.getByLabel('Lighting').inputValue()).toBe('yes');
    expect(await form.getByLabel('Outdoor', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('Full-lap lanes').locator('option').allTextContents()).toEqual([
      'Not set',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    await screenshot(page, 'edit-form-desktop');

    await form.getByLabel('Website').fill('ftp://files.example.com');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectMessage(page, 'linkToWeb: must be an http(s) address');
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 4000 });

    await form.getByLabel('Website').fill('https://lisbon.example.org');
    await form.getByLabel('Name').fill('Lisbon Edited Oval');
    await form.getByLabel('Full-lap lanes').selectOption('8');
    await slowWrites(page, '/api/post-track');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectMessage(page, 'Updating track');
    await expectMessage(page, 'Thanks for contributing to Track Atlas');
    await page.waitForURL(`**/track/${track.segment}`);
    await expectHeading(page, 'Lisbon Edited Oval');
    expect(await page.locator('.properties').innerText()).toMatch(/Full-lap lanes\s+8/i);
    await page.context().close();
  });

  it('cancels back to view mode, and shows the conflict when someone else saved meanwhile', async () => {
    const track = await newTrack('Lisbon Conflict Oval');
    const page = await openPage(browser, `/track/${track.segment}/edit`);
    const form = page.getByRole('form', { name: 'Edit track' });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/track/${track.segment}`);
    await page.getByRole('link', { name: 'Edit this track' }).click();
    await form.getByLabel('Name').fill('Lisbon Mine Oval');
    await api('/api/post-track', { id: track.id, lat: track.lat, lng: track.lng, name: 'Lisbon Theirs Oval' });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('alert').filter({ hasText: 'This track was changed by someone else since you opened it' }).waitFor();
    expect(page.url()).toContain('/edit');
    await page.context().close();
  });

  it('falls back to "Failed to update track" when the answer says nothing', async () => {
    const track = await newTrack('Lisbon Broken Oval');
    const page = await openPage(browser, `/track/${track.segment}/edit`);
    await page.route('**/api/post-track', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectMessage(page, 'Failed to update track');
    await page.context().close();
  });
});

describe('adding a track from the map', () => {
  const LAT = 38.5;
  const LNG = -8.9;

  it('drops the marker 250 ms after a single click at zoom 15+, not on a double click, and asks first', async () => {
    const page = await openPage(browser, '/search');
    await dismissTerms(page);
    const map = page.locator('.leaflet-container');
    const marker = page.locator('.leaflet-marker-icon[title="New track"]');

    // Far out (the continent view) a click adds nothing.
    await map.click({ position: { x: 700, y: 400 } });
    await page.waitForTimeout(500);
    expect(await marker.count()).toBe(0);

    await jumpTo(page, LAT, LNG);
    await map.dblclick({ position: { x: 700, y: 400 } });
    await page.waitForTimeout(600);
    expect(await marker.count()).toBe(0);
    await zoomOut(page);

    // The page itself times the click and the marker's appearance: the test's own round trips
    // on a busy machine would blur a 250 ms delay.
    await page.evaluate(() => {
      const times = window as unknown as { clickedAt?: number; markerAt?: number };
      document
        .querySelector('.leaflet-container')!
        .addEventListener('click', () => (times.clickedAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (times.markerAt === undefined && document.querySelector('.leaflet-marker-icon[title="New track"]'))
          times.markerAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await map.click({ position: { x: 700, y: 400 } });
    await marker.waitFor();
    const delay = await page.evaluate(() => {
      const times = window as unknown as { clickedAt: number; markerAt: number };
      return times.markerAt - times.clickedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(250);
    expect(delay).toBeLessThan(1500);
    await page.getByRole('dialog', { name: 'New track' }).getByText('Would you like to add a track here?').waitFor();
    await screenshot(page, 'add-track-question-desktop');
    await page.getByRole('button', { name: 'NO' }).click();
    expect(await marker.count()).toBe(0);
    expect(await page.getByText('Would you like to add a track here?').count()).toBe(0);
    await page.context().close();
  });

  it('YES opens the form; indoor/outdoor is required; the dragged position is saved and the map shows the track', async () => {
    const page = await openPage(browser, '/search');
    await dismissTerms(page);
    await jumpTo(page, LAT, LNG + 0.02);
    await page.locator('.leaflet-container').click({ position: { x: 700, y: 450 } });
    const marker = page.locator('.leaflet-marker-icon[title="New track"]');
    await marker.waitFor();
    await page.getByRole('button', { name: 'YES' }).click();
    await page.waitForURL('**/add-track');
    const form = page.getByRole('form', { name: 'New track' });
    // Advanced fields are hidden for a new track.
    await form.getByRole('button', { name: 'More details' }).waitFor();
    expect(await form.getByLabel('Website').count()).toBe(0);
    await screenshot(page, 'add-track-form-desktop');

    await form.getByLabel('Name').fill('Lisbon New Oval');
    await form.getByRole('button', { name: 'Add track' }).click();
    await expectMessage(page, 'You must select outdoor/indoor.');
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 4000 });

    // Drag the marker 60 px to the right: the position moves east.
    const before = await page.getByText(/^Position: /).textContent();
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height - 4, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height - 4, { steps: 5 });
    await page.mouse.up();
    const after = await page.getByText(/^Position: /).textContent();
    expect(after).not.toBe(before);
    const [, draggedLng] = after!.replace('Position: ', '').split(', ').map(Number);

    await form.getByLabel('Outdoor', { exact: true }).check();
    await form.getByLabel('Length (m)').fill('400');
    await slowWrites(page, '/api/post-track');
    await form.getByRole('button', { name: 'Add track' }).click();
    await expectMessage(page, 'Creating new track');
    await expectMessage(page, 'Thanks for contributing to Track Atlas');
    await page.waitForURL('**/track/lisbon-new-oval');
    await page.getByRole('heading', { level: 1, name: 'Lisbon New Oval' }).waitFor();
    expect(await page.locator('.properties').innerText()).toContain(`${draggedLng!.toFixed(5)}`);

    // Without a reload, the map has the new track's marker.
    await page.getByRole('button', { name: 'Close and show the map' }).click();
    await page.locator('.leaflet-marker-icon[title="Lisbon New Oval"]').waitFor();
    expect(await marker.count()).toBe(0);
    await page.context().close();
  });

  it('says "Failed to create track" when the answer says nothing', async () => {
    const page = await openPage(browser, '/search');
    await dismissTerms(page);
    await jumpTo(page, LAT + 0.02, LNG);
    await page.locator('.leaflet-container').click({ position: { x: 700, y: 450 } });
    await page.getByRole('button', { name: 'YES' }).click();
    await page.route('**/api/post-track', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.getByLabel('Indoor', { exact: true }).check();
    await page.getByRole('button', { name: 'Add track' }).click();
    await expectMessage(page, 'Failed to create track');
    await page.context().close();
  });
});

describe('history', () => {
  it('lists the revisions with what changed and restores an old one as a new edit', async () => {
    const track = await newTrack('Lisbon History Oval', { surface: 'cinder' });
    await api('/api/post-track', { id: track.id, lat: track.lat, lng: track.lng, name: 'Vandalised', surface: 'grass' });
    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByRole('heading', { level: 1, name: 'Vandalised' }).waitFor();
    await page.getByRole('link', { name: 'History of edits' }).click();
    await page.waitForURL(`**/track/${track.segment}/history`);
    const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li');
    await revisions.first().waitFor();
    expect(await revisions.count()).toBe(2);
    expect(await revisions.nth(0).innerText()).toMatch(
      /Revision 2 \(current\)[\s\S]*UTC, from the website, visitor [0-9a-f]{8}[\s\S]*Changed: name and surface/,
    );
    expect(await revisions.nth(1).innerText()).toContain('Revision 1');
    await screenshot(page, 'history-desktop');

    await slowWrites(page, '/api/post-track');
    await page.getByRole('button', { name: 'Restore revision 1' }).click();
    await expectMessage(page, 'Updating track');
    await expectMessage(page, 'Thanks for contributing to Track Atlas');
    await page.getByRole('heading', { name: 'Revision 3 (current)' }).waitFor();
    expect(await revisions.count()).toBe(3);
    expect(await revisions.nth(0).innerText()).toContain('Changed: name and surface');
    await page.getByRole('link', { name: 'Back to the track' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lisbon History Oval' }).waitFor();
    expect(await page.locator('.properties').innerText()).toMatch(/Surface\s+Cinder/i);
    await page.context().close();
  });
});

describe('history of an imported track (issue 36)', () => {
  it('says where an import placed the track and why', async () => {
    const page = await openPage(browser, `/track/${TRACKS.nonStandard.segment}/history`);
    const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li');
    await revisions.first().waitFor();
    expect(await revisions.nth(0).innerText()).toMatch(/Revision 2 \(current\)[\s\S]*UTC, from import[\s\S]*Changed: place/);
    await revisions.nth(0).getByText('This version').click();
    expect(await revisions.nth(0).locator('dl').innerText()).toMatch(/Place\s+Campinas, as its source names it \("CAMPINAS"\)/);
    // A revision made on the site says nothing of it.
    await revisions.nth(1).getByText('This version').click();
    expect(await revisions.nth(1).locator('dl').innerText()).not.toContain('Place');
    await page.context().close();
  });
});

describe('a second visitor', () => {
  it('sees a comment once the cache key has moved, after a navigation', async () => {
    const track = await newTrack('Lisbon Shared Oval');
    const other = await openPage(browser, `/track/${track.segment}`);
    await other.getByText('No comments yet.', { exact: false }).waitFor();

    const page = await openPage(browser, `/track/${track.segment}`);
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByLabel('Comment', { exact: true }).fill('Seen from the other side.');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expectMessage(page, 'Thank you for your feedback');

    // The other visitor polls the key after a navigation (at most every 5 s) or every 60 s.
    await other.waitForTimeout(5500);
    await other.getByRole('button', { name: 'Close and show the map' }).click();
    await other.waitForURL('**/search');
    // The URL changes before React renders the map route; going back before that render would
    // be a navigation the app never saw (no person clicks that fast).
    await other.getByRole('heading', { level: 1, name: 'Lisbon Shared Oval' }).waitFor({ state: 'detached' });
    await other.goBack();
    await other.locator('.comment', { hasText: 'Seen from the other side.' }).waitFor();
    await page.context().close();
    await other.context().close();
  });
});

describe('at phone width', () => {
  it('fits the forms and the history on a 390 px screen', async () => {
    const track = await newTrack('Lisbon Phone Oval');
    const page = await openPage(browser, `/track/${track.segment}`, { viewport: PHONE });
    await page.getByRole('button', { name: 'Report a visit' }).click();
    await page.getByRole('form', { name: 'Report a visit' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'visit-report-phone');
    const overflow = await page.evaluate(
      () => document.querySelector('.overlay')!.scrollWidth - document.querySelector('.overlay')!.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.goto(`/track/${track.segment}/edit`);
    await page.getByRole('form', { name: 'Edit track' }).waitFor();
    await screenshot(page, 'edit-form-phone');
    await page.goto(`/track/${track.segment}/history`);
    await page.getByRole('list', { name: 'Revisions' }).waitFor();
    await screenshot(page, 'history-phone');
    await page.context().close();
  });

  it('asks about a new track and opens its form on a phone', async () => {
    // The coordinate box needs a wide window: jump first, then narrow the window to a phone's.
    const page = await openPage(browser, '/search');
    await dismissTerms(page);
    await jumpTo(page, 38.45, -8.95);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await page.locator('.leaflet-container').click({ position: { x: 200, y: 300 } });
    const question = page.getByRole('dialog', { name: 'New track' });
    await question.waitFor();
    const box = (await question.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'add-track-question-phone');
    await page.getByRole('button', { name: 'YES' }).click();
    await page.getByRole('form', { name: 'New track' }).waitFor();
    await screenshot(page, 'add-track-form-phone');
    await page.context().close();
  });
});
