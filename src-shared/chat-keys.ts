// The chat's wrong-key window, written once for both ends: the Worker counts wrong activation
// keys per window of this length (src-worker/chat/limits.ts), and the chat page tells a visitor
// refused for too many of them how long to wait.

/**
 * Minutes of one wrong-key window. Windows are fixed (services/limits.ts), so a refusal lasts
 * until the current window ends: at most this long.
 */
export const WRONG_KEY_WINDOW_MINUTES = 15;
