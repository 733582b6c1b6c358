// The chat's message shapes: the wire format of spec section 3 and the provider-neutral turn
// a model produces. Tool calls keep OpenAI's shape because two of the three providers speak it.
import type { Language } from '../../src-shared/enums';

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A chat message as the client holds it (spec section 3), plus the server's signature. */
export interface WireMessage {
  content: string;
  role: 'user' | 'assistant' | 'tool';
  unique_key: string;
  tool_call_id?: string;
  functionName?: string;
  tool_calls?: ToolCall[];
  /** HMAC of the other fields; present on every message the server produced. */
  signature?: string;
}

/** What a model sees: the conversation without display-only fields. */
export interface ModelMessage {
  role: 'user' | 'assistant' | 'tool';
  content: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

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
}

/** A provider could not get an answer (network, HTTP status, unreadable reply). */
export class ModelError extends Error {}
