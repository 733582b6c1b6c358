import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessImportStatements, accessUnchanged, type StoredAccess } from './access-import';
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

/** Bislett: a sports centre with hours around a track with a fee of its own, each element last edited at its own time. */
const bislett = (centreTags: Record<string, string> = {}) => {
  const ring = ovalRing(59.925, 10.733);
  const big = ovalRing(59.925, 10.733, 200, 300);
  return osmTracksFrom(
    readOverpass({
      elements: [
        {
          type: 'way',
          id: 1,
          timestamp: '2024-02-01T08:00:00Z',
          tags: { leisure: 'sports_centre', name: 'Bislett', opening_hours: 'Mo-Su 07:00-22:00', ...centreTags },
          geometry: big.map(([lon, lat]) => ({ lat, lon })),
        },
        {
          type: 'way',
          id: 2,
          timestamp: '2025-09-10T18:30:00Z',
          tags: { leisure: 'track', sport: 'running', fee: 'no' },
          geometry: ring.map(([lon, lat]) => ({ lat, lon })),
        },
      ],
    }),
  ).tracks[0]!;
};

describe('osmTracksFrom: access facts from an enclosing sports centre', () => {
  it('lends the centre hours and check_date to the track inside it', () => {
    expect(bislett({ check_date: '2025-05-01' })).toMatchObject({
      name: 'Bislett',
      label: { facility: 'Bislett' },
      access: { opening_hours: 'Mo-Su 07:00-22:00', fee: 0 },
      checkDate: '2025-05-01',
    });
  });

  it('keeps when the element stating each fact was last edited: the track for its own fee, the centre for the hours it lent', () => {
    expect(bislett().accessEdited).toEqual({ opening_hours: '2024-02-01T08:00:00.000Z', fee: '2025-09-10T18:30:00.000Z' });
  });
});

