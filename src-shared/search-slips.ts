// One typing slip per word (issue 22, "Did you mean"): a word is found though one character is
// wrong, missing, extra or swapped with its neighbour ("meadowbnak", "edinbrugh", "curitba").
// The lookup is indexed by deletions (the symmetric-delete method): every word the site knows
// is stored with each form it takes with one character deleted (search_word_slips), and a typed
// word finds its candidates by looking up itself and its own one-character deletions. Two words
// one slip apart always share such a key; the few candidates that share one and are two slips
// apart ("abc"/"bca") are dropped by oneSlipApart. Words are normalised first (accents and case
// folded by src-shared/search-normalise.ts), so an accent is never a slip.

/** Shorter words are not corrected: one slip in three letters is another word. */
export const MIN_SLIP_WORD_LENGTH = 4;

/** The word and each form of it with one character deleted, without repeats ([] for short words). */
export function slipKeys(word: string): string[] {
  const characters = [...word];
  if (characters.length < MIN_SLIP_WORD_LENGTH) return [];
  const keys = new Set([word]);
  for (let i = 0; i < characters.length; i++) keys.add(characters.slice(0, i).join('') + characters.slice(i + 1).join(''));
  return [...keys];
}

/** The words of a normalised text that are long enough to be corrected, without repeats. */
export const slipWords = (normalisedText: string) => [
  ...new Set(normalisedText.split(' ').filter((w) => [...w].length >= MIN_SLIP_WORD_LENGTH)),
];

/** The rows of search_word_slips for the words of a normalised text: [slip, word]. */
export const wordSlipRows = (normalisedText: string): [string, string][] =>
  slipWords(normalisedText).flatMap((word) => slipKeys(word).map((slip): [string, string] => [slip, word]));

/** True when b is a with exactly one character replaced, inserted, deleted, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: string[], from: number) => p.slice(from).join('');
  if (x.length === y.length) {
    if (rest(x, i + 1) === rest(y, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2) === rest(y, i + 2);
  }
  return x.length > y.length ? rest(x, i + 1) === rest(y, i) : rest(x, i) === rest(y, i + 1);
}
