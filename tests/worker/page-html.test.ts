// Every page's first HTML through the real Worker entry and the built app (dist/client): the
// page's content drawn by the app's components, its meta tags, its status, and the data the app
// takes it over with.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECOUNT_ALL_AREAS_SQL } from '../../src-worker/db/area-counts';
import { basemapFrom, pageContentSecurityPolicy } from '../../src-shared/basemap';
import worker from '../../src-worker/index';
import { FeedbackType } from '../../src-shared/enums';
import { createTrack, get, ORIGIN, post } from './api';

const HOSTILE = '</script><script>alert(1)</script><!--';
let trackId: number;

beforeAll(async () => {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO areas (id, parent_id, level, name, url_segment, center_lat, center_lng, track_info) VALUES
       (9001, NULL, 0, 'Brasil Page', 'brasil-page', -14.2, -51.9, NULL),
       (9002, 9001, 2, 'Campinas "Page"', 'brasil-page/campinas', -22.9, -47.06, 'Campinas has 2 running tracks.')`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO tracks (url_segment, area_id, name, length, surface, indoors, number_lanes_lap, has_lighting, street_address, info, finalized, center_lat, center_lng, created, updated)
       VALUES ('pista-page-campinas', 9002, 'Pista <Page>', 400, 'synthetic', 0, 8, 1, 'Rua A, 1', '<p>Open <b>early</b>.</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://club.example/">club</a>', 1, -22.87, -47.05, ?1, ?1),
              ('pista-page-bare', 9002, '', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, -22.88, -47.06, ?1, ?1)`,
    ).bind(now),
    env.DB.prepare(RECOUNT_ALL_AREAS_SQL),
    env.DB.prepare(
      `INSERT OR REPLACE INTO static_pages (id, title, headline, content, last_update) VALUES
       ('aboutv2', 'About', 'About us', '<h2>Who</h2><p>Runners.</p><script>alert(1)</script>', '2026-11-01'),
       ('termsv2', 'Terms', 'Terms of use', '<p>Be kind.</p>', '2026-11-01'),
       ('privacyv2', 'Privacy', 'Privacy', '<p>Little.</p>', '2026-11-01')`,
    ),
    env.DB.prepare(
      `INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('page-lane-maths', 'Lane maths', '<p>Lane 8 is longer.</p>', '2026-11-02')`,
    ),
  ]);
  trackId = (await env.DB.prepare(`SELECT id FROM tracks WHERE url_segment = 'pista-page-campinas'`).first<{ id: number }>())!.id;
});

async function page(path: string) {
  const { response, body } = await get(path, { Accept: 'text/html' });
  return { response, html: body as string };
}

/** The markup inside the app's root element. */
/** The markup inside the app's root element, without the comments React separates text with. */
const root = (html: string) => (/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');
const initialData = (html: string) => JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);

