import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone';

describe('timeZoneAt', () => {
  it('finds the zone of a track from its coordinates', () => {
    expect(timeZoneAt(-23.5874, -46.6576)).toBe('America/Sao_Paulo');
    expect(timeZoneAt(51.5, -0.12)).toBe('Europe/London');
    expect(timeZoneAt(-33.87, 151.2)).toBe('Australia/Sydney');
    expect(timeZoneAt(27.7, 85.3)).toBe('Asia/Kathmandu');
  });
});
