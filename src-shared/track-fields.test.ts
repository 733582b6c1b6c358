import { describe, expect, it } from 'vitest';
import { indoorsOf, lacksOutdoorChoice, lanesOrUnset, typedText } from './track-fields';

describe('a track field as sent and as stored', () => {
  it('typed text is trimmed, and blank is unset', () => {
    expect(typedText('  Pista  ')).toBe('Pista');
    expect(typedText('   ')).toBeNull();
    expect(typedText('')).toBeNull();
  });

  it('0 lanes is unset, any other count is kept', () => {
    expect(lanesOrUnset(0)).toBeNull();
    expect(lanesOrUnset(8)).toBe(8);
  });

  it('a new track needs outdoor or indoor; an edit does not', () => {
    expect(lacksOutdoorChoice(true, '')).toBe(true);
    expect(lacksOutdoorChoice(true, undefined)).toBe(true);
    expect(lacksOutdoorChoice(true, 'indoor')).toBe(false);
    expect(lacksOutdoorChoice(false, '')).toBe(false);
    expect([indoorsOf('indoor'), indoorsOf('outdoor')]).toEqual([1, 0]);
  });
});
