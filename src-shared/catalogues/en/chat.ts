// The AI chat screen's texts in English (spec sections 2, 4, 5, 8 and 9: the spec's exact wording);
// the footer's <terms> and <privacy> become links. The assistant's own sentences are written by
// the Worker, from this catalogue's assistant part (assistant.ts; src-worker/chat/texts.ts reads it).
export const chat = {
  chat: {
    title: 'AI search',
    intro:
      'Ask our assistant about running tracks: find tracks near you or anywhere, learn what a track is like, or tell us about wrong information, a bug or an idea.',
    languageIntro: '',
    keyPlaceholder: 'Enter your activation key',
    messagePlaceholder: 'Ask about running tracks',
    inputLabel: 'Message',
    send: 'Send',
    suggestion: 'Summarize track information in my area',
    disclaimer: 'The AI can make mistakes. Always double-check important information.',
    reset: 'Reset conversation',
    shareLocation: 'Share location',
    locationSent: 'Location was sent',
    footer:
      'By using the chat you accept our <terms>terms</terms> and <privacy>privacy policy</privacy>. Do not share personal information.',
    enterSomething: 'Enter something',
    invalidKey: 'Invalid activation key',
    // Shown beside the input until the next try (the modal above goes after 3 s): a wrong key, or
    // too many of them, with the Worker's window in minutes (src-shared/chat-keys.ts).
    wrongKey: 'That activation key is not right. Check it and try again.',
    tooManyKeys_one: 'Too many wrong keys were tried. Wait up to {{count}} minute, then try again.',
    tooManyKeys_other: 'Too many wrong keys were tried. Wait up to {{count}} minutes, then try again.',
    activated: 'Activated!',
    thinking: 'Thinking..',
    activating: 'Activating',
    gettingLocation: 'Getting location',
    locationFailed: 'Unable to get your location.',
    recentLinks: 'Links from this conversation',
    you: 'You',
    assistant: 'Assistant',
  },
} as const;
