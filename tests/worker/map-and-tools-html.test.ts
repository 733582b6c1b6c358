// The first HTML of the calculator, the start page's coverage summary and the developers page in
// the visitor's language (issue 24), through the real Worker: Portuguese and Arabic words and
// figures, and none of the English ones.
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get } from './api';

/** The markup inside the app's root element, without the comments React separates text with. */
const root = (html: string) => (/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');

async function pageIn(path: string, acceptLanguage: string) {
  const { response, body } = await get(path, { Accept: 'text/html', 'Accept-Language': acceptLanguage });
  expect(response.status, path).toBe(200);
  return body as string;
}

const ENGLISH_CALCULATOR = [
  'Track calculator',
  'Lane length',
  'Time per lap',
  'Staggered starts on this track',
  'Measure lanes on',
  'Simple formula',
  'Your lane',
  'Target time',
  'drawn to scale',
  'Lane n is the track length',
];

describe('the calculator in the visitor language', () => {
  it('a Portuguese visitor reads its labels, tables, notes and drawing in Portuguese, figures with a decimal comma', async () => {
    const html = await pageIn('/track-calculator?distance=10000&time=40:00&lane=3', 'pt-BR,pt;q=0.9');
    const content = root(html);
    expect(html).toContain('<html lang="pt" dir="ltr"');
    expect(content).toContain('<h1>Calculadora de pista</h1>');
    expect(content).toContain('Comprimento da raia');
    expect(content).toContain('Largadas escalonadas nesta pista');
    expect(content).toContain('Ritmo-alvo: 4:00,0 por km.');
    expect(content).toContain('10 km em 40 min');
    expect(content).toContain('407,67 m');
    expect(content).toContain('Uma pista ao ar livre de 400,00 m desenhada em escala');
    expect(content).toContain('Para 10.000 m na raia 3, largue na reta final');
    expect(content).toContain('A raia n tem o comprimento da pista mais 2π × (n − 1) × a largura da raia.');
    for (const english of ENGLISH_CALCULATOR) expect(content, english).not.toContain(english);
    expect(html).toMatch(/<meta name="description" content="Comprimento de cada raia/);
  });

  it('an Arabic visitor reads it in Arabic, right to left', async () => {
    const html = await pageIn('/track-calculator?track=indoor', 'ar');
    const content = root(html);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(content).toContain('<h1>حاسبة المضمار</h1>');
    expect(content).toContain('طول الحارة');
    expect(content).toContain('مضمار داخلي');
    expect(content).toContain('أدخل مسافة لتحديد موضع بدايتها.');
    for (const english of [...ENGLISH_CALCULATOR, 'Indoor 200 m tracks', 'Enter a distance'])
      expect(content, english).not.toContain(english);
  });

  it('an English visitor reads it as before', async () => {
    const content = root(await pageIn('/track-calculator?distance=10000&time=40:00&lane=3', 'en-US'));
    expect(content).toContain('<h1>Track calculator</h1>');
    expect(content).toContain('Target pace: 4:00.0 per km.');
    expect(content).toContain('For 10000 m in lane 3, start on the home straight');
  });
});

describe('the start page coverage summary in the visitor language', () => {
  it('counts the tracks and countries in Portuguese and in Arabic', async () => {
    await createAreas(-8.05, -34.9);
    await createTrack(-8.05, -34.9);
    const pt = root(await pageIn('/', 'pt-BR'));
    expect(pt).toMatch(/\d pistas? de corrida (em|até agora)/);
    expect(pt).toContain('até agora');
    expect(pt).not.toMatch(/running tracks?|so far|not yet placed/);
    const ar = root(await pageIn('/?lang=ar', 'en'));
    expect(ar).toContain('حتى الآن');
    expect(ar).not.toMatch(/running tracks?|so far|not yet placed/);
  });
});

describe('the developers page in the visitor language', () => {
  it('names the API in the page title in Portuguese and Arabic', async () => {
    expect(await pageIn('/developers', 'pt-BR')).toContain('<title>A API do Track Atlas | Track Atlas</title>');
    // The site's name set into an Arabic sentence is isolated (src-shared/bidi.ts).
    expect(await pageIn('/developers', 'ar')).toContain('<title>واجهة برمجة تطبيقات \u2068Track Atlas\u2069 | Track Atlas</title>');
    expect(await pageIn('/developers', 'en')).toContain('<title>The Track Atlas API | Track Atlas</title>');
  });
});
