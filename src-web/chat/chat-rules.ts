// The chat screen's rules (spec sections 2, 3, 4 and 9) as small pure functions: what a sent
// message looks like, merging by unique_key, the recent links, and how message HTML splits into
// paragraphs. The location messages are src-shared/chat-location.ts's, shared with the Worker.
import { LOCATION_TOOL } from '../../src-shared/chat-location';
import type { ChatMessage } from '../../src-shared/schemas/chat';

/** The suggestion line, shown until it is used once (spec section 9). */
export const SUGGESTION = 'Summarize track information in my area';
export const MAX_RECENT_LINKS = 5;

let keyCounter = 0;
export const newMessageKey = () => `c-${Date.now().toString(36)}-${(keyCounter += 1)}`;

/** The assistant's request for the location, when it is the last shown message (spec section 4). */
export function pendingLocationRequest(shown: ChatMessage[]): ChatMessage | null {
  const last = shown.at(-1);
  return last?.role === 'assistant' && last.functionName === LOCATION_TOOL && last.tool_calls?.[0]?.id ? last : null;
}

export interface OutgoingMessages {
  /** Appended to the conversation sent to the model. */
  chat: ChatMessage;
  /** Shown to the user at once, until the server answers. */
  shown: ChatMessage;
}

/** Typed text, as a tool reply tied to a pending location request, else as a user message. */
export function outgoingMessages(text: string, shown: ChatMessage[]): OutgoingMessages {
  const userMessage: ChatMessage = { role: 'user', content: text, unique_key: newMessageKey() };
  const request = pendingLocationRequest(shown);
  if (!request) return { chat: userMessage, shown: userMessage };
  return {
    chat: { role: 'tool', content: text, unique_key: newMessageKey(), tool_call_id: request.tool_calls![0]!.id },
    shown: userMessage,
  };
}

/** The server's shown messages, plus any pending ones it did not return (merged by unique_key). */
export function mergeShown(serverShown: ChatMessage[], pending: ChatMessage[]): ChatMessage[] {
  const known = new Set(serverShown.map((m) => m.unique_key));
  return [...serverShown, ...pending.filter((m) => !known.has(m.unique_key))];
}

export interface RecentLink {
  name: string;
  url: string;
}

const ANCHOR = /<a\b[^>]*\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi;
const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** At most 5 distinct links (name and url) from assistant messages, newest first (spec section 9). */
export function recentLinks(shown: ChatMessage[]): RecentLink[] {
  const links: RecentLink[] = [];
  const seen = new Set<string>();
  for (const message of [...shown].reverse()) {
    if (message.role !== 'assistant') continue;
    for (const match of message.content.matchAll(ANCHOR)) {
      const url = decodeEntities(match[1]!);
      if (seen.has(url) || !/^https?:\/\//i.test(url)) continue;
      seen.add(url);
      links.push({ url, name: decodeEntities(match[2]!.replace(/<[^>]*>/g, '')).trim() || url });
      if (links.length === MAX_RECENT_LINKS) return links;
    }
  }
  return links;
}

/** Line-break tags become paragraph breaks (spec section 2). */
export function paragraphs(html: string): string[] {
  return html
    .split(/<br\s*\/?>/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The in-app path of a link on the product's own origin, else null (it opens in a new tab). */
export function internalPath(href: string, origin: string): string | null {
  if (!href.startsWith(`${origin}/`) && href !== origin) return null;
  return href.slice(origin.length) || '/';
}
