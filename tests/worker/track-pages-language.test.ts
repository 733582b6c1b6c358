// The track, area, blog and static pages in the visitor's language (issue 24), through the real
// Worker: their first HTML in Portuguese and Arabic (title, summary, counters, status texts,
// access and hours, details, dates, the area summary written from the API's groups, the meta
// description), and English as it was.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { createAreas, createTrack, get, post } from './api';
import { metaDescription, pageText, root, VISITOR_HEADERS } from './page-text';

const { pt: PT, ar: AR, en: EN } = VISITOR_HEADERS;

async function page(path: string, headers: Readonly<Record<string, string>>) {
  const { status, body } = await get(path, headers);
  expect(status, path).toBe(200);
  return body as string;
}

let areas: Awaited<ReturnType<typeof createAreas>>;
let track: string;
let shortTrack: string;

beforeAll(async () => {
  areas = await createAreas(-31.7, 116.1);
  track = (
    await createTrack(-31.7, 116.1, {
      name: 'Pista Idioma',
      access: 'public',
      fee: true,
      feeText: 'R$ 10',
      entry: 'reception',
      amenities: { toilets: true, parking: false },
    })
  ).trackUrlSegment;
  shortTrack = (await createTrack(-31.71, 116.11, { name: 'Pista Curta', length: 300, surface: 'cinder' })).trackUrlSegment;
  const trackId = (await get(`/api/track?segment=${track}`)).body.id as number;
  const comment = await post('/api/post-feedback', {
    trackId,
    feedbackType: FeedbackType.Comment,
    comment: 'Boa pista, bem cuidada.',
    name: '',
    recommendTypes: [0],
  });
  expect(comment.status).toBe(200);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO static_pages (id, title, headline, content, last_update) VALUES
       ('aboutv2', 'About', 'About us', '<h2>Who</h2><p>Runners.</p>', '2026-11-01')`,
    ),
    env.DB.prepare(
      `INSERT OR REPLACE INTO blog_posts (url_segment, title, main_content, published) VALUES ('lingua-voltas', 'Voltas', '<p>Raia 8.</p>', '2026-11-02')`,
    ),
  ]);
}, 60_000);

describe('a track page in the visitor language', () => {
  it('a Portuguese runner reads the whole page in Portuguese, names and comments as written', async () => {
    const html = await page(`/track/${track}`, PT);
    expect(html).toContain('<html lang="pt" dir="ltr"');
    // Its link preview is drawn in Portuguese too.
    expect(html).toContain(`<meta property="og:image" content="http://localhost/preview/track/${track}.png?lang=pt">`);
    const words = pageText(html);
    expect(words).toContain(`Pista Idioma em Springfield ${areas.tag}`);
    expect(words).toContain(`Pista sintética de 400 m em Springfield ${areas.tag}, North ${areas.tag}, Testland ${areas.tag}.`);
    expect(metaDescription(html)).toBe(
      `Pista sintética de 400 m em Springfield ${areas.tag}, North ${areas.tag}, Testland ${areas.tag}. Se está aberta, piso, raias e comentários de corredores.`,
    );
    for (const label of [
      '1 comentário',
      'Ver no mapa',
      'Como chegar',
      'Aberta ao público?',
      'Não sabemos. Se você já esteve lá, publique um comentário ou um relato de visita.',
      'Acesso e horários',
      'Horário de funcionamento desconhecido',
      'Ninguém informou o horário de funcionamento desta pista ainda.',
      'Quem pode usar Aberta ao público',
      'Taxa Paga: R$ 10',
      'Como entrar Identificar-se na recepção',
      'Banheiros Sim',
      'Estacionamento Não',
      'Detalhes',
      'Comprimento 400 m',
      'Piso Sintético',
      'Estado do piso Bom',
      'Raias de volta completa 8',
      'Coberta ou ao ar livre Ao ar livre',
      'Iluminação Sim',
      'Última edição em',
      'Histórico de edições',
      'Recomendações',
      'Comentários e relatos de visita',
      'anônimo',
      'Boa pista, bem cuidada.',
    ]) {
      expect(words, label).toContain(label);
    }
    // Dates in Portuguese: the confirmation of a fact and the comment's date.
    expect(words).toMatch(/confirmado por último em uma edição de \d{1,2} de [a-zç]+ de \d{4}/);
    expect(root(html)).toContain('aria-label="Editar esta pista"');
    for (const english of [
      'Open to the public?',
      'Access and hours',
      'Details',
      'Show on map',
      'Directions',
      'Length',
      'Surface',
      'Synthetic',
      'Comments and visit reports',
      'History of edits',
      'Last edited',
      'No opening hours known',
      'Yes',
      ' in Springfield',
    ]) {
      expect(words, english).not.toContain(english);
    }
  });

  it('a track of another length than 400 m points to the calculator in the language', async () => {
    const words = pageText(await page(`/track/${shortTrack}`, PT));
    expect(words).toContain('Pista de carvão de 300 m em');
    expect(words).toContain(
      'Esta não é uma pista padrão de 400 m. Use a calculadora de raias para uma pista de 300 m para planejar suas voltas.',
    );
    expect(words).toContain('Piso Carvão (cinza)');
  });

  it('an Arabic runner gets the page right to left in Arabic', async () => {
    const html = await page(`/track/${track}`, AR);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const words = pageText(html);
    for (const label of [
      `Pista Idioma في Springfield ${areas.tag}`,
      'مضمار اصطناعي بطول 400 م في',
      'هل هو مفتوح للعامة؟',
      'الدخول ومواعيد الفتح',
      'التفاصيل',
      'الطول 400 م',
      'الأرضية اصطناعية',
      'عرض على الخريطة',
      'التعليقات وتقارير الزيارة',
      'سجل التعديلات',
      '1 تعليق',
    ]) {
      expect(words, label).toContain(label);
    }
    for (const english of ['Open to the public?', 'Access and hours', 'Details', 'Show on map', 'Length', 'Comments and visit reports'])
      expect(words, english).not.toContain(english);
  });

  it('English stays as it was', async () => {
    const html = await page(`/track/${track}`, EN);
    const words = pageText(html);
    expect(words).toContain(`Pista Idioma in Springfield ${areas.tag}`);
    expect(words).toContain(`400 m synthetic track in Springfield ${areas.tag}, North ${areas.tag}, Testland ${areas.tag}.`);
    expect(metaDescription(html)).toBe(
      `400 m synthetic track in Springfield ${areas.tag}, North ${areas.tag}, Testland ${areas.tag}. Opening status, surface, lanes and runners' comments.`,
    );
    for (const label of [
      "We don't know. If you have been there, please post a comment or a visit report.",
      'Access and hours',
      'No opening hours known',
      'Fee Paid: R$ 10',
      'Toilets Yes',
      'Surface Synthetic',
      'Indoor or outdoor Outdoor',
      '1 comment',
      'History of edits',
    ]) {
      expect(words, label).toContain(label);
    }
  });
});

