import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessImportStatements } from './access-import';
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';
import { planImport } from './plan';
import { readOverpass } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { apply, createDatabase, readState, rows } from './test-support/sqlite';
import { ovalRing } from './test-support/fixtures';
import type { SourceTrack } from './track-record';
import { mapOsmAccess } from './track-values';

describe('mapOsmAccess', () => {
  it('reads the OSM tags of the track, else of the stadium around it', () => {
    expect(
      mapOsmAccess(
        { fee: 'yes', charge: '50 NOK', lit: 'Mo-Fr 16:00-22:00' },
        {
          opening_hours: 'Mo-Fr 06:00-22:00; Sa,Su 08:00-18:00',
          access: 'yes',
          toilets: 'yes',
          changing_room: 'no',
          supervised: 'yes',
          fee: 'no',
        },
      ),
    ).toEqual({
      access: 'public',
      opening_hours: 'Mo-Fr 06:00-22:00; Sa,Su 08:00-18:00',
      fee: 1,
      fee_text: '50 NOK',
      lit_hours: 'Mo-Fr 16:00-22:00',
      toilets: 1,
      changing_rooms: 0,
      supervised: 1,
    });
  });

  it('leaves out what it cannot read: broken hours, yes/no lighting (has_lighting holds it), unknown access', () => {
    expect(mapOsmAccess({ opening_hours: 'Mo-Fr 25:00', lit: 'yes', access: 'unknown' })).toEqual({});
    expect(mapOsmAccess({ access: 'private' })).toEqual({ access: 'members' });
  });
});

describe('osmTracksFrom: access facts from an enclosing sports centre', () => {
  it('lends the centre hours and check_date to the track inside it', async () => {
    const centre = {
      type: 'way',
      id: 1,
      tags: { leisure: 'sports_centre', name: 'Bislett', opening_hours: 'Mo-Su 07:00-22:00', check_date: '2025-05-01' },
    };
    const ring = ovalRing(59.925, 10.733);
    const big = ovalRing(59.925, 10.733, 200, 300);
    const answer = {
      elements: [
        { ...centre, geometry: big.map(([lon, lat]) => ({ lat, lon })) },
        { type: 'way', id: 2, tags: { leisure: 'track', sport: 'running', fee: 'no' }, geometry: ring.map(([lon, lat]) => ({ lat, lon })) },
      ],
    };
    const [track] = osmTracksFrom(readOverpass(answer as never)).tracks;
    expect(track).toMatchObject({
      name: 'Bislett',
      label: { facility: 'Bislett' },
      access: { opening_hours: 'Mo-Su 07:00-22:00', fee: 0 },
      checkDate: '2025-05-01',
    });
  });
});