describe('accessImportStatements', () => {
  let db: Database;
  beforeEach(async () => {
    db = await createDatabase();
    db.exec(`INSERT INTO tracks (url_segment, name, center_lat, center_lng, source, source_id, created, updated)
      VALUES ('bislett', 'Bislett', 59.925, 10.733, 'osm', 'way/2', '2026-01-01', '2026-01-01')`);
  });

  const record = (
    access: SourceTrack['access'],
    checkDate: string | null = null,
    accessEdited: SourceTrack['accessEdited'] = {},
  ): SourceTrack => ({
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
    accessEdited,
  });
  const stored = () => {
    const row = rows<Record<string, unknown> & { confirmed: string; hours_week: string | null }>(db, 'SELECT * FROM track_access')[0]!;
    return { ...row, confirmed: JSON.parse(row.confirmed) as unknown };
  };

  const checked = (day: string) => ({ at: `${day}T00:00:00.000Z`, by: 'import', from: 'check_date' });
  const edited = (at: string) => ({ at, by: 'import', from: 'last_edit' });
  const undated = { at: null, by: 'import' };
  const EDITED = '2024-02-01T08:00:00.000Z';

  it('stores the facts with their zone, week of hours and an import confirmation on the check date, which wins over edit times', () => {
    apply(
      db,
      accessImportStatements(
        [record({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1, fee_text: '50 NOK' }, '2025-05-01', { opening_hours: EDITED, fee: EDITED })],
        '2026-01-01T00:00:00.000Z',
      ),
    );
    expect(stored()).toMatchObject({
      opening_hours: 'Mo-Su 07:00-22:00',
      fee: 1,
      fee_text: '50 NOK',
      time_zone: 'Europe/Oslo',
      confirmed: { opening_hours: checked('2025-05-01'), fee: checked('2025-05-01'), fee_text: checked('2025-05-01') },
    });
    expect(stored().hours_week).toMatch(/^0{7}f{15}0{2}/);
  });

  it('without a check_date, dates each fact by the last edit of the element stating it: the centre for the hours it lent, the track for its fee', () => {
    apply(db, accessImportStatements([bislett()], '2026-01-01T00:00:00.000Z'));
    expect(stored().confirmed).toEqual({
      opening_hours: edited('2024-02-01T08:00:00.000Z'),
      fee: edited('2025-09-10T18:30:00.000Z'),
    });
  });

  it('with neither, confirms the facts on no date, never on the day of the import', () => {
    apply(db, accessImportStatements([record({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 })], '2026-01-01T00:00:00.000Z'));
    expect(stored().confirmed).toEqual({ opening_hours: undated, fee: undated });
  });

  it('moves a confirmation only forward: an older edit or an undated statement of the same value leaves it, a newer edit moves it, a new value brings its own', () => {
    const importAt = (access: SourceTrack['access'], at: string | null) =>
      apply(db, accessImportStatements([record(access, null, at ? { opening_hours: at, fee: at } : {})], '2026-03-01T00:00:00.000Z'));
    importAt({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 }, '2025-01-01T00:00:00.000Z');
    // A merged feature edited earlier states the same: nothing moves back.
    importAt({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 }, '2024-01-01T00:00:00.000Z');
    importAt({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 }, null);
    expect(stored().confirmed).toEqual({ opening_hours: edited('2025-01-01T00:00:00.000Z'), fee: edited('2025-01-01T00:00:00.000Z') });
    importAt({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 }, '2025-06-01T00:00:00.000Z');
    expect(stored().confirmed).toEqual({ opening_hours: edited('2025-06-01T00:00:00.000Z'), fee: edited('2025-06-01T00:00:00.000Z') });
    // The date of the old hours does not confirm new ones: undated, they are undated.
    importAt({ opening_hours: 'Mo-Fr 06:00-21:00', fee: 1 }, null);
    expect(stored()).toMatchObject({
      opening_hours: 'Mo-Fr 06:00-21:00',
      confirmed: { opening_hours: undated, fee: edited('2025-06-01T00:00:00.000Z') },
    });
  });

  it('replaces a confirmation written on the day of an import before imports told their dates apart', () => {
    apply(db, accessImportStatements([record({ fee: 1 }, null, { fee: EDITED })], '2026-01-01T00:00:00.000Z'));
    db.exec(`UPDATE track_access SET confirmed = json('{"fee":{"at":"2026-01-01T00:00:00.000Z","by":"import"}}')`);
    apply(db, accessImportStatements([record({ fee: 1 }, null, { fee: EDITED })], '2026-02-01T00:00:00.000Z'));
    expect(stored().confirmed).toEqual({ fee: edited(EDITED) });
  });

  it('a community edit survives a re-import; what only the import said is updated', () => {
    apply(db, accessImportStatements([record({ opening_hours: 'Mo-Su 07:00-22:00', fee: 1 })], '2026-01-01T00:00:00.000Z'));
    // A runner corrects the fee (as the Worker writes it: the value and its confirmation).
    db.exec(
      `UPDATE track_access SET fee = 0, confirmed = json_set(confirmed, '$.fee', json('{"at":"2026-01-05T10:00:00.000Z","by":"visit_report"}'))`,
    );
    apply(
      db,
      accessImportStatements(
        [record({ opening_hours: 'Mo-Fr 06:00-21:00', fee: 1, toilets: 1 }, null, { opening_hours: EDITED, fee: EDITED, toilets: EDITED })],
        '2026-02-01T00:00:00.000Z',
      ),
    );
    expect(stored()).toMatchObject({
      fee: 0,
      opening_hours: 'Mo-Fr 06:00-21:00',
      toilets: 1,
      confirmed: {
        fee: { at: '2026-01-05T10:00:00.000Z', by: 'visit_report' },
        opening_hours: edited(EDITED),
        toilets: edited(EDITED),
      },
    });
    expect(stored().hours_week).toMatch(/^0{6}f{15}0{3}/);
  });

  it('writes nothing for a track the source says nothing about', () => {
    expect(accessImportStatements([record({})], '2026-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('accessUnchanged: the same facts and dates change nothing, a newer edit or check date does', () => {
    const again = (r: SourceTrack) => {
      const row = rows<StoredAccess>(db, 'SELECT * FROM track_access')[0];
      return accessUnchanged(r, row);
    };
    const byEdit = record({ fee: 1 }, null, { fee: EDITED });
    expect(again(byEdit)).toBe(false);
    apply(db, accessImportStatements([byEdit], '2026-01-01T00:00:00.000Z'));
    expect(again(byEdit)).toBe(true);
    expect(again(record({ fee: 1 }, null, { fee: '2023-01-01T00:00:00.000Z' }))).toBe(true);
    expect(again(record({ fee: 1 }))).toBe(true);
    expect(again(record({ fee: 1 }, null, { fee: '2025-01-01T00:00:00.000Z' }))).toBe(false);
    expect(again(record({ fee: 1 }, '2024-06-01'))).toBe(false);
    expect(again(record({ fee: 0 }, null, { fee: EDITED }))).toBe(false);
  });
});

describe('planImport with access facts', () => {
  it('writes them with a new track, and a re-import keeps the fee a runner corrected', async () => {
    const db = await createDatabase();
    const geography = adminGeography(loadAdminGeo());
    const ring = ovalRing(59.925, 10.733);
    const file = (tags: Record<string, string>, timestamp: string) =>
      osmTracksFrom(
        readOverpass({
          elements: [
            {
              type: 'way',
              id: 7,
              timestamp,
              tags: { leisure: 'track', sport: 'running', name: 'Bislett', ...tags },
              geometry: ring.map(([lon, lat]) => ({ lat, lon })),
            },
          ],
        } as never),
      );
    const run = (tags: Record<string, string>, timestamp: string, now: string) =>
      apply(db, planImport(file(tags, timestamp), readState(db), geography, now).statements);
    const facts = () =>
      rows<{ fee: number; opening_hours: string; confirmed: string }>(db, 'SELECT fee, opening_hours, confirmed FROM track_access')[0]!;

    run({ fee: 'yes', opening_hours: 'Mo-Su 07:00-22:00' }, '2025-11-02T12:00:00Z', '2026-01-01T00:00:00.000Z');
    expect(facts()).toMatchObject({ fee: 1, opening_hours: 'Mo-Su 07:00-22:00' });

    db.exec(
      `UPDATE track_access SET fee = 0, confirmed = json_set(confirmed, '$.fee', json('{"at":"2026-01-05T10:00:00.000Z","by":"edit"}'))`,
    );
    run({ fee: 'yes', opening_hours: 'Mo-Su 06:00-22:00' }, '2026-01-20T07:45:00Z', '2026-02-01T00:00:00.000Z');
    expect(facts()).toMatchObject({ fee: 0, opening_hours: 'Mo-Su 06:00-22:00' });
    expect(JSON.parse(facts().confirmed)).toMatchObject({
      fee: { by: 'edit' },
      opening_hours: { by: 'import', at: '2026-01-20T07:45:00.000Z', from: 'last_edit' },
    });
  });
});
