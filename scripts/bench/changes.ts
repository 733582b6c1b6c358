// Issue 26's figure for the recent changes: at the big world's scale with 200,000 revisions, the
// newest 50 changes of the whole site and of a region, each asked cold (a new `before` each time,
// so no cache answers), side by side with the same region's area page answer asked cold (the
// cache key moved before each ask). The query plans themselves are asserted by
// tests/worker/changes.test.ts; this prints what they cost with a world of data behind them.
import { closeLocalD1, executeStatements, query, type D1Target } from '../import/d1';
import { startServer } from './server';
import { servingCopy, type World } from './worlds';

/** Each synthetic track gets this many later revisions: 3 × 50,000 + the first ones ≈ 200,000. */
const EDITS_PER_TRACK = 3;
const ASKS = 15;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

export async function benchChanges(world: World, port: number): Promise<void> {
  const persistTo = servingCopy(world);
  const target: D1Target = { remote: false, persistTo };
  // Later revisions of every track, spread over the last 90 days, each by one of 500 clients.
  await executeStatements(target, [
    `WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < ${EDITS_PER_TRACK + 1})
     INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created)
     SELECT r.track_id, n.i, r.snapshot, '["name"]', 'web', printf('%024x', (r.track_id * 7 + n.i) % 500),
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ((r.track_id * 7919 + n.i * 104729) % 7776000) || ' seconds')
     FROM track_revisions r CROSS JOIN n WHERE r.revision = 1`,
  ]);
  const [[{ revisions }], [{ segment, tracks }]] = (await query<Record<string, unknown>>(target, [
    'SELECT count(*) AS revisions FROM track_revisions',
    `SELECT a.url_segment AS segment, c.num_tracks AS tracks FROM areas a JOIN area_counts c ON c.area_id = a.id
     WHERE a.level = 1 ORDER BY c.num_tracks DESC LIMIT 1`,
  ])) as [[{ revisions: number }], [{ segment: string; tracks: number }]];
  // The serving copy is wrangler dev's from here on, and removed after.
  await closeLocalD1();

  const server = await startServer(persistTo, port);
  try {
    const { origin } = server;
    const figures = { world: [] as number[], region: [] as number[], area: [] as number[] };
    for (let i = 0; i < ASKS; i++) {
      // A comment moves the cache key: the area answer that follows is built afresh.
      await fetch(`${origin}/api/post-feedback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ trackId: 1, feedbackType: 'comment', comment: `Bench ${i}`, name: '', recommendTypes: [0] }),
      });
      const before = new Date(Date.now() - i * 1000).toISOString();
      figures.area.push(await timed(`${origin}/api/area-full?segment=${encodeURIComponent(segment)}`));
      figures.region.push(await timed(`${origin}/api/changes?area=${encodeURIComponent(segment)}&limit=50&before=${before}`));
      figures.world.push(await timed(`${origin}/api/changes?limit=50&before=${before}`));
    }
    console.log(`\nRecent changes (issue 26): ${revisions} revisions; region ${segment} (${tracks} tracks); ${ASKS} cold asks each`);
    console.log('answer'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    const row = (name: string, values: number[]) =>
      console.log(name.padEnd(44), percentile(values, 0.5).toFixed(1).padStart(8), percentile(values, 0.95).toFixed(1).padStart(8));
    row('area page answer of the region (baseline)', figures.area);
    row('newest 50 changes of the region', figures.region);
    row('newest 50 changes of the whole site', figures.world);
    const ratio = percentile(figures.region, 0.5) / percentile(figures.area, 0.5);
    console.log(
      `Goal: as fast as an area page. Region's changes against its area page (p50): ${ratio.toFixed(2)}x -> ${ratio <= 1.2 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
}
