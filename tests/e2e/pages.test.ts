import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { TRACKS } from './test-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('track page', () => {
  it('shows headline, intro, counters, public access, properties, recommends and comments', async () => {
    const page = await openPage(browser, `/track/${TRACKS.open.segment}`);
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    expect(await page.title()).toBe('Pista do Ibirapuera in São Paulo | Track Atlas');
    expect(await page.locator('.intro').textContent()).toBe('400 m synthetic track in São Paulo, São Paulo, Brazil.');
    expect(await page.getByRole('list', { name: 'Counters' }).innerText()).toMatch(/1 recommend\s+2 comments/);
    expect(await page.locator('.public-access').innerText()).toContain('User feedback suggests that it is: Open to the public');
    const breadcrumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').allTextContents();
    expect(breadcrumbs).toEqual(['Home', 'Brazil', 'São Paulo', 'São Paulo', 'Pista do Ibirapuera']);
    expect(await page.locator('.properties').innerText()).toMatch(/Full-lap lanes\s+8/i);
    expect(await page.locator('.track-info b').textContent()).toBe('inside the park');
    expect(await page.getByRole('list', { name: 'Recommended as' }).innerText()).toMatch(/well maintained\s+scenic/);
    const comments = page.locator('.comment');
    expect(await comments.count()).toBe(2);
    expect(await page.locator('.comment', { hasText: 'Open and quiet' }).innerText()).toMatch(/Ana\s+Visit report\s+January 10, 2026/);
    expect(await page.locator('.comment', { hasText: 'Lovely place' }).innerText()).toContain('anonymous');
    expect(await page.getByRole('link', { name: 'Edit this track' }).getAttribute('href')).toBe(`/track/${TRACKS.open.segment}/edit`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/track/${TRACKS.open.segment}`);
    expect(await page.locator('meta[name="geo.position"]').getAttribute('content')).toBe('-23.5874;-46.6576');
    await page.context().close();
  });

  it('warns about a track reported closed', async () => {
    const page = await openPage(browser, `/track/${TRACKS.closed.segment}`);
    await page.getByText('This track has been reported to be closed to the public').waitFor();
    await page.context().close();
  });

  it('marks reported info as inaccurate, and asks for reports when access is unknown', async () => {
    const page = await openPage(browser, `/track/${TRACKS.reported.segment}`);
    await page.getByText("This info has been marked as inaccurate. We'll look into it ASAP.").waitFor();
    expect(await page.locator('.public-access').innerText()).toContain(
      "We don't know. If you have been there, please post a comment or a visit report.",
    );
    await page.context().close();
  });

  it('shows a removed track as removed, without details', async () => {
    const page = await openPage(browser, `/track/${TRACKS.removed.segment}`);
    await page.getByText('This track has been permanently removed').waitFor();
    expect(await page.locator('.properties').count()).toBe(0);
    await page.context().close();
  });

  it('links a non-standard track to the calculator with its length', async () => {
    const page = await openPage(browser, `/track/${TRACKS.nonStandard.segment}`);
    const link = page.getByRole('link', { name: 'lane calculator for a 300 m track' });
    await link.waitFor();
    await link.click();
    await page.waitForURL('**/track-calculator?length=300');
    expect(await page.getByLabel('Track length (m)').inputValue()).toBe('300');
    await page.context().close();
  });

  it('an indoor track says so in its intro', async () => {
    const page = await openPage(browser, `/track/${TRACKS.indoor.segment}`);
    expect(await page.locator('.intro').textContent()).toBe('200 m synthetic indoor track in São Paulo, São Paulo, Brazil.');
    await page.context().close();
  });

  it('/track-id/{id} replaces itself with the segment form', async () => {
    const track = (await (await fetch(`${baseUrl()}/api/track?segment=${TRACKS.open.segment}`)).json()) as { id: number };
    const page = await openPage(browser, `/track-id/${track.id}`);
    await page.waitForURL(`**/track/${TRACKS.open.segment}`);
    await page.getByRole('heading', { level: 1, name: 'Pista do Ibirapuera in São Paulo' }).waitFor();
    await page.goBack();
    // Replaced, not pushed: back leaves the app's history entry for the id form.
    expect(page.url()).not.toContain('/track-id/');
    await page.context().close();
  });

  it('an unknown track gives "Track not found"; closing returns to the map', async () => {
    const page = await openPage(browser, '/track/no-such-track');
    await page.getByRole('heading', { name: 'Track not found' }).waitFor();
    await page.getByText('The requested track could not be located.').waitFor();
    await page.getByRole('button', { name: 'Close and show the map' }).click();
    await page.waitForURL('**/search');
    await page.context().close();
  });
});

describe('area page', () => {
  it('lists tracks and child areas, altitude, show-on-map and the AI link from 3 tracks', async () => {
    const page = await openPage(browser, '/running-in/brazil/sao-paulo/sao-paulo');
    await page.getByRole('heading', { level: 1, name: 'Running tracks in São Paulo' }).waitFor();
    expect(await page.title()).toBe('Running tracks in São Paulo | Track Atlas');
    expect(await page.getByText('Altitude: About 800 m').count()).toBe(1);
    expect(await page.locator('.track-list li').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Talk to our AI' }).getAttribute('href')).toBe(
      '/ai-search?area=brazil%2Fsao-paulo%2Fsao-paulo',
    );
    // The summary is written from the tracks listed (the removed one is in neither), not from the
    // text stored with the area, whose markup never reaches the page.
    expect(await page.locator('.prose').textContent()).toBe(
      'São Paulo has 4 running tracks: 3 outdoor and 1 indoor. Surfaces: synthetic (2), cinder (1), grass (1). The most common length is 400 m.',
    );
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    await page.getByRole('button', { name: 'Show on map' }).click();
    await page.waitForURL('**/search');
    await page.locator('.leaflet-marker-icon, .marker-cluster').first().waitFor();
    await page.context().close();
  });

  it('a region lists its child areas; a small area has no AI link', async () => {
    const page = await openPage(browser, '/running-in/brazil/sao-paulo');
    await page.getByRole('link', { name: /Campinas\s*1 track/ }).click();
    await page.waitForURL('**/running-in/brazil/sao-paulo/campinas');
    await page.getByRole('heading', { level: 1, name: 'Running tracks in Campinas' }).waitFor();
    expect(await page.getByRole('link', { name: 'Talk to our AI' }).count()).toBe(0);
    expect(await page.getByText('Altitude: About 700 m').count()).toBe(1);
    await page.context().close();
  });

  it('an unknown area gives "Area not found"', async () => {
    const page = await openPage(browser, '/running-in/atlantis');
    await page.getByRole('heading', { name: 'Area not found' }).waitFor();
    await page.context().close();
  });
});

describe('static, blog, contribute, chat and 404 pages', () => {
  it('about, terms and privacy show their content, sanitised, and close to the start page', async () => {
    const page = await openPage(browser, '/about');
    await page.getByRole('heading', { level: 1, name: 'About Track Atlas' }).waitFor();
    expect(await page.title()).toBe('About | Track Atlas');
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    await page.getByRole('link', { name: 'Terms' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await page.getByRole('link', { name: 'Privacy' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/$/);
    await page.context().close();
  });

  it('the API page lists every call from the OpenAPI document, with the fields and spellings it reads', async () => {
    const page = await openPage(browser, '/developers');
    await page.getByRole('heading', { level: 1, name: 'The Track Atlas API' }).waitFor();
    expect(await page.title()).toBe('The Track Atlas API | Track Atlas');
    const call = page.locator('.api-call', { has: page.getByRole('heading', { name: 'POST /api/post-track' }) });
    await call.waitFor();
    // The body's fields with the spellings the API reads, from the schema the Worker validates with.
    await call.getByText('asphalt (Asphalt/Concrete)').waitFor();
    for (const path of ['GET /api/track', 'POST /api/post-feedback', 'POST /api/post-chat', 'GET /api/export/tracks.geojson']) {
      await page.getByRole('heading', { name: path, exact: true }).waitFor();
    }
    await screenshot(page, 'developers-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'developers-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('a blog post shows its title and text; an unknown one is "Blog post not found"', async () => {
    const page = await openPage(browser, '/blog/lane-lengths-explained');
    await page.getByRole('heading', { level: 1, name: 'Lane lengths explained' }).waitFor();
    await page.getByText('Why lane 8 is 53 metres longer than lane 1.').waitFor();
    await page.goto('/blog/nothing-here');
    await page.getByRole('heading', { name: 'Blog post not found' }).waitFor();
    await page.context().close();
  });

  it('the contribute page explains how to add a track', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('link', { name: 'Add or edit a track' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add or edit a track' }).waitFor();
    await page.getByText('Would you like to add a track here?', { exact: false }).waitFor();
    await page.context().close();
  });

  it('every chat route exists, with a text input and no map', async () => {
    for (const path of ['/ai-search', '/sv', '/es', '/de', '/zh', '/fr', '/pt', '/ar', '/ja']) {
      const page = await openPage(browser, path);
      await page
        .getByRole('textbox')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {
          throw new Error(`no chat screen at ${path}`);
        });
      expect(await page.getByText('404 - not found').count()).toBe(0);
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      await page.context().close();
    }
  });

  it('a screen whose code fails to load shows the error with a reload link, and other pages still open', async () => {
    const page = await openPage(browser, '/');
    await page.route(/\/assets\/CalculatorScreen-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/track-calculator');
    await page.getByRole('heading', { level: 1, name: 'An unexpected error occurred' }).waitFor();
    expect(await page.getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe(`${baseUrl()}/track-calculator`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Add or edit a track' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add or edit a track' }).waitFor();
    await page.context().close();
  });

  it('an unknown path shows "404 - not found"', async () => {
    const page = await openPage(browser, '/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 - not found' }).waitFor();
    await page.context().close();
  });
});
