import { describe, expect, it } from 'vitest';
import type { ExportTrack } from '../db/export';
import { CSV_COLUMNS, CSV_HEADER_LINE, csvField, exportRecord, featureCollectionOpening, trackCsvLine, trackFeature } from './open-data';

const ORIGIN = 'https://tracks.example';

const track: ExportTrack = {
  id: 7,
  name: 'Pista "Azul", norte',
  url_segment: 'pista-azul-norte-campinas',
  center_lat: -22.9,
  center_lng: -47.06,
  length: 400,
  surface: 'synthetic',
  number_lanes_lap: 8,
  has_lighting: true,
  indoors: false,
  status: null,
  country: 'Brazil',
  region: 'São Paulo',
  town: 'Campinas',
  area_path: 'brazil/sao-paulo/campinas',
  num_likes: 2,
  num_comments: 1,
  num_answers: 3,
  updated: '2026-11-20T10:00:00.000Z',
  source: 'osm',
  source_id: 'way/123',
  access: 'public',
  opening_hours: 'Mo-Fr 06:00-22:00',
  fee: true,
  fee_text: 'R$ 5',
  closed_until: null,
  closure_reason: null,
  toilets: true,
  changing_rooms: null,
  lockers: null,
  drinking_water: false,
  parking: null,
  public_transport: null,
  link_to_web: 'https://pista.example/',
  operator: 'Prefeitura',
  access_confirmed: '2026-01-05',
  opening_hours_confirmed: '2026-01-05',
  fee_confirmed: '2025-12-01',
  closed_until_confirmed: null,
  toilets_confirmed: '2026-01-05',
  changing_rooms_confirmed: null,
  lockers_confirmed: null,
  drinking_water_confirmed: '2026-01-05',
  parking_confirmed: null,
  public_transport_confirmed: null,
  photos: [],
};
/** Two photos, newest first: the CSV gives the first. */
const photographed: ExportTrack = {
  ...track,
  photos: [
    { id: 12, alt: 'The home straight', licence: 'CC0-1.0', credit: '', created: '2026-11-21T08:00:00.000Z', width: 1280, height: 960 },
    { id: 5, alt: '', licence: 'CC-BY-SA-4.0', credit: '=Ana', created: '2026-11-02T08:00:00.000Z', width: 960, height: 1280 },
  ],
};

describe('CSV fields (RFC 4180)', () => {
  it('writes plain values as they are and unknown ones as empty', () => {
    expect(csvField('Campinas')).toBe('Campinas');
    expect(csvField(400)).toBe('400');
    expect(csvField(false)).toBe('false');
    expect(csvField(null)).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, with quotes doubled', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('makes text that a spreadsheet would run as a formula plain text, and leaves numbers alone', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    for (const start of ['+', '-', '@', '\t']) expect(csvField(`${start}1`)).toBe(`'${start}1`);
    expect(csvField('\r1')).toBe('"\'\r1"');
    expect(csvField(-46.6)).toBe('-46.6');
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('an exported track', () => {
  it('has one CSV column for every field of its record, and the newest photo for its photos', () => {
    const photoColumns = ['num_photos', 'photo_url', 'photo_license', 'photo_credit'];
    const recordFields = Object.keys(exportRecord(track, ORIGIN)).filter((field) => field !== 'photos');
    expect([...CSV_COLUMNS].sort()).toEqual([...recordFields, ...photoColumns].sort());
  });

  it('gives each shown photo with its own licence and credit, and the CSV the newest of them', () => {
    expect(exportRecord(photographed, ORIGIN).photos).toEqual([
      {
        url: 'https://tracks.example/photos/12/1280.webp',
        width: 1280,
        height: 960,
        alt: 'The home straight',
        license: 'CC0-1.0',
        license_url: 'https://creativecommons.org/publicdomain/zero/1.0/',
        credit: '',
        created: '2026-11-21T08:00:00.000Z',
      },
      expect.objectContaining({ url: 'https://tracks.example/photos/5/1280.webp', license: 'CC-BY-SA-4.0', credit: '=Ana' }),
    ]);
    expect(trackCsvLine(photographed, ORIGIN)).toMatch(/,2,https:\/\/tracks\.example\/photos\/12\/1280\.webp,CC0-1\.0,\r\n$/);
    expect(trackCsvLine(track, ORIGIN)).toMatch(/,0,,,\r\n$/);
    // A credit is anyone's text: a formula in it stays text.
    const older = { ...photographed, photos: photographed.photos.slice(1) };
    expect(trackCsvLine(older, ORIGIN)).toMatch(/,1,https:\/\/tracks\.example\/photos\/5\/1280\.webp,CC-BY-SA-4\.0,'=Ana\r\n$/);
  });

  it('is one CSV line in the header order, ended by CRLF', () => {
    expect(CSV_HEADER_LINE).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
    expect(trackCsvLine(track, ORIGIN)).toBe(
      '7,"Pista ""Azul"", norte",pista-azul-norte-campinas,https://tracks.example/track/pista-azul-norte-campinas,-22.9,-47.06,400,synthetic,8,true,false,,' +
        'Brazil,São Paulo,Campinas,brazil/sao-paulo/campinas,2,1,3,2026-11-20T10:00:00.000Z,osm,way/123,' +
        // The access facts, unknown ones empty, then when each was last confirmed.
        'public,Mo-Fr 06:00-22:00,true,R$ 5,,,true,,,false,,,https://pista.example/,Prefeitura,' +
        '2026-01-05,2026-01-05,2025-12-01,,2026-01-05,,,2026-01-05,,,' +
        // No photo.
        '0,,,\r\n',
    );
  });

  it('is a GeoJSON point at longitude, latitude with its fields and page as properties', () => {
    const feature = trackFeature(track, ORIGIN);
    expect(feature.geometry).toEqual({ type: 'Point', coordinates: [-47.06, -22.9] });
    expect(feature.id).toBe(7);
    expect(feature.properties).toMatchObject({
      name: 'Pista "Azul", norte',
      url: 'https://tracks.example/track/pista-azul-norte-campinas',
      source: 'osm',
      source_id: 'way/123',
    });
    expect(feature.properties).not.toHaveProperty('lat');
  });
});

describe('the FeatureCollection opening', () => {
  it('carries the licence, credits and version as foreign members before the features', () => {
    const document = JSON.parse(`${featureCollectionOpening('2026-11-24T08:00:00.000Z', 42)}[]}`);
    expect(document).toMatchObject({
      type: 'FeatureCollection',
      license: 'ODbL-1.0',
      attribution: '© OpenStreetMap contributors',
      generated: '2026-11-24T08:00:00.000Z',
      cache_key: 42,
      features: [],
    });
    expect(document.credits.map((c: { attribution: string }) => c.attribution)).toContain('GeoNames');
  });
});
