// What a model reads and produces, provider-neutral: the conversation it sees (the chat message
// of src-shared/schemas/chat.ts without display-only fields) and the turn it answers.
import type { Language } from '../../src-shared/enums';
import type { ChatMessage, ToolCall } from '../../src-shared/schemas/chat';

/** What a model sees: the conversation without display-only fields. */
export type ModelMessage = Pick<ChatMessage, 'role' | 'content' | 'tool_calls' | 'tool_call_id'>;

/** One answer of a model: text, tool calls, or both. */
export interface ModelTurn {
  content: string;
  toolCalls: ToolCall[];
}

export interface ToolSpec {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, { type: string; description: string }>; required: string[] };
}

export interface ModelRequest {
  system: string;
  messages: ModelMessage[];
  tools: ToolSpec[];
  lang: Language;
}

/** Every provider (Workers AI, OpenAI-compatible, offline) answers through this one method. */
export interface ChatModel {
  readonly name: 'workers-ai' | 'openai' | 'offline';
  complete(request: ModelRequest): Promise<ModelTurn>;
  /** Its own first message, when it has one (the offline assistant says what it is); site: the site's name, as HTML. */
  greeting?(lang: Language, site: string): string | Promise<string>;
}

/** A provider could not get an answer (network, HTTP status, unreadable reply). */
export class ModelError extends Error {}
