// The chat's limits (spec section 9 leaves them to us; issue 6 asks for them): history size,
// tool rounds, model turns per client, and wrong activation keys per client and for everyone.
// The counted ones are taken atomically in D1 (services/limits.ts): sending at once gains nothing.
import type { Db } from '../env';
import { giveBack, takeOrRefuse, type Limit } from '../services/limits';

/**
 * Serialised sizes past which ConversationTooLong is answered: the conversation (with tool
 * results) and the shown messages. Together with the request's envelope they stay under the
 * API's 64 KiB body cap, so a long chat gets this answer rather than a bare 413.
 */
export const MAX_CONVERSATION_BYTES = 40 * 1024;
export const MAX_SHOWN_BYTES = 20 * 1024;
export const MAX_HISTORY_MESSAGES = 80;
/** One typed message; a track comment is at most 5000 characters, like /api/post-feedback. */
export const MAX_USER_TEXT = 5000;
/** Model calls with tools in one request; the last round gets no tools so it must answer. */
export const MAX_TOOL_ROUNDS = 4;
/** A tool result fed to the model is cut to this many characters to keep the prompt small. */
export const MAX_TOOL_RESULT_CHARS = 8000;
export const DEFAULT_TURNS_PER_HOUR = 40;
export const WRONG_KEYS_PER_WINDOW = 5;
/** Wrong keys from all clients together per window: far above honest typos, far below guessing. */
export const WRONG_KEYS_EVERYWHERE_PER_WINDOW = 200;
const WRONG_KEY_WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 3600;

const encoder = new TextEncoder();
// A random key of this isolate: HMAC verification compares in constant time, so the typed key
// is checked by verifying it against the secret's MAC, whatever their lengths.
// Created lazily: Workers allow random values only while handling a request.
let comparisonKey: Promise<CryptoKey> | null = null;

/** Constant-time comparison of the typed key with the secret. */
export async function isActivationKey(typed: string, secret: string | undefined): Promise<boolean> {
  if (!secret) return false;
  comparisonKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) as Promise<CryptoKey>;
  const key = await comparisonKey;
  const secretMac = await crypto.subtle.sign('HMAC', key, encoder.encode(secret));
  return crypto.subtle.verify('HMAC', key, secretMac, encoder.encode(typed));
}

const wrongKeys = (clientHash: string): Limit => ({
  name: `chat-key-tries:${clientHash}`,
  max: WRONG_KEYS_PER_WINDOW,
  windowSeconds: WRONG_KEY_WINDOW_SECONDS,
});
/** All clients together: many addresses guessing at once are still limited. */
const wrongKeysEverywhere: Limit = {
  name: 'chat-key-tries:all',
  max: WRONG_KEYS_EVERYWHERE_PER_WINDOW,
  windowSeconds: WRONG_KEY_WINDOW_SECONDS,
};

/**
 * Checks the activation key within the wrong-key limits. Each comparison first takes a unit of
 * the client's and the global limit (atomically, services/limits.ts), so concurrent guesses are
 * never compared past the limit; a right key gives its units back, so only wrong keys count.
 * Past a limit the key is refused before it is even compared.
 */
export async function checkActivationKey(
  db: Db,
  typed: string,
  secret: string | undefined,
  clientHash: string,
  now: Date,
): Promise<boolean> {
  await takeOrRefuse(db, wrongKeys(clientHash), now);
  try {
    await takeOrRefuse(db, wrongKeysEverywhere, now);
  } catch (refused) {
    await giveBack(db, wrongKeys(clientHash), now);
    throw refused;
  }
  const right = await isActivationKey(typed, secret);
  if (right) await Promise.all([giveBack(db, wrongKeys(clientHash), now), giveBack(db, wrongKeysEverywhere, now)]);
  return right;
}

/** Counts one model turn for the client, refusing it past the hourly allowance. */
export function takeModelTurn(db: Db, clientHash: string, now: Date, turnsPerHour: number): Promise<void> {
  return takeOrRefuse(db, { name: `chat-turns:${clientHash}`, max: turnsPerHour, windowSeconds: HOUR_SECONDS }, now);
}

export function turnsPerHour(configured: string | undefined): number {
  const value = Number(configured);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TURNS_PER_HOUR;
}
