// The server signs every chat message it returns (HMAC-SHA-256 with CHAT_SIGNING_KEY) and
// verifies the signature when the client sends the history back, so a client can replay the
// conversation but cannot write assistant or tool messages of its own (spec section 3 sends
// the whole history with every call).
import type { ToolCall, WireMessage } from './types';

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

/** Every field that reaches the model or the screen, in a fixed order. */
export function signedText(message: WireMessage): string {
  return JSON.stringify([
    message.role,
    message.content,
    message.unique_key,
    message.tool_call_id ?? null,
    message.functionName ?? null,
    canonicalToolCalls(message.tool_calls),
  ]);
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function signMessage(message: WireMessage, configuredSecret: string | undefined): Promise<WireMessage> {
  const key = await hmacKey(signingSecret(configuredSecret));
  const signature = toBase64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(signedText(message))));
  return { ...message, signature };
}

/** HMAC verification is constant-time, so a forger learns nothing from timing. */
export async function hasValidSignature(message: WireMessage, configuredSecret: string | undefined): Promise<boolean> {
  const signature = message.signature === undefined ? null : fromBase64Url(message.signature);
  if (!signature) return false;
  const key = await hmacKey(signingSecret(configuredSecret));
  return crypto.subtle.verify('HMAC', key, signature, encoder.encode(signedText(message)));
}
