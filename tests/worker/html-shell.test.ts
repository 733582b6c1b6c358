// The Worker's HTML shell for track and area pages (src-worker/pages/html-shell.ts), rendered
// against the test D1 with a stand-in for the static-assets binding.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtmlShell, SPA_CONTENT_SECURITY_POLICY } from '../../src-worker/pages/html-shell';
import type { Env } from '../../src-worker/env';
import { RECOUNT_ALL_AREAS_SQL } from '../../src-worker/db/area-counts';

const SHELL = `<!doctype html><html lang="en"><head><title>Track Atlas</title>
<meta name="description" content="Find your nearest running track." />
<meta property="og:title" content="Track Atlas" /><meta property="og:description" content="Find your nearest running track." />
</head><body><div id="root"></div></body></html>`;

const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) } as unknown as Fetcher;
const shellEnv = () => ({ ...(env as unknown as Env), ASSETS: assets, SITE_NAME: 'Track Atlas' });

let trackId: number;

beforeAll(async () => {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO areas (id, parent_id, level, name, url_segment, center_lat, center_lng) VALUES
       (9001, NULL, 0, 'Brasil Shell', 'brasil-shell', -14.2, -51.9),
       (9002, 9001, 2, 'Campinas "Shell"', 'brasil-shell/campinas', -22.9, -47.06)`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO tracks (url_segment, area_id, name, length, surface, indoors, finalized, center_lat, center_lng, created, updated)
       VALUES ('pista-shell-campinas', 9002, 'Pista <Shell>', 400, 'synthetic', 0, 1, -22.87, -47.05, ?1, ?1)`,
    ).bind(now),
    // Rows written with SQL are counted as an import counts them.
    env.DB.prepare(RECOUNT_ALL_AREAS_SQL),
  ]);
  trackId = (await env.DB.prepare(`SELECT id FROM tracks WHERE url_segment = 'pista-shell-campinas'`).first<{ id: number }>())!.id;
});

async function render(path: string) {
  const response = await renderHtmlShell(new Request(`https://tracks.example${path}`), shellEnv());
  return { response, html: await response.text() };
}

describe('HTML shell meta tags', () => {
  it('a track page gets its title, description, canonical URL and geo position', async () => {
    const { response, html } = await render('/track/pista-shell-campinas');
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Pista &lt;Shell&gt; in Campinas "Shell" | Track Atlas</title>');
    expect(html).toContain('<meta name="description" content="400 m synthetic track in Campinas &quot;Shell&quot;, Brasil Shell.');
    expect(html).toContain('<link rel="canonical" href="https://tracks.example/track/pista-shell-campinas">');
    expect(html).toContain('<meta name="geo.position" content="-22.87;-47.05">');
    expect(response.headers.get('Content-Security-Policy')).toBe(SPA_CONTENT_SECURITY_POLICY);
  });

  it('escapes "&" in the meta tags, so a name is shown as written', async () => {
    await env.DB.prepare("UPDATE tracks SET name = 'Track & Field &eacute;' WHERE url_segment = 'pista-shell-campinas'").run();
    const { html } = await render('/track/pista-shell-campinas');
    await env.DB.prepare("UPDATE tracks SET name = 'Pista <Shell>' WHERE url_segment = 'pista-shell-campinas'").run();
    expect(html).toContain('<meta property="og:title" content="Track &amp; Field &amp;eacute; in Campinas &quot;Shell&quot; | Track Atlas"');
    expect(html).toContain('<title>Track &amp; Field &amp;eacute; in Campinas "Shell" | Track Atlas</title>');
  });

  it('/track-id/{id} names the segment form as canonical', async () => {
    const { html } = await render(`/track-id/${trackId}`);
    expect(html).toContain('<link rel="canonical" href="https://tracks.example/track/pista-shell-campinas">');
  });

  it('an area page gets its title and canonical URL', async () => {
    const { html } = await render('/running-in/brasil-shell/campinas');
    expect(html).toContain('<title>Running tracks in Campinas "Shell" | Track Atlas</title>');
    expect(html).toContain('<link rel="canonical" href="https://tracks.example/running-in/brasil-shell/campinas">');
  });

  it('an unknown track or area answers 404 with the unchanged shell', async () => {
    for (const path of ['/track/no-such-track', '/running-in/atlantis', '/track-id/999999']) {
      const { response, html } = await render(path);
      expect(response.status).toBe(404);
      expect(html).toContain('<title>Track Atlas</title>');
    }
  });

  it('a malformed escape in the path gets the plain shell, not a server error', async () => {
    const { response, html } = await render('/track/%E0%A4%A');
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Track Atlas</title>');
  });

  it('another app route under /track/ gets the plain shell', async () => {
    const { response, html } = await render('/track/pista-shell-campinas/edit');
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Track Atlas</title>');
  });
});

