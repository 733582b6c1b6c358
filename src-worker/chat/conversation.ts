// One chat request from verified history to the answer the client stores (spec section 3):
// the model turn, then everything new signed, with the shown messages beside it.
import { LOCATION_TOOL } from '../../src-shared/chat-location';
import type { Language } from '../../src-shared/enums';
import { ApiError } from '../http/result';
import { chooseModel, ChatConfigError, type OfflineModelFactory } from './config';
import type { ChatEnv } from './env';
import { answerDanglingToolCalls, runToolLoop, type LoopOutcome } from './loop';
import { appendSigned } from './signing';
import { systemPrompt } from './system-prompt';
import { ASSISTANT_TEXTS } from './texts';
import { escapeHtml } from './html-text';
import { fill } from '../../src-shared/track-text';
import { runTool, TOOL_SPECS, type ToolContext } from './tools';
import { newMessageKey, toModelMessage } from './history';
import type { ChatMessage } from '../../src-shared/schemas/chat';
import { ModelError, type ChatModel, type ModelMessage } from './types';

export interface ChatAnswer {
  chats: ChatMessage[];
  userChats: ChatMessage[];
}

export function modelFor(env: ChatEnv, origin: string, createOfflineModel: OfflineModelFactory): ChatModel {
  try {
    return chooseModel(env, origin, createOfflineModel);
  } catch (error) {
    if (error instanceof ChatConfigError) {
      console.error('Chat configuration:', error.message);
      throw new ApiError('InternalError', 'The AI chat is not configured on this server');
    }
    throw error;
  }
}

const toWire = (message: ModelMessage, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  content: message.content,
  role: message.role,
  unique_key: newMessageKey(),
  ...(message.tool_calls ? { tool_calls: message.tool_calls } : {}),
  ...(message.tool_call_id ? { tool_call_id: message.tool_call_id } : {}),
  ...extra,
});

/** The first message of both lists, signed for each; the offline assistant says what it is. */
/** The first message, naming the site as its operator named it (SITE_NAME), written as HTML as every answer is. */
export async function greeting(model: ChatModel, lang: Language, siteName: string, signingKey: string | undefined): Promise<ChatAnswer> {
  const site = escapeHtml(siteName);
  const hello: ChatMessage = {
    role: 'assistant',
    content: (await model.greeting?.(lang, site)) ?? fill(ASSISTANT_TEXTS[lang].greeting, { site }),
    unique_key: newMessageKey(),
  };
  return {
    chats: await appendSigned('chats', [], [hello], signingKey),
    userChats: await appendSigned('userChats', [], [hello], signingKey),
  };
}

/** What the user sees of the loop's work: the answer, or the location request with its call id. */
function shownAnswer(outcome: LoopOutcome, lang: Language): ChatMessage {
  if (!outcome.locationCall) return { role: 'assistant', content: outcome.answer, unique_key: newMessageKey() };
  return {
    role: 'assistant',
    content: outcome.answer || ASSISTANT_TEXTS[lang].askLocation,
    unique_key: newMessageKey(),
    functionName: LOCATION_TOOL,
    tool_calls: [outcome.locationCall],
  };
}

async function runModel(model: ChatModel, history: ModelMessage[], ctx: ToolContext, lang: Language): Promise<LoopOutcome> {
  try {
    return await runToolLoop({
      model,
      request: { system: systemPrompt(ctx.env.SITE_NAME, ctx.origin, lang, ctx.now), tools: TOOL_SPECS, lang },
      history,
      runTool: (call) => runTool(call, ctx),
      fallbackAnswer: ASSISTANT_TEXTS[lang].roundsExhausted,
    });
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    console.error(`Chat model ${model.name} failed:`, error.message);
    throw new ApiError('InternalError', 'The AI model did not answer, please try again later', 502);
  }
}

export interface TurnInput {
  model: ChatModel;
  signed: ChatMessage[];
  fresh: ChatMessage[];
  shown: ChatMessage[];
  newShown: ChatMessage[];
  lang: Language;
  ctx: ToolContext;
}

export async function answerTurn({ model, signed, fresh, shown, newShown, lang, ctx }: TurnInput): Promise<ChatAnswer> {
  const history = answerDanglingToolCalls([...signed, ...fresh].map(toModelMessage));
  const outcome = await runModel(model, history, ctx, lang);
  const locationId = outcome.locationCall?.id;
  const added = outcome.added.map((m) => toWire(m, m.tool_calls?.some((c) => c.id === locationId) ? { functionName: LOCATION_TOOL } : {}));
  const key = ctx.env.CHAT_SIGNING_KEY;
  return {
    chats: await appendSigned('chats', signed, [...fresh, ...added], key),
    userChats: await appendSigned('userChats', shown, [...newShown, shownAnswer(outcome, lang)], key),
  };
}
