// Issue 27: same-place features merge their facts, the facility around a track lends its own,
// and what the track holds is kept as import facts under today's rules.
import { describe, expect, it } from 'vitest';
import { factsFromFacility, parseLentFacts } from '../../src-shared/source-facts';
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';
import { factCoverage, factCoverageLines } from './fact-coverage';
import { readOverpass, type OverpassElement } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { planImport } from './plan';
import { removeDuplicates } from './duplicates';
import { formatReport } from './report';
import { ovalRing } from './test-support/fixtures';
import { apply, createDatabase, readState, rows } from './test-support/sqlite';
import type { Position } from './geometry';

const LAT = -15.758;
const LNG = -47.78;
const outline = (ring: Position[]) => ring.map(([lon, lat]) => ({ lat, lon }));
const way = (id: number, tags: Record<string, string>, ring: Position[]): OverpassElement => ({
  type: 'way',
  id,
  tags,
  geometry: outline(ring),
});
const node = (id: number, tags: Record<string, string>, lat = LAT, lon = LNG): OverpassElement => ({ type: 'node', id, tags, lat, lon });
const TRACK = { leisure: 'track', sport: 'running' };
const parse = (...elements: OverpassElement[]) => osmTracksFrom(readOverpass({ elements }));

const geography = adminGeography(loadAdminGeo());
const plan = (...elements: OverpassElement[]) => planImport(parse(...elements), readState(emptyDb), geography, '2026-01-01T00:00:00.000Z');
const emptyDb = await createDatabase();

describe('same-place features merge their facts', () => {
  // The Paranoá case: the way has lanes, lighting and surface; a node on it has the hours.
  const paranoaWay = way(
    540800986,
    { ...TRACK, name: 'Pista de Atletismo do Paranoá', lanes: '4', lit: 'yes', surface: 'paved' },
    ovalRing(LAT, LNG),
  );
  const paranoaNode = node(10774448524, { ...TRACK, name: 'Pista de Atletismo do Paranoá', lit: 'yes', opening_hours: '24/7' });

  it('keeps every fact any of them has: the way with the node’s opening hours', () => {
    const { report } = plan(paranoaWay, paranoaNode);
    expect(report.inserted.map((t) => t.sourceId)).toEqual(['way/540800986']);
    expect(report.skipped).toEqual([{ sourceId: 'node/10774448524', reason: 'same place as way/540800986' }]);
    expect(report.inserted[0]!.fields).toEqual(expect.arrayContaining(['number_lanes_lap', 'has_lighting', 'surface', 'opening_hours']));
    expect(report.disagreements).toEqual([]);
  });

  it('dates each merged fact by the feature it comes from: the node’s hours by the node’s last edit', () => {
    const edited = (element: OverpassElement, timestamp: string) => ({ ...element, timestamp });
    const { kept } = removeDuplicates(
      parse(
        edited(way(1, { ...TRACK, fee: 'no', toilets: 'yes' }, ovalRing(LAT, LNG)), '2021-06-01T10:00:00Z'),
        edited(node(2, { ...TRACK, opening_hours: '24/7', fee: 'yes', toilets: 'yes' }), '2023-03-31T01:19:59Z'),
      ).tracks,
      new Set(),
      [],
    );
    // The way's fee wins, with its date; both state the toilets: the later edit dates them.
    expect(kept[0]).toMatchObject({ access: { opening_hours: '24/7', fee: 0, toilets: 1 } });
    expect(kept[0]!.accessEdited).toEqual({
      opening_hours: '2023-03-31T01:19:59.000Z',
      fee: '2021-06-01T10:00:00.000Z',
      toilets: '2023-03-31T01:19:59.000Z',
    });
  });

  it('where they disagree, the way wins over the node and the report names the disagreement', () => {
    const node2 = node(2, { ...TRACK, surface: 'tartan', opening_hours: 'Mo-Fr 06:00-22:00', fee: 'no' });
    const { report } = plan(way(1, { ...TRACK, surface: 'asphalt', opening_hours: '24/7' }, ovalRing(LAT, LNG)), node2);
    expect(report.disagreements).toEqual([
      { sourceId: 'way/1', otherId: 'node/2', fact: 'surface', kept: 'asphalt', other: 'synthetic' },
      { sourceId: 'way/1', otherId: 'node/2', fact: 'opening_hours', kept: '24/7', other: 'Mo-Fr 06:00-22:00' },
    ]);
    const printed = formatReport(report, true);
    expect(printed).toContain('Features of one track that disagree: the more specific one is kept (2):');
    expect(printed).toContain('way/1 opening_hours: kept "24/7", node/2 says "Mo-Fr 06:00-22:00"');
    // The node's fee, which the way does not state, is kept.
    expect(report.inserted[0]!.fields).toContain('fee');
  });

  it('the way’s own hours stay its own when a node in the same sports centre only borrows the centre’s', () => {
    const centre = way(9, { leisure: 'sports_centre', opening_hours: 'Mo-Sa 08:00-20:00' }, ovalRing(LAT, LNG, 200, 300));
    const { kept } = removeDuplicates(
      parse(centre, way(1, { ...TRACK, opening_hours: '24/7' }, ovalRing(LAT, LNG)), node(2, TRACK)).tracks,
      new Set(),
      [],
    );
    expect(kept[0]).toMatchObject({ access: { opening_hours: '24/7' } });
    expect(kept[0]!.lentBy).toEqual({});
  });

  it('a node’s own tag wins over a fact the way only borrowed from its facility', () => {
    const centre = way(9, { leisure: 'sports_centre', opening_hours: 'Mo-Sa 08:00-20:00', fee: 'yes' }, ovalRing(LAT, LNG, 200, 300));
    const { kept, disagreements } = removeDuplicates(
      parse(centre, way(1, TRACK, ovalRing(LAT, LNG)), node(2, { ...TRACK, opening_hours: '24/7' })).tracks,
      new Set(),
      [],
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ sourceId: 'way/1', access: { opening_hours: '24/7', fee: 1 }, lentBy: { fee: 'sports_centre' } });
    expect(kept[0]!.lentBy).not.toHaveProperty('opening_hours');
    expect(disagreements).toEqual([]);
  });
});

