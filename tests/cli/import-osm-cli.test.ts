// `npm run import:osm` as an operator runs it, against a local fake Overpass server
// (scripts/import/test-support/fake-overpass.ts) and a real local D1 written by wrangler. The
// steps build on each other: a dry run, the real run from the answers the dry run kept, then a
// run the server breaks off (nothing written), and its rerun.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, closeLocalD1, type D1Target, query } from '../../scripts/import/d1';
import type { OverpassElement } from '../../scripts/import/osm-input';
import { britishElements, startFakeOverpass, type FakeOverpass } from '../../scripts/import/test-support/fake-overpass';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-osm-cli-'));
const state = join(dir, 'state');
const cache = join(dir, 'cache');

/** The database the command writes, read as the importer reads it. */
const target: D1Target = { remote: false, persistTo: state };
const rows = async <T>(sql: string): Promise<T[]> => (await query<T>(target, sql))[0]!;

/** Runs the command without blocking this process: the fake server in it has to answer. */
function importOsm(args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'import:osm', '--', ...args, '--cache', cache, '--persist-to', state], {
      env: { ...env, ...extraEnv },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const tracks = () =>
  rows<{ source_id: string; name: string | null; facility: string | null; area: string }>(
    `SELECT t.source_id, t.name, l.facility, a.name AS area FROM tracks t JOIN areas a ON a.id = t.area_id
     LEFT JOIN track_labels l ON l.track_id = t.id ORDER BY t.source_id`,
  );

let fake: FakeOverpass;
let elements: OverpassElement[];
beforeAll(async () => {
  applyMigrations(target);
  elements = britishElements();
  fake = await startFakeOverpass(elements);
});
afterAll(async () => {
  await Promise.all([fake.close(), closeLocalD1()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import:osm', () => {
  it('with --country --dry-run asks for each tile of the country inside its boundary, waits out a 429, and writes nothing', async () => {
    fake.reply = (_tile, index) => (index === 0 ? { kind: 'busy', status: 429, retryAfter: '0' } : { kind: 'answer' });
    const run = await importOsm(['--country', 'GB', '--dry-run', '--endpoint', fake.url]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('7 tiles to fetch (answers kept in');
    expect(run.out).toMatch(/tile [\d.,-]+: HTTP 429, waiting 0 s before attempt 2 of 8/);
    expect(run.out).toContain('tile 7/7 · 9 tracks so far');
    expect(run.out).toContain('(dry run: nothing written)');
    expect(run.out).toContain('8 tracks would be added, 0 updated, 0 unchanged');
    expect(run.out).toContain('The answers stay in');
    expect(fake.requests).toHaveLength(8);
    expect(fake.queries.every((query) => query.includes('area["ISO3166-1"="GB"][admin_level=2]->.country;'))).toBe(true);
    expect(await tracks()).toEqual([]);
  });

  it('then imports from the answers the dry run kept, without asking again, and drops them', async () => {
    fake.requests.length = 0;
    // The endpoint may come from the environment as well.
    const run = await importOsm(['--country', 'GB'], { OVERPASS_URL: fake.url });
    expect(run.code).toBe(0);
    expect(run.out).toContain('7 of 7 tiles from an earlier run');
    expect(run.out).toContain('8 tracks were added, 0 updated, 0 unchanged');
    expect(fake.requests).toHaveLength(0);
    // Each in the town of its region that draws it most (issue 36), as `npm run import` places them.
    expect(await tracks()).toEqual([
      { source_id: 'node/3001', name: 'Test Running Track Newcastle', facility: null, area: 'Newcastle upon Tyne' },
      { source_id: 'way/1001', name: 'Test Track Edinburgh', facility: null, area: 'Edinburgh' },
      { source_id: 'way/1002', name: 'Test Track Glasgow', facility: null, area: 'Glasgow' },
      { source_id: 'way/1003', name: 'Test Track London', facility: null, area: 'Camden Town' },
      { source_id: 'way/1004', name: 'Test Track Cardiff', facility: null, area: 'Cardiff' },
      // Nameless: the stadium lends its name, the school (issue 36) only its label.
      { source_id: 'way/1005', name: 'Test Stadium Manchester', facility: 'Test Stadium Manchester', area: 'Failsworth' },
      { source_id: 'way/1006', name: 'Test Track On The Edge', facility: null, area: 'Aberystwyth' },
      { source_id: 'way/1008', name: null, facility: 'Test Academy Cambridge', area: 'Cambridge' },
    ]);
    // The query asks for each element's last edit: Edinburgh's hours are dated by it, not by the day of the import.
    const hours = await rows<{ opening_hours: string; confirmed: string }>(
      "SELECT x.opening_hours, x.confirmed FROM track_access x JOIN tracks t ON t.id = x.track_id WHERE t.source_id = 'way/1001'",
    );
    expect(hours.map((row) => ({ ...row, confirmed: JSON.parse(row.confirmed) as unknown }))).toEqual([
      {
        opening_hours: 'Mo-Fr 07:00-21:00',
        confirmed: { opening_hours: { at: '2023-03-12T09:15:00.000Z', by: 'import', from: 'last_edit' } },
      },
    ]);
    expect(readdirSync(dir)).not.toContain('cache');
  });

  it('refuses a malformed answer, naming its tile, and writes nothing; the rerun asks only for the tiles it lacked', async () => {
    fake.requests.length = 0;
    elements.find((element) => element.id === 1001)!.tags!.name = 'Test Track Edinburgh Renamed';
    fake.reply = (_tile, index) => (index === 2 ? { kind: 'raw', body: '<html><body>502 Bad Gateway</body></html>' } : { kind: 'answer' });
    const before = await tracks();
    const broken = await importOsm(['--bbox', '48,-8,56,0', '--tile-degrees', '4', '--endpoint', fake.url]);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('Overpass tile 52,-8,56,-4 (south,west,north,east): the answer is not JSON');
    expect(broken.err).toContain('nothing was imported');
    expect(await tracks()).toEqual(before);

    fake.requests.length = 0;
    fake.reply = () => ({ kind: 'answer' });
    const rerun = await importOsm(['--bbox', '48,-8,56,0', '--tile-degrees', '4', '--endpoint', fake.url]);
    expect(rerun.code).toBe(0);
    expect(rerun.out).toContain('2 of 4 tiles from an earlier run');
    expect(fake.requests.map((tile) => `${tile.south},${tile.west}`)).toEqual(['52,-8', '52,-4']);
    expect(rerun.out).toContain('0 tracks were added, 1 updated, 6 unchanged');
    expect((await tracks()).find((track) => track.source_id === 'way/1001')!.name).toBe('Test Track Edinburgh Renamed');
  });
});
