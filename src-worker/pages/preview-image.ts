// Link-preview images (issue 23): the PNG, 1200 × 630, that a track or area page names as its
// og:image, drawn by the Worker from the page's own facts in the site's look, with a running
// track drawn beside them.
//
// satori lays the picture out (an object tree → SVG, its text turned into paths with the fonts
// below) and resvg paints the SVG into a PNG. Both run as WebAssembly modules that wrangler
// compiles at deploy (the Workers runtime compiles no WebAssembly from bytes at run time). The
// satori release is the last one without HarfBuzz: from 0.33 on it loads harfbuzzjs from bytes
// and a URL, which fails on workerd. The font is Inter, the app's own (src-web/styles/app.css):
// its Latin, Latin Extended, Vietnamese, Greek and Cyrillic subsets in two weights, as WOFF
// (satori reads no WOFF2). Characters no subset holds (Chinese, Arabic, emoji...) are left out of
// the picture instead of being drawn as empty boxes; a name left with nothing is said the way
// the app says a track without a name of its own (its label, else its kind: "Track in …").
//
// Each picture is drawn once per data version: its PNG is kept in KV under the cache key and the
// track's or area's id, so a second ask (another chat app fetching the same link) is one KV read.
import { Resvg, initWasm as initResvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import { Hono, type Context } from 'hono';
import type { ZodType } from 'zod';
import satori, { init as initSatori, type Font } from 'satori/standalone';
import yogaWasm from 'satori/yoga.wasm';
import subsetRanges from '@fontsource/inter/unicode.json';
import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff';
import latin700 from '@fontsource/inter/files/inter-latin-700-normal.woff';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff';
import latinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff';
import vietnamese400 from '@fontsource/inter/files/inter-vietnamese-400-normal.woff';
import vietnamese700 from '@fontsource/inter/files/inter-vietnamese-700-normal.woff';
import greek400 from '@fontsource/inter/files/inter-greek-400-normal.woff';
import greek700 from '@fontsource/inter/files/inter-greek-700-normal.woff';
import cyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff';
import cyrillic700 from '@fontsource/inter/files/inter-cyrillic-700-normal.woff';
import type { AreaRef, Track, TrackLabel } from '../../src-shared/api-types';
import { areaName } from '../../src-shared/area-name';
import { areaSegment, trackSegment } from '../../src-shared/schemas/common';
import type { i18n } from 'i18next';
import { languageOf, LANGUAGE_PARAM, type Language } from '../../src-shared/languages';
import { numberText } from '../../src-shared/number-text';
import { lengthText, wordsOf } from '../../src-shared/track-text';
import { trackTitle } from '../../src-shared/track-name';
import { areaCountStatement, findAreaBySegment } from '../db/areas';
import { readCacheKey } from '../db/cache-key';
import { areaChain, findTrackBySegment, nullableFlag } from '../db/tracks';
import { labelOf } from '../db/track-labels';
import type { AppEnv, Db } from '../env';
import { notFound } from '../http/result';
import { createI18n, loadCatalogue } from '../../src-web/i18n/i18n';
import { previewLanguage } from './preview-paths';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Raised when the drawing changes, so pictures kept in KV under the current key are drawn anew. */
const DRAWING_VERSION = 1;
const KV_TTL_SECONDS = 7 * 24 * 3600;
/** Browsers, chat apps and the CDN may keep a picture a day; a new one follows the data after that. */
const CACHE_CONTROL = 'public, max-age=86400';

// The site's look (src-web/styles/app.css).
const COLOURS = {
  brand: '#c2410c',
  brandDark: '#9a3412',
  brandSoft: '#fff1e8',
  green: '#15803d',
  text: '#1c1917',
  muted: '#57534e',
  bg: '#fafaf9',
  warningBg: '#fef2f2',
  warningText: '#991b1b',
};

// ---------------------------------------------------------------------------------------------
// What the picture says (pure).

/** The words on a preview picture: a title, the place below it, facts as chips and a warning. */
export interface PreviewText {
  title: string;
  place: string;
  facts: string[];
  warning: string | null;
}

export type PreviewTrack = Pick<
  Track,
  'name' | 'label' | 'areas' | 'length' | 'surface' | 'number_lanes_lap' | 'indoors' | 'permanently_removed'
>;

/** Names longer than this are cut with "…": the title has room for four lines at its smallest size. */
const MAX_NAME_CHARS = 80;

/** Each Inter subset the picture loads, and the characters it holds (its unicode-range). */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'] as const satisfies readonly (keyof typeof subsetRanges)[];

const DRAWABLE = new RegExp(
  `[${SUBSETS.flatMap((subset) => subsetRanges[subset].split(','))
    .map((range) =>
      range.replace(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i, (_, from: string, to?: string) =>
        to ? `\\u{${from}}-\\u{${to}}` : `\\u{${from}}`,
      ),
    )
    .join('')}]`,
  'u',
);

/**
 * The text as the fonts can draw it: composed (NFC), without control and format characters
 * (such as a right-to-left override) and without the characters no subset holds, spaces
 * collapsed, and cut at MAX_NAME_CHARS.
 */
export function drawableText(text: string): string {
  const kept = Array.from(text.normalize('NFC'))
    .filter((char) => !/[\p{Cc}\p{Cf}]/u.test(char) && DRAWABLE.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  // Only letters or digits make a name; punctuation left from a name in another script does not.
  if (!/[\p{L}\p{N}]/u.test(kept)) return '';
  const chars = Array.from(kept);
  return chars.length > MAX_NAME_CHARS
    ? `${chars
        .slice(0, MAX_NAME_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : kept;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The areas as the picture can name them in its language, country first; an area with no drawable name is left out. */
const drawableAreas = (areas: readonly AreaRef[], language: string): AreaRef[] =>
  areas.map((a) => ({ id: a.id, url_segment: a.url_segment, name: drawableText(areaName(a, language)) })).filter((a) => a.name);

/** A label whose names the fonts cannot draw goes without them, as a track without those parts would be called. */
const drawableLabel = (label: TrackLabel | null): TrackLabel | null =>
  label && { ...label, facility: drawableText(label.facility ?? '') || null, locality: drawableText(label.locality ?? '') || null };

/** The place below a title: the areas above the nearest one, nearest first ("São Paulo, Brasil"). */
const placeAbove = (areas: readonly AreaRef[]) =>
  areas
    .slice(0, -1)
    .map((a) => a.name)
    .reverse()
    .join(', ');

/**
 * A track's picture, in the words of its page (an i18next instance of the page's language, whole
 * catalogue): its title ("Pista do Ibirapuera in São Paulo"), the areas above its town, and its
 * length, surface, full-lap lanes and indoor or outdoor.
 */
export function trackPreviewText(track: PreviewTrack, i18n: i18n): PreviewText {
  const words = wordsOf(i18n);
  const areas = drawableAreas(track.areas, i18n.language);
  const facts = [
    track.length ? lengthText(track.length, words) : null,
    track.surface ? i18n.t(`track.surfaces.${track.surface}`) : null,
    track.number_lanes_lap
      ? i18n.t('preview.lanes', { count: track.number_lanes_lap, lanes: numberText(track.number_lanes_lap, i18n.language) })
      : null,
    track.indoors === null ? null : track.indoors ? i18n.t('track.indoor') : i18n.t('track.outdoor'),
  ].filter((fact): fact is string => fact !== null);
  return {
    title: capitalise(drawableText(trackTitle({ name: drawableText(track.name ?? ''), label: drawableLabel(track.label), areas }, words))),
    place: placeAbove(areas),
    facts: facts.map(drawableText),
    warning: track.permanently_removed ? drawableText(i18n.t('track.status.removed')) : null,
  };
}

/** An area's picture: "Running tracks in São Paulo" (its page's title), its parents and its count. */
export function areaPreviewText(
  area: Pick<AreaRef, 'name' | 'names'> & { parents: readonly AreaRef[]; numTracks: number },
  i18n: i18n,
): PreviewText {
  const name = drawableText(areaName(area, i18n.language));
  const count = numberText(area.numTracks, i18n.language);
  return {
    title: drawableText(name ? i18n.t('area.title', { area: name }) : i18n.t('preview.untitledArea')),
    place: drawableAreas(area.parents, i18n.language)
      .map((a) => a.name)
      .reverse()
      .join(', '),
    facts: [drawableText(i18n.t('coverage.runningTracks', { count: area.numTracks, tracks: count }))],
    warning: null,
  };
}

// ---------------------------------------------------------------------------------------------
// The drawing.

/** A satori node: the shape of a React element, without React. */
interface PictureNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: PictureNode | string | (PictureNode | string)[];
    [attribute: string]: unknown;
  };
}

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: PictureNode['props']['children'],
  attributes: Record<string, unknown> = {},
): PictureNode => ({
  type,
  props: { style, children, ...attributes },
});

const svgImage = (svg: string, width: number, height: number): PictureNode =>
  node('img', { width, height }, undefined, { src: `data:image/svg+xml;base64,${btoa(svg)}`, width, height });

/** The product mark (public/logo.svg). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="4" y="14" width="56" height="36" rx="18" fill="${COLOURS.brand}"/><rect x="10" y="20" width="44" height="24" rx="12" fill="none" stroke="#fff" stroke-width="2"/><rect x="15" y="25" width="34" height="14" rx="7" fill="${COLOURS.green}"/><line x1="32" y1="14" x2="32" y2="20" stroke="#fff" stroke-width="2"/></svg>`;

/**
 * A running track seen from above, standing upright: the lanes (as many as the track has, 1 to
 * 10; 6 when unknown) in the brand colour with white lines, the green infield and the finish line.
 */
export function trackDrawingSvg(lanes: number | null, width = 360, height = 520): string {
  const laneCount = Math.min(10, Math.max(1, lanes ?? 6));
  const margin = 12;
  const outerWidth = width - 2 * margin;
  const laneWidth = Math.min(16, (outerWidth * 0.36) / (laneCount + 1));
  const stadium = (inset: number, attributes: string) => {
    const w = outerWidth - 2 * inset;
    const h = height - 2 * margin - 2 * inset;
    return `<rect x="${margin + inset}" y="${margin + inset}" width="${w}" height="${h}" rx="${w / 2}" ${attributes}/>`;
  };
  const lines = Array.from({ length: laneCount - 1 }, (_, i) =>
    stadium(laneWidth * (i + 1.5), 'fill="none" stroke="#fff" stroke-width="2"'),
  );
  const infieldInset = laneWidth * (laneCount + 1);
  // The finish line crosses the lanes of the right-hand straight, at its middle.
  const finishY = height / 2;
  const finishX = margin + outerWidth - infieldInset;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    stadium(0, `fill="${COLOURS.brand}"`),
    stadium(laneWidth * 0.5, 'fill="none" stroke="#fff" stroke-width="3"'),
    ...lines,
    stadium(laneWidth * (laneCount + 0.5), 'fill="none" stroke="#fff" stroke-width="3"'),
    stadium(infieldInset, `fill="${COLOURS.green}"`),
    `<line x1="${finishX}" y1="${finishY}" x2="${margin + outerWidth - laneWidth * 0.5}" y2="${finishY}" stroke="#fff" stroke-width="6"/>`,
    '</svg>',
  ].join('');
}

function titleSize(title: string): number {
  const length = Array.from(title).length;
  return length <= 28 ? 72 : length <= 56 ? 60 : 48;
}

function pictureTree(text: PreviewText, siteName: string, lanes: number | null): PictureNode {
  const chip = (fact: string) =>
    node(
      'div',
      {
        display: 'flex',
        padding: '10px 24px',
        borderRadius: 999,
        background: COLOURS.brandSoft,
        color: COLOURS.brandDark,
        fontSize: 32,
        fontWeight: 700,
      },
      fact,
    );
  const left = node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: 760,
      height: '100%',
      padding: '56px 40px 56px 72px',
    },
    [
      node('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
        svgImage(LOGO_SVG, 64, 64),
        node('div', { display: 'flex', fontSize: 34, fontWeight: 700, color: COLOURS.brand }, drawableText(siteName) || 'Track Atlas'),
      ]),
      node('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
        node(
          'div',
          {
            display: 'flex',
            fontSize: titleSize(text.title),
            fontWeight: 700,
            lineHeight: 1.1,
            color: COLOURS.text,
            maxHeight: 240,
            overflow: 'hidden',
            wordBreak: 'break-word',
          },
          text.title,
        ),
        ...(text.place
          ? [
              node(
                'div',
                { display: 'flex', fontSize: 34, color: COLOURS.muted, lineHeight: 1.25, maxHeight: 90, overflow: 'hidden' },
                text.place,
              ),
            ]
          : []),
      ]),
      node('div', { display: 'flex', flexDirection: 'column', gap: 16 }, [
        ...(text.warning
          ? [
              node(
                'div',
                {
                  display: 'flex',
                  padding: '10px 20px',
                  borderRadius: 14,
                  background: COLOURS.warningBg,
                  color: COLOURS.warningText,
                  fontSize: 28,
                },
                text.warning,
              ),
            ]
          : []),
        node('div', { display: 'flex', flexWrap: 'wrap', gap: 14 }, text.facts.map(chip)),
      ]),
    ],
  );
  const right = node(
    'div',
    { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 440, height: '100%', background: COLOURS.brandSoft },
    [svgImage(trackDrawingSvg(lanes), 360, 520)],
  );
  return node(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      background: COLOURS.bg,
      fontFamily: 'Inter',
      borderTop: `12px solid ${COLOURS.brand}`,
    },
    [left, right],
  );
}

