import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedText, spelledEnum, spellingKey } from './spelled-enum';

const colour = spelledEnum({
  what: 'a colour',
  values: new Map<string, (string | number)[]>([
    ['red', ['Red/crimson', 'crimson', 1]],
    ['blue', ['Sky blue', 2]],
  ]),
});

describe('spelledEnum', () => {
  it('reads every spelling in any case and spacing as the canonical value', () => {
    for (const input of ['red', 'RED', 'Red/crimson', 'red crimson', 'Crimson', 1, '1']) expect(colour.parse(input)).toBe('red');
    for (const input of ['blue', 'sky blue', 'SkyBlue', 'sky_blue', 'Sky-Blue', 2]) expect(colour.parse(input)).toBe('blue');
  });

  it('refuses anything else, naming the accepted spellings', () => {
    const result = colour.safeParse('green');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      'not a colour; accepted, in any case and spacing: red (Red/crimson, crimson, 1); blue (Sky blue, 2)',
    );
    expect(colour.safeParse(3).success).toBe(false);
    expect(colour.safeParse(null).success).toBe(false);
  });

  it('a spelling is read whatever its case, for any generated casing', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), (upper) => {
        const cased = [...'crimson'].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('');
        return colour.parse(cased) === 'red';
      }),
    );
  });

  it('two values may not share a spelling', () => {
    expect(() =>
      spelledEnum({
        what: 'x',
        values: new Map([
          ['a', ['same']],
          ['b', ['Same']],
        ]),
      }),
    ).toThrow('"Same" spells both a and b');
  });

  it('keys ignore case, accents and punctuation', () => {
    expect(spellingKey('Gravel/dirt')).toBe('graveldirt');
    expect(spellingKey('Visit Report')).toBe('visitreport');
    expect(acceptedText({ what: 'x', values: new Map([['good', ['Good']]]) })).toBe('good');
  });
});
