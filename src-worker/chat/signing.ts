// The server signs every chat message it returns (HMAC-SHA-256 with CHAT_SIGNING_KEY) and
// verifies the signatures when the client sends the history back, so a client can replay the
// conversation but cannot write assistant or tool messages of its own (spec section 3 sends
// the whole history with every call).
//
// A signature over a message alone would prove that the server wrote it, not where, so the
// signed messages of a list form a chain: each signature covers the list's name ("chats" or
// "userChats"), the signature of the signed message before it in that list (none for the first)
// and the message's own fields. The server makes a link only when it appends a message right
// after that previous one, to a history it has verified or just built. Why that is enough:
// - a link that verifies was made by the server, since only it holds the key;
// - an HMAC names the whole text it signs, so a signature names its message and the signature
//   before it, which names the one before that, back to the first: a list whose every link
//   verifies is, message for message, one the server returned (or a beginning of one: going
//   back to an earlier point is allowed, it is a history the server did give);
// - reordering, repeating, dropping a message from the middle, or splicing one in from another
//   conversation or from the other list each needs a link the server never made. Conversations
//   part at their first message, whose unique_key the server draws at random;
// - each link names its predecessor by the signature the client sent, so the links are checked
//   independently, in parallel; one that fails refuses the whole list.
// Unsigned user messages are not links: in chats they are only the new input at the end, signed
// where they stand when answered; in userChats the client's own pending text may sit between
// signed messages and is skipped. The two lists are chained apart, tied only by the greeting
// that starts both: userChats reaches only the screen, never the model.
import type { ChatMessage, ToolCall } from '../../src-shared/schemas/chat';

const encoder = new TextEncoder();
const importedKeys = new Map<string, Promise<CryptoKey>>();
// Without a configured secret the key is random per isolate: conversations then break when an
// isolate is replaced, which is safe; a fixed fallback would let anyone forge history.
let isolateSecret: string | null = null;

function signingSecret(configured: string | undefined): string {
  if (configured) return configured;
  if (isolateSecret === null) {
    console.warn('CHAT_SIGNING_KEY is not set: chat signatures use a random key of this isolate');
    isolateSecret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return isolateSecret;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, key);
  }
  return key;
}

const canonicalToolCalls = (calls: ToolCall[] | undefined) =>
  calls?.map((call) => [call.id, call.function.name, call.function.arguments]) ?? null;

/** The two lists a client holds: what the model sees and what the screen shows. */
export type ChatList = 'chats' | 'userChats';

/** The previous signature of a list's first signed message. */
const CHAIN_START = null;

/** One link: the list, the signature before, and every field that reaches the model or the screen, in a fixed order. */
function signedText(list: ChatList, previous: string | null, message: ChatMessage): string {
  return JSON.stringify([
    list,
    previous,
    message.role,
    message.content,
    message.unique_key,
    message.tool_call_id ?? null,
    message.functionName ?? null,
    canonicalToolCalls(message.tool_calls),
  ]);
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The signature the list's next message links to: that of its last signed message. */
function chainEnd(history: ChatMessage[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const signature = history[i]!.signature;
    if (signature !== undefined) return signature;
  }
  return CHAIN_START;
}

/** The history (already verified) with the added messages signed after it, each linked to the one before. */
export async function appendSigned(
  list: ChatList,
  history: ChatMessage[],
  added: ChatMessage[],
  configuredSecret: string | undefined,
): Promise<ChatMessage[]> {
  const key = await hmacKey(signingSecret(configuredSecret));
  const result = [...history];
  let previous = chainEnd(history);
  for (const message of added) {
    const signature = toBase64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(signedText(list, previous, message))));
    result.push({ ...message, signature });
    previous = signature;
  }
  return result;
}

/**
 * Whether the messages, all claiming to be the server's, are one unbroken chain of the list
 * from its start. HMAC verification is constant-time, so a forger learns nothing from timing.
 */
export async function isUnbrokenChain(list: ChatList, messages: ChatMessage[], configuredSecret: string | undefined): Promise<boolean> {
  const signatures = messages.map((m) => (m.signature === undefined ? null : fromBase64Url(m.signature)));
  if (signatures.includes(null)) return false;
  const key = await hmacKey(signingSecret(configuredSecret));
  const links = messages.map((message, index) => {
    const previous = index === 0 ? CHAIN_START : messages[index - 1]!.signature!;
    return crypto.subtle.verify('HMAC', key, signatures[index]!, encoder.encode(signedText(list, previous, message)));
  });
  return !(await Promise.all(links)).includes(false);
}
