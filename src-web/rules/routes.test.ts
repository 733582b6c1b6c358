import { describe, expect, it } from 'vitest';
import { overlayCloseTarget, showsMap } from './routes';

describe('map visibility and overlay close targets (spec section 2)', () => {
  it('shows the map on /search and under overlay pages', () => {
    for (const path of [
      '/search',
      '/add-track',
      '/track/x',
      '/track-id/3',
      '/running-in/brazil/sao-paulo',
      '/blog/x',
      '/track-calculator',
      '/contribute',
      '/about',
      '/terms',
      '/privacy',
      '/developers',
    ]) {
      expect(showsMap(path)).toBe(true);
    }
  });
  it('hides it on the start page, the chat and unknown paths', () => {
    for (const path of ['/', '/ai-search', '/sv', '/ja', '/nowhere']) expect(showsMap(path)).toBe(false);
  });
  it('track, area and blog pages close to /search; the others to /', () => {
    expect(overlayCloseTarget('/track/x')).toBe('/search');
    expect(overlayCloseTarget('/running-in/brazil')).toBe('/search');
    expect(overlayCloseTarget('/blog/x')).toBe('/search');
    expect(overlayCloseTarget('/add-track')).toBe('/search');
    expect(overlayCloseTarget('/about')).toBe('/');
    expect(overlayCloseTarget('/developers')).toBe('/');
    expect(overlayCloseTarget('/track-calculator')).toBe('/');
    expect(overlayCloseTarget('/contribute')).toBe('/');
  });
});
