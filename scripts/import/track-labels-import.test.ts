// Issue 36: what the import calls a nameless track by, twins told apart, and features that are
// not lap tracks left out, through the planner into an in-memory database.
import { describe, expect, it } from 'vitest';
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';
import { readOverpass, type OverpassElement } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import { planImport } from './plan';
import { ovalRing } from './test-support/fixtures';
import { apply, createDatabase, readState, rows } from './test-support/sqlite';
import type { Position } from './geometry';

const LAT = -23.5604;
const LNG = -46.7221;
const outline = (ring: Position[]) => ring.map(([lon, lat]) => ({ lat, lon }));
const way = (id: number, tags: Record<string, string>, ring: Position[]): OverpassElement => ({
  type: 'way',
  id,
  tags,
  geometry: outline(ring),
});
const line = (id: number, tags: Record<string, string>, metres: number): OverpassElement => ({
  type: 'way',
  id,
  tags,
  geometry: [
    { lat: LAT, lon: LNG },
    { lat: LAT + metres / 111_195, lon: LNG },
  ],
});
const TRACK = { leisure: 'track', sport: 'athletics' };
const parse = (...elements: OverpassElement[]) => osmTracksFrom(readOverpass({ elements }));
const geography = adminGeography(loadAdminGeo());

async function imported(...elements: OverpassElement[]) {
  const db = await createDatabase();
  const run = (at: string, els: OverpassElement[]) => planImport(parse(...els), readState(db), geography, at);
  const first = run('2026-01-01T00:00:00.000Z', elements);
  apply(db, first.statements);
  const labels = () =>
    rows<{ source_id: string; name: string | null; facility: string | null; locality: string | null; twin: string | null }>(
      db,
      'SELECT t.source_id, t.name, l.facility, l.locality, l.twin FROM tracks t LEFT JOIN track_labels l ON l.track_id = t.id ORDER BY t.source_id',
    );
  return { db, first, labels, rerun: (els = elements) => run('2026-02-01T00:00:00.000Z', els) };
}

describe('a nameless track is called by the place it lies in (issue 36)', () => {
  it('a school around it lends its name, the stored name stays empty, and search finds the school', async () => {
    const school = way(7, { amenity: 'school', name: 'Escola Estadual Butantã' }, ovalRing(LAT, LNG, 120, 200));
    const { db, labels, rerun } = await imported(school, way(1, TRACK, ovalRing(LAT, LNG)));
    expect(labels()).toEqual([{ source_id: 'way/1', name: null, facility: 'Escola Estadual Butantã', locality: null, twin: null }]);
    expect(rows(db, "SELECT label FROM search_labels WHERE kind = 'track'")).toEqual([
      { label: expect.stringContaining('escola estadual butanta') },
    ]);
    expect(rows(db, 'SELECT url_segment FROM tracks')).toEqual([{ url_segment: expect.stringMatching(/^escola-estadual-butanta/) }]);
    expect(rerun().statements).toEqual([]);
  });

  it('a name that only says what it is ("Pista de Atletismo") is no name, nor is a facility’s; the suburb labels the track', async () => {
    const generic = way(7, { leisure: 'stadium', name: 'Pista de atletismo' }, ovalRing(LAT, LNG, 120, 200));
    const { labels } = await imported(
      generic,
      way(1, { ...TRACK, name: 'Pista de Atletismo', 'addr:suburb': 'Butantã' }, ovalRing(LAT, LNG)),
    );
    expect(labels()).toEqual([{ source_id: 'way/1', name: 'Pista de Atletismo', facility: null, locality: 'Butantã', twin: null }]);
  });

  it('a runner’s name wins over the label at the next import', async () => {
    const school = way(7, { amenity: 'school', name: 'Escola X' }, ovalRing(LAT, LNG, 120, 200));
    const { db, rerun } = await imported(school, way(1, TRACK, ovalRing(LAT, LNG)));
    apply(db, [
      "INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created) VALUES (1, 2, '{}', '[\"name\"]', 'web', 'abc', '2026-01-15');",
      "UPDATE tracks SET name = 'Pista Municipal do Butantã', revision = 2 WHERE id = 1;",
    ]);
    const { report, statements } = rerun();
    expect(report.conflicts).toEqual([expect.objectContaining({ field: 'name', kept: 'Pista Municipal do Butantã', sourceValue: null })]);
    apply(db, statements);
    expect(rows(db, 'SELECT name FROM tracks')).toEqual([{ name: 'Pista Municipal do Butantã' }]);
  });
});

