// The history the client sends back is hostile input (issue 6): no system messages, no
// assistant or tool messages the server did not sign, no signed messages out of the place the
// server signed them at (chat/signing.ts), and a size cap answered with ConversationTooLong
// (spec section 8). What passes is the signed conversation plus the new, unsigned input at its
// end: user text, or the reply to a pending location request.
import { LOCATION_TOOL } from '../../src-shared/chat-location';
import { ApiError, badRequest, invalidInput } from '../http/result';
import { MAX_HISTORY_MESSAGES, MAX_USER_TEXT } from './limits';
import { isUnbrokenChain } from './signing';
import type { ChatMessage } from '../../src-shared/schemas/chat';
import type { ModelMessage } from './types';

export interface VerifiedConversation {
  /** Messages the server produced or accepted before, in the order it signed them. */
  signed: ChatMessage[];
  /** The new input since the last answer, not yet signed. */
  fresh: ChatMessage[];
}

const encoder = new TextEncoder();

export const newMessageKey = () => crypto.randomUUID();

/**
 * Spec section 3 gives unique_key on what the server returns, so a client may send messages
 * without one: each gets a new key, returned in the answer for the client to merge by. Keys are
 * given before any check: a signature covers the key, so an assistant or tool message without
 * one cannot pass as the server's and is still refused as forged.
 */
export function withKeys<M extends { unique_key?: string }>(messages: M[]): (M & { unique_key: string })[] {
  return messages.map((message) => ({ ...message, unique_key: message.unique_key ?? newMessageKey() }));
}

export function assertFitsLimits(messages: ChatMessage[], maxBytes: number): void {
  if (messages.length > MAX_HISTORY_MESSAGES || encoder.encode(JSON.stringify(messages)).length > maxBytes) {
    throw new ApiError('ConversationTooLong');
  }
}

function assertKnownRole(message: ChatMessage): void {
  if ((message.role as string) === 'system') throw badRequest('System messages are not accepted from the client');
  if (!['user', 'assistant', 'tool'].includes(message.role)) throw invalidInput(`Unknown chat role "${message.role}"`);
}

const forged = () => badRequest('The conversation contains messages the server did not write');

/** The id of the location request in the signed history that has no reply yet. */
export function pendingLocationCallId(signed: ChatMessage[]): string | null {
  const lastCalls = [...signed].reverse().find((m) => m.role === 'assistant' && m.tool_calls?.length);
  const location = lastCalls?.tool_calls?.find((c) => c.function.name === LOCATION_TOOL);
  if (!location) return null;
  return signed.some((m) => m.role === 'tool' && m.tool_call_id === location.id) ? null : location.id;
}

function assertFreshInput(fresh: ChatMessage[], signed: ChatMessage[]): void {
  const pending = pendingLocationCallId(signed);
  fresh.forEach((message, index) => {
    if (message.content.length > MAX_USER_TEXT) throw invalidInput(`A message may hold at most ${MAX_USER_TEXT} characters`);
    if (message.role === 'assistant' || message.tool_calls?.length) throw forged();
    // The only tool reply a client may write answers the location request, first thing.
    if (message.role === 'tool' && (index !== 0 || pending === null || message.tool_call_id !== pending)) throw forged();
  });
}

export async function verifyConversation(chats: ChatMessage[], signingKey: string | undefined): Promise<VerifiedConversation> {
  chats.forEach(assertKnownRole);
  const firstUnsigned = chats.findIndex((m) => m.signature === undefined);
  const signed = firstUnsigned < 0 ? chats : chats.slice(0, firstUnsigned);
  const fresh = firstUnsigned < 0 ? [] : chats.slice(firstUnsigned);
  if (fresh.some((m) => m.signature !== undefined) || !(await isUnbrokenChain('chats', signed, signingKey))) throw forged();
  assertFreshInput(fresh, signed);
  return { signed, fresh };
}

/** The ids of the location requests the server made in the (verified) conversation. */
export function locationCallIds(signed: ChatMessage[]): Set<string> {
  return new Set(
    signed.flatMap((m) =>
      (m.role === 'assistant' ? (m.tool_calls ?? []) : []).filter((c) => c.function.name === LOCATION_TOOL).map((c) => c.id),
    ),
  );
}

/**
 * What a client may show without the server's signature: the user's own text, and the reply to
 * one of the server's own location requests (a client may list it as shown, spec section 4
 * sends it as a tool reply). A tool message answering anything else is a forgery.
 */
const isClientsOwn = (message: ChatMessage, locationCalls: Set<string>) =>
  message.signature === undefined &&
  !message.tool_calls?.length &&
  (message.role === 'user' || (message.role === 'tool' && message.tool_call_id !== undefined && locationCalls.has(message.tool_call_id)));

/**
 * Shown messages: the client's own may be unsigned (the web client shows its pending text among
 * the signed messages); all the others must be the server's, in the order it signed them.
 */
export async function verifyShownMessages(shown: ChatMessage[], signingKey: string | undefined, locationCalls: Set<string>): Promise<void> {
  shown.forEach(assertKnownRole);
  const claimed = shown.filter((m) => !isClientsOwn(m, locationCalls));
  if (!(await isUnbrokenChain('userChats', claimed, signingKey))) throw forged();
}

export function assertNewShownMessages(newShown: ChatMessage[], locationCalls: Set<string>): void {
  newShown.forEach(assertKnownRole);
  if (newShown.some((m) => m.signature !== undefined || !isClientsOwn(m, locationCalls))) throw forged();
}

export function toModelMessage(message: ChatMessage): ModelMessage {
  return {
    role: message.role,
    content: message.content,
    ...(message.role === 'assistant' && message.tool_calls?.length ? { tool_calls: message.tool_calls } : {}),
    ...(message.role === 'tool' && message.tool_call_id ? { tool_call_id: message.tool_call_id } : {}),
  };
}
