// Which feedback is held for an operator's review before anyone sees it (spec section 6).
// Links are the spammer's payload, so anything that carries one waits for a human.
const LINK_LIKE = [
  /https?:\/\//i,
  /\bwww\./i,
  /<a\b/i,
  /\b[a-z0-9-]+\.(com|net|org|info|biz|ru|cn|xyz|top|io|shop|online|site|click|link)\b/i,
  /\b[\w.+-]+@[\w-]+\.[\w.]+\b/,
];

export function needsReview(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => !!text && LINK_LIKE.some((pattern) => pattern.test(text)));
}