// The fonts, one family per subset: satori picks one font per family and weight, and for each
// character the first family that holds it.
const FONT_FILES: [string, ArrayBuffer, ArrayBuffer][] = [
  ['Inter', latin400, latin700],
  ['Inter Latin Extended', latinExt400, latinExt700],
  ['Inter Vietnamese', vietnamese400, vietnamese700],
  ['Inter Greek', greek400, greek700],
  ['Inter Cyrillic', cyrillic400, cyrillic700],
];
const FONTS: Font[] = FONT_FILES.flatMap(([name, regular, bold]) => [
  { name, data: regular, weight: 400, style: 'normal' },
  { name, data: bold, weight: 700, style: 'normal' },
]);

let engines: Promise<void> | null = null;

/** Both WebAssembly engines, instantiated once per isolate (again after a failed try). */
function startEngines(): Promise<void> {
  engines ??= Promise.all([initSatori(yogaWasm), initResvg(resvgWasm)]).then(
    () => undefined,
    (error: unknown) => {
      engines = null;
      throw error;
    },
  );
  return engines;
}

/** The picture's PNG bytes. */
export async function renderPreviewPng(text: PreviewText, siteName: string, lanes: number | null = null): Promise<ArrayBuffer> {
  await startEngines();
  const tree = pictureTree(text, siteName, lanes) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(tree, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: FONTS });
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      const png = image.asPng();
      return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

