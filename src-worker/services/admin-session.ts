// The moderation page's sessions (issue 26). An operator signs in once with ADMIN_TOKEN; the
// browser then holds only a random session id in an HttpOnly, SameSite=Strict cookie (never the
// token, never in a URL or in storage a script can read). The session expires by itself and
// signing out ends it at once; so do "sign out everywhere" and a new ADMIN_TOKEN, for every
// session. Each session has its own anti-forgery token, which the page sends
// as a header with every call: a cross-site page can neither read it nor set that header
// without a CORS preflight we never grant.
import type { Env } from '../env';
import { ApiError } from '../http/result';
import { endSessionsBefore, sessionsEndedAt } from '../db/admin-sessions';
import { checkSecret, type Guesser, type GuessLimits } from './secret-check';

/** How long a session lasts from sign-in: a working shift, not forever. */
export const ADMIN_SESSION_SECONDS = 8 * 3600;
/** The cookie that carries the session id, sent only to /api/admin. */
export const ADMIN_SESSION_COOKIE = 'admin_session';
export const ADMIN_CSRF_HEADER = 'X-Admin-CSRF';

/**
 * Wrong admin tokens: 5 per client (an address, or an IPv6 /64), then one per client of a network
 * past 20; a flood from many clients is logged, never a lockout.
 */
export const ADMIN_TOKEN_GUESSES: GuessLimits = {
  name: 'admin-token-tries',
  perClient: 5,
  perNetwork: 20,
  everywhere: 200,
  pastEverywhere: 'log',
  windowSeconds: 15 * 60,
};

/** What the moderation page holds of its session. */
export interface AdminSession {
  csrf: string;
  expiresAt: string;
}

/** What KV keeps of a session: when it began, and which token it was opened with. */
interface StoredSession extends AdminSession {
  startedAt: number;
  /** SHA-256 of the session id and the token: a new ADMIN_TOKEN ends every session opened with the old one. */
  tokenMark: string;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The KV key of a session: a hash of its id, so a listing of the namespace reveals no usable id. */
async function sessionKey(id: string): Promise<string> {
  return `admin-session/${await sha256Hex(id)}`;
}

const tokenMark = (id: string, token: string) => sha256Hex(`${id}\n${token}`);

/** Checks the token (within the wrong-token limits) and starts a session; Unauthorized when wrong. */
export async function signIn(env: Env, token: string, who: Guesser, now: Date): Promise<AdminSession & { id: string }> {
  if (!env.ADMIN_TOKEN || !(await checkSecret(env.DB, ADMIN_TOKEN_GUESSES, token, env.ADMIN_TOKEN, who, now))) {
    throw new ApiError('Unauthorized', 'That is not the admin token');
  }
  const id = randomHex(32);
  const session: AdminSession = { csrf: randomHex(16), expiresAt: new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000).toISOString() };
  const stored: StoredSession = { ...session, startedAt: now.getTime(), tokenMark: await tokenMark(id, env.ADMIN_TOKEN) };
  await env.CACHE.put(await sessionKey(id), JSON.stringify(stored), { expirationTtl: ADMIN_SESSION_SECONDS });
  return { id, ...session };
}

/**
 * The live session with this id, or null: unknown, signed out, expired, opened with a token that
 * is no longer ADMIN_TOKEN, or begun before the operator signed out everywhere.
 */
export async function sessionOf(env: Env, id: string | undefined, now: Date): Promise<AdminSession | null> {
  if (!id || !/^[0-9a-f]{64}$/.test(id) || !env.ADMIN_TOKEN) return null;
  const stored = await env.CACHE.get<StoredSession>(await sessionKey(id), 'json');
  // KV drops it at its TTL; the time check also covers KV's lag at the edges.
  if (!stored || !(stored.expiresAt > now.toISOString())) return null;
  if (stored.tokenMark !== (await tokenMark(id, env.ADMIN_TOKEN))) return null;
  if (!(stored.startedAt >= (await sessionsEndedAt(env.DB)))) return null;
  return { csrf: stored.csrf, expiresAt: stored.expiresAt };
}

export async function signOut(env: Env, id: string): Promise<void> {
  await env.CACHE.delete(await sessionKey(id));
}

/** Ends every session, on every device, this one included. */
export async function signOutEverywhere(env: Env, now: Date): Promise<void> {
  await endSessionsBefore(env.DB, now.getTime() + 1);
}
