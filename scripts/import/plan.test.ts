import type { Database } from 'sql.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAdminGeo } from './admin-geo';
import { adminGeography, type Geography } from './areas';
import { readOverpass } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { planImport, planReplace } from './plan';
import { formatReport } from './report';
import { STALE_AREA_COUNTS_SQL } from '../../src-worker/db/area-counts';
import { apply, createDatabase, readState, rows } from './test-support/sqlite';
import { overpassFixture, ovalRing } from './test-support/fixtures';
import type { ParsedSource } from './track-record';

let geography: Geography;
let db: Database;
beforeAll(() => {
  geography = adminGeography(loadAdminGeo());
});
beforeEach(async () => {
  db = await createDatabase();
});

const source = () => osmTracksFrom(readOverpass(overpassFixture()));

function importInto(parsed: ParsedSource, now = '2026-01-01T00:00:00.000Z') {
  const plan = planImport(parsed, readState(db), geography, now);
  apply(db, plan.statements);
  return plan;
}

const cacheKey = () => rows<{ value: number }>(db, "SELECT value FROM meta WHERE name = 'cache_key'")[0]!.value;
/** Areas whose stored count differs from their tracks. */
const staleCounts = () => rows<{ stale: number }>(db, STALE_AREA_COUNTS_SQL)[0]!.stale;
const track = (sourceId: string) => rows(db, `SELECT * FROM tracks WHERE source_id = '${sourceId}'`)[0]!;

/** What the Worker writes for a community edit (src-worker/services/track-writes.ts). */
function communityEdit(sourceId: string, field: string, value: string | number) {
  const current = track(sourceId) as { id: number; revision: number };
  const sqlValue = typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : value;
  db.exec(`UPDATE tracks SET ${field} = ${sqlValue}, revision = ${current.revision + 1} WHERE id = ${current.id};
    INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created)
    VALUES (${current.id}, ${current.revision + 1}, '{}', '["${field}"]', 'web', 'abc123', '2026-01-02T00:00:00.000Z');`);
}

