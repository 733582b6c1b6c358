// The chat's vars and secrets (wrangler.toml, documented in docs/chat.md). Apart from
// config.ts, which builds a provider from them, so the tools can name the env without
// importing the providers (the offline assistant imports the tools).
import type { Env } from '../env';
import type { WorkersAiBinding } from './providers/workers-ai';

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
