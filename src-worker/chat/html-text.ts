// The chat's messages are HTML (the offline assistant's links and line breaks; the app sanitises
// every message before showing it): text put into one is escaped first, so a name with "&" or "<"
// reads as written.
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
