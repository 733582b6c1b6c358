// Link-preview images (issue 23), the drawing: the picture of a PreviewText (preview-text.ts) in
// the site's look, with a running track drawn beside it, or the track's photo with its credit
// (issue 42), as PNG bytes, or JPEG for a photo (PNG keeps flat colours small, not a photo's). preview-image.ts serves it
// and loads this module only when it draws, so the Worker starts, and every page and API answer
// runs, without the engines and fonts below.
//
// satori lays the picture out (an object tree → SVG, its text turned into paths with the fonts
// below) and resvg paints the SVG into a PNG. Both run as WebAssembly modules that wrangler
// compiles at deploy (the Workers runtime compiles no WebAssembly from bytes at run time). The
// satori release is the last one without HarfBuzz: from 0.33 on it loads harfbuzzjs from bytes
// and a URL, which fails on workerd. The font is Inter, the app's own (src-web/styles/app.css):
// its Latin, Latin Extended, Vietnamese, Greek and Cyrillic subsets in two weights, as WOFF
// (satori reads no WOFF2); preview-text.ts drawableText leaves out what they cannot draw.
import { Resvg, initWasm as initResvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import satori, { init as initSatori, type Font } from 'satori/standalone';
import yogaWasm from 'satori/yoga.wasm';
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
import { drawableText, type PreviewText } from './preview-text';
import { PREVIEW_HEIGHT, PREVIEW_PANEL_HEIGHT, PREVIEW_PANEL_WIDTH, PREVIEW_TOP_BAND, PREVIEW_WIDTH } from './preview-size';

/** A picture's file name ends in its format: the drawing alone as PNG, a track's photo as JPEG. */
export type PictureFormat = 'png' | 'jpg';
/** A picture with a photo, as JPEG: sharp enough for a large card, small enough for chat apps' limits. */
const PICTURE_JPEG_QUALITY = 80;

/** The photo in the panel: a JPEG of the panel's size (photos/preview-panel.ts) and what credits it. */
export interface PreviewPhoto {
  jpeg: ArrayBuffer;
  credit: string;
}

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

/** The photo filling the panel, its credit on a dark band along its foot (CC BY-SA asks for it wherever it goes). */
function photoPanel(photo: PreviewPhoto): PictureNode {
  return node('div', { display: 'flex', position: 'relative', width: PREVIEW_PANEL_WIDTH, height: '100%' }, [
    // satori reads the bytes itself (their type from their signature).
    node('img', { width: PREVIEW_PANEL_WIDTH, height: PREVIEW_PANEL_HEIGHT }, undefined, {
      src: photo.jpeg,
      width: PREVIEW_PANEL_WIDTH,
      height: PREVIEW_PANEL_HEIGHT,
    }),
    node(
      'div',
      {
        display: 'flex',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        padding: '8px 16px',
        background: 'rgba(0, 0, 0, 0.55)',
        color: '#fff',
        fontSize: 20,
      },
      drawableText(photo.credit),
    ),
  ]);
}

function pictureTree(text: PreviewText, siteName: string, lanes: number | null, photo: PreviewPhoto | null): PictureNode {
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
  const right = photo
    ? photoPanel(photo)
    : node(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: PREVIEW_PANEL_WIDTH,
          height: '100%',
          background: COLOURS.brandSoft,
        },
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
      borderTop: `${PREVIEW_TOP_BAND}px solid ${COLOURS.brand}`,
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

/** The picture's bytes in its format; with a photo in its panel when one is given. */
export async function renderPreview(
  text: PreviewText,
  siteName: string,
  { lanes = null, photo = null, format = 'png' }: { lanes?: number | null; photo?: PreviewPhoto | null; format?: PictureFormat } = {},
): Promise<ArrayBuffer> {
  await startEngines();
  const tree = pictureTree(text, siteName, lanes, photo) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(tree, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: FONTS });
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      if (format === 'jpg') {
        // The picture is opaque: resvg's premultiplied pixels are the plain ones.
        const { encodePictureJpeg } = await import('../photos/codecs');
        const pixels = { data: new Uint8ClampedArray(image.pixels), width: image.width, height: image.height };
        return encodePictureJpeg(pixels, PICTURE_JPEG_QUALITY);
      }
      const png = image.asPng();
      return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
