// The AI chat in the API (spec sections 3, 4 and 7): POST /api/post-chat. Sizes here only stop
// absurd input early; the conversation limits of src-worker/chat/limits.ts apply after activation,
// and roles and signatures are checked in src-worker/chat/history.ts (the client is not trusted).
// The one definition of a chat message: the Worker's and the app's types are derived from it.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../enums';
import { resultBody } from './common';

const messageId = z.string().min(1).max(100);

export const toolCall = z.object({
  id: messageId,
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string().max(100), arguments: z.string().max(10_000) }),
});

/** A message as a client sends it back. */
export const chatMessageInput = z
  .object({
    content: z.string().max(20_000),
    role: z.string().max(20).meta({
      description: 'user, assistant or tool; assistant and tool messages are trusted only with the signature the server gave them.',
    }),
    unique_key: messageId.optional().meta({ description: 'The server gives a key to a message sent without one.' }),
    tool_call_id: messageId.optional(),
    functionName: z.string().max(100).optional(),
    tool_calls: z.array(toolCall).max(10).optional(),
    signature: z.string().max(100).optional(),
  })
  .meta({ id: 'ChatMessageInput' });

const messages = z.array(chatMessageInput).max(1000).default([]);

export const postChatRequest = z
  .object({
    activationKey: z.string().max(500),
    chats: messages.meta({ description: 'The full conversation, as the last answer gave it, plus the new user message.' }),
    userChats: messages.meta({ description: 'The messages shown to the user.' }),
    newUserChats: messages.meta({ description: 'Shown messages the client holds that the server has not answered yet.' }),
    lang: z.enum(SUPPORTED_LANGUAGES).default('en'),
  })
  .meta({
    id: 'PostChatRequest',
    example: {
      activationKey: 'my-key',
      chats: [{ role: 'user', content: 'Tracks near Campinas?' }],
      userChats: [],
      newUserChats: [],
      lang: 'en',
    },
  });

/** A tool call in OpenAI's shape, as the server answers it (two of the three providers speak it). */
const answeredToolCall = z.strictObject({
  id: messageId,
  type: z.literal('function'),
  function: z.strictObject({ name: z.string(), arguments: z.string() }),
});

/** A message as the server answers it: always with its key; signed when the server wrote it. */
export const chatMessage = z
  .strictObject({
    content: z.string(),
    role: z.enum(['user', 'assistant', 'tool']),
    unique_key: messageId,
    tool_call_id: messageId.optional(),
    functionName: z.string().optional().meta({ description: "getUserLocation marks a request for the user's location." }),
    tool_calls: z.array(answeredToolCall).optional(),
    signature: z.string().optional(),
  })
  .meta({ id: 'ChatMessage' });

export const postChatResult = resultBody
  .extend({ activated: z.boolean(), chats: z.array(chatMessage), userChats: z.array(chatMessage) })
  .meta({ id: 'PostChatResult' });

/** A chat message as both ends hold it: the Worker's answer, the app's stored history. */
export type ChatMessage = z.output<typeof chatMessage>;
export type ToolCall = z.output<typeof answeredToolCall>;
/** What the app sends: defaults (lang, empty lists) may be left out. */
export type PostChatRequest = z.input<typeof postChatRequest>;
export type PostChatResult = z.output<typeof postChatResult>;
