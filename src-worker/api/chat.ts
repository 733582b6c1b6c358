// POST /api/post-chat (spec sections 3, 4 and 7): activation by key, then one turn of the
// assistant over the history the client sends back (verified, see chat/history.ts).
import { createRoute } from '@hono/zod-openapi';
import { postChatRequest, postChatResult, type ChatMessage } from '../../src-shared/schemas/chat';
import type { ChatEnv } from '../chat/env';
import { answerTurn, greeting, modelFor } from '../chat/conversation';
import { createOfflineModel } from '../offline-assistant/assistant';
import {
  assertFitsLimits,
  assertNewShownMessages,
  locationCallIds,
  verifyConversation,
  verifyShownMessages,
  withKeys,
} from '../chat/history';
import { checkActivationKey, MAX_CONVERSATION_BYTES, MAX_SHOWN_BYTES, takeModelTurn, turnsPerHour } from '../chat/limits';
import type { AppEnv } from '../env';
import { requestGuesser } from '../http/client';
import { resultBody } from '../http/result';
import { answer, apiRouter, errors, WRITE_REFUSALS } from '../http/routes';

type ChatAppEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { env: ChatEnv } };

export const postChatRoute = createRoute({
  method: 'post',
  path: '/post-chat',
  tags: ['chat'],
  summary: 'Activate the AI chat, or take one turn of it',
  description:
    'With a wrong activation key: activated false. With the right key and no new user message: the greeting. Otherwise the assistant answers the last user message (or a tool reply such as the user location: "latitude,longitude"). Send back chats and userChats as answered; only messages the server signed are trusted as assistant or tool messages. Turns per hour and wrong keys per client are limited.',
  request: { body: { required: true, content: { 'application/json': { schema: postChatRequest } } } },
  responses: {
    200: answer(postChatResult),
    ...errors(['InvalidInput', 'BadRequest', 'ConversationTooLong', 'SpamAlert'], {
      ...WRITE_REFUSALS,
      502: 'Result status InternalError: the AI model did not answer.',
    }),
  },
});

export const chat = apiRouter<ChatAppEnv>().openapi(postChatRoute, async (c) => {
  const body = c.req.valid('json');
  const env = c.var.env;
  const now = new Date();
  const client = c.var.clientHash;

  if (!(await checkActivationKey(env.DB, body.activationKey, env.CHAT_ACTIVATION_KEY, await requestGuesser(c), now))) {
    return c.json({ ...resultBody('Success'), activated: false, chats: [], userChats: [] }, 200);
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
    if (signed.length > 0) return c.json({ ...activated, chats: signed, userChats: shown }, 200);
    return c.json({ ...activated, ...(await greeting(model, body.lang, env.SITE_NAME, env.CHAT_SIGNING_KEY)) }, 200);
  }

  await takeModelTurn(env.DB, client, now, turnsPerHour(env.CHAT_TURNS_PER_HOUR));
  const turn = await answerTurn({
    model,
    signed,
    fresh,
    shown,
    newShown,
    lang: body.lang,
    ctx: { env, origin, clientHash: client, now },
  });
  return c.json({ ...activated, ...turn }, 200);
});
