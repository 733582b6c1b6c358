// A typed secret (the chat's activation key, the operators' admin token) checked within limits on
// wrong guesses: per client, per network and for all clients together, counted atomically in D1
// (services/limits.ts), so sending guesses at once gains nothing.
import type { Db } from '../env';
import { ApiError } from '../http/result';
import { count, giveBack, takeOrRefuse, unitsUsed, type Limit } from './limits';

/** Guesses per client, per network and for all clients together, in one window. */
export interface GuessLimits {
  /** The limits' names in D1 start with it, e.g. "chat-key-tries". */
  name: string;
  perClient: number;
  /**
   * Wrong guesses from one network (an IPv4 /24, an IPv6 /48: http/client.ts networkAddress).
   * Past them, each client of that network has one guess left in the window: whoever holds many
   * addresses of one network gains one guess per address, not five, and a person on that network
   * who has not guessed still gets in.
   */
  perNetwork: number;
  everywhere: number;
  /**
   * Past `everywhere` wrong guesses from all clients together: every client is refused (the
   * chat's key), or the flood is logged for the operator and a client that has not guessed still
   * gets in (the admin token: guessing from many addresses must never lock the operator out; the
   * token is long and random, so the per-client limit is what stops guessing).
   */
  pastEverywhere: 'refuse' | 'log';
  windowSeconds: number;
}

const encoder = new TextEncoder();
// A random key of this isolate: HMAC verification compares in constant time, so the typed text
// is checked by verifying it against the secret's MAC, whatever their lengths.
// Created lazily: Workers allow random values only while handling a request.
let comparisonKey: Promise<CryptoKey> | null = null;

/** Constant-time comparison of the typed text with the secret; false when no secret is set. */
export async function isSecret(typed: string, secret: string | undefined): Promise<boolean> {
  if (!secret) return false;
  comparisonKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) as Promise<CryptoKey>;
  const key = await comparisonKey;
  const secretMac = await crypto.subtle.sign('HMAC', key, encoder.encode(secret));
  return crypto.subtle.verify('HMAC', key, secretMac, encoder.encode(typed));
}

/** Who is guessing: the hashes of the client and of its network (http/client.ts). */
export interface Guesser {
  client: string;
  network: string;
}

/**
 * Checks the typed secret within the limits. Each comparison first takes a unit of the client's
 * limit (and of the global one when it refuses), so concurrent guesses are never compared past
 * it; a right secret gives its units back, so only wrong ones count. Past a limit (SpamAlert)
 * the secret is refused before it is even compared.
 */
export async function checkSecret(
  db: Db,
  limits: GuessLimits,
  typed: string,
  secret: string | undefined,
  who: Guesser,
  now: Date,
): Promise<boolean> {
  const client: Limit = { name: `${limits.name}:${who.client}`, max: limits.perClient, windowSeconds: limits.windowSeconds };
  const network: Limit = { name: `${limits.name}:net:${who.network}`, max: limits.perNetwork, windowSeconds: limits.windowSeconds };
  const everywhere: Limit = { name: `${limits.name}:all`, max: limits.everywhere, windowSeconds: limits.windowSeconds };
  const refuseEverywhere = limits.pastEverywhere === 'refuse';
  const guesses = await takeOrRefuse(db, client, now);
  if (guesses > 1 && (await unitsUsed(db, network, now)) >= limits.perNetwork) {
    await giveBack(db, client, now);
    throw new ApiError('SpamAlert');
  }
  if (refuseEverywhere) {
    try {
      await takeOrRefuse(db, everywhere, now);
    } catch (refused) {
      await giveBack(db, client, now);
      throw refused;
    }
  }
  if (await isSecret(typed, secret)) {
    await Promise.all([giveBack(db, client, now), refuseEverywhere && giveBack(db, everywhere, now)]);
    return true;
  }
  await count(db, network, now);
  if (!refuseEverywhere && (await count(db, everywhere, now)) === limits.everywhere) {
    // Once per window, in the Worker's logs (wrangler tail, Workers Logs).
    console.warn(`${limits.name}: ${limits.everywhere} wrong guesses from all clients within ${limits.windowSeconds} s`);
  }
  return false;
}
