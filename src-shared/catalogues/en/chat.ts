// The AI chat screen's texts in English (spec sections 2, 4, 5, 8 and 9: the spec's exact wording);
// the footer's <terms> and <privacy> become links. The assistant's own sentences are written by
// the Worker (src-worker/chat/texts.ts, and the offline assistant's in src-worker/offline-assistant/texts/).
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
