// The installable app (issue 43): its web app manifest in the page's language, through the real
// Worker, and every page naming it.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get } from './api';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const manifest = async (path: string, headers: Record<string, string> = {}) => {
  const { response, body } = await get(path, headers);
  return { response, body: (typeof body === 'string' ? JSON.parse(body) : body) as Manifest };
};

describe('the web app manifest', () => {
  it('names the site, opens standalone at the start page, and has icons of 192 and 512 px and a maskable one', async () => {
    const { response, body } = await manifest('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(body).toMatchObject({
      name: env.SITE_NAME,
      short_name: env.SITE_NAME,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
    });
    expect(body.description).toMatch(/running track/);
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('icons are real PNGs of the sizes the manifest names', async () => {
    const { body } = await manifest('/manifest.webmanifest');
    for (const icon of body.icons) {
      const file = await env.ASSETS.fetch(new Request(`http://localhost${icon.src}`));
      expect(file.status, icon.src).toBe(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The PNG signature, then the IHDR chunk's width and height (big-endian).
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(''), icon.src).toBe('PNG');
      const view = new DataView(bytes.buffer);
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  it('speaks the language the page names, or else the visitor’s, right to left in Arabic', async () => {
    const pt = (await manifest('/manifest.webmanifest?lang=pt')).body;
    expect(pt).toMatchObject({ lang: 'pt', start_url: '/?lang=pt' });
    expect(pt.description).toMatch(/pista de corrida/);
    const { response, body: ar } = await manifest('/manifest.webmanifest', { 'Accept-Language': 'ar' });
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/?lang=ar' });
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie');
  });

  it('is named by every page in the page’s language', async () => {
    const english = (await get('/', { Accept: 'text/html' })).body as string;
    expect(english).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/);
    const portuguese = (await get('/search?lang=pt', { Accept: 'text/html' })).body as string;
    expect(portuguese).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest\?lang=pt"\s*\/?>/);
  });
});
