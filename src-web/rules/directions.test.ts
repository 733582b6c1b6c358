import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

describe('directionsUrl', () => {
  it('asks for a route to the track from where the runner is', () => {
    const url = new URL(directionsUrl(-23.5874, -46.6576));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('-23.5874,-46.6576');
    expect(url.searchParams.has('origin')).toBe(false);
  });
});
