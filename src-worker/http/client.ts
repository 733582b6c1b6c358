// Who is writing, without storing who they are: a salted SHA-256 of the connecting IP and
// user agent. It groups one client's writes (spam limit, history) and reveals nothing else.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const DEV_SALT = 'track-atlas-local-salt';

export async function hashClient(ip: string, userAgent: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}\n${ip}\n${userAgent}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const identifyClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Cloudflare sets CF-Connecting-IP and overwrites any value a client sends.
  const ip = c.req.header('CF-Connecting-IP') ?? c.req.header('X-Real-IP') ?? 'unknown';
  c.set('clientHash', await hashClient(ip, c.req.header('User-Agent') ?? '', c.env.CLIENT_HASH_SALT || DEV_SALT));
  return next();
};
