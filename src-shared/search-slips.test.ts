import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './search-normalise';
import { oneSlipApart, slipKeys, slipWords } from './search-slips';

/** Optimal string alignment distance, written the textbook way, to check oneSlipApart against. */
function osaDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

const word = fc.string({ unit: fc.constantFrom(...'abcdeéñ'), minLength: 0, maxLength: 8 });

describe('one typing slip per word', () => {
  it('finds the slips people make', () => {
    expect(oneSlipApart('meadowbnak', 'meadowbank')).toBe(true); // swapped neighbours
    expect(oneSlipApart('curitba', 'curitiba')).toBe(true); // missing letter
    expect(oneSlipApart('glassgow', 'glasgow')).toBe(true); // extra letter
    expect(oneSlipApart('edinburgj', 'edinburgh')).toBe(true); // wrong letter
    expect(oneSlipApart('edinbrugh', 'edinburgh')).toBe(true);
    expect(oneSlipApart('edinburgh', 'edinburgh')).toBe(false); // no slip: not a correction
    expect(oneSlipApart('abc', 'bca')).toBe(false);
    expect(oneSlipApart('glasgow', 'glsagwo')).toBe(false);
  });

  it('agrees with the optimal string alignment distance', () => {
    fc.assert(fc.property(word, word, (a, b) => oneSlipApart(a, b) === (osaDistance(a, b) === 1)));
  });

  it('two words one slip apart always share a key, so the index finds every candidate', () => {
    const longWord = fc.string({ unit: fc.constantFrom(...'abcdeéñ'), minLength: 5, maxLength: 9 });
    const slip = fc.tuple(longWord, fc.nat(), fc.constantFrom('replace', 'insert', 'delete', 'swap'), fc.constantFrom(...'abcx'));
    fc.assert(
      fc.property(slip, ([a, at, kind, character]) => {
        const x = [...a];
        const i = at % (x.length - 1);
        const y = [...x];
        if (kind === 'replace') y[i] = character;
        if (kind === 'insert') y.splice(i, 0, character);
        if (kind === 'delete') y.splice(i, 1);
        if (kind === 'swap') [y[i], y[i + 1]] = [x[i + 1]!, x[i]!];
        const b = y.join('');
        if (!oneSlipApart(a, b)) return a === b;
        const keys = new Set(slipKeys(a));
        return slipKeys(b).some((key) => keys.has(key));
      }),
    );
  });

  it('folds case, accents and hyphens before comparing, so they are never slips', () => {
    // A name, and the same name as a runner may type it: other case, accents dropped or added, hyphens for spaces.
    const letters = fc.constantFrom(...'aeioucnsrt');
    const name = fc
      .array(fc.string({ unit: letters, minLength: 2, maxLength: 8 }), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(' '));
    const ACCENTED: Record<string, string> = { a: 'ã', e: 'é', i: 'í', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' };
    const typed = (text: string, flips: boolean[]) =>
      [...text].map((ch, i) => (ch === ' ' ? (flips[i] ? '-' : ' ') : flips[i] ? (ACCENTED[ch] ?? ch).toUpperCase() : ch)).join('');
    fc.assert(
      fc.property(name, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (text, flips) => {
        const asTyped = normaliseSearchText(typed(text, flips));
        expect(asTyped).toBe(normaliseSearchText(text));
        // Folded alike, a word is never one slip from itself, and it finds itself on the index.
        for (const word of slipWords(asTyped)) {
          expect(oneSlipApart(word, word)).toBe(false);
          expect(slipKeys(word)).toContain(word);
        }
      }),
    );
    expect(normaliseSearchText('MEADOWBNAK')).toBe('meadowbnak');
  });

  it('does not correct short words', () => {
    expect(slipKeys('usp')).toEqual([]);
    expect(slipWords('rio de janeiro')).toEqual(['janeiro']);
    expect(slipKeys('rio ')).toHaveLength(5);
  });
});
