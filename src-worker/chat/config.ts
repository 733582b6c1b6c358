// The chat's configuration (wrangler.toml vars and secrets, documented in docs/chat.md) and the
// choice of provider it implies.
import type { Env } from '../env';
import { createOfflineModel } from './providers/offline';
import { createOpenAiModel } from './providers/openai';
import { createWorkersAiModel, type WorkersAiBinding } from './providers/workers-ai';
import type { ChatModel } from './types';

export interface ChatEnv extends Env {
  /** "offline" (the default), "workers-ai" or "openai". */
  CHAT_PROVIDER?: string;
  /** Secret: the key a visitor types to activate the chat. Unset: nobody can activate. */
  CHAT_ACTIVATION_KEY?: string;
  /** Secret: signs what the server returns so forged history is refused. */
  CHAT_SIGNING_KEY?: string;
  /** Workers AI binding ([ai] in wrangler.toml) and an optional model override. */
  AI?: WorkersAiBinding;
  WORKERS_AI_MODEL?: string;
  /** Any OpenAI-compatible chat-completions endpoint: OpenAI, vLLM, Ollama, llama.cpp. */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  /** Model turns one client may start per hour (default in limits.ts). */
  CHAT_TURNS_PER_HOUR?: string;
}

export class ChatConfigError extends Error {}

export function chooseModel(env: ChatEnv): ChatModel {
  const provider = (env.CHAT_PROVIDER || 'offline').trim().toLowerCase();
  if (provider === 'offline') return createOfflineModel();
  if (provider === 'workers-ai') {
    if (!env.AI) throw new ChatConfigError('CHAT_PROVIDER is workers-ai but the AI binding is missing');
    return createWorkersAiModel(env.AI, env.WORKERS_AI_MODEL);
  }
  if (provider === 'openai') {
    if (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL) throw new ChatConfigError('CHAT_PROVIDER is openai but OPENAI_BASE_URL or OPENAI_MODEL is missing');
    return createOpenAiModel({ baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL });
  }
  throw new ChatConfigError(`Unknown CHAT_PROVIDER "${provider}"`);
}
