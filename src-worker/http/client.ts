// Who is writing, without storing who they are: a salted SHA-256 of the client's network
// address. It groups one client's writes (limits, history) and reveals nothing else.
//
// Only what a client cannot choose counts: the connecting address Cloudflare writes into
// CF-Connecting-IP (it overwrites any value a client sends). User-Agent, X-Forwarded-For and the
// like are the client's own words, so a new one would be a new client with fresh limits. An IPv6
// client usually holds a whole /64, so the /64 is the client. Locally, wrangler dev sets the
// header from the socket only when a request has none, so a local client can pose as others:
// the local server is for one developer (docs/architecture.md, "Who a client is").
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const DEV_SALT = 'track-atlas-local-salt';

/** The part of an address that names one client: an IPv4 address, or an IPv6 address's /64 prefix. */
export function clientAddress(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is that IPv4 client.
  if (right.length > 0 && right.at(-1)!.includes('.') && left.length === 0) return right.at(-1)!;
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export async function hashClient(address: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}\n${address}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The network an address lies in: an IPv4 address's /24, an IPv6 address's /48 (what a home or
 * an office usually holds). Runners' answers hear each network once (src-shared/runner-answers.ts):
 * one person with many addresses of one network is still one voice.
 */
export function networkAddress(ip: string): string {
  const client = clientAddress(ip);
  if (!client.includes(':')) return `${client.split('.').slice(0, 3).join('.')}.0/24`;
  return `${client.split(':').slice(0, 3).join(':')}::/48`;
}

/** The hash of the network of the client making this request. */
export function requestNetworkHash(c: Context<AppEnv>): Promise<string> {
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
  return hashClient(networkAddress(ip), c.env.CLIENT_HASH_SALT || DEV_SALT);
}

/** The hash of the client making this request. */
export function requestClientHash(c: Context<AppEnv>): Promise<string> {
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
  return hashClient(clientAddress(ip), c.env.CLIENT_HASH_SALT || DEV_SALT);
}

/** The client and its network, for limits on guessing a secret (services/secret-check.ts). */
export async function requestGuesser(c: Context<AppEnv>): Promise<{ client: string; network: string }> {
  return { client: c.var.clientHash ?? (await requestClientHash(c)), network: await requestNetworkHash(c) };
}

export const identifyClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('clientHash', await requestClientHash(c));
  return next();
};