describe('the facility around a track lends its facts', () => {
  const centreTags = {
    leisure: 'sports_centre',
    name: 'Centro Esportivo',
    opening_hours: 'Mo-Sa 08:00-20:00',
    fee: 'yes',
    access: 'yes',
    'contact:website': 'https://centro.example.org/',
    phone: '+55 61 1234-5678',
    wheelchair: 'limited',
    operator: 'Secretaria de Esporte',
    'addr:street': 'Rua Manuel da Nóbrega',
    'addr:housenumber': '1361',
  };
  const centre = way(9, centreTags, ovalRing(LAT, LNG, 200, 300));

  it('lends hours, fee, access, website, phone, wheelchair, operator and address; the track’s own tags win', () => {
    const [track] = parse(centre, way(1, { ...TRACK, fee: 'no', website: 'https://track.example.org/' }, ovalRing(LAT, LNG))).tracks;
    expect(track).toMatchObject({
      name: 'Centro Esportivo',
      label: { facility: 'Centro Esportivo', locality: 'Rua Manuel da Nóbrega' },
      link_to_web: 'https://track.example.org/',
      street_address: 'Rua Manuel da Nóbrega 1361',
      access: { opening_hours: 'Mo-Sa 08:00-20:00', fee: 0, access: 'public' },
      contact: { phone: '+55 61 1234-5678', wheelchair: 'limited', operator: 'Secretaria de Esporte' },
      lentBy: {
        opening_hours: 'sports_centre',
        access: 'sports_centre',
        street_address: 'sports_centre',
        phone: 'sports_centre',
        wheelchair: 'sports_centre',
        operator: 'sports_centre',
      },
    });
    expect(track!.lentBy).not.toHaveProperty('fee');
    expect(track!.lentBy).not.toHaveProperty('link_to_web');
  });

  it('a stadium mapped as a point inside the track’s outline lends its facts (Estádio Ícaro de Castro Melo)', () => {
    const pin = node(
      6071047856,
      {
        leisure: 'stadium',
        name: 'Estádio Ícaro de Castro Melo',
        'addr:street': 'Rua Manuel da Nóbrega',
        'addr:housenumber': '1361',
        operator: 'Governo do Estado de São Paulo',
      },
      LAT + 0.0001,
      LNG,
    );
    const [track] = parse(pin, way(1, TRACK, ovalRing(LAT, LNG))).tracks;
    expect(track).toMatchObject({
      name: 'Estádio Ícaro de Castro Melo',
      label: { facility: 'Estádio Ícaro de Castro Melo' },
      street_address: 'Rua Manuel da Nóbrega 1361',
      contact: { operator: 'Governo do Estado de São Paulo' },
      lentBy: { street_address: 'stadium', operator: 'stadium' },
    });
  });

  it('a facility beside the track lends its name only', () => {
    // 145 m north: near enough to name the track, but the track is not inside it.
    const beside = way(9, centreTags, ovalRing(LAT + 0.0013, LNG, 20, 20));
    const [track] = parse(beside, way(1, TRACK, ovalRing(LAT, LNG))).tracks;
    expect(track).toMatchObject({
      name: 'Centro Esportivo',
      label: { facility: 'Centro Esportivo' },
      access: {},
      contact: {},
      lentBy: {},
      street_address: null,
      link_to_web: null,
    });
  });

  it('of two facilities around the track, the smaller (the stadium inside the campus) lends; a nameless one too', () => {
    const campus = way(
      8,
      { leisure: 'sports_centre', name: 'Campus', opening_hours: 'Mo-Su 06:00-23:00', operator: 'Universidade' },
      ovalRing(LAT, LNG, 400, 600),
    );
    const stadium = way(9, { leisure: 'stadium', opening_hours: 'Mo-Fr 07:00-19:00' }, ovalRing(LAT, LNG, 150, 200));
    const [track] = parse(campus, stadium, way(1, TRACK, ovalRing(LAT, LNG))).tracks;
    expect(track).toMatchObject({ access: { opening_hours: 'Mo-Fr 07:00-19:00' }, lentBy: { opening_hours: 'stadium' } });
    // The nameless stadium names nothing: the campus, around it, gives the name.
    expect(track!.label?.facility).toBe('Campus');
  });

  it('the per-fact figures count every feature and facility, and name the rule behind each gap', () => {
    const parsed = parse(
      centre,
      way(1, { ...TRACK, opening_hours: 'Mo-Fr 25:00', surface: 'paved' }, ovalRing(LAT, LNG)),
      node(2, { ...TRACK, lanes: '6', surface: 'asphalt' }),
      way(3, { ...TRACK, lanes: '12' }, ovalRing(LAT + 0.01, LNG)),
    );
    const lines = factCoverageLines(factCoverage(removeDuplicates(parsed.tracks, new Set(), []).kept));
    expect(lines).toEqual(
      expect.arrayContaining([
        'operator: 1 features carry it, 1 tracks have it (1 lent by the facility around the track)',
        // The track's own hours cannot be read, so the facility's are lent.
        'opening_hours: 2 features carry it, 1 tracks have it (1 features state it again for a track that has it from another)',
        'lanes: 2 features carry it, 1 tracks have it (1 from a same-place feature merged into the track; 1 with a value the importer cannot read, left unknown)',
        'surface: 2 features carry it, 1 tracks have it (1 features state it again for a track that has it from another)',
      ]),
    );
    const { report } = planImport(parsed, readState(emptyDb), geography, '2026-01-01T00:00:00.000Z');
    expect(formatReport(report, true)).toContain('Facts: how many features carry each, and how many tracks have it (13):');
  });
});

