// The moderation page's session (issue 26) through the real Worker: sign-in with the admin token
// gives an HttpOnly, same-site cookie and an anti-forgery token; every admin call then needs both;
// cross-site calls, wrong tokens past the limit, ended and expired sessions are refused.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../src-worker/index';
import { ADMIN_TOKEN_GUESSES } from '../../src-worker/services/admin-session';
import { get, neighbourOf, newClient, ORIGIN, post, sampleTrack } from './api';

const TOKEN = 'test-admin-token';

async function signIn(token = TOKEN, client = newClient()) {
  const answer = await post('/api/admin/session', { token }, { client });
  const cookie = /admin_session=([0-9a-f]+)/.exec(answer.response.headers.get('Set-Cookie') ?? '')?.[1];
  return { ...answer, cookie, csrf: answer.body.csrf as string | undefined };
}

const asSession = (cookie: string, csrf?: string) => ({ Cookie: `admin_session=${cookie}`, ...(csrf ? { 'X-Admin-CSRF': csrf } : {}) });

describe('the moderation page session', () => {
  it('signs in with the token: an HttpOnly, same-site cookie for /api/admin, never the token itself', async () => {
    const { status, body, response, cookie, csrf } = await signIn();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'Success', csrf: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(7 * 3600 * 1000);
    const setCookie = response.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/api\/admin/);
    expect(setCookie).not.toContain(TOKEN);
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    // The page asks whether it is signed in, and gets the same anti-forgery token back.
    const state = await get('/api/admin/session', asSession(cookie!));
    expect(state.body).toMatchObject({ status: 'Success', csrf });
    expect((await get('/api/admin/feedback', asSession(cookie!, csrf))).status).toBe(200);
  });

  it('refuses a session call without its anti-forgery token, and cross-site writes', async () => {
    const { cookie, csrf } = await signIn();
    const missing = await get('/api/admin/feedback', asSession(cookie!));
    expect(missing.status).toBe(403);
    expect(missing.body.status).toBe('BadRequest');
    expect((await get('/api/admin/feedback', asSession(cookie!, 'f'.repeat(32)))).status).toBe(403);

    const until = new Date(Date.now() + 3600_000).toISOString();
    const block = { clientHash: 'a'.repeat(24), until, reason: 'test' };
    const fromElsewhere = await post('/api/admin/blocks', block, {
      headers: { ...asSession(cookie!, csrf), Origin: 'https://evil.example' },
    });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await post('/api/admin/blocks', block, { headers: { ...asSession(cookie!, csrf), 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await post('/api/admin/blocks', block, { headers: asSession(cookie!, csrf) })).status).toBe(200);
  });

  it('signing out ends the session at once; an expired session is refused', async () => {
    const { cookie, csrf } = await signIn();
    const ended = await post('/api/admin/session/end', {}, { headers: asSession(cookie!, csrf) });
    expect(ended.status).toBe(200);
    expect(ended.response.headers.get('Set-Cookie')).toMatch(/admin_session=;.*Max-Age=0/i);
    expect((await get('/api/admin/feedback', asSession(cookie!, csrf))).status).toBe(401);
    expect((await get('/api/admin/session', asSession(cookie!))).status).toBe(401);

    // A session past its time, as KV may still hold it for a moment after its TTL.
    const id = 'e'.repeat(64);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id)));
    const key = `admin-session/${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    await env.CACHE.put(key, JSON.stringify({ csrf: 'c'.repeat(32), expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect((await get('/api/admin/feedback', asSession(id, 'c'.repeat(32)))).status).toBe(401);
  });

  it(`limits wrong tokens like the activation key: after ${ADMIN_TOKEN_GUESSES.perClient}, even the right one is refused`, async () => {
    const client = newClient();
    for (let i = 0; i < ADMIN_TOKEN_GUESSES.perClient; i++) {
      const wrong = await signIn(`guess-${i}`, client);
      expect(wrong.status).toBe(401);
      expect(wrong.cookie).toBeUndefined();
    }
    const refused = await signIn(TOKEN, client);
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe('SpamAlert');
    // Bearer tokens count against the same limit.
    const bearer = await get('/api/admin/feedback', { Authorization: `Bearer ${TOKEN}`, 'CF-Connecting-IP': client });
    expect(bearer.status).toBe(429);
    // Another client signs in as before.
    expect((await signIn(TOKEN)).status).toBe(200);
  });

  it(`past ${ADMIN_TOKEN_GUESSES.perNetwork} wrong tokens from one network, each of its addresses has one guess; one that has not guessed still signs in`, async () => {
    const first = newClient();
    // Addresses of one network (an IPv6 /48), each guessing up to its own limit.
    const neighbours = Array.from({ length: ADMIN_TOKEN_GUESSES.perNetwork / ADMIN_TOKEN_GUESSES.perClient }, (_, i) =>
      neighbourOf(first, i + 1),
    );
    for (const client of neighbours) {
      for (let i = 0; i < ADMIN_TOKEN_GUESSES.perClient; i++) expect((await signIn(`guess-${i}`, client)).status).toBe(401);
    }
    // Another address of that network: its first guess is compared, its second is refused.
    const more = neighbourOf(first, 100);
    expect((await signIn('guess-again', more)).status).toBe(401);
    expect((await signIn('guess-once-more', more)).status).toBe(429);
    expect((await get('/api/admin/feedback', { Authorization: 'Bearer guess-by-script', 'CF-Connecting-IP': more })).status).toBe(429);
    // The operator on that network, from an address that has not guessed, gets in.
    expect((await signIn(TOKEN, neighbourOf(first, 200))).status).toBe(200);
    // Another network is not held back at all.
    const elsewhere = newClient();
    expect((await signIn('a-typo', elsewhere)).status).toBe(401);
    expect((await signIn(TOKEN, elsewhere)).status).toBe(200);
  });

  it('guessing from many addresses never locks the operator out: a client that has not guessed signs in, and the flood is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // 40 addresses, 5 wrong tokens each: the whole window's worth from everyone.
      const guessers = Array.from({ length: ADMIN_TOKEN_GUESSES.everywhere / ADMIN_TOKEN_GUESSES.perClient }, () => newClient());
      for (const client of guessers) {
        const answers = await Promise.all(
          Array.from({ length: ADMIN_TOKEN_GUESSES.perClient }, (_, i) => post('/api/admin/session', { token: `guess-${i}` }, { client })),
        );
        for (const answer of answers) expect(answer.status).toBe(401);
      }
      // Each guesser is held back; the operator, from an address of their own, is not.
      expect((await signIn(TOKEN, guessers[0])).status).toBe(429);
      const operator = await signIn();
      expect(operator.status).toBe(200);
      expect(operator.cookie).toMatch(/^[0-9a-f]{64}$/);
      expect((await get('/api/admin/feedback', { Authorization: `Bearer ${TOKEN}`, 'CF-Connecting-IP': newClient() })).status).toBe(200);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`admin-token-tries: ${ADMIN_TOKEN_GUESSES.everywhere} wrong guesses`));
    } finally {
      warn.mockRestore();
    }
  });

  it('a new ADMIN_TOKEN ends every session opened with the old one', async () => {
    const { cookie, csrf } = await signIn();
    expect((await get('/api/admin/feedback', asSession(cookie!, csrf))).status).toBe(200);
    const context = createExecutionContext();
    const afterChange = await worker.fetch(
      new Request(`${ORIGIN}/api/admin/feedback`, { headers: asSession(cookie!, csrf) }),
      { ...env, ADMIN_TOKEN: 'a-new-admin-token' },
      context,
    );
    await waitOnExecutionContext(context);
    expect(afterChange.status).toBe(401);
    expect(((await afterChange.json()) as { status: string }).status).toBe('Unauthorized');
  });

  it('"sign out everywhere" ends every session, on every device; a new sign-in works', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const ended = await post('/api/admin/session/end-everywhere', {}, { headers: asSession(phone.cookie!, phone.csrf) });
    expect(ended.status).toBe(200);
    expect(ended.response.headers.get('Set-Cookie')).toMatch(/admin_session=;.*Max-Age=0/i);
    expect((await get('/api/admin/feedback', asSession(laptop.cookie!, laptop.csrf))).status).toBe(401);
    expect((await get('/api/admin/feedback', asSession(phone.cookie!, phone.csrf))).status).toBe(401);
    // Without the session's anti-forgery token, nobody is signed out.
    const next = await signIn();
    const forged = await post('/api/admin/session/end-everywhere', {}, { headers: asSession(next.cookie!) });
    expect(forged.status).toBe(403);
    expect((await get('/api/admin/feedback', asSession(next.cookie!, next.csrf))).status).toBe(200);
  });

  it("lists one client's changes with its full hash for the operator; the public sees the short one", async () => {
    const client = newClient();
    const created = await post('/api/post-track', sampleTrack(57.7, 11.9), { client });
    expect(created.body.status).toBe('Success');
    const full = await env.DB.prepare('SELECT client_hash FROM track_revisions WHERE track_id = ?1')
      .bind(created.body.trackId)
      .first<string>('client_hash');
    const { cookie, csrf } = await signIn();
    const mine = await get(`/api/admin/changes?client=${full}`, asSession(cookie!, csrf));
    expect(mine.status).toBe(200);
    expect(mine.body.changes).toEqual([
      expect.objectContaining({ kind: 'track', client: full, track: expect.objectContaining({ id: created.body.trackId }) }),
    ]);
    const publicChanges = await get('/api/changes?kind=track&limit=100');
    const shown = publicChanges.body.changes.find((change: { track: { id: number } }) => change.track.id === created.body.trackId);
    expect(shown.client).toBe(full!.slice(0, 8));
    expect((await get('/api/admin/changes?client=nothex', asSession(cookie!, csrf))).body.status).toBe('InvalidInput');
  });

  it('serves /admin as a sign-in page with no admin data, kept out of search engines', async () => {
    const page = await get('/admin');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<h1>Moderation</h1>');
    expect(page.body).not.toContain('Held comments');
  });
});