describe('a track page', () => {
  it('answers its heading, summary, facts, breadcrumb links and sections in the first HTML', async () => {
    const { response, html } = await page('/track/pista-page-campinas');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toBe(pageContentSecurityPolicy(basemapFrom(env)));
    const content = root(html);
    expect(content).toContain('<h1>Pista &lt;Page&gt; in Campinas &quot;Page&quot;</h1>');
    expect(content).toContain('400 m synthetic track');
    expect(content).toMatch(/<a [^>]*href="\/running-in\/brasil-page\/campinas"[^>]*>Campinas &quot;Page&quot;<\/a>/);
    expect(content).toContain('Open to the public?');
    expect(content).toContain('Details');
    expect(content).toContain('Rua A, 1');
    expect(content).toContain('Comments and visit reports');
    expect(content).toContain(`href="/track/pista-page-campinas/history"`);
    expect(html).toContain('<title>Pista &lt;Page&gt; in Campinas "Page" | Track Atlas</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/track/pista-page-campinas">');
    expect(html).toContain('<meta name="geo.position" content="-22.87;-47.05">');
    expect(html).not.toContain('name="robots"');
  });

  it('shows stored HTML only through the allow-list: no script, handler or javascript: link', async () => {
    const content = root((await page('/track/pista-page-campinas')).html);
    expect(content).toContain('<p>Open <b>early</b>.</p>');
    expect(content).not.toMatch(/<img|onerror|javascript:/i);
    expect(content).toContain('<a href="https://club.example/" target="_blank" rel="noopener noreferrer">club</a>');
  });

  it('a track without optional facts has its page with what it has, and none of the rest', async () => {
    const { response, html } = await page('/track/pista-page-bare');
    expect(response.status).toBe(200);
    const content = root(html);
    expect(content).toContain('Details');
    expect(content).not.toContain('Surface</dt>');
    expect(content).not.toContain('Length</dt>');
    expect(content).not.toContain('Lighting</dt>');
  });

  it('hostile names, addresses and comments reach the HTML escaped, and cannot end the data block', async () => {
    const created = await createTrack(-22.89, -47.07, { name: HOSTILE, streetAddress: HOSTILE });
    const comment = await post('/api/post-feedback', {
      trackId: created.trackId,
      feedbackType: FeedbackType.Comment,
      comment: `Fast lanes ${HOSTILE}`,
      name: HOSTILE,
      recommendTypes: [0],
    });
    expect(comment.status).toBe(200);
    const { html } = await page(`/track/${created.trackUrlSegment}`);
    expect(html).not.toContain('<script>alert(1)');
    // React's own markers are the only comments: a name's "<!--" arrives as text.
    expect(html.replace(/<!--(?: |\$|\/\$)-->/g, '')).not.toContain('<!--');
    expect(root(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    const data = initialData(html);
    expect(Object.values(data.responses)[0]).toMatchObject({ name: HOSTILE, comments: [{ poster_name: HOSTILE }] });
  });

  it('describes the track with schema.org data of its known facts only, and a preview image', async () => {
    const structured = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (match) => JSON.parse(match[1]!) as Record<string, any>,
      );
    const { html } = await page('/track/pista-page-campinas');
    const [place, breadcrumb] = structured(html);
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Pista <Page>',
      url: 'http://localhost/track/pista-page-campinas',
      geo: { '@type': 'GeoCoordinates', latitude: -22.87, longitude: -47.05 },
      address: { streetAddress: 'Rua A, 1' },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(html).toContain('<meta property="og:image" content="http://localhost/preview/track/pista-page-campinas.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [bare] = structured((await page('/track/pista-page-bare')).html);
    for (const fact of ['openingHoursSpecification', 'isAccessibleForFree', 'publicAccess', 'amenityFeature'])
      expect(bare, fact).not.toHaveProperty(fact);
    const [list] = structured((await page('/running-in/brasil-page/campinas')).html);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect(JSON.stringify(list)).toContain('http://localhost/track/pista-page-campinas');
    const image = await get('/preview/track/pista-page-campinas.png');
    expect(image.response.headers.get('Content-Type')).toBe('image/png');
  });

  it('the app takes over with the answers the page was drawn from, under the current key', async () => {
    const { html } = await page('/track/pista-page-campinas');
    const key = (await env.DB.prepare("SELECT value FROM meta WHERE name = 'cache_key'").first<{ value: number }>())!.value;
    const data = initialData(html);
    expect(data.key).toBe(key);
    expect(data.responses[`/api/track?segment=pista-page-campinas&key=${key}`]).toMatchObject({ id: trackId, name: 'Pista <Page>' });
  });

  it('a permanently removed track keeps its page, says so, and asks not to be indexed', async () => {
    await env.DB.prepare(
      `INSERT INTO tracks (url_segment, area_id, name, finalized, removed, permanently_removed, center_lat, center_lng, created, updated)
       VALUES ('pista-page-gone', 9002, 'Gone', 1, 1, 1, -22.8, -47.0, ?1, ?1)`,
    )
      .bind(new Date().toISOString())
      .run();
    const { response, html } = await page('/track/pista-page-gone');
    expect(response.status).toBe(200);
    expect(root(html)).toContain('This track has been permanently removed');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('/track-id/{id} redirects permanently to the segment form', async () => {
    const response = await exports.default.fetch(new Request(`${ORIGIN}/track-id/${trackId}`, { redirect: 'manual' }));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('http://localhost/track/pista-page-campinas');
  });
});

describe('an area page', () => {
  it('answers its heading, summary and a link to every track and child area it lists', async () => {
    const { response, html } = await page('/running-in/brasil-page');
    expect(response.status).toBe(200);
    const content = root(html);
    expect(content).toContain('<h1>Running tracks in Brasil Page</h1>');
    expect(content).toMatch(/href="\/running-in\/brasil-page\/campinas"/);
    const city = root((await page('/running-in/brasil-page/campinas')).html);
    expect(city).toMatch(/<p class="prose">Campinas &quot;Page&quot; has \d+ running tracks?/);
    expect(city).toContain('href="/track/pista-page-campinas"');
    expect(city).toContain('href="/track/pista-page-bare"');
    expect(city).toContain('Pista &lt;Page&gt;');
  });
});

describe('the other pages', () => {
  it('the start page has the tagline, the search form and the coverage links', async () => {
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    const content = root(html);
    expect(content).toContain('role="combobox"');
    expect(content).toContain('Where tracks are listed');
    expect(content).toMatch(/href="\/running-in\/[^"]+"/);
    expect(content).toContain('href="/ai-search"');
  });

  it('the track, area and start pages name their Atom feed of changes, with escaped titles; other pages none', async () => {
    const feedLink = (title: string, href: string) => `<link rel="alternate" type="application/atom+xml" title="${title}" href="${href}">`;
    expect((await page('/track/pista-page-campinas')).html).toContain(
      feedLink('Track Atlas: recent changes to Pista &lt;Page&gt;', 'http://localhost/feeds/track/pista-page-campinas.atom'),
    );
    expect((await page('/running-in/brasil-page/campinas')).html).toContain(
      feedLink('Track Atlas: recent changes in Campinas &quot;Page&quot;', 'http://localhost/feeds/area/brasil-page/campinas.atom'),
    );
    expect((await page('/')).html).toContain(feedLink('Track Atlas: recent changes', 'http://localhost/feeds/changes.atom'));
    for (const path of ['/about', '/track/no-such-track']) expect((await page(path)).html, path).not.toContain('application/atom+xml');
  });

  it('static pages and blog posts carry their text', async () => {
    const about = await page('/about');
    expect(about.response.status).toBe(200);
    expect(root(about.html)).toContain('<h1>About us</h1>');
    expect(root(about.html)).toContain('<h2>Who</h2><p>Runners.</p>');
    expect(about.html).not.toContain('<script>alert(1)');
    expect(about.html).toContain('<title>About | Track Atlas</title>');
    const post = await page('/blog/page-lane-maths');
    expect(post.response.status).toBe(200);
    expect(root(post.html)).toContain('<h1>Lane maths</h1>');
    expect(root(post.html)).toContain('<p>Lane 8 is longer.</p>');
  });

  it('an unknown track, area, blog post or path answers 404 with the not-found texts and noindex', async () => {
    const cases: [string, string][] = [
      ['/track/no-such-track', 'Track not found'],
      ['/running-in/atlantis', 'Area not found'],
      ['/blog/nope', 'Blog post not found'],
      ['/no/such/page', '404 - not found'],
      ['/track-id/999999999', 'Track not found'],
    ];
    for (const [path, text] of cases) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(root(html), path).toContain(text);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('a malformed escape in the path is a page like any other, never a server error', async () => {
    const { response } = await page('/track/%E0%A4%A');
    expect(response.status).toBeLessThan(500);
  });

  it('the forms and the history ask not to be indexed', async () => {
    for (const path of ['/track/pista-page-campinas/edit', '/track/pista-page-campinas/history', '/add-track']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('the recent changes answer in the first HTML, each linking its track', async () => {
    const { response, html } = await page('/changes');
    expect(response.status).toBe(200);
    const content = root(html);
    expect(content).toContain('<h1>Recent changes</h1>');
    // The hostile track this file creates through the API is among them, its name escaped.
    expect(content).toMatch(/<ul class="change-list"><li><p><a href="\/track\/[^"]+"/);
    expect(content).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(content).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Recent changes | Track Atlas</title>');
  });

  it("the map page has the terms popup in a first visit's HTML, and none once a cookie says it was dismissed", async () => {
    const first = await page('/search');
    expect(root(first.html)).toContain('class="terms-popup map-card" role="dialog" aria-label="Terms of use"');
    expect(initialData(first.html).termsPopupHidden).toBe(false);
    const { body } = await get('/search', { Accept: 'text/html', Cookie: 'lang=en; termsPopupHidden=true' });
    expect(root(body as string)).not.toContain('terms-popup');
    expect(initialData(body as string).termsPopupHidden).toBe(true);
    // Asked again without the cookie (after the answer above was cached): the popup again.
    expect(root((await page('/search')).html)).toContain('terms-popup');
  });

  it("a page drawn in its HTML asks for the app's code only after its style sheets (at once on the map's page), and its screen's code once it has painted", async () => {
    for (const path of ['/track/pista-page-campinas', '/running-in/brasil-page', '/search', '/']) {
      const { html } = await page(path);
      const entry = html.match(/<script type="module"[^>]*>/g) ?? [];
      expect(entry, path).toHaveLength(1);
      // The map's own page is the app's drawing: its code is asked for at once, at the usual priority.
      const appDraws = path === '/search';
      expect(entry[0]!.includes('fetchpriority="low"'), path).toBe(!appDraws);
      expect(/<html[^>]* data-app-draws/.test(html), path).toBe(appDraws);
      const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/g)];
      expect(styles.length, path).toBeGreaterThan(0);
      for (const style of styles) expect(style.index, path).toBeLessThan(html.indexOf('<script type="module"'));
      // Nothing the browser would fetch before the page has painted.
      expect(html, path).not.toContain('rel="modulepreload"');
    }
    const track = (await page('/track/pista-page-campinas')).html;
    const code = JSON.parse(track.match(/<script type="application\/json" id="page-code">([^<]*)<\/script>/)?.[1] ?? 'null');
    expect(code).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/TrackScreen-[\w-]+\.js$/)]));
  });

  it("a page's policy and its map follow the basemap setting: the configured tile host is allowed, no other", async () => {
    const keyed = { TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png?key={key}', TILE_API_KEY: 'secret1', TILE_SIZE: '512' };
    const context = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/search`, { headers: { Accept: 'text/html' } }),
      { ...env, ...keyed },
      context,
    );
    await waitOnExecutionContext(context);
    const html = await response.text();
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toContain("img-src 'self' data: https://tiles.example;");
    expect(policy).toContain("connect-src 'self' https://tiles.example;");
    expect(policy).not.toContain('openstreetmap');
    expect(initialData(html).basemap).toEqual({ ...basemapFrom(keyed), url: 'https://tiles.example/{z}/{x}/{y}.png?key=secret1' });
    // The deployment's own setting, as every other test sees it.
    expect(initialData((await page('/search')).html).basemap).toEqual(basemapFrom(env));
  });

  it('every route of the app renders on the server', async () => {
    for (const path of [
      '/search',
      '/ai-search',
      '/pt',
      '/track-calculator',
      '/contribute',
      '/changes',
      '/developers',
      '/terms',
      '/privacy',
    ]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(root(html), path).toContain('class="skip-link"');
    }
  });
});

describe('a page in the visitor language (issue 24)', () => {
  it('a Portuguese browser gets the page in Portuguese, naming its address in every language', async () => {
    const { response, html } = await page('/running-in/brasil-page');
    expect(html).toContain('<html lang="en" dir="ltr"');
    const pt = await get('/', { Accept: 'text/html', 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    const ptHtml = pt.body as string;
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie');
    expect(ptHtml).toContain('<html lang="pt" dir="ltr"');
    expect(root(ptHtml)).toContain('<h1>Encontre a pista de corrida mais próxima</h1>');
    expect(ptHtml).toContain('<link rel="canonical" href="http://localhost/?lang=pt">');
    expect(ptHtml).toContain('<link rel="alternate" hreflang="sv" href="http://localhost/?lang=sv">');
    expect(ptHtml).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/">');
    expect(ptHtml).toMatch(/<meta name="description" content="Encontre a pista de corrida mais próxima[^"]*"/);
    // Its catalogue is fetched beside the app's code, not after it; an English page names none.
    expect(ptHtml).toMatch(/<script type="application\/json" id="page-code">[^<]*"\/assets\/pt-shell-[^"]+\.js"/);
    expect(html).not.toMatch(/href="\/assets\/(?:pt|sv|es|de|fr|ar|zh|ja)-[^"]+\.js"/);
  });

  it('the address names the language first, then the chosen one, then the browser; Arabic reads right to left', async () => {
    const ar = (await get('/?lang=ar', { Accept: 'text/html', 'Accept-Language': 'pt-BR', Cookie: 'lang=sv' })).body as string;
    expect(ar).toContain('<html lang="ar" dir="rtl"');
    expect(ar).toContain('<link rel="canonical" href="http://localhost/?lang=ar">');
    const sv = (await get('/', { Accept: 'text/html', 'Accept-Language': 'pt-BR', Cookie: 'lang=sv' })).body as string;
    expect(sv).toContain('<html lang="sv" dir="ltr"');
    const notFound = await get('/no/such/page?lang=de', { Accept: 'text/html' });
    expect(notFound.status).toBe(404);
    expect(root(notFound.body as string)).toContain('404');
    expect(notFound.body as string).not.toContain('hreflang');
  });
});

describe('rendered pages', () => {
  it('are rendered once per language, address and data version, and again after a write', async () => {
    const renderedAt = async (headers: Record<string, string> = {}) =>
      initialData((await get('/track/pista-page-campinas', { Accept: 'text/html', ...headers })).body as string).renderedAt;
    const first = await renderedAt();
    expect(await renderedAt()).toBe(first);
    // Another language is another page.
    expect(await renderedAt({ 'Accept-Language': 'pt-BR' })).not.toBe(first);
    await createTrack(-22.95, -47.1, { name: 'Pista Nova' });
    expect(await renderedAt()).not.toBe(first);
  });
});
