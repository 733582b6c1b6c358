// The search matching rule of spec section 5, shared by the web search box and any server-side
// search: lowercase, hyphens and commas become spaces, whitespace collapses, and a label
// matches only when it contains every word. Accents are ignored as well, so a runner typing
// "sao paulo" or "malmo" finds "São Paulo" and "Malmö".

/** The text in the form labels and terms are compared in. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
