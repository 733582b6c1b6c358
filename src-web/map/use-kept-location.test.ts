import { describe, expect, it } from 'vitest';
import { keptLocation } from './use-kept-location';

describe('keptLocation', () => {
  it('reads a location the page kept', () => {
    expect(keptLocation('{"lat":-23.5,"lng":-46.6,"accuracyMetres":30}')).toEqual({ lat: -23.5, lng: -46.6, accuracyMetres: 30 });
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '{"lat":"1","lng":2,"accuracyMetres":3}',
    '{"lat":91,"lng":2,"accuracyMetres":3}',
    '{"lat":1,"lng":2}',
    '{"lat":1,"lng":2,"accuracyMetres":-1}',
  ])('refuses what is not a location: %s', (text) => {
    expect(keptLocation(text)).toBeNull();
  });
});
