import { describe, expect, it } from 'vitest';
import { parseCoordinates } from './coordinates';

describe('coordinate parsing (spec section 5)', () => {
  it('takes "latitude,longitude" and "latitude;longitude"', () => {
    expect(parseCoordinates('40.730610, -73.935242')).toEqual([40.73061, -73.935242]);
    expect(parseCoordinates('-23.5;-46.6')).toEqual([-23.5, -46.6]);
  });
  it('needs exactly two numbers', () => {
    expect(parseCoordinates('40.7')).toBeNull();
    expect(parseCoordinates('1,2,3')).toBeNull();
    expect(parseCoordinates('abc, 12')).toBeNull();
    expect(parseCoordinates(' , 12')).toBeNull();
  });
  it('refuses zero and out-of-range values', () => {
    expect(parseCoordinates('0, 12')).toBeNull();
    expect(parseCoordinates('12, 0')).toBeNull();
    expect(parseCoordinates('90.1, 12')).toBeNull();
    expect(parseCoordinates('12, -180.5')).toBeNull();
    expect(parseCoordinates('-90, 180')).toEqual([-90, 180]);
  });
});
