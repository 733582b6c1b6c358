// The basemap an operator configures (issue 29), through the real path: a local fake tile
// provider that speaks the z/x/y protocol and checks an API key, `wrangler dev` serving the built
// app with TILE_URL/TILE_API_KEY pointing at it, and Chromium drawing /search. With the right key
// the map draws the provider's tiles and the page's Content-Security-Policy refuses nothing; with
// a refused key the provider answers 403 and the map shows the spec's auth-failure panel. And with
// no provider at all: the world archive in the Worker's R2 bucket, drawn as vector tiles (and an
// archive missing from the bucket: the built-in world map).
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfigWithBasemapBucket } from '../../scripts/basemap/bucket-config';
import { applyMigrations } from '../../scripts/import/d1';
import { en } from '../../src-shared/catalogues/en/index';
import { startWranglerDev, type WranglerDev } from '../wrangler-dev';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './browser';

const STATE_DIR = `.wrangler/e2e-state/basemap-${process.pid}`;
const ATTRIBUTION = 'Fake Tiles for tests';
const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

// ---- A tiny valid PNG (256×256, one colour per tile, so a person sees the tile grid) ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const LIGHT_TILE = solidPng(256, [214, 232, 206]);
const DARK_TILE = solidPng(256, [188, 212, 230]);

// ---- The fake provider: GET /{z}/{x}/{y}.png?key=… ----

interface FakeTiles {
  origin: string;
  /** Tiles answered with an image, and requests refused for their key. */
  served: number;
  refused: number;
  close: () => Promise<void>;
}

async function startFakeTiles(goodKey: string): Promise<FakeTiles> {
  const counts = { served: 0, refused: 0 };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    // Providers answer cross-origin reads (the map's probe of a failed tile reads the status).
    response.setHeader('Access-Control-Allow-Origin', '*');
    const tile = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (!tile) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not a tile');
      return;
    }
    if (url.searchParams.get('key') !== goodKey) {
      counts.refused++;
      response.writeHead(403, { 'Content-Type': 'text/plain' }).end('Invalid API key');
      return;
    }
    counts.served++;
    const x = Number(tile[2]);
    const y = Number(tile[3]);
    const body = (x + y) % 2 === 0 ? LIGHT_TILE : DARK_TILE;
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': body.length, 'Cache-Control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get served() {
      return counts.served;
    },
    get refused() {
      return counts.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---- The app, served with the fake provider as its basemap ----

function serveWithKey(tiles: FakeTiles, key: string): Promise<WranglerDev> {
  return startWranglerDev(STATE_DIR, [
    '--var',
    `TILE_URL:${tiles.origin}/{z}/{x}/{y}.png?key={key}`,
    '--var',
    `TILE_API_KEY:${key}`,
    '--var',
    `TILE_ATTRIBUTION:${ATTRIBUTION}`,
  ]);
}

interface Watched {
  page: Page;
  /** What the page's Content-Security-Policy refused (events and console reports). */
  violations: () => Promise<string[]>;
}

/** Opens a path of the app in a fresh context, listening for CSP violations from the first script on. */
async function openWatched(browser: Browser, baseUrl: string, path: string, viewport = DESKTOP): Promise<Watched> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: baseUrl });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.goto(path);
  return {
    page,
    violations: async () => [
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
      ...consoleReports,
    ],
  };
}

/** The terms popup covers part of the map; a person dismisses it first. */
async function dismissTerms(page: Page): Promise<void> {
  const ok = page.getByRole('dialog', { name: 'Terms of use' }).getByRole('button', { name: 'OK' });
  if (await ok.isVisible().catch(() => false)) await ok.click();
}

let browser: Browser;
let tiles: FakeTiles;

beforeAll(async () => {
  rmSync(STATE_DIR, { recursive: true, force: true });
  applyMigrations({ remote: false, persistTo: STATE_DIR });
  tiles = await startFakeTiles('good');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await tiles?.close();
  rmSync(STATE_DIR, { recursive: true, force: true });
});

