// The chat's limits (spec section 9 leaves them to us; issue 6 asks for them): history size,
// tool rounds, model turns per client, and wrong activation keys per client and for everyone.
// The counted ones are taken atomically in D1 (services/limits.ts): sending at once gains nothing.
import { WRONG_KEY_WINDOW_MINUTES } from '../../src-shared/chat-keys';
import type { Db } from '../env';
import { takeOrRefuse } from '../services/limits';
import { checkSecret, type Guesser, type GuessLimits } from '../services/secret-check';

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
const WRONG_KEY_WINDOW_SECONDS = WRONG_KEY_WINDOW_MINUTES * 60;
const HOUR_SECONDS = 3600;

/** Wrong activation keys, per client and from all clients together. */
const ACTIVATION_KEY_GUESSES: GuessLimits = {
  name: 'chat-key-tries',
  perClient: WRONG_KEYS_PER_WINDOW,
  perNetwork: 4 * WRONG_KEYS_PER_WINDOW,
  everywhere: WRONG_KEYS_EVERYWHERE_PER_WINDOW,
  pastEverywhere: 'refuse',
  windowSeconds: WRONG_KEY_WINDOW_SECONDS,
};

/** Checks the activation key within the wrong-key limits (services/secret-check.ts). */
export function checkActivationKey(db: Db, typed: string, secret: string | undefined, who: Guesser, now: Date): Promise<boolean> {
  return checkSecret(db, ACTIVATION_KEY_GUESSES, typed, secret, who, now);
}

/** Counts one model turn for the client, refusing it past the hourly allowance. */
export async function takeModelTurn(db: Db, clientHash: string, now: Date, turnsPerHour: number): Promise<void> {
  await takeOrRefuse(db, { name: `chat-turns:${clientHash}`, max: turnsPerHour, windowSeconds: HOUR_SECONDS }, now);
}

export function turnsPerHour(configured: string | undefined): number {
  const value = Number(configured);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TURNS_PER_HOUR;
}