describe('accessImportStatements', () => {
  let db: Database;
  beforeEach(async () => {
    db = await createDatabase();
    db.exec(`INSERT INTO tracks (url_segment, name, center_lat, center_lng, source, source_id, created, updated)
      VALUES ('bislett', 'Bislett', 59.925, 10.733, 'osm', 'way/2', '2026-01-01', '2026-01-01')`);
  });

  const record = (access: SourceTrack['access'], checkDate: string | null = null): SourceTrack => ({
    source: 'osm',
    sourceId: 'way/2',
    name: 'Bislett',
    length: 400,
    finalized: true,
    surface: null,
    link_to_web: null,
    number_lanes_lap: null,
    has_lighting: null,
    indoors: 0,
    center_lat: 59.925,
    center_lng: 10.733,
    altitude: null,
    street_address: null,
    access,
    checkDate,
  });
  const stored = () => {
    const row = rows<Record<string, unknown> & { confirmed: string; hours_week: string | null }>(db, 'SELECT * FROM track_access')[0]!;
    return { ...row, confirmed: JSON.parse(row.confirmed) as unknown };
  };

  it('stores the facts with their zone, week of hours and an import confirmation on the check date', () => {
    apply(
      db,
      accessImportStatements(
        [record({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1, fee_text: '50 NOK' }, '2025-05-01')],
        '2026-01-01T00:00:00.000Z',
      ),
    );
    expect(stored()).toMatchObject({
      opening_hours: 'Mo-Su 07:00-22:00',
      fee: 1,
      fee_text: '50 NOK',
      time_zone: 'Europe/Oslo',
      confirmed: { opening_hours: { at: '2025-05-01T00:00:00.000Z', by: 'import' }, fee: { at: '2025-05-01T00:00:00.000Z', by: 'import' } },
    });
    expect(stored().hours_week).toMatch(/^0{7}f{15}0{2}/);
  });

  it('a community edit survives a re-import; what only the import said is updated', () => {
    apply(db, accessImportStatements([record({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 })], '2026-01-01T00:00:00.000Z'));
    // A runner corrects the fee (as the Worker writes it: the value and its confirmation).
    db.exec(
      `UPDATE track_access SET fee = 0, confirmed = json_set(confirmed, '$.fee', json('{"at":"2026-01-05T10:00:00.000Z","by":"visit_report"}'))`,
    );
    apply(db, accessImportStatements([record({ opening_hours: 'Mo-Fr 06:00-21:00', fee: 1, toilets: 1 })], '2026-02-01T00:00:00.000Z'));
    expect(stored()).toMatchObject({
      fee: 0,
      opening_hours: 'Mo-Fr 06:00-21:00',
      toilets: 1,
      confirmed: {
        fee: { at: '2026-01-05T10:00:00.000Z', by: 'visit_report' },
        opening_hours: { at: '2026-02-01T00:00:00.000Z', by: 'import' },
        toilets: { at: '2026-02-01T00:00:00.000Z', by: 'import' },
      },
    });
    expect(stored().hours_week).toMatch(/^0{6}f{15}0{3}/);
  });

  it('writes nothing for a track the source says nothing about', () => {
    expect(accessImportStatements([record({})], '2026-01-01T00:00:00.000Z')).toEqual([]);
  });
});

describe('planImport with access facts', () => {
  it('writes them with a new track, and a re-import keeps the fee a runner corrected', async () => {
    const db = await createDatabase();
    const geography = adminGeography(loadAdminGeo());
    const ring = ovalRing(59.925, 10.733);
    const file = (tags: Record<string, string>) =>
      osmTracksFrom(
        readOverpass({
          elements: [
            {
              type: 'way',
              id: 7,
              tags: { leisure: 'track', sport: 'running', name: 'Bislett', ...tags },
              geometry: ring.map(([lon, lat]) => ({ lat, lon })),
            },
          ],
        } as never),
      );
    const run = (tags: Record<string, string>, now: string) => apply(db, planImport(file(tags), readState(db), geography, now).statements);
    const facts = () =>
      rows<{ fee: number; opening_hours: string; confirmed: string }>(db, 'SELECT fee, opening_hours, confirmed FROM track_access')[0]!;

    run({ fee: 'yes', opening_hours: 'Mo-Su 07:00-22:00' }, '2026-01-01T00:00:00.000Z');
    expect(facts()).toMatchObject({ fee: 1, opening_hours: 'Mo-Su 07:00-22:00' });

    db.exec(
      `UPDATE track_access SET fee = 0, confirmed = json_set(confirmed, '$.fee', json('{"at":"2026-01-05T10:00:00.000Z","by":"edit"}'))`,
    );
    run({ fee: 'yes', opening_hours: 'Mo-Su 06:00-22:00' }, '2026-02-01T00:00:00.000Z');
    expect(facts()).toMatchObject({ fee: 0, opening_hours: 'Mo-Su 06:00-22:00' });
    expect(JSON.parse(facts().confirmed)).toMatchObject({
      fee: { by: 'edit' },
      opening_hours: { by: 'import', at: '2026-02-01T00:00:00.000Z' },
    });
  });
});