describe('a configured tile provider', () => {
  let app: WranglerDev;
  beforeAll(async () => {
    app = await serveWithKey(tiles, 'good');
  });
  afterAll(() => app?.stop());

  it("names the provider's host in the page's Content-Security-Policy", async () => {
    const response = await fetch(`${app.baseUrl}/search`);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(new RegExp(`img-src [^;]*${tiles.origin.replaceAll('.', '\\.')}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${tiles.origin.replaceAll('.', '\\.')}`));
    expect(policy).not.toContain('tile.openstreetmap.org');
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`draws the provider's tiles on /search with no policy violation (${name})`, async () => {
      const servedBefore = tiles.served;
      const { page, violations } = await openWatched(browser, app.baseUrl, '/search', viewport);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await dismissTerms(page);
      const drawn = page.locator(`img.leaflet-tile-loaded[src^="${tiles.origin}/"]`);
      // Until the map has drawn tiles (Leaflet marks one loaded once its image decoded to the
      // provider's 256 pixels), or the policy refused something: then the test fails at once,
      // naming what was refused, instead of waiting for tiles that cannot come.
      await page.waitForFunction(
        (origin) =>
          (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0 ||
          [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].filter(
            (img) => img.src.startsWith(origin) && img.naturalWidth === 256,
          ).length >= 2,
        tiles.origin,
      );
      expect(await violations()).toEqual([]);
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      const tilesDrawn = await drawn.count();
      expect(tilesDrawn).toBeGreaterThanOrEqual(2);
      expect(tiles.served - servedBefore).toBeGreaterThanOrEqual(tilesDrawn);
      // The provider's credit, not OpenStreetMap's default, and no failure state.
      await expect.poll(() => page.locator('.leaflet-control-attribution').textContent()).toContain(ATTRIBUTION);
      expect(await page.getByText(en.map.tilesFailed).count()).toBe(0);
      expect(await page.getByText(en.map.apiKeyProblem.title).count()).toBe(0);
      expect(await violations()).toEqual([]);
      // Raster tiles need no vector renderer: its chunk is never fetched.
      expect(scripts.filter((path) => path.includes('vector-layer'))).toEqual([]);
      console.info(`basemap e2e (${name}): ${tilesDrawn} tiles drawn, ${tiles.served - servedBefore} served, 0 CSP violations`);
      await screenshot(page, `basemap-provider-${viewport.width}`);
      await page.context().close();
    });
  }
});

describe('a refused API key', () => {
  let app: WranglerDev;
  beforeAll(async () => {
    app = await serveWithKey(tiles, 'bad');
  });
  afterAll(() => app?.stop());

  it("shows the spec's auth-failure panel instead of the map", async () => {
    const refusedBefore = tiles.refused;
    const { page, violations } = await openWatched(browser, app.baseUrl, '/search');
    await dismissTerms(page);
    const panel = page.getByRole('alert').filter({ hasText: en.map.apiKeyProblem.title });
    await panel.waitFor({ state: 'visible' });
    await expect.poll(() => panel.textContent()).toContain(en.map.apiKeyProblem.text);
    // The provider was asked and refused the key; the map and its tiles are gone, not left blank.
    expect(tiles.refused - refusedBefore).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await page.locator('img.leaflet-tile').count()).toBe(0);
    // With no map there is nothing to filter: the map's filters are not offered.
    expect(await page.getByRole('button', { name: en.map.filters.open }).count()).toBe(0);
    // Not the offline fallback: a refused key is a different problem from a missing network.
    expect(await page.getByText(en.map.tilesFailed).count()).toBe(0);
    expect(await violations()).toEqual([]);
    await screenshot(page, 'basemap-key-refused-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'basemap-key-refused-390');
    await page.context().close();
  });
});

// ---- The site's own basemap: a PMTiles archive in R2, served by the Worker ----

/** The app with wrangler.toml's bucket block uncommented (as an operator does) and these vars; stop() also removes that config. */
async function serveOwnBasemap(vars: string[]): Promise<WranglerDev> {
  const config = writeConfigWithBasemapBucket(`e2e-basemap-${process.pid}`);
  const removeConfig = () => rmSync(config, { force: true });
  try {
    const app = await startWranglerDev(STATE_DIR, ['--config', config, ...vars.flatMap((assignment) => ['--var', assignment])]);
    return {
      ...app,
      stop: async () => {
        await app.stop();
        removeConfig();
      },
    };
  } catch (error) {
    removeConfig();
    throw error;
  }
}

describe("the site's own basemap from R2", () => {
  let app: WranglerDev;
  beforeAll(async () => {
    // The project's own command builds the world archive and puts it into this state's bucket.
    execFileSync('npm', ['run', 'basemap:world', '--', '--persist-to', STATE_DIR], { stdio: 'pipe' });
    app = await serveOwnBasemap(['TILE_PMTILES:world.pmtiles', 'TILE_MAX_ZOOM:5', `TILE_ATTRIBUTION:${NATURAL_EARTH}`]);
  });
  afterAll(() => app?.stop());

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`draws the Worker's vector tiles on /search with no policy violation (${name})`, async () => {
      const { page, violations } = await openWatched(browser, app.baseUrl, '/search', viewport);
      /** What the Worker answered on /tiles/, as the page asked, and the renderer's chunk. */
      const answers: { status: number; type: string | null }[] = [];
      let rendererLoaded = false;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.includes('/vector-layer-')) rendererLoaded = true;
        if (new URL(response.url()).pathname.startsWith('/tiles/'))
          answers.push({ status: response.status(), type: response.headers()['content-type'] ?? null });
      });
      await dismissTerms(page);
      // Protomaps' renderer paints each tile into a canvas Leaflet marks loaded.
      await page.waitForFunction(
        () =>
          (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0 ||
          document.querySelectorAll('canvas.leaflet-tile-loaded').length >= 2,
      );
      expect(await violations()).toEqual([]);
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      // Land and sea both painted: the tiles hold the archive's shapes, not only a background.
      const colours = await page.evaluate(() => {
        const seen = new Set<string>();
        for (const canvas of document.querySelectorAll<HTMLCanvasElement>('canvas.leaflet-tile-loaded')) {
          const context = canvas.getContext('2d');
          if (!context) continue;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 0; i < data.length; i += 4 * 97) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        }
        return seen.size;
      });
      expect(colours).toBeGreaterThanOrEqual(2);
      expect(
        answers.filter((answer) => answer.status === 200 && answer.type === 'application/vnd.mapbox-vector-tile').length,
      ).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
      expect(rendererLoaded).toBe(true);
      await expect.poll(() => page.locator('.leaflet-control-attribution').textContent()).toContain('Natural Earth');
      expect(await page.getByText(en.map.tilesFailed).count()).toBe(0);
      expect(await violations()).toEqual([]);
      const canvases = await page.locator('canvas.leaflet-tile-loaded').count();
      console.info(`basemap e2e, R2 archive (${name}): ${canvases} tiles painted, ${answers.length} tile answers, ${colours} colours`);
      await screenshot(page, `basemap-r2-${viewport.width}`);
      await page.context().close();
    });
  }
});

describe('a self-hosted archive missing from the bucket', () => {
  let app: WranglerDev;
  beforeAll(async () => {
    app = await serveOwnBasemap(['TILE_PMTILES:not-uploaded.pmtiles', 'TILE_MAX_ZOOM:5']);
  });
  afterAll(() => app?.stop());

  it('falls back to the built-in world map with the note that tiles could not load', async () => {
    const { page, violations } = await openWatched(browser, app.baseUrl, '/search');
    await dismissTerms(page);
    await page.getByText(en.map.tilesFailed).waitFor();
    await page.locator('.leaflet-world-basemap-pane path').first().waitFor();
    expect(await page.locator('canvas.leaflet-tile').count()).toBe(0);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
