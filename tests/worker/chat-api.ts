// Chat test helpers: a client that speaks the chat protocol as the web app does (spec
// section 4), against the real Worker with the test env or with overrides (another provider).
import { env } from 'cloudflare:workers';
import worker from '../../src-worker/index';
import type { ChatMessage } from '../../src-shared/schemas/chat';
import { FAKE_OPENAI_KEY, FAKE_OPENAI_ORIGIN, type ScriptedReply } from './fake-openai-server';
import { newClient, ORIGIN } from './api';

export const ACTIVATION_KEY = 'test-chat-key';

export interface ChatReply {
  status: number;
  body: { status: string; activated?: boolean; chats: ChatMessage[]; userChats: ChatMessage[]; message?: string; description?: string };
}

export async function postChat(body: unknown, options: { client?: string; env?: Record<string, unknown> } = {}): Promise<ChatReply> {
  const request = new Request(`${ORIGIN}/api/post-chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': options.client ?? newClient() },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, { ...env, ...options.env });
  return { status: response.status, body: (await response.json()) as ChatReply['body'] };
}

let keyCounter = 0;
const key = () => `test-${Date.now().toString(36)}-${++keyCounter}`;

/** One visitor's chat: holds the history the way the client does and sends it back each time. */
export class ChatClient {
  chats: ChatMessage[] = [];
  userChats: ChatMessage[] = [];
  readonly client = newClient();

  constructor(
    readonly lang = 'en',
    readonly env: Record<string, unknown> = {},
  ) {}

  async send(newChats: ChatMessage[], newUserChats: ChatMessage[]): Promise<ChatReply> {
    const reply = await postChat(
      { activationKey: ACTIVATION_KEY, chats: [...this.chats, ...newChats], userChats: this.userChats, newUserChats, lang: this.lang },
      { client: this.client, env: this.env },
    );
    if (reply.status === 200 && reply.body.activated) {
      this.chats = reply.body.chats;
      this.userChats = reply.body.userChats;
    }
    return reply;
  }

  activate() {
    return this.send([], []);
  }

  /** Text typed by the user: a tool reply when the last shown message asks for the location. */
  say(text: string) {
    const message: ChatMessage = { role: 'user', content: text, unique_key: key() };
    const pending = this.userChats.at(-1);
    if (pending?.functionName === 'getUserLocation') {
      return this.send([{ role: 'tool', content: text, unique_key: key(), tool_call_id: pending.tool_calls![0]!.id }], [message]);
    }
    return this.send([message], [message]);
  }

  shareLocation(latitude: number, longitude: number) {
    return this.say(JSON.stringify({ latitude, longitude }));
  }

  lastAnswer(): string {
    return this.userChats.at(-1)?.content ?? '';
  }
}

/** Env overrides that make the Worker use the fake OpenAI-compatible server with this script. */
export async function openAiScript(replies: ScriptedReply[]) {
  const id = key();
  await fetch(`${FAKE_OPENAI_ORIGIN}/__scripts/${id}`, { method: 'POST', body: JSON.stringify(replies) });
  return {
    env: {
      CHAT_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${FAKE_OPENAI_ORIGIN}/v1`,
      OPENAI_API_KEY: FAKE_OPENAI_KEY,
      OPENAI_MODEL: `script-${id}`,
    },
    requests: async () =>
      (await (await fetch(`${FAKE_OPENAI_ORIGIN}/__scripts/${id}/requests`)).json()) as { messages: any[]; tools?: any[]; model: string }[],
  };
}
