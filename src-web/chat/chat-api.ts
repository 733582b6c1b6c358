// POST /api/post-chat (spec sections 3 and 7) through the app's one POST helper; the request is
// the API's own (src-shared/schemas/chat.ts), the answer the one its route declares.
import type { ResultBody } from '../../src-shared/result-status';
import type { PostChatRequest, PostChatResult } from '../../src-shared/schemas/chat';
import { postJson } from '../api/client';

export function postChat(request: PostChatRequest) {
  return postJson('/post-chat', request);
}

export const isChatAnswer = (body: PostChatResult | ResultBody): body is PostChatResult => 'activated' in body;
