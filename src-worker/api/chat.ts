// POST /api/post-chat (spec sections 3, 4 and 7): activation by key, then one turn of the
// assistant over the history the client sends back (verified, see chat/history.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../src-shared/enums';
import type { ChatEnv } from '../chat/env';
import { answerTurn, greeting, modelFor } from '../chat/conversation';
import { assertFitsLimits, assertNewShownMessages, verifyConversation, verifyShownMessages, withKeys } from '../chat/history';
import { assertMayTryKey, isActivationKey, MAX_CONVERSATION_BYTES, MAX_SHOWN_BYTES, recordWrongKey, takeModelTurn, turnsPerHour } from '../chat/limits';
import type { WireMessage } from '../chat/types';
import type { AppEnv } from '../env';
import { resultBody } from '../http/result';
import { validate } from '../http/validate';

const id = z.string().min(1).max(100);
const toolCall = z.object({
  id,
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string().max(100), arguments: z.string().max(10_000) }),
});
// Sizes here only stop absurd input early; the conversation limits of chat/limits.ts apply after activation.
const message = z.object({
  content: z.string().max(20_000),
  role: z.string().max(20),
  // Optional: the server gives a key to a message that has none (chat/history.ts withKeys).
  unique_key: id.optional(),
  tool_call_id: id.optional(),
  functionName: z.string().max(100).optional(),
  tool_calls: z.array(toolCall).max(10).optional(),
  signature: z.string().max(100).optional(),
});
const messages = z.array(message).max(1000).default([]);

const postChatBody = z.object({
  activationKey: z.string().max(500),
  chats: messages,
  userChats: messages,
  newUserChats: messages,
  lang: z.enum(SUPPORTED_LANGUAGES).default('en'),
});

type ChatAppEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { env: ChatEnv } };

export const chat = new Hono<ChatAppEnv>().post('/post-chat', validate('json', postChatBody), async (c) => {
  const body = c.req.valid('json');
  const env = c.var.env;
  const now = new Date();
  const client = c.var.clientHash;

  await assertMayTryKey(env.CACHE, client, now);
  if (!(await isActivationKey(body.activationKey, env.CHAT_ACTIVATION_KEY))) {
    await recordWrongKey(env.CACHE, client, now);
    return c.json({ ...resultBody('Success'), activated: false, chats: [], userChats: [] });
  }

  // zod checked the shapes; the roles are checked (and a system role refused) in chat/history.ts.
  const chats = withKeys(body.chats) as WireMessage[];
  const shown = withKeys(body.userChats) as WireMessage[];
  const newShown = withKeys(body.newUserChats) as WireMessage[];
  assertFitsLimits(chats, MAX_CONVERSATION_BYTES);
  assertFitsLimits([...shown, ...newShown], MAX_SHOWN_BYTES);
  const { signed, fresh } = await verifyConversation(chats, env.CHAT_SIGNING_KEY);
  await verifyShownMessages(shown, env.CHAT_SIGNING_KEY);
  assertNewShownMessages(newShown);

  const model = modelFor(env);
  const activated = { ...resultBody('Success'), activated: true };
  if (fresh.length === 0) {
    // Activation, or a repeated call with nothing new: start with the greeting, else echo.
    if (signed.length > 0) return c.json({ ...activated, chats: signed, userChats: shown });
    const hello = await greeting(model, body.lang, env.CHAT_SIGNING_KEY);
    return c.json({ ...activated, chats: [hello], userChats: [hello] });
  }

  await takeModelTurn(env.CACHE, client, now, turnsPerHour(env.CHAT_TURNS_PER_HOUR));
  const answer = await answerTurn({
    model,
    signed,
    fresh,
    shown,
    newShown,
    lang: body.lang,
    ctx: { env, origin: new URL(c.req.url).origin, clientHash: client, now },
  });
  return c.json({ ...activated, ...answer });
});
