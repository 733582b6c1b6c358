import { describe, expect, it } from 'vitest';
import { isolated, leftToRightRun, withoutDirectionControls } from './bidi';

describe('withoutDirectionControls', () => {
  it('removes embeddings, overrides and isolates, and keeps the text, its marks and right-to-left letters', () => {
    expect(withoutDirectionControls('Pista \u202Eodnum\u202C')).toBe('Pista odnum');
    expect(withoutDirectionControls('\u2066a\u2067b\u2068c\u2069 \u202A\u202B\u202D')).toBe('abc ');
    expect(withoutDirectionControls('ملعب\u200F (400 m)\u200E')).toBe('ملعب\u200F (400 m)\u200E');
  });
});

describe('isolated', () => {
  it('isolates a value where directions can mix: right-to-left text, or any value on a right-to-left page', () => {
    expect(isolated('ملعب 3', false)).toBe('\u2068ملعب 3\u2069');
    expect(isolated('Stadion (nord)', true)).toBe('\u2068Stadion (nord)\u2069');
    expect(isolated('12', true)).toBe('\u206812\u2069');
  });

  it('leaves a left-to-right value on a left-to-right page, and an empty one, as they are', () => {
    expect(isolated('Estádio São Januário (2)', false)).toBe('Estádio São Januário (2)');
    expect(isolated('', true)).toBe('');
  });
});

describe('leftToRightRun', () => {
  it('keeps hours left to right on a right-to-left page, and leaves them as they are elsewhere', () => {
    expect(leftToRightRun('07:00–21:00', true)).toBe('\u206607:00–21:00\u2069');
    expect(leftToRightRun('07:00–21:00', false)).toBe('07:00–21:00');
  });
});