describe('twins at one venue (issue 36)', () => {
  it('an indoor and an outdoor track of one name are told apart, and a third one far away is not a twin', async () => {
    const indoor = way(1, { ...TRACK, name: 'Meadowbank Sports Centre', indoor: 'yes' }, ovalRing(LAT, LNG, 17, 35));
    const outdoor = way(2, { ...TRACK, name: 'Meadowbank Sports Centre' }, ovalRing(LAT + 0.002, LNG));
    const far = way(3, { ...TRACK, name: 'Meadowbank Sports Centre' }, ovalRing(LAT + 0.05, LNG));
    const { labels, rerun } = await imported(indoor, outdoor, far);
    expect(labels().map((l) => [l.source_id, l.twin])).toEqual([
      ['way/1', 'indoor'],
      ['way/2', 'outdoor'],
      ['way/3', null],
    ]);
    expect(rerun().statements).toEqual([]);
    // The indoor one leaves the file's place: its twin is no twin any more.
    const moved = way(1, { ...TRACK, name: 'Meadowbank Sports Centre', indoor: 'yes' }, ovalRing(LAT - 0.05, LNG, 17, 35));
    expect(rerun([moved, outdoor, far]).statements.join('\n')).toMatch(/DELETE FROM track_labels WHERE track_id = 2;/);
  });
});

describe('what is not a lap track (issue 36)', () => {
  it('leaves out sprint straights and tiny rings, and says why; keeps long loops, which runners use', () => {
    const parsed = parse(
      line(1, TRACK, 100),
      way(2, TRACK, ovalRing(LAT, LNG, 5, 10)),
      way(3, { ...TRACK, name: 'Pista de Caminhada' }, ovalRing(LAT, LNG, 150, 600)),
      way(4, TRACK, ovalRing(LAT, LNG)),
    );
    expect(parsed.tracks.map((t) => t.sourceId)).toEqual(['way/3', 'way/4']);
    expect(parsed.skipped).toEqual([
      { sourceId: 'way/1', reason: 'not a lap track: a line under 150 m (a sprint straight or part of a track)' },
      { sourceId: 'way/2', reason: 'not a lap track: under 150 m around' },
    ]);
  });
});

describe('a track an earlier import took that is not a lap track (issue 36)', () => {
  it('is withdrawn by the next import, unless the community has edited it', async () => {
    const loop = way(9, { ...TRACK, name: 'Sprint' }, ovalRing(LAT, LNG, 5, 10));
    const edited = way(8, TRACK, ovalRing(LAT + 0.01, LNG, 5, 10));
    const { db, rerun } = await imported(way(4, TRACK, ovalRing(LAT, LNG)));
    // As an import before this rule wrote them.
    apply(db, [
      "INSERT INTO tracks (url_segment, name, center_lat, center_lng, source, source_id, created, updated) VALUES ('loop', 'Sprint', -23.56, -46.72, 'osm', 'way/9', '2025-01-01', '2025-01-01');",
      "INSERT INTO tracks (url_segment, center_lat, center_lng, source, source_id, revision, created, updated) VALUES ('edited', -23.55, -46.72, 'osm', 'way/8', 2, '2025-01-01', '2025-01-01');",
      "INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created) SELECT id, 2, '{}', '[\"info\"]', 'web', 'abc', '2025-02-01' FROM tracks WHERE source_id = 'way/8';",
    ]);
    const plan = rerun([way(4, TRACK, ovalRing(LAT, LNG)), loop, edited]);
    expect(plan.report.withdrawn).toEqual(['way/9: not a lap track: under 150 m around']);
    apply(db, plan.statements);
    expect(rows(db, 'SELECT source_id, permanently_removed FROM tracks ORDER BY source_id')).toEqual([
      { source_id: 'way/4', permanently_removed: 0 },
      { source_id: 'way/8', permanently_removed: 0 },
      { source_id: 'way/9', permanently_removed: 2 },
    ]);
    expect(rows(db, 'SELECT action FROM track_removals')).toEqual([{ action: 'remove-permanently' }]);
    expect(rerun([way(4, TRACK, ovalRing(LAT, LNG)), loop, edited]).report.withdrawn).toEqual([]);
  });
});
