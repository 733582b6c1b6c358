// The AI chat route (spec section 2: /ai-search in English, /sv … /ja in that language); the
// screen itself lives with the rest of the chat in src-web/chat.
export { default } from '../chat/ChatPage';