// ---------------------------------------------------------------------------------------------
// The routes.

/** The KV key of a picture: what it shows (a track or area by id), in which language, and the data version it shows. */
export const previewStoreKey = (kind: 'track' | 'area', id: number, language: Language, cacheKey: number) =>
  `preview-v${DRAWING_VERSION}/${kind}/${id}/${language}@${cacheKey}`;

/**
 * The picture of the track or area a path names (its segment before ".png"): 404 when there is
 * none, else the PNG kept in KV under the cache key, or drawn, kept and answered.
 */
async function servePreview<Row extends { id: number }>(
  c: Context<AppEnv>,
  file: string,
  page: { kind: 'track' | 'area'; what: string; segment: ZodType<string>; find: (db: Db, segment: string) => Promise<Row | null> },
  draw: (row: Row, i18n: i18n) => Promise<ArrayBuffer>,
): Promise<Response> {
  const env = c.var.env;
  // The page's language (src-worker/pages/preview-paths.ts), where the fonts can write it.
  const language = previewLanguage(languageOf(c.req.query(LANGUAGE_PARAM)) ?? 'en');
  const segment = page.segment.safeParse(file.slice(0, -'.png'.length));
  // The key first, then the data: a picture kept under a key is never older than it.
  const key = await readCacheKey(env.DB);
  const row = segment.success ? await page.find(env.DB, segment.data) : null;
  if (!row) throw notFound(page.what);
  const storeKey = previewStoreKey(page.kind, row.id, language, key);
  const kept = await env.CACHE.get(storeKey, 'arrayBuffer');
  const png = kept ?? (await draw(row, createI18n(language, await loadCatalogue(language))));
  if (!kept) c.executionCtx.waitUntil(env.CACHE.put(storeKey, png, { expirationTtl: KV_TTL_SECONDS }));
  return new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL } });
}

