// The census import as an operator runs it: Scotland's register through the committed mapping
// file (data/census), into a real local D1 written by wrangler, then OpenStreetMap at the same
// places. The steps build on each other; a second database checks the other import order.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ovalRing } from '../../scripts/import/test-support/fixtures';
import { applyMigrations, closeLocalD1, type D1Target, query } from '../../scripts/import/d1';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-census-cli-'));
const CENSUS = ['data/census/scotland-athletics.csv', '--mapping', 'data/census/scotland-athletics.mapping.json'];

function database(name: string) {
  const state = join(dir, name);
  const target: D1Target = { remote: false, persistTo: state };
  return {
    create: () => applyMigrations(target),
    rows: async <T>(sql: string): Promise<T[]> => (await query<T>(target, sql))[0]!,
    importFile(...args: string[]) {
      const run = spawnSync('npm', ['run', '--silent', 'import', '--', ...args, '--persist-to', state], { env, encoding: 'utf8' });
      return { code: run.status, out: run.stdout + run.stderr };
    },
  };
}

/** An Overpass answer with one outdoor 400 m track drawn around a point of the register. */
function osmTrackAt(name: string, lat: number, lng: number): string {
  const file = join(dir, `${name}.json`);
  const geometry = ovalRing(lat, lng).map(([lon, pointLat]) => ({ lat: pointLat, lon }));
  writeFileSync(
    file,
    JSON.stringify({
      version: 0.6,
      elements: [{ type: 'way', id: 9_000_001, geometry, tags: { leisure: 'track', sport: 'athletics', name } }],
    }),
  );
  return file;
}

// Two register rows, as their lng/lat columns give them.
const ABERDEEN_SPORTS_VILLAGE = { lat: 57.163835824203446, lng: -2.0957462289529345 };
const MEADOWBANK = { lat: 55.95652, lng: -3.15866 };

interface TrackRow {
  name: string;
  indoors: number | null;
  street_address: string | null;
  source: string;
  area: string;
}
const TRACKS =
  'SELECT t.name, t.indoors, t.street_address, t.source, a.url_segment AS area FROM tracks t LEFT JOIN areas a ON a.id = t.area_id';

afterAll(async () => {
  await closeLocalD1();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import of Scotland’s register with its mapping file', () => {
  const db = database('census-first');
  beforeAll(() => db.create());

  it('lands the named tracks with street addresses and postcodes, in United Kingdom → Scotland → town', async () => {
    const run = db.importFile(...CENSUS);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Import from census:sportscotland');
    expect(run.out).toContain('191 tracks were added');
    const village = (await db.rows<TrackRow>(`${TRACKS} WHERE t.source_id = 'pub_spfat.2'`))[0];
    expect(village).toEqual({
      name: 'Aberdeen Sports Village',
      indoors: 0,
      street_address: '75 Regent Walk, Aberdeen, AB24 1SX',
      source: 'census:sportscotland',
      area: 'united-kingdom/scotland/aberdeen',
    });
    const chain = await db.rows<{ url_segment: string; name: string; level: number }>(
      "SELECT url_segment, name, level FROM areas WHERE url_segment IN ('united-kingdom', 'united-kingdom/scotland') ORDER BY level",
    );
    expect(chain).toEqual([
      { url_segment: 'united-kingdom', name: 'United Kingdom', level: 0 },
      { url_segment: 'united-kingdom/scotland', name: 'Scotland', level: 1 },
    ]);
  });

  it('reports the training areas and the velodrome as skipped, with the reason', async () => {
    const run = db.importFile(...CENSUS, '--dry-run');
    expect(run.out).toContain('18 a training area, not a lap track');
    expect(run.out).toContain('pub_spfat.58: a velodrome: a cycling track, not a running track');
    expect(await db.rows(`SELECT id FROM tracks WHERE source_id IN ('pub_spfat.14', 'pub_spfat.58')`)).toEqual([]);
  });

  it('keeps an indoor arena beside an outdoor track as two tracks, and a school listed twice as one', async () => {
    const meadowbank = await db.rows<TrackRow>(`${TRACKS} WHERE t.name = 'Meadowbank Sports Centre' ORDER BY t.indoors`);
    expect(meadowbank.map((t) => t.indoors)).toEqual([0, 1]);
    expect(await db.rows(`SELECT id FROM tracks WHERE name = 'Glenrothes High School'`)).toHaveLength(1);
  });

  it('run again, changes nothing', async () => {
    const run = db.importFile(...CENSUS);
    expect(run.code).toBe(0);
    expect(run.out).toContain('0 tracks were added, 0 updated, 191 unchanged');
    expect(run.out).toContain('0 SQL statements applied');
  });

  it('then an OSM track at the same place is the same track, not a second one', async () => {
    const run = db.importFile(osmTrackAt('Aberdeen oval', ABERDEEN_SPORTS_VILLAGE.lat + 0.0002, ABERDEEN_SPORTS_VILLAGE.lng));
    expect(run.code).toBe(0);
    expect(run.out).toContain('0 tracks were added');
    expect(run.out).toMatch(/way\/9000001: same place as track \d+ \(census:sportscotland pub_spfat\.2\)/);
    expect(await db.rows(`SELECT id FROM tracks WHERE source = 'osm'`)).toEqual([]);
  });
});

describe('OpenStreetMap first, then the register', () => {
  const db = database('osm-first');
  beforeAll(() => db.create());

  it('the register’s outdoor row joins the OSM track, its indoor arena stays a track of its own', async () => {
    expect(db.importFile(osmTrackAt('Meadowbank oval', MEADOWBANK.lat, MEADOWBANK.lng + 0.0003)).code).toBe(0);
    const run = db.importFile(...CENSUS);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/pub_spfat\.33: same place as track \d+ \(osm way\/9000001\)/);
    const atMeadowbank = await db.rows<TrackRow>(
      `${TRACKS} WHERE t.name IN ('Meadowbank oval', 'Meadowbank Sports Centre') ORDER BY t.indoors`,
    );
    expect(atMeadowbank.map((t) => [t.name, t.indoors, t.source])).toEqual([
      ['Meadowbank oval', 0, 'osm'],
      ['Meadowbank Sports Centre', 1, 'census:sportscotland'],
    ]);
  });
});
