// The moderation page (issue 26) as an operator uses it: sign in with the admin token, approve a
// held comment, follow a vandal's edit to all of that client's changes, preview the undo and run
// it, and sign out. A visitor without the token sees the sign-in form and no admin data.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';

// The token global-setup.ts gives wrangler dev (--var ADMIN_TOKEN).
const ADMIN_TOKEN = 'e2e-admin-token';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A write as one client: locally, wrangler dev keeps the CF-Connecting-IP a request gives. */
async function postAs(client: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: string; trackId?: number; url_segment?: string };
}

// Far from the map tests' views (Manaus), so their counts never hold these tracks, whichever file runs first.
const track = (name: string) => ({ lat: -3.1, lng: -60.02, outdoor: 'outdoor', name, length: 400, surface: 'synthetic', numLanes: 6 });

describe('the moderation page', () => {
  it('shows a visitor without the token only the sign-in form', async () => {
    const page = await openPage(browser, '/admin');
    await page.getByLabel('Admin token').waitFor();
    expect(await page.getByRole('heading', { name: 'Held comments and visit reports' }).count()).toBe(0);
    expect(await page.evaluate(async () => (await fetch('/api/admin/feedback')).status)).toBe(401);
    await page.getByLabel('Admin token').fill('not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That is not the admin token.').waitFor();
    await page.context().close();
  });

  it('lets an operator approve a held comment, undo a vandal in one action, and sign out', async () => {
    const tag = Date.now().toString(36);
    const created = await postAs('198.51.100.10', '/api/post-track', track(`Pista da Moderação ${tag}`));
    expect(created.status).toBe('Success');
    const trackId = created.trackId!;
    // A comment with a link is held for review; a vandal renames the track.
    const held = `Great track, see https://example.org/${tag}`;
    expect(
      (
        await postAs('198.51.100.11', '/api/post-feedback', {
          trackId,
          feedbackType: FeedbackType.Comment,
          comment: held,
          name: '',
          recommendTypes: [0],
        })
      ).status,
    ).toBe('UnderReview');
    const vandalName = `Vandalised ${tag}`;
    expect((await postAs('198.51.100.66', '/api/post-track', { ...track(vandalName), id: trackId })).status).toBe('Success');

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, '/admin', { viewport });
      await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Held comments and visit reports' }).waitFor();
      await page.getByText(/Signed in until/).waitFor();
      // The token is nowhere a script of the site could read it back.
      expect(
        await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie),
      ).not.toContain(ADMIN_TOKEN);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `admin-${viewport.width}`);
      await page.context().close();
    }

    const page = await openPage(browser, '/admin');
    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const heldItem = page.locator('li', { hasText: held });
    await heldItem.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved.').waitFor();
    await heldItem.waitFor({ state: 'detached' });

    // From the vandal's edit in recent changes to all of that client's changes, then the undo.
    // The list names each change's track as it is now: the vandal's name on all three of its changes.
    const vandalEdit = page.locator('#admin-changes ~ ul li', { hasText: vandalName }).filter({ hasText: 'Changed:' });
    await vandalEdit.getByRole('button', { name: "This client's changes" }).click();
    await page.getByRole('heading', { name: /Changes by client [0-9a-f]{24}/ }).waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Nothing has changed yet: this is what the undo would do.').waitFor();
    await page.getByText('Tracks brought back: 1').waitFor();
    await page.getByRole('button', { name: 'Undo these changes' }).click();
    await page.getByText('Done: the changes are undone.').waitFor();
    await screenshot(page, 'admin-reverted-1280');

    const restored = (await (await fetch(`${baseUrl()}/api/track?id=${trackId}`)).json()) as { name: string };
    expect(restored.name).toBe(`Pista da Moderação ${tag}`);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByText('Signed out.').waitFor();
    await page.reload();
    await page.getByLabel('Admin token').waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/admin/feedback')).status)).toBe(401);
    await page.context().close();
  });

  it('undoes two vandals who took turns in one action, typed as two client hashes', async () => {
    const tag = Date.now().toString(36);
    const created = await postAs('198.51.100.30', '/api/post-track', track(`Pista Alternada ${tag}`));
    const trackId = created.trackId!;
    for (const [revision, client] of [
      [1, '203.0.113.31'],
      [2, '203.0.113.32'],
    ] as const) {
      const vandal = await postAs(client, '/api/post-track', { ...track(`SPAM ${client} ${tag}`), id: trackId, baseRevision: revision });
      expect(vandal.status).toBe('Success');
    }
    // The operator's list of changes names each client by its full hash.
    const listed = (await (
      await fetch(`${baseUrl()}/api/admin/changes?limit=50`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json()) as { changes: { kind: string; track: { id: number }; client: string }[] };
    const vandals = listed.changes.filter((c) => c.track.id === trackId && c.kind === 'edit').map((c) => c.client);
    expect(vandals).toHaveLength(2);

    const page = await openPage(browser, '/admin', { viewport: PHONE });
    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const undo = page.getByRole('region', { name: "Undo a client's changes" });
    await undo.getByLabel(/Client hashes/).fill(vandals.join(' '));
    await undo.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Tracks brought back: 1').waitFor();
    await undo.getByRole('button', { name: 'Undo these changes' }).click();
    await page.getByText('Done: the changes are undone.').waitFor();
    const restored = (await (await fetch(`${baseUrl()}/api/track?id=${trackId}`)).json()) as { name: string };
    expect(restored.name).toBe(`Pista Alternada ${tag}`);
    await page.context().close();
  });

  it('shows what a held edit proposes beside what it replaces', async () => {
    const tag = Date.now().toString(36);
    const created = await postAs('198.51.100.20', '/api/post-track', { ...track(`Pista Revista ${tag}`), info: 'Open daily.' });
    const edit = await postAs('198.51.100.21', '/api/post-track', {
      ...track(`Pista Revista ${tag}`),
      id: created.trackId,
      baseRevision: 1,
      numLanes: 8,
      info: `Book at <a href="https://booking.example/${tag}">the club</a>`,
    });
    expect(edit.status).toBe('UnderReview');
    const page = await openPage(browser, '/admin', { viewport: PHONE });
    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const held = page.getByRole('region', { name: 'Held edits' }).locator('li', { hasText: `Pista Revista ${tag}` });
    await held.waitFor();
    const lanes = held.locator('.held-edit-diff div', { hasText: 'lanes' });
    expect(await lanes.locator('del').innerText()).toBe('6');
    expect(await lanes.locator('ins').innerText()).toBe('8');
    expect(await held.locator('del', { hasText: 'Open daily.' }).count()).toBe(1);
    expect(await held.locator('ins', { hasText: `booking.example/${tag}` }).count()).toBe(1);
    await held.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-held-edit-phone');
    await page.context().close();
  });

  it('"Sign out everywhere" on a phone ends the session on the laptop too', async () => {
    const signedIn = async (viewport: typeof PHONE) => {
      const page = await openPage(browser, '/admin', { viewport });
      await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Held edits' }).waitFor();
      return page;
    };
    const laptop = await signedIn(DESKTOP);
    const phone = await signedIn(PHONE);
    await screenshot(phone, 'admin-signed-in-phone');
    await screenshot(laptop, 'admin-signed-in-desktop');
    await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
    await phone.getByText('Signed out on every device.').waitFor();
    await laptop.reload();
    await laptop.getByLabel('Admin token').waitFor();
    expect(await laptop.getByRole('heading', { name: 'Held edits' }).count()).toBe(0);
    await laptop.context().close();
    await phone.context().close();
  });
});
