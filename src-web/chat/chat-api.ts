// POST /api/post-chat (spec sections 3 and 7) through the app's one POST helper.
import type { Language } from '../../src-shared/enums';
import type { ResultBody } from '../../src-shared/result-status';
import { postJson } from '../api/client';
import type { ChatMessage } from '../state/chat';

export interface ChatRequest {
  activationKey: string;
  chats: ChatMessage[];
  userChats: ChatMessage[];
  newUserChats: ChatMessage[];
  lang: Language;
}

export interface ChatResponse extends ResultBody {
  activated: boolean;
  chats: ChatMessage[];
  userChats: ChatMessage[];
}

export function postChat(request: ChatRequest): Promise<ChatResponse | ResultBody> {
  return postJson('/post-chat', request);
}

export const isChatAnswer = (body: ChatResponse | ResultBody): body is ChatResponse => 'activated' in body;
