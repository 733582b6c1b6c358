import { readFileSync } from 'node:fs';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
await initWasm(readFileSync('node_modules/@resvg/resvg-wasm/index_bg.wasm'));
const b64 = readFileSync('/tmp/red.jpg').toString('base64');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="blue"/><image href="data:image/jpeg;base64,${b64}" width="64" height="48"/></svg>`;
const r = new Resvg(svg);
const img = r.render();
console.log([...img.pixels.slice(0, 4)], [...img.pixels.slice(4 * 64 * 40, 4 * 64 * 40 + 4)]);
