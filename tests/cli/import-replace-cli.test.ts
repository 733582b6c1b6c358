// Issue 36 as an operator meets it: a database whose tracks were placed by the older rule (the
// nearest town centre) is placed again by `npm run import -- --replace`, against a real local D1,
// without the source file: a track from the place name its source stated, a track whose source
// named none by the estimate. Each moved track gets a revision that says where and why; a second
// run writes nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, closeLocalD1, type D1Target, executeStatements, query } from '../../scripts/import/d1';
import { ovalRing } from '../../scripts/import/test-support/fixtures';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-replace-cli-'));
const state = join(dir, 'state');
const target: D1Target = { remote: false, persistTo: state };
const rows = async <T>(sql: string): Promise<T[]> => (await query<T>(target, sql))[0]!;

function runImport(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'import', '--', ...args, '--persist-to', state], { env, encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

// Saughton, in Edinburgh, nearer Colinton's centre; Kilsyth Academy, whose address names Glasgow (its post town).
const SAUGHTON = { lat: 55.935087, lng: -3.25245 };
const KILSYTH = { lat: 55.980465, lng: -4.069193 };
const way = (id: number, { lat, lng }: { lat: number; lng: number }, tags: Record<string, string>) => ({
  type: 'way',
  id,
  geometry: ovalRing(lat, lng).map(([lon, pointLat]) => ({ lat: pointLat, lon })),
  tags: { leisure: 'track', sport: 'athletics', ...tags },
});

interface Placed {
  source_id: string;
  area: string;
  revision: number;
}
const placed = () =>
  rows<Placed>('SELECT t.source_id, a.url_segment AS area, t.revision FROM tracks t JOIN areas a ON a.id = t.area_id ORDER BY t.source_id');
const count = async (segment: string) =>
  (
    await rows<{ n: number }>(
      `SELECT c.num_tracks AS n FROM area_counts c JOIN areas a ON a.id = c.area_id WHERE a.url_segment = '${segment}'`,
    )
  )[0]?.n ?? 0;

beforeAll(async () => {
  applyMigrations(target);
  const file = join(dir, 'tracks.json');
  writeFileSync(
    file,
    JSON.stringify({
      version: 0.6,
      elements: [
        way(1, SAUGHTON, { name: 'Saughton Test Track' }),
        way(2, KILSYTH, { name: 'Kilsyth Test Track', 'addr:city': 'Glasgow' }),
      ],
    }),
  );
  expect(runImport(file).code).toBe(0);
  // As the importer before issue 36 left them: each in the town whose centre is nearest.
  await executeStatements(target, [
    "INSERT INTO areas (parent_id, level, name, url_segment) SELECT id, 2, 'Colinton', 'united-kingdom/scotland/colinton' FROM areas WHERE url_segment = 'united-kingdom/scotland';",
    "INSERT INTO areas (parent_id, level, name, url_segment) SELECT id, 2, 'Kilsyth', 'united-kingdom/scotland/kilsyth' FROM areas WHERE url_segment = 'united-kingdom/scotland';",
    "UPDATE tracks SET area_id = (SELECT id FROM areas WHERE url_segment = 'united-kingdom/scotland/colinton') WHERE source_id = 'way/1';",
    "UPDATE tracks SET area_id = (SELECT id FROM areas WHERE url_segment = 'united-kingdom/scotland/kilsyth') WHERE source_id = 'way/2';",
  ]);
});
afterAll(async () => {
  await closeLocalD1();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import -- --replace', () => {
  it('says what it would move on a dry run, and writes nothing', async () => {
    const run = runImport('--replace', '--dry-run');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Every track placed again (dry run: nothing written)');
    expect(run.out).toContain('0 tracks would be added, 2 updated, 0 unchanged');
    expect(run.out).toContain('placed in the town their source names: 1; in the town that draws them most: 1');
    expect((await placed()).map((p) => p.area)).toEqual(['united-kingdom/scotland/colinton', 'united-kingdom/scotland/kilsyth']);
  });

  it('places every track again, each move a revision that says where and why, and a second run writes nothing', async () => {
    const run = runImport('--replace');
    expect(run.code).toBe(0);
    expect(await placed()).toEqual([
      { source_id: 'way/1', area: 'united-kingdom/scotland/edinburgh', revision: 2 },
      { source_id: 'way/2', area: 'united-kingdom/scotland/glasgow', revision: 2 },
    ]);
    const revisions = await rows<{ source_id: string; source: string; changed_fields: string; snapshot: string }>(
      'SELECT t.source_id, r.source, r.changed_fields, r.snapshot FROM track_revisions r JOIN tracks t ON t.id = r.track_id WHERE r.revision = 2 ORDER BY t.source_id',
    );
    expect(revisions.map((r) => [r.source_id, r.source, JSON.parse(r.changed_fields)])).toEqual([
      ['way/1', 'import', ['area']],
      ['way/2', 'import', ['area']],
    ]);
    expect(JSON.parse(revisions[0]!.snapshot)).toMatchObject({
      name: 'Saughton Test Track',
      area_name: 'Edinburgh',
      placed_by: 'estimate',
    });
    expect(JSON.parse(revisions[1]!.snapshot)).toMatchObject({ area_name: 'Glasgow', placed_by: 'source', placed_name: 'Glasgow' });
    expect([
      await count('united-kingdom/scotland/edinburgh'),
      await count('united-kingdom/scotland/colinton'),
      await count('united-kingdom/scotland'),
    ]).toEqual([1, 0, 2]);

    const again = runImport('--replace');
    expect(again.code).toBe(0);
    expect(again.out).toContain('0 tracks were added, 0 updated, 2 unchanged');
    expect(again.out).toMatch(/^0 SQL statements applied/m);
  });

  it('refuses a file and --replace together, and neither', async () => {
    expect(runImport('--replace', 'tracks.json').code).toBe(1);
    expect(spawnSync('npm', ['run', '--silent', 'import'], { env, encoding: 'utf8' }).status).toBe(1);
  });
});
