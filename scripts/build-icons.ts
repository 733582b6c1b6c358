// The installed app's icons (issue 43), drawn from public/logo.svg: 192 and 512 px for any
// launcher, and a 512 px maskable one whose logo stays inside the safe zone (the centre 80 %
// circle) on a solid background, so a launcher may cut it to any shape. Run once after the logo
// changes (npm run icons); the PNGs are committed, as the logo is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { PROJECT_ROOT } from './import/d1';
import { BACKGROUND_COLOUR } from '../src-worker/domain/web-app-manifest';

const LOGO = readFileSync(join(PROJECT_ROOT, 'public/logo.svg'), 'utf8');
/** The logo's drawing without its own <svg> element, to place inside a larger one. */
const LOGO_BODY = LOGO.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
/** Behind the maskable icon's logo: the manifest's background colour. */
const ICON_BACKGROUND = BACKGROUND_COLOUR;

/** The logo (a 64-unit square) at `scale` of the icon, centred, on `background` or none. */
function iconSvg(scale: number, background: string | null): string {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background ? `<rect width="64" height="64" fill="${background}"/>` : ''}<g transform="translate(${offset} ${offset}) scale(${scale})">${LOGO_BODY}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: iconSvg(1, null) },
  { file: 'icon-512.png', size: 512, svg: iconSvg(1, null) },
  // The safe zone's circle has a radius of 40 % of the icon; the logo's oval fits it at 70 %.
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg(0.7, ICON_BACKGROUND) },
];

await initWasm(readFileSync(join(PROJECT_ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')));
for (const { file, size, svg } of ICONS) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(join(PROJECT_ROOT, 'public/icons', file), png);
  console.log(`public/icons/${file}: ${size} × ${size}, ${png.length} bytes`);
}
