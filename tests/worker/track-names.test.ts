// What every surface calls a track (issue 36), through the real Worker and D1: tracks with and
// without a name of their own, labelled as an import labels them (track_labels: the place they lie
// in, their neighbourhood, neither but inside a town, two of one name at one place), and each
// surface that names a track: the track page's first HTML (title, h1, JSON-LD) in English and
// Portuguese, the area page's API and HTML, map tiles, the suggestions, /api/changes and the Atom
// feeds, the moderation queue and the offline assistant's answers. Sitemaps name no track.
import { env } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaPage, Change, MapTile, Suggestions, TrackLabel } from '../../src-shared/api-types';
import { FeedbackType } from '../../src-shared/enums';
import { tileOf } from '../../src-shared/map-tiles';
import { createAreas, createTrack, get, post } from './api';
import { ChatClient } from './chat-api';
import { pageText, VISITOR_HEADERS } from './page-text';

const { pt: PT, en: EN } = VISITOR_HEADERS;
// A town of its own, far from every other test's tracks: its centre is the areas' centre.
const LAT = 10.5;
const LNG = -61.3;

let areas: Awaited<ReturnType<typeof createAreas>>;
let town: string;
/** Each track's url segment and id. */
const segments = {} as Record<'facility' | 'locality' | 'fromCentre' | 'indoor' | 'outdoor' | 'named', string>;
const ids = {} as Record<keyof typeof segments, number>;

/** What each track is called in English and in Portuguese, as a list names it and as its title does. */
const names = () => ({
  facility: { en: 'Estádio Caroni', pt: 'Estádio Caroni' },
  locality: { en: '400 m synthetic track, Belmont', pt: 'Pista sintética de 400 m, Belmont' },
  fromCentre: { en: '400 m synthetic track, 5.5 km west of the centre', pt: 'Pista sintética de 400 m, a 5,5 km a oeste do centro' },
  indoor: { en: 'Meadowbank Arena (indoor)', pt: 'Meadowbank Arena (coberta)' },
  outdoor: { en: 'Meadowbank Arena (outdoor)', pt: 'Meadowbank Arena (ao ar livre)' },
  named: { en: 'Queen’s Park Oval', pt: 'Queen’s Park Oval' },
});
const titles = () => ({
  facility: { en: `Estádio Caroni in ${town}`, pt: `Estádio Caroni em ${town}` },
  locality: { en: `400 m synthetic track, Belmont, ${town}`, pt: `Pista sintética de 400 m, Belmont, ${town}` },
  fromCentre: {
    en: `400 m synthetic track, 5.5 km west of central ${town}`,
    pt: `Pista sintética de 400 m, a 5,5 km a oeste do centro de ${town}`,
  },
  indoor: { en: `Meadowbank Arena (indoor) in ${town}`, pt: `Meadowbank Arena (coberta) em ${town}` },
  outdoor: { en: `Meadowbank Arena (outdoor) in ${town}`, pt: `Meadowbank Arena (ao ar livre) em ${town}` },
  named: { en: `Queen’s Park Oval in ${town}`, pt: `Queen’s Park Oval em ${town}` },
});
type Which = keyof typeof segments;
const ALL = ['facility', 'locality', 'fromCentre', 'indoor', 'outdoor', 'named'] as const;

/** The first HTML of a page, read as a visitor of that language reads it. */
async function page(path: string, headers: Readonly<Record<string, string>>): Promise<string> {
  const { status, body } = await get(path, headers);
  expect(status, path).toBe(200);
  return body as string;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
const h1Of = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .trim();
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

beforeAll(async () => {
  areas = await createAreas(LAT, LNG);
  town = `Springfield ${areas.tag}`;
  const add = async (which: Which, lat: number, lng: number, fields: Record<string, unknown>) => {
    const created = await createTrack(lat, lng, fields);
    segments[which] = created.trackUrlSegment;
    ids[which] = created.trackId;
  };
  // Nameless tracks (a name made of generic words counts as none), each in the town.
  await add('facility', LAT + 0.01, LNG + 0.01, { name: '' });
  await add('locality', LAT - 0.01, LNG + 0.02, { name: 'Pista de Atletismo' });
  // Nothing but its place, 0.05° of longitude west of the town's centre: 5.47 km at 10.5° N.
  await add('fromCentre', LAT, LNG - 0.05, { name: '' });
  // Two of one name at one place, one indoor: the writes tell them apart.
  await add('outdoor', LAT + 0.03, LNG + 0.03, { name: 'Meadowbank Arena' });
  await add('indoor', LAT + 0.0302, LNG + 0.03, { name: 'Meadowbank Arena', outdoor: 'indoor', length: 200 });
  await add('named', LAT - 0.03, LNG - 0.02, { name: 'Queen’s Park Oval' });
  // What an import writes from the source (the place a track lies in, its neighbourhood), ending
  // with its cache-key bump. Nothing was read before, so no answer of the older key is kept.
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO track_labels (track_id, facility) VALUES (?1, ?2) ON CONFLICT (track_id) DO UPDATE SET facility = excluded.facility',
    ).bind(ids.facility, 'Estádio Caroni'),
    env.DB.prepare(
      'INSERT INTO track_labels (track_id, locality) VALUES (?1, ?2) ON CONFLICT (track_id) DO UPDATE SET locality = excluded.locality',
    ).bind(ids.locality, 'Belmont'),
    env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'"),
  ]);
}, 90_000);