describe('HTML shell initial data', () => {
  const initialData = (html: string) => JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);

  it('carries the track under the URL the app asks for, with the current key, and no markup that can end the script', async () => {
    await env.DB.prepare("UPDATE tracks SET info = '</script><script>alert(1)</script>' WHERE url_segment = 'pista-shell-campinas'").run();
    const { html } = await render('/track/pista-shell-campinas');
    const key = (await env.DB.prepare("SELECT value FROM meta WHERE name = 'cache_key'").first<{ value: number }>())!.value;
    expect(html).not.toContain('<script>alert(1)');
    const data = initialData(html);
    expect(data.key).toBe(key);
    const track = data.responses[`/api/track?segment=pista-shell-campinas&key=${key}`];
    expect(track).toMatchObject({ id: trackId, name: 'Pista <Shell>', info: '</script><script>alert(1)</script>', areas: [{ name: 'Brasil Shell' }, { name: 'Campinas "Shell"' }] });
  });

  it('carries the area page, and /track-id/ the track by id', async () => {
    const area = initialData((await render('/running-in/brasil-shell/campinas')).html);
    expect(Object.values(area.responses)[0]).toMatchObject({ name: 'Campinas "Shell"', num_tracks: 1 });
    expect(Object.keys(area.responses)[0]).toBe(`/api/area-full?segment=brasil-shell%2Fcampinas&key=${area.key}`);
    const byId = initialData((await render(`/track-id/${trackId}`)).html);
    expect(Object.keys(byId.responses)).toEqual([`/api/track?id=${trackId}&key=${byId.key}`]);
  });
});

describe('HTML shell preloads', () => {
  // The built app's manifest, as vite.config.ts writes it beside the assets.
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true },
    'screens/TrackScreen.tsx': { file: 'assets/TrackScreen-B.js', imports: ['index.html', '_TrackView-C.js'] },
    '_TrackView-C.js': { file: 'assets/TrackView-C.js', css: ['assets/TrackView-C.css'] },
    'screens/AreaScreen.tsx': { file: 'assets/AreaScreen-D.js', imports: ['index.html'] },
  };
  const withManifest = {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === '/asset-manifest.json'
        ? Response.json(manifest)
        : new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }),
  } as unknown as Fetcher;

  it("names the page's screen code, so it loads beside the app's entry", async () => {
    const env = { ...shellEnv(), ASSETS: withManifest };
    const track = await (await renderHtmlShell(new Request('https://tracks.example/track/pista-shell-campinas'), env)).text();
    expect(track).toContain('<link rel="modulepreload" crossorigin href="/assets/TrackScreen-B.js">');
    expect(track).toContain('<link rel="modulepreload" crossorigin href="/assets/TrackView-C.js">');
    expect(track).toContain('<link rel="preload" as="style" href="/assets/TrackView-C.css">');
    expect(track).not.toContain('index-A.js');
    const area = await (await renderHtmlShell(new Request('https://tracks.example/running-in/brasil-shell/campinas'), env)).text();
    expect(area).toContain('<link rel="modulepreload" crossorigin href="/assets/AreaScreen-D.js">');
    expect(area).not.toContain('TrackScreen');
  });
});
