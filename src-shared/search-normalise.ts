// The search matching rule of spec section 5, shared by the web search box and any server-side
// search: lowercase, hyphens and commas become spaces, whitespace collapses, and a label
// matches only when it contains every word. Accents are ignored as well, so a runner typing
// "sao paulo" or "malmo" finds "São Paulo" and "Malmö".

/** The text in the form labels and terms are compared in. */
export function normaliseSearchText(text: string): string {
  // Printable ASCII has no accents to take off: skip the Unicode steps, whose first use on a page
  // costs milliseconds, on the search box's first key.
  const bare = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return bare.toLowerCase().replace(/[-,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * True when the next character typed after this text starts a word of its own: after a space,
 * a comma or a hyphen (which the rule reads as spaces).
 */
export function endsWord(text: string): boolean {
  return /[\s,-]$/u.test(text);
}

/** The words of a search term; empty when the term is blank. */
export function searchWords(term: string): string[] {
  const normalised = normaliseSearchText(term);
  return normalised === '' ? [] : normalised.split(' ');
}

/** True when the normalised label contains every word of the term. */
export function labelMatches(normalisedLabel: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => normalisedLabel.includes(word));
}
