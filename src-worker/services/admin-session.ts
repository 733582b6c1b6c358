// The moderation page's sessions (issue 26). An operator signs in once with ADMIN_TOKEN; the
// browser then holds only a random session id in an HttpOnly, SameSite=Strict cookie (never the
// token, never in a URL or in storage a script can read). The session expires by itself and
// signing out ends it at once. Each session has its own anti-forgery token, which the page sends
// as a header with every call: a cross-site page can neither read it nor set that header
// without a CORS preflight we never grant.
import type { Env } from '../env';
import { ApiError } from '../http/result';
import { checkSecret, type GuessLimits } from './secret-check';

/** How long a session lasts from sign-in: a working shift, not forever. */
export const ADMIN_SESSION_SECONDS = 8 * 3600;
/** The cookie that carries the session id, sent only to /api/admin. */
export const ADMIN_SESSION_COOKIE = 'admin_session';
export const ADMIN_CSRF_HEADER = 'X-Admin-CSRF';

/** Wrong admin tokens, limited like wrong activation keys. */
export const ADMIN_TOKEN_GUESSES: GuessLimits = { name: 'admin-token-tries', perClient: 5, everywhere: 200, windowSeconds: 15 * 60 };

export interface AdminSession {
  csrf: string;
  expiresAt: string;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The KV key of a session: a hash of its id, so a listing of the namespace reveals no usable id. */
async function sessionKey(id: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id)));
  return `admin-session/${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Checks the token (within the wrong-token limits) and starts a session; Unauthorized when wrong. */
export async function signIn(env: Env, token: string, clientHash: string, now: Date): Promise<AdminSession & { id: string }> {
  if (!(await checkSecret(env.DB, ADMIN_TOKEN_GUESSES, token, env.ADMIN_TOKEN, clientHash, now))) {
    throw new ApiError('Unauthorized', 'That is not the admin token');
  }
  const id = randomHex(32);
  const session: AdminSession = { csrf: randomHex(16), expiresAt: new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000).toISOString() };
  await env.CACHE.put(await sessionKey(id), JSON.stringify(session), { expirationTtl: ADMIN_SESSION_SECONDS });
  return { id, ...session };
}

/** The live session with this id, or null (unknown, ended or expired). */
export async function sessionOf(env: Env, id: string | undefined, now: Date): Promise<AdminSession | null> {
  if (!id || !/^[0-9a-f]{64}$/.test(id)) return null;
  const session = await env.CACHE.get<AdminSession>(await sessionKey(id), 'json');
  // KV drops it at its TTL; the time check also covers KV's lag at the edges.
  return session && session.expiresAt > now.toISOString() ? session : null;
}

export async function signOut(env: Env, id: string): Promise<void> {
  await env.CACHE.delete(await sessionKey(id));
}
