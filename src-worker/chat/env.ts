// The chat's optional provider settings that wrangler.toml does not declare, so the generated
// types (../env.ts) lack them (documented in docs/chat.md); its vars and secrets there come with
// Env. Apart from config.ts, which builds a provider from them, so the tools can name the env
// without importing the providers (the offline assistant imports the tools).
import type { Env } from '../env';
import type { WorkersAiBinding } from './providers/workers-ai';

export interface ChatEnv extends Env {
  /** Workers AI binding ([ai] in wrangler.toml, commented out) and an optional model override. */
  AI?: WorkersAiBinding;
  WORKERS_AI_MODEL?: string;
  /** Any OpenAI-compatible chat-completions endpoint: OpenAI, vLLM, Ollama, llama.cpp. */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
}