export const previews = new Hono<AppEnv>()
  .get('/preview/track/:file{[^/]+\\.png}', (c) => {
    const db = c.var.env.DB;
    return servePreview(
      c,
      c.req.param('file'),
      { kind: 'track', what: 'Track', segment: trackSegment, find: findTrackBySegment },
      async (row, i18n) => {
        const track: PreviewTrack = {
          name: row.name,
          label: labelOf(row),
          areas: await areaChain(db, row.area_id),
          length: row.length,
          surface: row.surface,
          number_lanes_lap: row.number_lanes_lap,
          indoors: nullableFlag(row.indoors),
          permanently_removed: row.permanently_removed === 1,
        };
        return renderPreviewPng(trackPreviewText(track, i18n), c.var.env.SITE_NAME, row.number_lanes_lap);
      },
    );
  })
  .get('/preview/area/:path{.+\\.png}', (c) => {
    const db = c.var.env.DB;
    return servePreview(
      c,
      c.req.param('path'),
      { kind: 'area', what: 'Area', segment: areaSegment, find: findAreaBySegment },
      async (area, i18n) => {
        const [chain, count] = await Promise.all([areaChain(db, area.id), areaCountStatement(db, area.id).first<number>('n')]);
        return renderPreviewPng(
          areaPreviewText({ name: area.name, names: chain.at(-1)?.names, parents: chain.slice(0, -1), numTracks: count ?? 0 }, i18n),
          c.var.env.SITE_NAME,
        );
      },
    );
  });
