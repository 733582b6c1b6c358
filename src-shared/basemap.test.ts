import { describe, expect, it } from 'vitest';
import { basemapFrom, pageContentSecurityPolicy } from './basemap';

describe('the basemap setting and the policy that follows it', () => {
  it('unset, it is OpenStreetMap for development, with the policy the site has always sent', () => {
    const basemap = basemapFrom({});
    expect(basemap).toMatchObject({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', maxZoom: 19, tileSize: 256, zoomOffset: 0 });
    expect(pageContentSecurityPolicy(basemap)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org; connect-src 'self' https://tile.openstreetmap.org; font-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('a keyed provider: its host and no other is allowed, the key is in the template', () => {
    const basemap = basemapFrom({
      TILE_URL: 'https://api.tiles.example/styles/streets/{z}/{x}/{y}@2x.png?key={key}',
      TILE_API_KEY: 'k&y 1',
      TILE_ATTRIBUTION: '© Example',
      TILE_MAX_ZOOM: '20',
      TILE_SIZE: '512',
    });
    expect(basemap).toEqual({
      url: 'https://api.tiles.example/styles/streets/{z}/{x}/{y}@2x.png?key=k%26y%201',
      attribution: '© Example',
      maxZoom: 20,
      tileSize: 512,
      zoomOffset: -1,
      vector: false,
    });
    const policy = pageContentSecurityPolicy(basemap);
    expect(policy).toContain("img-src 'self' data: https://api.tiles.example;");
    expect(policy).toContain("connect-src 'self' https://api.tiles.example;");
    expect(policy).not.toContain('openstreetmap');
  });

  it('tiles the site serves itself need no other host; a nonsense zoom falls back to 19', () => {
    const basemap = basemapFrom({ TILE_URL: '/tiles/{z}/{x}/{y}.png', TILE_PMTILES: 'world.pmtiles', TILE_MAX_ZOOM: 'lots' });
    expect(basemap).toMatchObject({ maxZoom: 19, vector: false });
    expect(pageContentSecurityPolicy(basemap)).toContain("img-src 'self' data:; connect-src 'self';");
  });

  it("an archive in the Worker's bucket is drawn as vector tiles from the site itself", () => {
    const basemap = basemapFrom({ TILE_PMTILES: 'world.pmtiles', TILE_MAX_ZOOM: '5' });
    expect(basemap).toMatchObject({ url: '/tiles/{z}/{x}/{y}.mvt', maxZoom: 5, vector: true });
    expect(pageContentSecurityPolicy(basemap)).not.toContain('openstreetmap');
    expect(basemapFrom({ TILE_PMTILES: ' ' }).url).toContain('tile.openstreetmap.org');
  });
});