describe('the track page', () => {
  it.each(ALL)('titles the %s track in the visitor’s language: <title>, h1, breadcrumb and JSON-LD', async (which: Which) => {
    for (const [headers, language] of [
      [EN, 'en'],
      [PT, 'pt'],
    ] as const) {
      const html = await page(`/track/${segments[which]}`, headers);
      expect(titleOf(html), `${which} ${language}`).toBe(`${titles()[which][language]} | Track Atlas`);
      expect(h1Of(html), `${which} ${language}`).toBe(titles()[which][language]);
      expect(/<li aria-current="page">([^<]*)<\/li>/.exec(html)?.[1], `${which} ${language}: the breadcrumb`).toBe(
        names()[which][language],
      );
      const place = jsonLd(html).find((node) => node['@type'] === 'SportsActivityLocation');
      expect(place?.name, `${which} ${language}`).toBe(names()[which][language]);
    }
    const html = await page(`/track/${segments[which]}`, EN);
    expect(pageText(html)).not.toMatch(/Unnamed track/i);
  });

  it('says the label in Portuguese on the address that names the language too', async () => {
    const html = await page(`/track/${segments.locality}?lang=pt`, {});
    expect(h1Of(html)).toBe(titles().locality.pt);
  });
});

describe('lists', () => {
  it('the area page: its API carries each label, its first HTML names each track in the page language', async () => {
    const { body } = await get(`/api/area-full?segment=${encodeURIComponent(areas.citySegment)}`);
    const listed = (body as AreaPage).tracks;
    const labelOf = (which: Which) => listed.find((t) => t.url_segment === segments[which])?.label;
    expect(labelOf('named')).toBeNull();
    expect(labelOf('facility')).toMatchObject({ facility: 'Estádio Caroni', locality: null, from_centre: null, twin: null });
    expect(labelOf('locality')).toMatchObject({ facility: null, locality: 'Belmont', from_centre: null });
    expect(labelOf('fromCentre')).toMatchObject({ from_centre: { km: 5.5, bearing: 6 } });
    expect(labelOf('indoor')).toMatchObject({ twin: 'indoor', indoors: true, length: 200 });
    expect(labelOf('outdoor')).toMatchObject({ twin: 'outdoor', indoors: false });

    for (const language of ['en', 'pt'] as const) {
      const words = pageText(await page(`/running-in/${areas.citySegment}`, VISITOR_HEADERS[language]));
      for (const which of ALL) expect(words, `${which} ${language}`).toContain(names()[which][language]);
      expect(words).not.toMatch(/Unnamed track|Pista sem nome/);
    }
  });

  it('map tiles carry the label of each track', async () => {
    const z = 16;
    const { x, y } = tileOf(z, LAT, LNG - 0.05);
    const { status, body } = await get(`/api/map-tile?z=${z}&x=${x}&y=${y}`);
    expect(status).toBe(200);
    const entry = (body as MapTile).tracks.find((t) => t.url_segment === segments.fromCentre);
    expect(entry?.label).toMatchObject({ from_centre: { km: 5.5, bearing: 6 }, length: 400, surface: 'synthetic' });
  });

  it('suggestions are labelled "<label> - <area>", with the parts to say it in another language', async () => {
    const { body } = await get(`/api/suggest?q=${encodeURIComponent(town)}`);
    const items = (body as Suggestions).tracks.items;
    const item = (which: Which) => items.find((s) => s.url === `/track/${segments[which]}`)!;
    expect(item('locality').label).toBe(`400 m synthetic track, Belmont - ${town}`);
    expect(item('locality').trackLabel).toMatchObject({ locality: 'Belmont' });
    // Its stored name says only what it is ("Pista de Atletismo"), so it is known by its label.
    expect(item('locality')).toMatchObject({ name: 'Pista de Atletismo', area: town });
    expect(item('indoor').label).toBe(`Meadowbank Arena (indoor) - ${town}`);
    expect(item('indoor')).toMatchObject({ name: 'Meadowbank Arena', trackLabel: { twin: 'indoor' } });
    // A name that says it all carries no parts.
    expect(item('named').label).toBe(`Queen’s Park Oval - ${town}`);
    expect(item('named')).not.toHaveProperty('trackLabel');
  });
});

