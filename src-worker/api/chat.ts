// POST /api/post-chat (spec sections 3, 4 and 7): activation by key, then one turn of the
// assistant over the history the client sends back (verified, see chat/history.ts).
import { Hono } from 'hono';
import { postChatRequest, type ChatMessage } from '../../src-shared/schemas/chat';
import type { ChatEnv } from '../chat/env';
import { answerTurn, greeting, modelFor } from '../chat/conversation';
import { createOfflineModel } from '../offline-assistant/assistant';
import { assertFitsLimits, assertNewShownMessages, locationCallIds, verifyConversation, verifyShownMessages, withKeys } from '../chat/history';
import { checkActivationKey, MAX_CONVERSATION_BYTES, MAX_SHOWN_BYTES, takeModelTurn, turnsPerHour } from '../chat/limits';
import type { AppEnv } from '../env';
import { resultBody } from '../http/result';
import { validate } from '../http/validate';

type ChatAppEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { env: ChatEnv } };

export const chat = new Hono<ChatAppEnv>().post('/post-chat', validate('json', postChatRequest), async (c) => {
  const body = c.req.valid('json');
  const env = c.var.env;
  const now = new Date();
  const client = c.var.clientHash;

  if (!(await checkActivationKey(env.DB, body.activationKey, env.CHAT_ACTIVATION_KEY, client, now))) {
    return c.json({ ...resultBody('Success'), activated: false, chats: [], userChats: [] });
  }

  // zod checked the shapes; the roles are checked (and a system role refused) in chat/history.ts.
  const chats = withKeys(body.chats) as ChatMessage[];
  const shown = withKeys(body.userChats) as ChatMessage[];
  const newShown = withKeys(body.newUserChats) as ChatMessage[];
  assertFitsLimits(chats, MAX_CONVERSATION_BYTES);
  assertFitsLimits([...shown, ...newShown], MAX_SHOWN_BYTES);
  const { signed, fresh } = await verifyConversation(chats, env.CHAT_SIGNING_KEY);
  const locationCalls = locationCallIds(signed);
  await verifyShownMessages(shown, env.CHAT_SIGNING_KEY, locationCalls);
  assertNewShownMessages(newShown, locationCalls);

  const origin = new URL(c.req.url).origin;
  const model = modelFor(env, origin, createOfflineModel);
  const activated = { ...resultBody('Success'), activated: true };
  if (fresh.length === 0) {
    // Activation, or a repeated call with nothing new: start with the greeting, else echo.
    if (signed.length > 0) return c.json({ ...activated, chats: signed, userChats: shown });
    return c.json({ ...activated, ...(await greeting(model, body.lang, env.CHAT_SIGNING_KEY)) });
  }

  await takeModelTurn(env.DB, client, now, turnsPerHour(env.CHAT_TURNS_PER_HOUR));
  const answer = await answerTurn({
    model,
    signed,
    fresh,
    shown,
    newShown,
    lang: body.lang,
    ctx: { env, origin, clientHash: client, now },
  });
  return c.json({ ...activated, ...answer });
});