describe('kept as import facts, with today’s rules', () => {
  const centre = way(
    9,
    { leisure: 'sports_centre', name: 'Bislett', opening_hours: 'Mo-Sa 08:00-20:00', fee: 'yes', operator: 'Oslo kommune' },
    ovalRing(59.925, 10.733, 200, 300),
  );
  const track = way(1, TRACK, ovalRing(59.925, 10.733));
  const stored = (db: Awaited<ReturnType<typeof createDatabase>>) => {
    const row = rows<Record<string, unknown>>(
      db,
      'SELECT x.opening_hours, x.fee, x.confirmed, s.operator, s.lent, t.link_to_web, t.street_address FROM tracks t LEFT JOIN track_access x ON x.track_id = t.id LEFT JOIN track_source_facts s ON s.track_id = t.id',
    )[0]!;
    return { ...row, from: factsFromFacility(parseLentFacts(row.lent as string), row) };
  };

  it('writes the lent facts with the track, a re-import writes nothing, and a fact the community confirmed is kept and is the track’s own', async () => {
    const db = await createDatabase();
    const run = (now: string, ...elements: OverpassElement[]) => planImport(parse(...elements), readState(db), geography, now);
    const first = run('2026-01-01T00:00:00.000Z', centre, track);
    apply(db, first.statements);
    expect(stored(db)).toMatchObject({
      opening_hours: 'Mo-Sa 08:00-20:00',
      fee: 1,
      operator: 'Oslo kommune',
      from: { opening_hours: 'sports_centre', fee: 'sports_centre', operator: 'sports_centre' },
    });
    expect(JSON.parse(rows<{ snapshot: string }>(db, 'SELECT snapshot FROM track_revisions')[0]!.snapshot)).toMatchObject({
      opening_hours: 'Mo-Sa 08:00-20:00',
      fee: 1,
    });

    expect(run('2026-02-01T00:00:00.000Z', centre, track).statements).toEqual([]);

    // A runner corrects the hours (as the Worker writes it: the value and its confirmation).
    db.exec(
      `UPDATE track_access SET opening_hours = 'Mo-Su 06:00-22:00', confirmed = json_set(confirmed, '$.opening_hours', json('{"at":"2026-01-05T10:00:00.000Z","by":"edit"}'))`,
    );
    const again = run('2026-03-01T00:00:00.000Z', centre, track);
    apply(db, again.statements);
    expect(stored(db)).toMatchObject({
      opening_hours: 'Mo-Su 06:00-22:00',
      fee: 1,
      from: { fee: 'sports_centre', operator: 'sports_centre' },
    });
    expect(stored(db).from).not.toHaveProperty('opening_hours');
    expect(run('2026-04-01T00:00:00.000Z', centre, track).statements).toEqual([]);

    const renamed = way(9, { ...centre.tags!, operator: 'Bislett AS' }, ovalRing(59.925, 10.733, 200, 300));
    const changed = run('2026-05-01T00:00:00.000Z', renamed, track);
    // The facility changes its operator: the re-import writes that, kept in history as an import revision, and nothing of the access facts.
    expect(changed.statements.filter((sql) => sql.includes('track_source_facts'))).toEqual([expect.stringContaining("'Bislett AS'")]);
    expect(changed.statements.some((sql) => sql.includes('track_access'))).toBe(false);
    expect(changed.report.updated).toEqual([expect.objectContaining({ sourceId: 'way/1', fields: ['operator'] })]);
    apply(db, changed.statements);
    const history = rows<{ source: string; changed_fields: string; snapshot: string }>(
      db,
      'SELECT source, changed_fields, snapshot FROM track_revisions ORDER BY revision',
    );
    expect(history.map((r) => [r.source, JSON.parse(r.changed_fields)])).toEqual([
      ['import', expect.arrayContaining(['length', 'opening_hours', 'fee', 'operator'])],
      ['import', ['operator']],
    ]);
    expect(JSON.parse(history[1]!.snapshot)).toMatchObject({ operator: 'Bislett AS', opening_hours: 'Mo-Su 06:00-22:00', fee: 1 });
    expect(run('2026-06-01T00:00:00.000Z', renamed, track).statements).toEqual([]);
  });
});