describe('recent changes', () => {
  it('/api/changes gives each change its track’s label', async () => {
    const { status, body } = await get(`/api/changes?area=${encodeURIComponent(areas.citySegment)}&kind=track`);
    expect(status).toBe(200);
    const changes = body.changes as Change[];
    expect(changes).toHaveLength(ALL.length);
    const labelOf = (which: Which) => changes.find((c) => c.track.url_segment === segments[which])!.track.label as TrackLabel | null;
    expect(labelOf('locality')).toMatchObject({ locality: 'Belmont' });
    expect(labelOf('facility')).toMatchObject({ facility: 'Estádio Caroni' });
    expect(labelOf('indoor')).toMatchObject({ twin: 'indoor' });
    expect(labelOf('named')).toBeNull();
  });

  it('the area’s Atom feed titles each entry with the track’s name, in the feed’s language', async () => {
    const parser = new XMLParser({ isArray: (name) => name === 'entry' });
    for (const [query, language, newTrack] of [
      ['', 'en', 'New track'],
      ['?lang=pt', 'pt', 'Nova pista'],
    ] as const) {
      const { status, body } = await get(`/feeds/area/${areas.citySegment}.atom${query}`);
      expect(status).toBe(200);
      const titlesInFeed = (parser.parse(body as string).feed.entry as { title: string }[]).map((e) => e.title);
      for (const which of ALL)
        expect(titlesInFeed, `${which} ${language}`).toContainEqual(expect.stringContaining(names()[which][language]));
      expect(
        titlesInFeed.every((title) => title.includes(newTrack)),
        language,
      ).toBe(true);
    }
    const trackFeed = await get(`/feeds/track/${segments.fromCentre}.atom?lang=pt`);
    expect(parser.parse(trackFeed.body as string).feed.title).toContain(names().fromCentre.pt);
  });
});

describe('moderation', () => {
  it('names the track of a held comment by its label', async () => {
    const held = await post('/api/post-feedback', {
      trackId: ids.locality,
      feedbackType: FeedbackType.Comment,
      comment: 'Lights at https://belmont.example',
      name: '',
      recommendTypes: [0],
    });
    expect(held.body.pending).toBe(true);
    const queue = await get('/api/admin/feedback?review=pending', { Authorization: 'Bearer test-admin-token' });
    const item = (queue.body as { track_segment: string; track_name: string | null; track_label: TrackLabel | null }[]).find(
      (i) => i.track_segment === segments.locality,
    );
    expect(item).toMatchObject({ track_name: 'Pista de Atletismo', track_label: { locality: 'Belmont', length: 400 } });
  });
});

describe('the offline assistant', () => {
  it('lists the town’s tracks by their labels in the chat’s language; the model reads them in English', async () => {
    const english = new ChatClient();
    await english.activate();
    await english.say(`tracks in ${town}`);
    for (const which of ALL) expect(english.lastAnswer(), which).toContain(`${names()[which].en}</a>`);

    const portuguese = new ChatClient('pt');
    await portuguese.activate();
    await portuguese.say(`pistas em ${town}`);
    for (const which of ALL) expect(portuguese.lastAnswer(), which).toContain(`${names()[which].pt}</a>`);
    expect(portuguese.lastAnswer()).not.toMatch(/Pista sem nome|synthetic track/);
    // The tool's answer, which a model reads, names each track in English.
    const tool = JSON.parse(portuguese.chats.filter((m) => m.role === 'tool').at(-1)!.content!) as { tracks: { name: string }[] };
    expect(tool.tracks.map((t) => t.name).sort()).toEqual(ALL.map((which) => names()[which].en).sort());
  });
});
