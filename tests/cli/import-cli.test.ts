// The import command as an operator runs it (`npm run import -- FILE`), against a real local
// D1 database written by wrangler: the one path the importer's in-memory tests cannot cover.
// The steps build on each other, like an operator's session: dry run, import, re-import,
// a community edit, then a bad file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overpassFixture } from '../../scripts/import/test-support/fixtures';
import { applyMigrations, closeLocalD1, type D1Target, executeStatements, query } from '../../scripts/import/d1';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-cli-'));
const state = join(dir, 'state');

const target: D1Target = { remote: false, persistTo: state };
const rows = async <T>(sql: string): Promise<T[]> => (await query<T>(target, sql))[0]!;

function importFile(file: string, ...flags: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'import', '--', file, '--persist-to', state, ...flags], { env, encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

function writeSource(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const trackCount = async () => (await rows<{ n: number }>('SELECT COUNT(*) AS n FROM tracks'))[0]!.n;
const cacheKey = async () => (await rows<{ value: number }>("SELECT value FROM meta WHERE name = 'cache_key'"))[0]!.value;

let overpass: string;
beforeAll(async () => {
  applyMigrations({ remote: false, persistTo: state });
  overpass = writeSource('overpass.json', overpassFixture());
});
afterAll(async () => {
  await closeLocalD1();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import', () => {
  it('with --dry-run reports what it would do and writes nothing', async () => {
    const run = importFile(overpass, '--dry-run');
    expect(run.code).toBe(0);
    expect(run.out).toContain('(dry run: nothing written)');
    expect(run.out).toContain('5 tracks would be added, 0 updated, 0 unchanged');
    expect(run.out).toMatch(/\d+ SQL statements planned/);
    expect(await trackCount()).toBe(0);
    expect(await cacheKey()).toBe(1);
  });

  it('writes the tracks with their import revisions and areas, and bumps the cache key once', async () => {
    const run = importFile(overpass);
    expect(run.code).toBe(0);
    expect(run.out).toContain('5 tracks were added, 0 updated, 0 unchanged');
    expect(run.out).toContain('cache key bumped');
    expect(await trackCount()).toBe(5);
    expect(await cacheKey()).toBe(2);
    const revisions = await rows<{ source: string; revision: number }>('SELECT source, revision FROM track_revisions');
    expect(revisions).toHaveLength(5);
    expect(revisions.every((r) => r.source === 'import' && r.revision === 1)).toBe(true);
    const pista = (
      await rows<{ name: string; url_segment: string; area: string }>(
        "SELECT t.name, t.url_segment, a.name AS area FROM tracks t JOIN areas a ON a.id = t.area_id WHERE t.source_id = 'way/101'",
      )
    )[0];
    expect(pista).toEqual({ name: "Pista d'Teste", url_segment: 'pista-d-teste-sao-paulo', area: 'São Paulo' });
    // Every area's count, written in the same transaction (the one track at sea is in none).
    const counts = await rows<{ url_segment: string; num_tracks: number }>(
      'SELECT a.url_segment, c.num_tracks FROM area_counts c JOIN areas a ON a.id = c.area_id WHERE a.level = 0 ORDER BY a.url_segment',
    );
    expect(counts.map((c) => c.num_tracks).reduce((n, c) => n + c, 0)).toBe(4);
    expect(counts.find((c) => c.url_segment === 'brazil')?.num_tracks).toBe(1);
  });

  it('run again on the same file, writes nothing and leaves the key alone', async () => {
    const run = importFile(overpass);
    expect(run.code).toBe(0);
    expect(run.out).toContain('0 tracks were added, 0 updated, 5 unchanged');
    expect(run.out).toContain('0 SQL statements applied');
    expect(await cacheKey()).toBe(2);
  });

  it('keeps a field the community edited, reports the conflict, and updates the rest', async () => {
    const [{ id, revision }] = (await rows<{ id: number; revision: number }>(
      "SELECT id, revision FROM tracks WHERE source_id = 'way/101'",
    )) as [{ id: number; revision: number }];
    // What the Worker writes for a community edit of the name (src-worker/services/track-writes.ts).
    await executeStatements(target, [
      `UPDATE tracks SET name = 'Pista Comunitária', revision = ${revision + 1} WHERE id = ${id}`,
      `INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created)
       VALUES (${id}, ${revision + 1}, '{}', '["name"]', 'web', 'abc123', '2026-01-02T00:00:00.000Z')`,
    ]);
    const changed = overpassFixture();
    const way = changed.elements.find((element) => element.id === 101)!;
    way.tags = { ...way.tags, name: 'Pista Renomeada no OSM', lanes: '6' };
    const run = importFile(writeSource('changed.json', changed));

    expect(run.code).toBe(0);
    expect(run.out).toContain('1 fields kept as the community edited them (conflicts)');
    expect(run.out).toContain(`track ${id} (way/101) name: kept "Pista Comunitária", source says "Pista Renomeada no OSM"`);
    const track = (
      await rows<{ name: string; number_lanes_lap: number; revision: number }>(
        `SELECT name, number_lanes_lap, revision FROM tracks WHERE id = ${id}`,
      )
    )[0];
    expect(track).toEqual({ name: 'Pista Comunitária', number_lanes_lap: 6, revision: revision + 2 });
    expect(await cacheKey()).toBe(3);
  });

  it('refuses a file it cannot read, says why, exits 1 and changes nothing', async () => {
    const before = await rows('SELECT id, name, revision FROM tracks ORDER BY id');
    const run = importFile(writeSource('broken.json', '{"elements": [ not json'));
    expect(run.code).toBe(1);
    expect(run.err).toContain('broken.json is not valid JSON');
    const missing = importFile(join(dir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no such file');
    expect(await rows('SELECT id, name, revision FROM tracks ORDER BY id')).toEqual(before);
    expect(await cacheKey()).toBe(3);
  });
});
