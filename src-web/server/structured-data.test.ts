import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMENITIES } from '../../src-shared/access';
import type { AreaPage, BlogPost, Track } from '../../src-shared/api-types';
import { pt } from '../../src-shared/catalogues/pt';
import type { Words } from '../../src-shared/track-text';
import { scriptJsonText } from '../../src-shared/page-blocks';
import { areaJsonLd, blogPostingJsonLd, openingHoursSpecification, trackJsonLd, type JsonLdNode } from './structured-data';

const ORIGIN = 'https://tracks.example';
const PORTUGUESE: Words = { texts: pt, language: 'pt' };
/** What a 400 m synthetic track without a name of its own in Taquaral is called by (issue 36). */
const TAQUARAL = {
  facility: null,
  locality: 'Taquaral',
  from_centre: null,
  twin: null,
  length: 400,
  finalized: true,
  surface: 'synthetic' as const,
  indoors: false,
};
const BERLIN = { lat: 52.52, lng: 13.4, countryCode: 'DE', state: 'Berlin' };
const day = (name: string) => `https://schema.org/${name}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day);
const EVERY_DAY = [...WEEKDAYS, day('Saturday'), day('Sunday')];

const COUNTRY = { id: 1, name: 'Brazil', url_segment: 'brazil' };
const REGION = { id: 2, name: 'São Paulo', url_segment: 'brazil/sao-paulo' };
const TOWN = { id: 3, name: 'Campinas', url_segment: 'brazil/sao-paulo/campinas' };

/** Each key, unknown (null): the API's way to say a fact is not known. */
const unknown = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

/** A track with no optional fact: no name, address, hours, area, and every access fact unknown. */
function bareTrack(): Track {
  return {
    ...unknown([
      'name',
      'length',
      'info',
      'surface',
      'link_to_web',
      'number_lanes_lap',
      'quality',
      'has_lighting',
      'indoors',
      'altitude',
      'street_address',
      'operator',
      'phone',
      'wheelchair',
    ]),
    from_facility: {},
    ...unknown(['status', 'status_source', 'status_updated']),
    id: 7,
    url_segment: 'track-7',
    center_lat: -22.9,
    center_lng: -47.06,
    reported: false,
    permanently_removed: false,
    removed: false,
    label: null,
    finalized: false,
    num_likes: 0,
    num_comments: 0,
    areas: [],
    comments: [],
    photos: [],
    answers: {},
    recommendInfo: { friendly: false, maintained: false, practical: false, scenic: false },
    access: {
      ...unknown([
        'access',
        'opening_hours',
        'fee',
        'fee_text',
        'entry',
        'booking_url',
        'lane_rules',
        'rules',
        'closed_until',
        'closure_reason',
        'lit_hours',
      ]),
      ...unknown(['supervised', 'country_code', 'holiday_region']),
      amenities: unknown(AMENITIES),
      time_zone: 'America/Sao_Paulo',
      confirmed: {},
    },
    revision: 1,
    updated: '2026-01-10T00:00:00.000Z',
  };
}

function fullTrack(): Track {
  const bare = bareTrack();
  return {
    ...bare,
    name: 'Pista Municipal',
    url_segment: 'pista-municipal-campinas',
    has_lighting: true,
    indoors: false,
    street_address: 'Rua das Flores 100',
    areas: [COUNTRY, REGION, TOWN],
    access: {
      ...bare.access,
      access: 'public_hours',
      opening_hours: 'Mo-Fr 06:00-22:00; Sa,Su 08:00-18:00',
      fee: false,
      amenities: { ...bare.access.amenities, toilets: true, parking: false },
      country_code: 'BR',
    },
  };
}

const byType = (nodes: JsonLdNode[], type: string) => nodes.find((node) => node['@type'] === type)!;

/** Every object in the value, nested ones included. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)];
}

/** The shape search engines read: top-level nodes name the vocabulary, every object its type, every link is absolute. */
function expectValidShape(nodes: JsonLdNode[]) {
  for (const node of nodes) expect(node['@context']).toBe('https://schema.org');
  for (const object of objectsIn(nodes)) {
    expect(object['@type'], JSON.stringify(object)).toEqual(expect.any(String));
    for (const key of ['url', 'item']) if (key in object) expect(new URL(String(object[key])).href).toBe(object[key]);
  }
  expect(JSON.parse(scriptJsonText(nodes))).toEqual(nodes);
}

describe('trackJsonLd', () => {
  it('writes every fact of a track that has them all', () => {
    const nodes = trackJsonLd(fullTrack(), ORIGIN);
    expectValidShape(nodes);
    expect(byType(nodes, 'SportsActivityLocation')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Pista Municipal',
      url: 'https://tracks.example/track/pista-municipal-campinas',
      geo: { '@type': 'GeoCoordinates', latitude: -22.9, longitude: -47.06 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua das Flores 100',
        addressLocality: 'Campinas',
        addressRegion: 'São Paulo',
        addressCountry: 'BR',
      },
      containedInPlace: { '@type': 'Place', name: 'Campinas', url: 'https://tracks.example/running-in/brazil/sao-paulo/campinas' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '06:00', closes: '22:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday'), day('Sunday')], opens: '08:00', closes: '18:00' },
      ],
      publicAccess: true,
      isAccessibleForFree: true,
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Lighting', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Indoor', value: false },
        { '@type': 'LocationFeatureSpecification', name: 'Toilets', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Parking', value: false },
      ],
    });
    expect(byType(nodes, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Brazil', item: 'https://tracks.example/running-in/brazil' },
      { '@type': 'ListItem', position: 2, name: 'São Paulo', item: 'https://tracks.example/running-in/brazil/sao-paulo' },
      { '@type': 'ListItem', position: 3, name: 'Campinas', item: 'https://tracks.example/running-in/brazil/sao-paulo/campinas' },
      { '@type': 'ListItem', position: 4, name: 'Pista Municipal', item: 'https://tracks.example/track/pista-municipal-campinas' },
    ]);
  });

  it('leaves out every fact a bare track does not have, rather than guessing', () => {
    const nodes = trackJsonLd(bareTrack(), ORIGIN);
    expectValidShape(nodes);
    const place = byType(nodes, 'SportsActivityLocation');
    expect(Object.keys(place).sort()).toEqual(['@context', '@type', 'geo', 'name', 'url']);
    for (const key of ['address', 'containedInPlace', 'openingHoursSpecification', 'publicAccess', 'isAccessibleForFree', 'amenityFeature'])
      expect(place).not.toHaveProperty(key);
    // Neither a name nor a label: called by its kind, capitalised as a name.
    expect(place.name).toBe('Track');
    expect(byType(nodes, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Track', item: 'https://tracks.example/track/track-7' },
    ]);
  });

  it('names a track without a name of its own as its page does, in the page language (issue 36)', () => {
    const track = { ...bareTrack(), areas: [COUNTRY, REGION, TOWN], label: TAQUARAL };
    for (const [words, name] of [
      [undefined, '400 m synthetic track, Taquaral'],
      [PORTUGUESE, 'Pista sintética de 400 m, Taquaral'],
    ] as const) {
      const nodes = trackJsonLd(track, ORIGIN, words);
      expect(byType(nodes, 'SportsActivityLocation').name).toBe(name);
      expect((byType(nodes, 'BreadcrumbList').itemListElement as unknown[]).at(-1)).toEqual({
        '@type': 'ListItem',
        position: 4,
        name,
        item: 'https://tracks.example/track/track-7',
      });
    }
  });

  it('says what is known of access, fee and address, each on its own', () => {
    const bare = bareTrack();
    const track = { ...bare, areas: [COUNTRY], access: { ...bare.access, access: 'members' as const, fee: true } };
    const place = byType(trackJsonLd(track, ORIGIN), 'SportsActivityLocation');
    expect(place).toMatchObject({
      publicAccess: false,
      isAccessibleForFree: false,
      address: { '@type': 'PostalAddress', addressCountry: 'Brazil' },
    });
    expect(place.address).not.toHaveProperty('addressLocality');
    expect(place.address).not.toHaveProperty('addressRegion');
    expect(place).not.toHaveProperty('telephone');
    expect(byType(trackJsonLd({ ...bare, phone: '+55 61 1234-5678' }, ORIGIN), 'SportsActivityLocation')).toMatchObject({
      telephone: '+55 61 1234-5678',
    });
    // Hours that cannot be written faithfully leave only the property out.
    const unconvertible = { ...bare, access: { ...bare.access, opening_hours: 'sunrise-sunset' } };
    expect(byType(trackJsonLd(unconvertible, ORIGIN), 'SportsActivityLocation')).not.toHaveProperty('openingHoursSpecification');
  });

  it("gives a track's shown photos as images, each with its licence and credit (issue 42)", () => {
    const file = (width: number) => ({ width, url: `/photos/7/${width}.webp` });
    const photo = {
      id: 7,
      alt: '',
      licence: 'CC-BY-SA-4.0',
      credit: 'Ana',
      created: '2026-12-01T08:00:00.000Z',
      width: 1280,
      height: 960,
    } as const;
    const [place] = trackJsonLd({ ...bareTrack(), photos: [{ ...photo, files: [file(320), file(640), file(1280)] }] }, ORIGIN);
    expect(place!.image).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: `${ORIGIN}/photos/7/1280.webp`,
        width: 1280,
        height: 960,
        license: 'https://creativecommons.org/licenses/by-sa/4.0/',
        creditText: 'Ana',
      },
    ]);
    expect(trackJsonLd(bareTrack(), ORIGIN)[0]!.image).toBeUndefined();
  });

  it('a permanently removed track is no place any more: only its breadcrumb', () => {
    const nodes = trackJsonLd({ ...fullTrack(), permanently_removed: true }, ORIGIN);
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('openingHoursSpecification', () => {
  const convert = (value: string) => openingHoursSpecification(value, BERLIN);
  const hours = (dayOfWeek: string[], opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens,
    closes,
  });

  it('24/7 is every day from 00:00 to 23:59', () => {
    expect(convert('24/7')).toEqual([hours(EVERY_DAY, '00:00', '23:59')]);
    expect(convert('Mo-Su 00:00-24:00')).toEqual([hours(EVERY_DAY, '00:00', '23:59')]);
  });

  it('converts weekly patterns: day ranges and lists, several ranges a day, days off, no days named', () => {
    expect(convert('Mo-Fr 06:00-22:00; Sa,Su 08:00-18:00')).toEqual([
      hours(WEEKDAYS, '06:00', '22:00'),
      hours([day('Saturday'), day('Sunday')], '08:00', '18:00'),
    ]);
    expect(convert('Mo-Fr 06:00-08:00,17:00-21:00')).toEqual([hours(WEEKDAYS, '06:00', '08:00'), hours(WEEKDAYS, '17:00', '21:00')]);
    expect(convert('Mo-Fr 06:00-22:00; We off')).toEqual([
      hours([day('Monday'), day('Tuesday'), day('Thursday'), day('Friday')], '06:00', '22:00'),
    ]);
    expect(convert('07:00-21:00')).toEqual([hours(EVERY_DAY, '07:00', '21:00')]);
    expect(convert('Jan-Dec Mo 07:00-09:00')).toEqual([hours([day('Monday')], '07:00', '09:00')]);
  });

  it('splits a range past midnight at midnight', () => {
    expect(convert('Fr 22:00-02:00')).toEqual([hours([day('Friday')], '22:00', '23:59'), hours([day('Saturday')], '00:00', '02:00')]);
  });

  it('leaves out, whole, hours it cannot write faithfully', () => {
    for (const value of [
      'sunrise-sunset', // changes through the year
      'Mo-Fr 06:00-22:00; PH off', // closed on public holidays: a weekly pattern would say open
      'Mo-Fr 06:00-22:00; SH off',
      'Apr-Oct Mo-Fr 06:00-22:00', // seasonal
      'week 1-53/2 Mo 10:00-12:00',
      'Mo-Fr 18:00+', // open end: the closing time is a guess
      'Mo-Fr 06:00-22:00 unknown',
      'Mo 08:00-12:00 "by appointment"',
      'Mo-Fr 08:00-12:00 || "on request"',
      'off', // never open: nothing to list
      'not hours at all',
    ]) {
      expect(convert(value), value).toBeNull();
    }
  });
});

describe('areaJsonLd', () => {
  const area: AreaPage = {
    id: 3,
    name: 'Campinas',
    url_segment: 'brazil/sao-paulo/campinas',
    altitude: null,
    track_info: null,
    parents: [COUNTRY, REGION],
    tracks: [
      {
        id: 7,
        name: 'Pista Municipal',
        url_segment: 'pista-municipal-campinas',
        area: 'Campinas',
        center_lat: -22.9,
        center_lng: -47.06,
        num_comments: 0,
        num_likes: 2,
        status: null,
        removed: false,
        label: null,
      },
      {
        id: 8,
        name: null,
        url_segment: 'track-8',
        area: 'Campinas',
        center_lat: -22.8,
        center_lng: -47.1,
        num_comments: 0,
        num_likes: 0,
        status: 1,
        removed: false,
        label: TAQUARAL,
      },
    ],
    num_tracks: 2,
    child_areas: [],
    bound_north: null,
    bound_south: null,
    bound_east: null,
    bound_west: null,
    center_lat: null,
    center_lng: null,
  };

  it('lists the tracks in the page order, and the breadcrumb of its parents then itself', () => {
    const nodes = areaJsonLd(area, ORIGIN);
    expectValidShape(nodes);
    expect(byType(nodes, 'ItemList')).toMatchObject({
      url: 'https://tracks.example/running-in/brazil/sao-paulo/campinas',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://tracks.example/track/pista-municipal-campinas', name: 'Pista Municipal' },
        { '@type': 'ListItem', position: 2, url: 'https://tracks.example/track/track-8', name: '400 m synthetic track, Taquaral' },
      ],
    });
    expect((byType(areaJsonLd(area, ORIGIN, PORTUGUESE), 'ItemList').itemListElement as { name: string }[])[1]!.name).toBe(
      'Pista sintética de 400 m, Taquaral',
    );
    expect(byType(nodes, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Brazil', item: 'https://tracks.example/running-in/brazil' },
      { '@type': 'ListItem', position: 2, name: 'São Paulo', item: 'https://tracks.example/running-in/brazil/sao-paulo' },
      { '@type': 'ListItem', position: 3, name: 'Campinas', item: 'https://tracks.example/running-in/brazil/sao-paulo/campinas' },
    ]);
  });

  it('an area without tracks is an empty list', () => {
    expect(byType(areaJsonLd({ ...area, tracks: [] }, ORIGIN), 'ItemList')).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});

describe('blogPostingJsonLd', () => {
  const post: BlogPost = {
    title: 'Lane lengths explained',
    main_content: '<p>Lane 8</p>',
    url_segment: 'lane-lengths-explained',
    published: '2026-02-01',
  };

  it('is a BlogPosting with its headline, ISO publication time, url and publisher', () => {
    const node = blogPostingJsonLd(post, ORIGIN, 'Track Atlas');
    expectValidShape([node]);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Lane lengths explained',
      url: 'https://tracks.example/blog/lane-lengths-explained',
      mainEntityOfPage: 'https://tracks.example/blog/lane-lengths-explained',
      datePublished: '2026-02-01T00:00:00.000Z',
      publisher: { '@type': 'Organization', name: 'Track Atlas', url: 'https://tracks.example/' },
    });
  });

  it('reads stored times as UTC and leaves out one that is not a time', () => {
    expect(blogPostingJsonLd({ ...post, published: '2026-02-01 09:30:00' }, ORIGIN, 'Track Atlas').datePublished).toBe(
      '2026-02-01T09:30:00.000Z',
    );
    expect(blogPostingJsonLd({ ...post, published: '2026-02-01T09:30:00.000Z' }, ORIGIN, 'Track Atlas').datePublished).toBe(
      '2026-02-01T09:30:00.000Z',
    );
    expect(blogPostingJsonLd({ ...post, published: 'soon' }, ORIGIN, 'Track Atlas')).not.toHaveProperty('datePublished');
  });
});

describe('scriptJsonText', () => {
  const HOSTILE = [
    '</script><script>alert(1)</script>',
    '<!--',
    '<!-- <script>',
    '"quoted" \'single\'',
    'line\u2028separator\u2029paragraph',
    'a & b > c',
    '\\u003c',
  ];

  it('hostile names reach the script text with no "<" and parse back the same', () => {
    for (const name of HOSTILE) {
      const bare = bareTrack();
      const track = { ...bare, name, street_address: name, areas: [{ ...TOWN, name }] };
      const nodes = [
        ...trackJsonLd(track, ORIGIN),
        blogPostingJsonLd({ title: name, main_content: '', url_segment: 'x', published: '2026-01-01' }, ORIGIN, name),
      ];
      const text = scriptJsonText(nodes);
      expect(text).not.toMatch(/[<>\u2028\u2029]/);
      expect(text.toLowerCase()).not.toContain('</script');
      expect(text).not.toContain('<!--');
      expect(JSON.parse(text)).toEqual(nodes);
    }
  });

  it('escapes <, >, &, U+2028 and U+2029 as \\u escapes', () => {
    expect(scriptJsonText({ name: '</script>&\u2028\u2029' })).toBe('{"name":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}');
  });

  it('for any name in any name field, the text has no "<" and parses back equal', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (name, areaName) => {
        const bare = bareTrack();
        const track = { ...bare, name, street_address: name, areas: [{ ...COUNTRY, name: areaName }] };
        const nodes = trackJsonLd(track, ORIGIN);
        const text = scriptJsonText(nodes);
        expect(text).not.toContain('<');
        expect(JSON.parse(text)).toEqual(nodes);
      }),
    );
  });
});
