// A typed secret (the chat's activation key, the operators' admin token) checked within limits on
// wrong guesses: per client and for all clients together, counted atomically in D1
// (services/limits.ts), so sending guesses at once gains nothing.
import type { Db } from '../env';
import { giveBack, takeOrRefuse, type Limit } from './limits';

/** Guesses per client, and for all clients together, in one window. */
export interface GuessLimits {
  /** The limits' names in D1 start with it, e.g. "chat-key-tries". */
  name: string;
  perClient: number;
  everywhere: number;
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

/**
 * Checks the typed secret within the limits. Each comparison first takes a unit of the client's
 * and the global limit, so concurrent guesses are never compared past the limit; a right secret
 * gives its units back, so only wrong ones count. Past a limit (SpamAlert) the secret is refused
 * before it is even compared.
 */
export async function checkSecret(
  db: Db,
  limits: GuessLimits,
  typed: string,
  secret: string | undefined,
  clientHash: string,
  now: Date,
): Promise<boolean> {
  const client: Limit = { name: `${limits.name}:${clientHash}`, max: limits.perClient, windowSeconds: limits.windowSeconds };
  const everywhere: Limit = { name: `${limits.name}:all`, max: limits.everywhere, windowSeconds: limits.windowSeconds };
  await takeOrRefuse(db, client, now);
  try {
    await takeOrRefuse(db, everywhere, now);
  } catch (refused) {
    await giveBack(db, client, now);
    throw refused;
  }
  const right = await isSecret(typed, secret);
  if (right) await Promise.all([giveBack(db, client, now), giveBack(db, everywhere, now)]);
  return right;
}