describe("a track page's dates in the visitor's own English", () => {
  it('are written day first for a British browser, month first for an American one or a plain "en"', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const date = (locale: string) =>
      new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${today}T12:00:00Z`),
      );
    const british = await page(`/track/${track}`, { Accept: 'text/html', 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(british).toContain('data-locale="en-GB"');
    expect(pageText(british)).toContain(`Last edited on ${date('en-GB')}`);
    expect(date('en-GB')).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    for (const accept of ['en-US', 'en']) {
      const american = await page(`/track/${track}`, { Accept: 'text/html', 'Accept-Language': accept });
      expect(pageText(american)).toContain(`Last edited on ${date('en-US')}`);
    }
  });
});

describe('an area page in the visitor language', () => {
  it('a Portuguese runner reads the heading, counts and the summary written in Portuguese', async () => {
    const html = await page(`/running-in/${areas.citySegment}`, PT);
    const words = pageText(html);
    expect(words).toContain(`Pistas de corrida em Springfield ${areas.tag}`);
    expect(words).toContain('2 pistas');
    expect(words).toContain(
      `Springfield ${areas.tag} tem 2 pistas de corrida: todas ao ar livre. Tipos de pista: de carvão (1), sintética (1). O comprimento mais comum é 300 m.`,
    );
    expect(words).toContain('Ver no mapa');
    expect(metaDescription(html)).toBe(
      `2 pistas de corrida em Springfield ${areas.tag}, North ${areas.tag}, Testland ${areas.tag}: pistas de atletismo no mapa, com piso, raias, se estão abertas e comentários de corredores.`,
    );
    for (const english of ['Running tracks in', 'running tracks', '2 tracks', 'Show on map', 'Surfaces:', 'synthetic'])
      expect(words, english).not.toContain(english);
    const country = pageText(await page(`/running-in/${areas.countrySegment}`, PT));
    expect(country).toContain(`Áreas em Testland ${areas.tag}`);
  });

  it('an Arabic runner reads it in Arabic', async () => {
    const html = await page(`/running-in/${areas.citySegment}`, AR);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const words = pageText(html);
    expect(words).toContain(`مضامير الجري في Springfield ${areas.tag}`);
    expect(words).toContain('2 مضماران');
    expect(words).toContain(`في Springfield ${areas.tag} 2 مضمارا جري: جميعها مكشوفة.`);
    for (const english of ['Running tracks in', 'running tracks', 'Tracks', 'Show on map']) expect(words, english).not.toContain(english);
  });

  it('in English the page writes the same summary the API answers', async () => {
    const words = pageText(await page(`/running-in/${areas.citySegment}`, EN));
    const api = (await get(`/api/area-full?segment=${areas.citySegment}`)).body;
    expect(api.track_info).toBe(
      `Springfield ${areas.tag} has 2 running tracks: all outdoor. Surfaces: cinder (1), synthetic (1). The most common length is 300 m.`,
    );
    expect(words).toContain(api.track_info);
    expect(words).toContain(`Running tracks in Springfield ${areas.tag}`);
    expect(words).toContain('2 tracks');
  });
});

describe("areas named in the visitor's language (issue 39)", () => {
  // As the importer writes them from data/geo/area-names.json.gz (scripts/import/area-display-names.ts).
  let named: Awaited<ReturnType<typeof createAreas>>;
  let namedTrack: string;
  beforeAll(async () => {
    named = await createAreas(-32.4, 117.2);
    namedTrack = (await createTrack(-32.4, 117.2, { name: 'Pista Nomeada' })).trackUrlSegment;
    await env.DB.prepare(`INSERT INTO area_display_names (area_id, language, name) VALUES (?1, 'pt', ?2), (?1, 'ar', ?3), (?4, 'ar', ?5)`)
      .bind(named.country, `Terralândia ${named.tag}`, `أرض الاختبار ${named.tag}`, named.region, `الشمال ${named.tag}`)
      .run();
  });

  it('the API gives each area its names beside its own, and none where there are none', async () => {
    const { cacheKey } = await createTrack(-32.401, 117.2);
    const coverage = (await get(`/api/coverage?key=${cacheKey}`)).body.countries as { id: number; names?: object }[];
    expect(coverage.find((c) => c.id === named.country)?.names).toEqual({
      pt: `Terralândia ${named.tag}`,
      ar: `أرض الاختبار ${named.tag}`,
    });
    expect(coverage.find((c) => c.id === areas.country)).not.toHaveProperty('names');
    const page = (await get(`/api/area-full?segment=${named.citySegment}&key=${cacheKey}`)).body;
    expect(page.parents.map((a: { names?: object }) => a.names)).toEqual([
      { pt: `Terralândia ${named.tag}`, ar: `أرض الاختبار ${named.tag}` },
      { ar: `الشمال ${named.tag}` },
    ]);
    expect(page).not.toHaveProperty('names');
    const country = (await get(`/api/area-full?segment=${named.countrySegment}&key=${cacheKey}`)).body;
    expect(country.names).toEqual({ pt: `Terralândia ${named.tag}`, ar: `أرض الاختبار ${named.tag}` });
  });

  it('a Portuguese runner reads the country by its Portuguese name on area and track pages; an English one by its own', async () => {
    const countryPage = await page(`/running-in/${named.countrySegment}`, PT);
    expect(pageText(countryPage)).toContain(`Pistas de corrida em Terralândia ${named.tag}`);
    const city = await page(`/running-in/${named.citySegment}`, PT);
    expect(pageText(city)).toContain(`Terralândia ${named.tag}`);
    expect(metaDescription(city)).toContain(`Springfield ${named.tag}, North ${named.tag}, Terralândia ${named.tag}:`);
    const track = pageText(await page(`/track/${namedTrack}`, PT));
    expect(track).toContain(`Springfield ${named.tag}, North ${named.tag}, Terralândia ${named.tag}`);
    expect(track).not.toContain(`Testland ${named.tag}`);
    const english = pageText(await page(`/track/${namedTrack}`, EN));
    expect(english).toContain(`Springfield ${named.tag}, North ${named.tag}, Testland ${named.tag}`);
    expect(english).not.toContain('Terralândia');
  });

  it('an Arabic runner reads the region and the country in Arabic', async () => {
    const words = pageText(await page(`/running-in/${named.citySegment}`, AR));
    expect(words).toContain(`الشمال ${named.tag}`);
    expect(words).toContain(`أرض الاختبار ${named.tag}`);
    expect(words).not.toContain(`Testland ${named.tag}`);
  });
});

describe('the blog and static page frames in the visitor language', () => {
  it('say when a post was published and a page last updated in the language; the content as written', async () => {
    const blog = pageText(await page('/blog/lingua-voltas', PT));
    expect(blog).toContain('Publicado em 2 de novembro de 2026');
    expect(blog).toContain('Raia 8.');
    expect(blog).not.toContain('Published');
    expect(pageText(await page('/about', PT))).toContain('Atualizado em 1 de novembro de 2026');
    expect(pageText(await page('/blog/lingua-voltas', AR))).toContain('المدونة');
    expect(pageText(await page('/blog/lingua-voltas', EN))).toContain('Published November 2, 2026');
  });
});
