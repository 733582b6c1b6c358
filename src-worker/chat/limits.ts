// The chat's limits (spec section 9 leaves them to us; issue 6 asks for them): history size,
// tool rounds, model turns per client, and wrong activation keys per client. Counters live in
// KV per client and time window: a rate limit may be approximate, and KV needs no schema.
import { ApiError } from '../http/result';

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

const windowOf = (now: Date, seconds: number) => Math.floor(now.getTime() / 1000 / seconds);

async function readCount(kv: KVNamespace, key: string): Promise<number> {
  return Number(await kv.get(key)) || 0;
}

async function increment(kv: KVNamespace, key: string, ttlSeconds: number): Promise<void> {
  // KV's minimum TTL is 60 s; the window ends earlier for keys written late in it, which only
  // forgives a little sooner.
  await kv.put(key, String((await readCount(kv, key)) + 1), { expirationTtl: Math.max(60, ttlSeconds) });
}

const wrongKeyCounter = (clientHash: string, now: Date) => `chat-wrong-key:${clientHash}:${windowOf(now, WRONG_KEY_WINDOW_SECONDS)}`;
const turnCounter = (clientHash: string, now: Date) => `chat-turns:${clientHash}:${windowOf(now, HOUR_SECONDS)}`;

/** Past the allowed wrong keys, a client is refused before its key is even compared. */
export async function assertMayTryKey(kv: KVNamespace, clientHash: string, now: Date): Promise<void> {
  if ((await readCount(kv, wrongKeyCounter(clientHash, now))) >= WRONG_KEYS_PER_WINDOW) throw new ApiError('SpamAlert');
}

export function recordWrongKey(kv: KVNamespace, clientHash: string, now: Date): Promise<void> {
  return increment(kv, wrongKeyCounter(clientHash, now), WRONG_KEY_WINDOW_SECONDS);
}

/** Counts one model turn for the client, refusing it past the hourly allowance. */
export async function takeModelTurn(kv: KVNamespace, clientHash: string, now: Date, turnsPerHour: number): Promise<void> {
  const key = turnCounter(clientHash, now);
  if ((await readCount(kv, key)) >= turnsPerHour) throw new ApiError('SpamAlert');
  await increment(kv, key, HOUR_SECONDS);
}

export function turnsPerHour(configured: string | undefined): number {
  const value = Number(configured);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TURNS_PER_HOUR;
}
