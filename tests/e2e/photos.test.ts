// Photos of a track (issue 42) in Chromium at a phone's width: a runner sends a phone's
// geotagged 4032 × 3024 photo from the track page, the operator lets it through, and the page
// shows it in its gallery with its credit and licence, every served size free of the photo's
// metadata.
import exifr from 'exifr';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';

const PHONE_PHOTO = 'tests/fixtures/photos/geotagged-4032x3024.jpg';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('photos', () => {
  it('a runner sends a phone photo; once the operator lets it through, the gallery shows it without its metadata', async () => {
    const track = TRACKS.nonStandard;
    const page = await openPage(browser, `/track/${track.segment}`, { viewport: PHONE });
    const section = page.getByRole('region', { name: 'Photos' });
    await section.getByText('No photos yet').waitFor();
    await section.getByRole('button', { name: 'Add photos' }).click();
    const form = page.getByRole('form', { name: 'Add photos' });
    await form.getByLabel('Photos (JPEG, PNG or WebP)').setInputFiles(PHONE_PHOTO);
    await form.getByLabel(/What the photos show/).fill('The bend and the finish line');
    await form.getByLabel(/Your name/).fill('Ana');
    await screenshot(page, 'photos-upload-390');
    await form.getByRole('button', { name: 'Send photos' }).click();
    await page.getByRole('alertdialog').getByText('Thank you. Your photos will be shown once they are reviewed.').waitFor();

    // The operator sees it in the moderation page's queue, with its track, and lets it through.
    const admin = await openPage(browser, '/admin', { viewport: PHONE });
    await admin.getByLabel('Admin token').fill('e2e-admin-token');
    await admin.getByRole('button', { name: 'Sign in' }).click();
    const queue = admin.getByRole('region', { name: 'Held photos' });
    const held = queue.getByRole('listitem').filter({ hasText: track.name }).filter({ hasText: '© Ana' });
    const preview = held.getByRole('img', { name: 'The bend and the finish line' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await held.scrollIntoViewIfNeeded();
    await screenshot(admin, 'photos-review-390');
    await held.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved.').waitFor();
    await held.waitFor({ state: 'detached' });
    await admin.context().close();
    const track_ = (await (await fetch(`${baseUrl()}/api/track?segment=${track.segment}`)).json()) as { photos: { id: number }[] };
    const photo = track_.photos[0]!;

    for (const viewport of [PHONE, DESKTOP]) {
      const shown = await openPage(browser, `/track/${track.segment}`, { viewport });
      const image = shown.getByRole('img', { name: 'The bend and the finish line' });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await shown.locator('.photo figcaption').first().textContent()).toBe('© Ana · CC BY-SA 4.0 · Report');
      await screenshot(shown, `photos-gallery-${viewport.width}`);
      await shown.context().close();
    }

    // The map's list of tracks in view shows it beside the track's name.
    const map = await openPage(browser, '/search?lat=-22.8725&lng=-47.0567&z=15', { viewport: PHONE });
    const list = map.getByRole('complementary', { name: 'Tracks in view' });
    const toggle = list.getByRole('heading').getByRole('button');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const row = list.getByRole('link', { name: new RegExp(track.name) });
    await expect
      .poll(() => row.locator('img.track-row-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await screenshot(map, 'photos-list-390');
    await map.context().close();

    // The page's link preview is the photo beside the track's facts, with its credit.
    const linkPreview = await (await browser.newContext({ viewport: { width: 1200, height: 630 } })).newPage();
    await linkPreview.goto(`${baseUrl()}/preview/track/${track.segment}.jpg`);
    expect(await linkPreview.evaluate(() => [document.images[0]?.naturalWidth, document.images[0]?.naturalHeight])).toEqual([1200, 630]);
    await screenshot(linkPreview, 'photos-link-preview');
    await linkPreview.context().close();

    // The recent changes list it, with its credit and licence, the photo under its line.
    for (const viewport of [PHONE, DESKTOP]) {
      const changes = await openPage(browser, '/changes?kind=photo', { viewport });
      const entry = changes.getByRole('listitem').filter({ hasText: track.name });
      await entry.getByText('New photo').waitFor();
      expect(await entry.locator('p.muted').textContent()).toMatch(/^New photo · .+ · by [0-9a-f]{8} · ©\u00a0Ana · CC BY-SA 4\.0$/);
      const thumbnail = entry.getByRole('img', { name: 'The bend and the finish line' });
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await screenshot(changes, `photos-changes-${viewport.width}`);
      await changes.context().close();
    }

    // Anyone may report it; the report reaches the moderation page with its reason.
    const reporter = await openPage(browser, `/track/${track.segment}`, { viewport: PHONE });
    await reporter.locator('.photo').getByRole('button', { name: 'Report' }).click();
    const report = reporter.getByRole('form', { name: 'Report this photo' });
    await report.getByLabel(/What is wrong with it/).fill('A face is recognisable');
    await screenshot(reporter, 'photos-report-390');
    await report.getByRole('button', { name: 'Send report' }).click();
    await reporter.getByRole('alertdialog').getByText('Thank you. An operator will look at this photo.').waitFor();
    await reporter.context().close();
    const moderation = await openPage(browser, '/admin');
    await moderation.getByLabel('Admin token').fill('e2e-admin-token');
    await moderation.getByRole('button', { name: 'Sign in' }).click();
    const reported = moderation.getByRole('region', { name: 'Reported photos' }).getByRole('listitem').filter({ hasText: 'Reports: 1' });
    await reported.getByText('A face is recognisable').waitFor();
    await moderation.context().close();

    for (const width of [320, 640, 1280]) {
      const served = new Uint8Array(await (await fetch(`${baseUrl()}/photos/${photo.id}/${width}.webp`)).arrayBuffer());
      expect(await exifr.parse(served, true).catch(() => undefined)).toBeUndefined();
      expect(new TextDecoder('latin1').decode(served)).not.toMatch(/SN-4711|Fixture Phones|Ana Runner/);
      if (width === 1280) expect(served.length).toBeLessThanOrEqual(200_000);
    }
    await page.context().close();
  });
});
