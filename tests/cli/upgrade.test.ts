// The upgrade path (issue 40), as an operator takes it: the last release's database
// (tests/fixtures/release-db.sql.gz, made by scripts/release-fixture.ts with that release's own
// code: the sample, runners' edits, comments and answers, a vandal's renames, removals) gets this
// release's migrations with nothing lost; an import without a file (`npm run import -- --replace`)
// then writes what this release's data adds; and the app on it works: every track page answers,
// and a vandal's edits from before the upgrade are still undone from their history.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, closeLocalD1, executeFile, PROJECT_ROOT, query, type D1Target } from '../../scripts/import/d1';
import { runReplace } from '../../scripts/import/run-import';
import { migrationFiles } from '../../scripts/migrations';
import { fetchAfterPause, startWranglerDev, type WranglerDev } from '../wrangler-dev';

const FIXTURE = join(PROJECT_ROOT, 'tests', 'fixtures', 'release-db.sql.gz');
const ADMIN_TOKEN = 'upgrade-admin-token';
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-upgrade-'));
const target: D1Target = { remote: false, persistTo: join(dir, 'state') };

/** What a release must never lose: the community's data and its history, counted table by table. */
const KEPT_TABLES = [
  'tracks',
  'track_revisions',
  'track_removals',
  'feedback',
  'runner_answers',
  'track_access',
  'track_source_facts',
  'track_labels',
  'track_place_names',
  'areas',
  'static_pages',
  'blog_posts',
] as const;
const counts = async () =>
  Object.fromEntries(
    (
      await query<{ n: number }>(
        target,
        KEPT_TABLES.map((table) => `SELECT COUNT(*) AS n FROM ${table}`),
      )
    ).map((rows, i) => [KEPT_TABLES[i], rows[0]!.n]),
  );

let before: Record<string, number>;
let server: WranglerDev | undefined;

beforeAll(async () => {
  const sql = join(dir, 'release.sql');
  writeFileSync(sql, gunzipSync(readFileSync(FIXTURE)));
  await executeFile(target, sql);
  before = await counts();
});

afterAll(async () => {
  await Promise.all([server?.stop(), closeLocalD1()]);
  rmSync(dir, { recursive: true, force: true });
});

describe("the last release's database, upgraded", () => {
  it('is the release it says, with history in it', () => {
    expect(readFileSync(FIXTURE).length).toBeGreaterThan(0);
    expect(before.tracks).toBeGreaterThan(900);
    expect(before.track_revisions).toBeGreaterThan(before.tracks!);
    expect(before.feedback).toBeGreaterThan(0);
    expect(before.runner_answers).toBeGreaterThan(0);
    expect(before.track_removals).toBeGreaterThan(0);
  });

  it("takes this release's migrations, losing nothing, and records them", async () => {
    applyMigrations(target);
    expect(await counts()).toEqual(before);
    const applied = (await query<{ name: string }>(target, 'SELECT name FROM d1_migrations ORDER BY id'))[0]!.map((row) => row.name);
    expect(applied).toEqual(migrationFiles().map((file) => file.name));
    // A second apply finds nothing to do.
    applyMigrations(target);
    expect((await query<{ n: number }>(target, 'SELECT COUNT(*) AS n FROM d1_migrations'))[0]![0]!.n).toBe(applied.length);
  });

  it('gets what the release adds to the data from an import without a file, and keeps the rest', async () => {
    const plan = await runReplace({ dryRun: false, target });
    expect(plan.report.cacheKeyBumped).toBe(true);
    expect(await counts()).toEqual(before);
    const [brazil] = await query<{ name: string }>(
      target,
      "SELECT d.name FROM area_display_names d JOIN areas a ON a.id = d.area_id WHERE a.url_segment = 'brazil' AND d.language = 'sv'",
    );
    expect(brazil).toEqual([{ name: 'Brasilien' }]);
  });

  it('answers every track page, those removed for good included', async () => {
    server = await startWranglerDev(target.persistTo!, ['--var', `ADMIN_TOKEN:${ADMIN_TOKEN}`], undefined, { production: true });
    const [tracks] = (await query<{ url_segment: string; permanently_removed: number }>(
      target,
      'SELECT url_segment, permanently_removed FROM tracks ORDER BY id',
    )) as [{ url_segment: string; permanently_removed: number }[]];
    const statuses = new Map<string, number>();
    // Four at a time, as a crawler would.
    for (let i = 0; i < tracks.length; i += 4) {
      await Promise.all(
        tracks.slice(i, i + 4).map(async ({ url_segment }) => {
          const response = await fetch(`${server!.baseUrl}/track/${url_segment}`, { headers: { Accept: 'text/html' } });
          await response.arrayBuffer();
          statuses.set(url_segment, response.status);
        }),
      );
    }
    expect(tracks.some((t) => t.permanently_removed)).toBe(true);
    const wrong = tracks.filter((t) => statuses.get(t.url_segment) !== 200);
    expect(wrong.map((t) => `${t.url_segment}: ${statuses.get(t.url_segment)}`)).toEqual([]);
  });

  it("undoes the vandal's renames from before the upgrade, through their history", async () => {
    const [[vandal], renamed] = (await query<Record<string, string>>(target, [
      "SELECT DISTINCT client_hash FROM track_revisions WHERE json_extract(snapshot, '$.name') LIKE 'VANDAL %'",
      "SELECT url_segment FROM tracks WHERE name LIKE 'VANDAL %'",
    ])) as [{ client_hash: string }[], { url_segment: string }[]];
    expect(renamed.length).toBe(6);
    const response = await fetchAfterPause(`${server!.baseUrl}/api/admin/revert`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server!.baseUrl, Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ clientHash: vandal!.client_hash, since: '2000-01-01T00:00:00Z' }),
    });
    expect(response.status).toBe(200);
    for (const { url_segment } of renamed) {
      const track = (await (await fetch(`${server!.baseUrl}/api/track?segment=${url_segment}`)).json()) as { name: string | null };
      expect(track.name ?? '').not.toMatch(/^VANDAL /);
    }
  });
});
