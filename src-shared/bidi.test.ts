import { describe, expect, it } from 'vitest';
import { withoutDirectionControls } from './bidi';

describe('withoutDirectionControls', () => {
  it('removes embeddings, overrides and isolates, and keeps the text, its marks and right-to-left letters', () => {
    expect(withoutDirectionControls('Pista \u202Eodnum\u202C')).toBe('Pista odnum');
    expect(withoutDirectionControls('\u2066a\u2067b\u2068c\u2069 \u202A\u202B\u202D')).toBe('abc ');
    expect(withoutDirectionControls('ملعب\u200F (400 m)\u200E')).toBe('ملعب\u200F (400 m)\u200E');
  });
});