describe('first import', () => {
  it('inserts every track with an import revision, honest status, and bumps the cache key once', () => {
    const plan = importInto(source());
    expect(plan.report.inserted).toHaveLength(5);
    expect(cacheKey()).toBe(2);
    const tracks = rows<Record<string, unknown>>(db, 'SELECT * FROM tracks ORDER BY source_id');
    expect(tracks.every((t) => t.status === null && t.source === 'osm' && t.revision === 1)).toBe(true);
    const revisions = rows<{ source: string; revision: number; client_hash: null; snapshot: string; changed_fields: string }>(
      db,
      'SELECT * FROM track_revisions',
    );
    expect(revisions).toHaveLength(5);
    expect(revisions.every((r) => r.source === 'import' && r.revision === 1 && r.client_hash === null)).toBe(true);
    const way = track('way/101');
    const snapshot = JSON.parse(
      rows<{ snapshot: string }>(db, `SELECT snapshot FROM track_revisions WHERE track_id = ${way.id}`)[0]!.snapshot,
    );
    expect(snapshot).toMatchObject({ name: "Pista d'Teste", length: 400, surface: 'synthetic', quality: null, info: null });
  });

  it('imports a jogging loop and lists it in the report as one (issue 36)', () => {
    const parsed = source();
    const loop = {
      ...parsed.tracks[0]!,
      sourceId: 'way/909',
      name: 'Pista de Caminhada',
      length: 1847,
      finalized: false,
      center_lat: -23.4,
    };
    const plan = importInto({ ...parsed, tracks: [...parsed.tracks, loop] });
    expect(plan.report.inserted).toHaveLength(6);
    expect(plan.report.loops).toEqual(['way/909: 1847 m around']);
    expect(formatReport(plan.report, false)).toContain('Jogging loops (1):\n  way/909: 1847 m around');
  });

  it('stores quotes in names as written (SQL escaping)', () => {
    importInto(source());
    expect(track('way/101')).toMatchObject({ name: "Pista d'Teste", url_segment: 'pista-d-teste-sao-paulo', finalized: 1, altitude: 760 });
  });

  it('assigns areas country > region > town, and none at sea', () => {
    const plan = importInto(source());
    const areaOf = (sourceId: string) =>
      rows<{ url_segment: string }>(
        db,
        `SELECT a.url_segment FROM tracks t JOIN areas a ON a.id = t.area_id WHERE t.source_id = '${sourceId}'`,
      )[0]?.url_segment;
    expect(areaOf('way/101')).toBe('brazil/sao-paulo/sao-paulo');
    expect(areaOf('relation/201')).toMatch(/^france\/(paris|hauts-de-seine)\//);
    expect(areaOf('node/501')).toBe('sweden/skane/malmoe');
    expect(areaOf('way/601')).toMatch(/^united-states\/new-york\//);
    expect(track('node/902').area_id).toBeNull();
    expect(plan.report.withoutArea).toEqual(['node/902']);
    const brazil = rows<Record<string, number | string>>(db, "SELECT * FROM areas WHERE url_segment = 'brazil'")[0]!;
    expect(brazil).toMatchObject({ level: 0, name: 'Brazil', parent_id: null });
    // Counted in area_counts (src-worker/db/area-counts.ts); the summary is written when the page is read.
    expect(brazil.track_info).toBeNull();
    const count = (segment: string) =>
      rows<{ n: number }>(
        db,
        `SELECT c.num_tracks AS n FROM area_counts c JOIN areas a ON a.id = c.area_id WHERE a.url_segment = '${segment}'`,
      )[0]?.n;
    expect([count('brazil'), count('brazil/sao-paulo'), count('brazil/sao-paulo/sao-paulo')]).toEqual([1, 1, 1]);
    const city = rows<Record<string, number>>(db, "SELECT * FROM areas WHERE url_segment = 'brazil/sao-paulo/sao-paulo'")[0]!;
    expect(city.level).toBe(2);
    expect(city.bound_south).toBeLessThanOrEqual(-23.5874);
    expect(city.bound_north).toBeGreaterThanOrEqual(-23.5874);
  });
});

describe('re-import', () => {
  it('changes nothing when the source has not changed', () => {
    importInto(source());
    const second = planImport(source(), readState(db), geography, '2026-02-01T00:00:00.000Z');
    expect(second.statements).toEqual([]);
    expect(second.report).toMatchObject({ inserted: [], updated: [], unchanged: 5, cacheKeyBumped: false, areasWritten: [] });
  });

  it('updates what the source changed, with a new revision and one cache key bump', () => {
    importInto(source());
    const changed = source();
    changed.tracks.find((t) => t.sourceId === 'way/101')!.surface = 'asphalt';
    const plan = importInto(changed, '2026-02-01T00:00:00.000Z');
    expect(plan.report.updated).toEqual([expect.objectContaining({ sourceId: 'way/101', fields: ['surface'] })]);
    expect(track('way/101')).toMatchObject({ surface: 'asphalt', revision: 2 });
    const revision = rows<{ changed_fields: string; snapshot: string; source: string }>(
      db,
      `SELECT * FROM track_revisions WHERE revision = 2`,
    )[0]!;
    expect(JSON.parse(revision.changed_fields)).toEqual(['surface']);
    expect(JSON.parse(revision.snapshot).surface).toBe('asphalt');
    expect(cacheKey()).toBe(3);
  });

  it('never overwrites a field the community edited, reports the conflict, and still updates the rest', () => {
    importInto(source());
    communityEdit('way/101', 'name', 'Pista Comunitária');
    const changed = source();
    const record = changed.tracks.find((t) => t.sourceId === 'way/101')!;
    record.name = 'Pista Renomeada';
    record.number_lanes_lap = 6;
    const plan = importInto(changed, '2026-02-01T00:00:00.000Z');
    expect(plan.report.conflicts).toEqual([
      expect.objectContaining({ sourceId: 'way/101', field: 'name', kept: 'Pista Comunitária', sourceValue: 'Pista Renomeada' }),
    ]);
    expect(track('way/101')).toMatchObject({ name: 'Pista Comunitária', number_lanes_lap: 6, revision: 3 });

    // The import revision written after the community edit must not hand the field back to the source.
    const again = planImport(changed, readState(db), geography, '2026-03-01T00:00:00.000Z');
    expect(again.statements).toEqual([]);
    expect(again.report.conflicts).toEqual([expect.objectContaining({ field: 'name', kept: 'Pista Comunitária' })]);
  });

  it('refuses to apply over an edit made after the database was read (the whole file rolls back)', () => {
    importInto(source());
    const changed = source();
    changed.tracks.find((t) => t.sourceId === 'way/101')!.surface = 'grass';
    const plan = planImport(changed, readState(db), geography, '2026-02-01T00:00:00.000Z');
    communityEdit('way/101', 'info', 'Edited meanwhile');
    expect(() => apply(db, plan.statements)).toThrow(/UNIQUE/);
    expect(track('way/101')).toMatchObject({ surface: 'synthetic', info: 'Edited meanwhile', revision: 2 });
    expect(cacheKey()).toBe(2);
  });
});

describe('bad and duplicate records', () => {
  it('skips repeated source ids and second mappings of one place, keeping the name', () => {
    const parsed = source();
    const way = parsed.tracks.find((t) => t.sourceId === 'way/101')!;
    parsed.tracks.push({ ...way }, { ...way, sourceId: 'node/777', length: null, finalized: false, name: 'Nome do ponto' });
    way.name = null;
    const plan = importInto(parsed);
    expect(plan.report.skipped).toEqual(
      expect.arrayContaining([
        { sourceId: 'way/101', reason: 'duplicate source id in the file' },
        { sourceId: 'node/777', reason: 'same place as way/101' },
      ]),
    );
    expect(rows(db, 'SELECT COUNT(*) AS n FROM tracks')[0]!.n).toBe(5);
    expect(track('way/101').name).toBe('Nome do ponto');
  });

  it('does not import a track where another source already has one', () => {
    importInto(source());
    const census: ParsedSource = {
      source: 'census:test',
      skipped: [],
      tracks: [{ ...source().tracks.find((t) => t.sourceId === 'way/101')!, source: 'census:test', sourceId: 'X1' }],
    };
    const plan = importInto(census);
    expect(plan.report.inserted).toEqual([]);
    expect(plan.report.skipped).toEqual([{ sourceId: 'X1', reason: expect.stringMatching(/^same place as track \d+ \(osm way\/101\)$/) }]);
  });

  it('imports an indoor track where another source has an outdoor one', () => {
    importInto(source());
    const outdoor = source().tracks.find((t) => t.sourceId === 'way/101')!;
    const arena: ParsedSource = {
      source: 'census:test',
      skipped: [],
      tracks: [{ ...outdoor, source: 'census:test', sourceId: 'X2', indoors: 1 }],
    };
    expect(importInto(arena).report.inserted.map((t) => t.sourceId)).toEqual(['X2']);
  });
});

describe('access facts on re-import', () => {
  const withAccess = (checkDate: string | null) => {
    const parsed = source();
    Object.assign(parsed.tracks.find((t) => t.sourceId === 'way/101')!, {
      access: { access: 'public', opening_hours: 'Mo-Fr 06:00-22:00', fee: 0 },
      checkDate,
    });
    return parsed;
  };

  it('writes nothing when the facts and their check date are as stored', () => {
    importInto(withAccess('2026-01-01'));
    const again = importInto(withAccess('2026-01-01'));
    expect(again.statements).toEqual([]);
    expect(again.report.cacheKeyBumped).toBe(false);
  });

  it('writes nothing when the facts and the last edits dating them are as stored; a newer edit confirms them without a revision', () => {
    const edited = (at: string) => {
      const parsed = withAccess(null);
      parsed.tracks.find((t) => t.sourceId === 'way/101')!.accessEdited = { access: at, opening_hours: at, fee: at };
      return parsed;
    };
    importInto(edited('2025-03-12T09:00:00.000Z'));
    expect(importInto(edited('2025-03-12T09:00:00.000Z')).statements).toEqual([]);
    const newer = importInto(edited('2025-08-01T09:00:00.000Z'));
    expect(newer.statements.some((s) => s.startsWith('INSERT INTO track_access'))).toBe(true);
    expect(newer.report.updated).toEqual([]);
    expect(JSON.parse(rows<{ confirmed: string }>(db, 'SELECT confirmed FROM track_access')[0]!.confirmed)).toMatchObject({
      fee: { at: '2025-08-01T09:00:00.000Z', by: 'import', from: 'last_edit' },
    });
  });

  it('writes a newer check date, and a changed fact', () => {
    importInto(withAccess('2026-01-01'));
    expect(importInto(withAccess('2026-06-01')).statements.some((s) => s.startsWith('INSERT INTO track_access'))).toBe(true);
    const changed = withAccess('2026-06-01');
    changed.tracks.find((t) => t.sourceId === 'way/101')!.access!.fee = 1;
    importInto(changed);
    expect(rows(db, 'SELECT fee FROM track_access')).toEqual([{ fee: 1 }]);
  });

  it('keeps what the source said in history: the first revision holds the facts, a changed fact is a new revision', () => {
    const history = () =>
      rows<{ revision: number; snapshot: string; changed_fields: string }>(
        db,
        `SELECT revision, snapshot, changed_fields FROM track_revisions WHERE track_id = ${track('way/101').id} ORDER BY revision`,
      ).map((r) => ({
        revision: r.revision,
        changed: JSON.parse(r.changed_fields) as string[],
        snapshot: JSON.parse(r.snapshot) as Record<string, unknown>,
      }));
    importInto(withAccess('2026-01-01'));
    expect(history()[0]!.changed).toEqual(expect.arrayContaining(['name', 'access', 'opening_hours', 'fee']));
    expect(history()[0]!.snapshot).toMatchObject({
      name: "Pista d'Teste",
      access: 'public',
      opening_hours: 'Mo-Fr 06:00-22:00',
      fee: 0,
      toilets: null,
    });

    // A newer check date confirms: no revision.
    importInto(withAccess('2026-06-01'));
    expect(history()).toHaveLength(1);

    const changed = withAccess('2026-07-01');
    changed.tracks.find((t) => t.sourceId === 'way/101')!.access!.fee = 1;
    const plan = importInto(changed, '2026-07-02T00:00:00.000Z');
    expect(plan.report.updated).toEqual([expect.objectContaining({ sourceId: 'way/101', fields: ['fee'] })]);
    expect(history().map(({ revision, changed }) => [revision, changed])).toEqual([
      [1, expect.any(Array)],
      [2, ['fee']],
    ]);
    expect(history()[1]!.snapshot).toMatchObject({ name: "Pista d'Teste", opening_hours: 'Mo-Fr 06:00-22:00', fee: 1 });
    expect(track('way/101')).toMatchObject({ revision: 2 });
  });

  it('puts no fact the community confirmed into the import revision', () => {
    importInto(withAccess('2026-01-01'));
    db.exec(
      `UPDATE track_access SET fee = 1, confirmed = json_set(confirmed, '$.fee', json('{"at":"2026-01-05T10:00:00.000Z","by":"edit"}'))`,
    );
    const changed = withAccess('2026-07-01');
    Object.assign(changed.tracks.find((t) => t.sourceId === 'way/101')!.access!, { fee: 0, toilets: 1 });
    const plan = importInto(changed);
    expect(plan.report.updated).toEqual([expect.objectContaining({ fields: ['toilets'] })]);
    expect(rows(db, 'SELECT fee, toilets FROM track_access')).toEqual([{ fee: 1, toilets: 1 }]);
  });
});

describe('parts', () => {
  it('applies a big import in parts of whole tracks, each a transaction that moves the cache key', () => {
    const parsed = source();
    const plan = planImport(parsed, readState(db), geography, '2026-01-01T00:00:00.000Z', 2);
    expect(plan.parts).toHaveLength(Math.ceil(plan.report.inserted.length / 2));
    expect(plan.parts.every((part) => part.at(-1)!.startsWith('UPDATE meta SET value = value + 1'))).toBe(true);
    apply(db, plan.parts[0]!);
    // The first part alone: two whole tracks, each with its revision and search label.
    const written = rows<{ id: number }>(db, 'SELECT id FROM tracks');
    expect(written).toHaveLength(2);
    expect(rows(db, 'SELECT track_id FROM track_revisions')).toHaveLength(2);
    expect(rows(db, "SELECT id FROM search_labels WHERE kind = 'track'")).toHaveLength(2);
    expect(staleCounts()).toBe(0);
    expect(cacheKey()).toBe(2);
    // A part that fails leaves what the earlier parts wrote, and a rerun plans only the rest.
    expect(() => apply(db, [...plan.parts[1]!.slice(0, -1), 'INSERT INTO nowhere VALUES (1);'])).toThrow();
    expect(rows(db, 'SELECT id FROM tracks')).toHaveLength(2);
    const rerun = importInto(parsed);
    expect(rerun.report.inserted).toHaveLength(plan.report.inserted.length - 2);
    expect(rows(db, 'SELECT id FROM tracks')).toHaveLength(plan.report.inserted.length);
  });

  it('writes many rows per statement', () => {
    const plan = planImport(source(), readState(db), geography, '2026-01-01T00:00:00.000Z');
    expect(plan.statements.filter((s) => s.startsWith('INSERT INTO tracks'))).toHaveLength(1);
    expect(plan.statements.filter((s) => s.startsWith('INSERT INTO track_revisions'))).toHaveLength(1);
  });
});

describe('area counts', () => {
  const countOf = (segment: string) =>
    rows<{ n: number }>(
      db,
      `SELECT c.num_tracks AS n FROM area_counts c JOIN areas a ON a.id = c.area_id WHERE a.url_segment = '${segment}'`,
    )[0]?.n;

  it('count the tracks at or below each area, leaving out permanently removed ones, with every import', () => {
    importInto(source());
    expect(staleCounts()).toBe(0);
    db.exec("UPDATE tracks SET permanently_removed = 1 WHERE source_id = 'way/101'");
    const changed = source();
    changed.tracks.find((t) => t.sourceId === 'node/501')!.name = 'Malmö Friidrott';
    importInto(changed, '2026-02-01T00:00:00.000Z');
    expect(countOf('brazil/sao-paulo/sao-paulo')).toBe(0);
    expect(countOf('brazil')).toBe(0);
    expect(countOf('sweden')).toBe(1);
    expect(staleCounts()).toBe(0);
  });

  it('are healed by an import that changes nothing else, and not written again when exact', () => {
    importInto(source());
    db.exec("UPDATE area_counts SET num_tracks = 99 WHERE area_id = (SELECT id FROM areas WHERE url_segment = 'sweden')");
    const plan = importInto(source(), '2026-02-01T00:00:00.000Z');
    expect(plan.report.cacheKeyBumped).toBe(true);
    expect(countOf('sweden')).toBe(1);
    expect(cacheKey()).toBe(3);
    expect(importInto(source(), '2026-03-01T00:00:00.000Z').statements).toEqual([]);
  });
});

describe('search labels', () => {
  const labels = () => rows<{ kind: string; label: string }>(db, 'SELECT kind, label FROM search_labels ORDER BY kind, label');

  it('are written with the import for every track and area, accents folded, and not again on a re-import', () => {
    importInto(source());
    const written = labels();
    expect(written.filter((l) => l.kind === 'track')).toHaveLength(rows(db, 'SELECT id FROM tracks').length);
    expect(written.filter((l) => l.kind === 'area')).toHaveLength(rows(db, 'SELECT id FROM areas').length);
    expect(written).toContainEqual({ kind: 'track', label: "pista d'teste sao paulo" });
    expect(importInto(source()).statements).toEqual([]);
  });

  it('follow a community rename on the next import, and fill in labels a database lacks', () => {
    importInto(source());
    communityEdit('way/101', 'name', 'Pista Nova');
    db.exec("DELETE FROM search_labels WHERE kind = 'area'");
    const plan = importInto(source());
    expect(plan.statements.some((s) => s.includes("'pista nova sao paulo'"))).toBe(true);
    expect(labels().filter((l) => l.kind === 'area').length).toBe(rows(db, 'SELECT id FROM areas').length);
    expect(cacheKey()).toBe(3);
  });
});

describe('placement (issue 36)', () => {
  // Saughton Sports Complex, in Edinburgh, nearer Colinton's centre than Edinburgh's.
  const SAUGHTON = { lat: 55.935087, lng: -3.25245 };
  const saughton = (tags: Record<string, string> = {}) =>
    osmTracksFrom(
      readOverpass({
        elements: [
          {
            type: 'way',
            id: 36,
            geometry: ovalRing(SAUGHTON.lat, SAUGHTON.lng).map(([lon, lat]) => ({ lat, lon })),
            tags: { leisure: 'track', sport: 'athletics', name: 'Saughton Test Track', ...tags },
          },
        ],
      }),
    );
  const nearestTown = () => adminGeography(loadAdminGeo(), { exponent: 0, floor: 1_000, core: 0 });
  const areaOf = (sourceId: string) =>
    rows<{ url_segment: string }>(
      db,
      `SELECT a.url_segment FROM tracks t JOIN areas a ON a.id = t.area_id WHERE t.source_id = '${sourceId}'`,
    )[0]?.url_segment;
  const revisions = (sourceId: string) =>
    rows<{ revision: number; changed_fields: string; snapshot: string; source: string }>(
      db,
      `SELECT r.* FROM track_revisions r JOIN tracks t ON t.id = r.track_id WHERE t.source_id = '${sourceId}' ORDER BY r.revision`,
    ).map((r) => ({ revision: r.revision, source: r.source, changed: JSON.parse(r.changed_fields), snapshot: JSON.parse(r.snapshot) }));
  const count = (segment: string) =>
    rows<{ n: number }>(
      db,
      `SELECT c.num_tracks AS n FROM area_counts c JOIN areas a ON a.id = c.area_id WHERE a.url_segment = '${segment}'`,
    )[0]?.n ?? 0;

  it('places a track in the town its source names, and its first revision says where and why', () => {
    const plan = importInto(saughton({ 'addr:city': 'EDINBURGH' }));
    expect(areaOf('way/36')).toBe('united-kingdom/scotland/edinburgh');
    expect(plan.report.placed).toEqual({ source: 1, estimate: 0, region: 0, none: 0 });
    expect(revisions('way/36')[0]!.snapshot).toMatchObject({
      name: 'Saughton Test Track',
      area: 'united-kingdom/scotland/edinburgh',
      area_name: 'Edinburgh',
      placed_by: 'source',
      placed_name: 'EDINBURGH',
    });
    expect(rows(db, 'SELECT names FROM track_place_names')).toEqual([{ names: '["EDINBURGH"]' }]);
    // The same file again: nothing to write.
    expect(planImport(saughton({ 'addr:city': 'EDINBURGH' }), readState(db), geography, '2026-02-01T00:00:00.000Z').statements).toEqual([]);
  });

  it('moves a track placed by an older rule, with an import revision that says where and why', () => {
    apply(db, planImport(saughton(), readState(db), nearestTown(), '2026-01-01T00:00:00.000Z').statements);
    expect(areaOf('way/36')).toBe('united-kingdom/scotland/colinton');
    const plan = importInto(saughton(), '2026-02-01T00:00:00.000Z');
    expect(plan.report.updated).toEqual([expect.objectContaining({ sourceId: 'way/36', fields: ['area'] })]);
    expect(areaOf('way/36')).toBe('united-kingdom/scotland/edinburgh');
    expect(track('way/36')).toMatchObject({ revision: 2, updated: '2026-02-01T00:00:00.000Z' });
    const [, moved] = revisions('way/36');
    expect(moved).toMatchObject({ revision: 2, source: 'import', changed: ['area'] });
    expect(moved!.snapshot).toMatchObject({
      name: 'Saughton Test Track',
      length: 400,
      area: 'united-kingdom/scotland/edinburgh',
      placed_by: 'estimate',
      placed_name: null,
    });
    expect([count('united-kingdom/scotland/edinburgh'), count('united-kingdom/scotland/colinton')]).toEqual([1, 0]);
    // Placed as it should be: a re-import writes nothing.
    expect(planImport(saughton(), readState(db), geography, '2026-03-01T00:00:00.000Z').statements).toEqual([]);
  });

  it('moves a track with its other changes in one revision', () => {
    apply(db, planImport(saughton(), readState(db), nearestTown(), '2026-01-01T00:00:00.000Z').statements);
    importInto(saughton({ surface: 'tartan', 'addr:city': 'Edinburgh' }), '2026-02-01T00:00:00.000Z');
    expect(revisions('way/36').map((r) => [r.revision, r.changed])).toEqual([
      [1, expect.any(Array)],
      [2, ['surface', 'street_address', 'area']],
    ]);
    expect(revisions('way/36')[1]!.snapshot).toMatchObject({ surface: 'synthetic', placed_by: 'source', placed_name: 'Edinburgh' });
  });

  it('places every track of a database again from what it stores (npm run import -- --replace)', () => {
    importInto(saughton({ 'addr:city': 'Edinburgh' }));
    const census: ParsedSource = {
      source: 'census:test',
      skipped: [],
      tracks: [
        {
          ...source().tracks.find((t) => t.sourceId === 'way/101')!,
          source: 'census:test',
          sourceId: 'C1',
          center_lat: 55.9078,
          center_lng: -3.2569,
          placeNames: [],
        },
      ],
    };
    importInto(census);
    // A track added on the site at Saughton; then all three filed under Colinton, as the older rule did.
    db.exec(`INSERT INTO tracks (url_segment, name, center_lat, center_lng, created, updated)
      VALUES ('site-track', 'Site Track', 55.9355, -3.2515, 'x', 'x');
      UPDATE tracks SET area_id = (SELECT id FROM areas WHERE url_segment = 'united-kingdom/scotland/colinton');`);

    const plan = planReplace(readState(db), geography, '2026-02-01T00:00:00.000Z');
    expect(plan.report.source).toBe('');
    expect(plan.report.updated).toEqual([
      expect.objectContaining({ sourceId: 'osm way/36', fields: ['area'] }),
      expect.objectContaining({ sourceId: expect.stringMatching(/^track \d+$/), urlSegment: 'site-track', fields: ['area'] }),
    ]);
    expect(plan.report.unchanged).toBe(1);
    expect(plan.report.placed).toEqual({ source: 1, estimate: 2, region: 0, none: 0 });
    apply(db, plan.statements);
    expect([areaOf('way/36'), areaOf('C1')]).toEqual(['united-kingdom/scotland/edinburgh', 'united-kingdom/scotland/colinton']);
    expect(revisions('way/36').at(-1)).toMatchObject({
      revision: 2,
      changed: ['area'],
      snapshot: { name: 'Saughton Test Track', placed_by: 'source', placed_name: 'Edinburgh' },
    });
    const site = rows<{ area: string; revision: number }>(
      db,
      "SELECT a.url_segment AS area, t.revision FROM tracks t JOIN areas a ON a.id = t.area_id WHERE t.url_segment = 'site-track'",
    );
    expect(site).toEqual([{ area: 'united-kingdom/scotland/edinburgh', revision: 2 }]);
    expect([count('united-kingdom/scotland/edinburgh'), count('united-kingdom/scotland/colinton')]).toEqual([2, 1]);
    expect(planReplace(readState(db), geography, '2026-03-01T00:00:00.000Z').statements).toEqual([]);
  });
});
