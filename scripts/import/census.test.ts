import { describe, expect, it } from 'vitest';
import { censusJsonRecords, censusTracks, parseCsv, validateMapping, type CensusMapping } from './census';
import { parseSourceText } from './read-source';

const mapping: CensusMapping = {
  name: 'test-register',
  columns: {
    id: 'equip_id',
    name: 'nom',
    address: 'adresse',
    town: 'commune',
    lat: 'lat',
    lng: 'lon',
    length: 'longueur',
    lanes: 'couloirs',
    surface: 'sol',
    covered: 'nature',
    lighting: 'eclairage',
    website: 'site',
  },
  values: { surface: { 'Synthétique (hors gazon)': 'synthetic', Stabilisé: 'gravel' }, covered: { Intérieur: 1, Découvert: 0 } },
  filter: { column: 'type', values: ["Piste d'athlétisme"] },
};

const CSV = [
  'equip_id;nom;adresse;commune;lat;lon;longueur;couloirs;sol;nature;eclairage;site;type',
  `E1;"Stade ""Test""; piste";1 rue du Stade;Lyon;45,7485;4,8467;400;8;Synthétique (hors gazon);Découvert;Oui;https://example.org;Piste d'athlétisme`,
  `E2;Halle Test;;Lyon;45.76;4.85;200;6;Stabilisé;Intérieur;Non;;Piste d'athlétisme`,
  `E3;Bassin;;Lyon;45.76;4.85;;;;;;;Bassin de natation`,
  `E4;Sans coordonnées;;Lyon;;;400;;;;;;Piste d'athlétisme`,
  `E5;Hors limites;;Lyon;95;4.85;400;;;;;;Piste d'athlétisme`,
  `;Sans id;;Lyon;45.7;4.8;400;;;;;;Piste d'athlétisme`,
].join('\r\n');

describe('census CSV', () => {
  it('parses quoted fields holding the delimiter and doubled quotes', () => {
    expect(parseCsv(CSV)[0]!.nom).toBe('Stade "Test"; piste');
  });

  it('maps the columns, translates the register words, and filters by type', () => {
    const parsed = censusTracks(parseCsv(CSV), mapping);
    expect(parsed.source).toBe('census:test-register');
    expect(parsed.tracks).toEqual([
      expect.objectContaining({
        sourceId: 'E1',
        name: 'Stade "Test"; piste',
        length: 400,
        finalized: true,
        number_lanes_lap: 8,
        surface: 'synthetic',
        indoors: 0,
        has_lighting: 1,
        link_to_web: 'https://example.org/',
        center_lat: 45.7485,
        center_lng: 4.8467,
        street_address: '1 rue du Stade, Lyon',
      }),
      expect.objectContaining({ sourceId: 'E2', length: 200, surface: 'gravel', indoors: 1, has_lighting: 0, street_address: 'Lyon' }),
    ]);
  });

  it('reports records without coordinates, out of range or without id', () => {
    expect(censusTracks(parseCsv(CSV), mapping).skipped).toEqual([
      { sourceId: 'E4', reason: 'missing or out-of-range coordinates' },
      { sourceId: 'E5', reason: 'missing or out-of-range coordinates' },
      { sourceId: 'row 7', reason: 'no id' },
    ]);
  });
});

describe('census JSON and mappings', () => {
  it('reads an array of records or one under "records"', () => {
    const records = [{ id: 7, lat: 59.33, lng: 18.06, name: 'Testvallen' }];
    expect(censusJsonRecords({ records })).toEqual(records);
    const parsed = parseSourceText(JSON.stringify(records), 'register.json', {
      name: 'se-test',
      columns: { id: 'id', lat: 'lat', lng: 'lng', name: 'name' },
    });
    expect(parsed.tracks).toEqual([expect.objectContaining({ sourceId: '7', name: 'Testvallen', length: null, indoors: null })]);
  });

  it('refuses a mapping without id or coordinates, or with unknown fields', () => {
    expect(() => validateMapping({ name: 'x', columns: { id: 'a', lat: 'b' } })).toThrow(/lng/);
    expect(() => validateMapping({ name: 'x', columns: { id: 'a', lat: 'b', lng: 'c', colour: 'd' } as CensusMapping['columns'] })).toThrow(
      /unknown/,
    );
    expect(() => validateMapping({ name: 'Bad Name', columns: { id: 'a', lat: 'b', lng: 'c' } })).toThrow(/name/);
  });
});

