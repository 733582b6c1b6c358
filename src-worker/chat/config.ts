// The choice of chat provider the configuration (env.ts) implies. The offline assistant is given
// by the caller (api/chat.ts), so the chat depends on no provider it does not hold itself.
import type { Gazetteer } from '../recognise/gazetteer';
import { gazetteerOf } from '../db/gazetteer';
import type { ChatEnv } from './env';
import { createOpenAiModel } from './providers/openai';
import { createWorkersAiModel } from './providers/workers-ai';
import type { ChatModel } from './types';

export class ChatConfigError extends Error {}

/** Builds the offline assistant (src-worker/offline-assistant/) on the names the site knows and its origin. */
export type OfflineModelFactory = (gazetteer: Gazetteer, origin: string) => ChatModel;

/** origin: the site's own, on which the offline assistant writes its links. */
export function chooseModel(env: ChatEnv, origin: string, createOfflineModel: OfflineModelFactory): ChatModel {
  const provider = (env.CHAT_PROVIDER || 'offline').trim().toLowerCase();
  if (provider === 'offline') return createOfflineModel(gazetteerOf(env.DB), origin);
  if (provider === 'workers-ai') {
    if (!env.AI) throw new ChatConfigError('CHAT_PROVIDER is workers-ai but the AI binding is missing');
    return createWorkersAiModel(env.AI, env.WORKERS_AI_MODEL);
  }
  if (provider === 'openai') {
    if (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL)
      throw new ChatConfigError('CHAT_PROVIDER is openai but OPENAI_BASE_URL or OPENAI_MODEL is missing');
    return createOpenAiModel({ baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL });
  }
  throw new ChatConfigError(`Unknown CHAT_PROVIDER "${provider}"`);
}
