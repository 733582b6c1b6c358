import { describe, expect, it } from 'vitest';
import { pageAt } from './pages';
import { matchPage } from '../server';

const pageDataUrls = (path: string, key: number) => matchPage(path)?.dataUrls(key) ?? [];
const pageScreen = (path: string) => matchPage(path)?.screen;

describe('the page table', () => {
  it('finds the page at a path as the router does: the longer route wins, parameters decoded', () => {
    expect(pageAt('/track/oval')).toMatchObject({ name: 'track', params: { segment: 'oval' } });
    expect(pageAt('/track/oval/edit')?.name).toBe('editTrack');
    expect(pageAt('/track/oval/history')?.name).toBe('trackHistory');
    expect(pageAt('/running-in/brazil/s%C3%A3o-paulo')).toMatchObject({ name: 'area', params: { '*': 'brazil/são-paulo' } });
    expect(pageAt('/track/oval/nowhere')).toBeNull();
    expect(pageAt('/sv')).toBeNull();
  });

  it('names the answers a page draws with first, and none for an address that names nothing', () => {
    expect(pageDataUrls('/track/oval', 7)).toEqual(['/api/track?segment=oval&key=7']);
    expect(pageDataUrls('/track-id/12', 7)).toEqual(['/api/track?id=12&key=7']);
    expect(pageDataUrls('/track-id/0', 7)).toEqual([]);
    expect(pageDataUrls('/about', 7)).toEqual(['/api/static?id=aboutv2']);
    expect(pageDataUrls('/search', 7)).toEqual([]);
  });

  it("names the screen code of the pages the app loads on demand, and none for the app's own", () => {
    expect(pageScreen('/track/oval/edit')).toBe('screens/TrackFormScreen.tsx');
    expect(pageScreen('/terms')).toBe('screens/StaticScreen.tsx');
    expect(pageScreen('/')).toBeUndefined();
    expect(pageScreen('/search')).toBeUndefined();
  });

  it('says which page the app draws itself and which shows the terms popup', () => {
    expect(matchPage('/search')).toMatchObject({ name: 'search', appDraws: true, termsPopup: true });
    expect(matchPage('/track/oval')).toMatchObject({ appDraws: false, termsPopup: false });
    expect(matchPage('/nowhere/at/all')).toBeNull();
  });
});