describe('census mapping rules', () => {
  const register: CensusMapping = {
    name: 'register',
    columns: { id: 'id', name: 'name', address: 'address', town: 'town', postcode: 'postcode', lat: 'lat', lng: 'lng', covered: 'kind' },
    values: { covered: { 'Indoor Athletics Arena': 1, 'Athletics Track': 0 } },
    skip: [{ column: 'kind', values: ['Velodrome'], reason: 'a velodrome, not a running track' }],
    missing: ['NA'],
  };
  const rows = [
    {
      id: 'r1',
      name: 'Sports Village',
      address: '75 Regent Walk',
      town: 'Aberdeen',
      postcode: 'AB24 1SX',
      lat: '57.16',
      lng: '-2.09',
      kind: 'Athletics Track',
    },
    { id: 'r2', name: 'Arena', address: 'NA', town: 'Glasgow', postcode: 'NA', lat: '55.86', lng: '-4.25', kind: 'Indoor Athletics Arena' },
    { id: 'r3', name: 'Velodrome', address: '', town: 'Glasgow', postcode: '', lat: '55.85', lng: '-4.21', kind: 'Velodrome' },
    { id: 'r4', name: 'School', address: 'NA', town: 'NA', postcode: 'NA', lat: '55.9', lng: '-3.2', kind: 'Unspecified' },
  ];

  it('joins address, town and postcode, reads "NA" as unknown and translates the kind', () => {
    const { tracks } = censusTracks(rows, register);
    expect(tracks.map((t) => [t.sourceId, t.street_address, t.indoors])).toEqual([
      ['r1', '75 Regent Walk, Aberdeen, AB24 1SX', 0],
      ['r2', 'Glasgow', 1],
      ['r4', null, null],
    ]);
  });

  it('states the town, then the council area, as the places the track is in (issue 36)', () => {
    const { tracks } = censusTracks(
      rows.map((row) => ({ ...row, council: row.town === 'Aberdeen' ? 'Aberdeen City' : 'NA' })),
      { ...register, columns: { ...register.columns, area: 'council' } },
    );
    expect(tracks.map((t) => [t.sourceId, t.placeNames])).toEqual([
      ['r1', ['Aberdeen', 'Aberdeen City']],
      ['r2', ['Glasgow']],
      ['r4', []],
    ]);
  });

  it('reports the rows a skip rule names as skipped, with its reason', () => {
    expect(censusTracks(rows, register).skipped).toEqual([{ sourceId: 'r3', reason: 'a velodrome, not a running track' }]);
  });

  it('reads the hours, fee, access, phone, operator and wheelchair columns a register carries (issue 27), leaving out what a row does not say', () => {
    const withFacts = {
      ...register,
      columns: {
        ...register.columns,
        opening_hours: 'hours',
        fee: 'charged',
        access: 'use',
        phone: 'tel',
        operator: 'run_by',
        wheelchair: 'accessible',
      },
    };
    const { tracks } = censusTracks(
      [
        {
          ...rows[0]!,
          hours: 'Mo-Fr 07:00-21:00',
          charged: 'Yes',
          use: 'yes',
          tel: '01224 123456',
          run_by: 'Sport Aberdeen',
          accessible: 'yes',
        },
        { ...rows[1]!, hours: 'NA', charged: 'NA', use: 'NA', tel: 'NA', run_by: 'NA', accessible: 'NA' },
      ],
      withFacts,
    );
    expect(tracks[0]).toMatchObject({
      access: { opening_hours: 'Mo-Fr 07:00-21:00', fee: 1, access: 'public' },
      contact: { phone: '01224 123456', operator: 'Sport Aberdeen', wheelchair: 'yes' },
    });
    expect(tracks[1]).not.toHaveProperty('access');
    expect(tracks[1]).not.toHaveProperty('contact');
  });

  it('refuses a skip rule without a reason', () => {
    expect(() => validateMapping({ ...register, skip: [{ column: 'kind', values: ['Velodrome'], reason: '' }] })).toThrow(/skip/);
  });
});
