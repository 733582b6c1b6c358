import { describe, expect, it } from 'vitest';
import { numberText, quantityText, unitName } from './number-text';

describe('numbers in the page language', () => {
  it('keeps English as the site has always written it', () => {
    expect(numberText(50_771, 'en')).toBe('50771');
    expect(numberText(50_771, 'en', { englishGrouped: true })).toBe('50,771');
    expect(numberText(4.02, 'en', { digits: 2, trimZeros: true })).toBe('4.02');
    expect(numberText(25, 'en', { digits: 2, trimZeros: true })).toBe('25');
    expect(quantityText(407.04, 'm', 'en', { digits: 2 })).toBe('407.04 m');
  });

  it('writes other languages with their separators and unit names', () => {
    expect(numberText(50_771, 'pt')).toBe('50.771');
    expect(numberText(1.5, 'de', { digits: 2 })).toBe('1,50');
    expect(numberText(36.5, 'fr', { digits: 2, trimZeros: true, plain: true })).toBe('36,5');
    expect(numberText(10_000, 'pt', { plain: true })).toBe('10000');
    expect(quantityText(2.4, 'km', 'zh', { digits: 1 })).toBe('2.4公里');
    expect(unitName('yd', 'zh')).toBe('码');
    expect(unitName('mi', 'en')).toBe('mi');
  });
});
