// The importer's only I/O with the database, the DB binding of wrangler.toml: the local one
// opened in this process (scripts/import/local-d1.ts), or the deployed one through `wrangler d1
// execute --remote`. Schema changes always go through wrangler (`d1 migrations apply`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITABLE_FIELDS } from '../../src-worker/domain/track-edit';
import { ACCESS_FIELDS } from '../../src-shared/access';
import { STALE_AREA_COUNTS_SQL } from '../../src-worker/db/area-counts';
import type { StoredAccess } from './access-import';
import type { StoredTrackLabel } from './track-labels-import';
import type { StoredSourceFacts } from './source-facts-import';
import type { DbArea, DbRevision, DbState, DbTrack, StoredLabel } from './db-state';
import { localBatch } from './local-d1';
import { STORED_SEARCH_NAMES_QUERIES, storedSearchNamesFrom } from './search-names';
import { STORED_PLACE_NAMES_QUERY, type StoredPlaceNames } from './track-place-names';
import { STORED_AREA_DISPLAY_NAMES_QUERY, type StoredAreaDisplayName } from './area-display-names';

export { closeLocalD1 } from './local-d1';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WRANGLER = join(PROJECT_ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

export interface D1Target {
  remote: boolean;
  /** Another local state folder (wrangler --persist-to), so a benchmark leaves the dev database alone. */
  persistTo?: string;
}

function wrangler(target: D1Target, args: string[], command: readonly string[] = ['execute']): string {
  const where = target.remote ? ['--remote'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  try {
    return execFileSync(process.execPath, [WRANGLER, 'd1', ...command, 'DB', ...where, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    // wrangler colours its messages; the reason is the text, not the escapes.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler's colour codes start with ESC.
    const reason = `${stderr ?? ''}\n${stdout ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '').trim();
    throw new Error(`wrangler d1 ${command.join(' ')} failed; nothing of this step was written.\n${reason}`);
  }
}

/**
 * Brings the database to the schema of the numbered files in migrations/ (wrangler.toml
 * migrations_dir): each not yet applied, in order, each in its own transaction, recorded in the
 * database's d1_migrations table. The one way the schema changes (docs/operations.md "Upgrading").
 */
export function applyMigrations(target: D1Target): void {
  wrangler(target, [], ['migrations', 'apply']);
}

/** The rows of each read-only statement (one SQL statement a string), read in one transaction. */
export async function query<T>(target: D1Target, statements: string | readonly string[]): Promise<T[][]> {
  const list = typeof statements === 'string' ? [statements] : statements;
  if (!target.remote) return (await localBatch(PROJECT_ROOT, target.persistTo, list)) as T[][];
  const output = wrangler(target, ['--json', '--command', list.join(';\n')]);
  const results = JSON.parse(output) as { results: T[]; success: boolean }[] | { error: { text: string } };
  if (!Array.isArray(results)) throw new Error(`D1 query failed: ${results.error.text}`);
  return results.map((r) => r.results);
}

/**
 * Runs a SQL file in one transaction, so a failing statement undoes all of it: remotely as wrangler
 * sends it, locally split by wrangler's own splitter and run as one D1 batch (20 times faster than
 * `wrangler d1 execute --local --file`, which takes 20 s for the 15,000 statements of a dump).
 */
export async function executeFile(target: D1Target, path: string): Promise<void> {
  if (target.remote) {
    wrangler(target, ['--file', path, '--yes']);
    return;
  }
  const { unstable_splitSqlQuery: splitSql } = createRequire(import.meta.url)('wrangler') as {
    unstable_splitSqlQuery(sql: string): string[];
  };
  await executeStatements(target, splitSql(readFileSync(path, 'utf8')));
}

/**
 * Runs statements in one transaction: remotely as a SQL file (D1 imports it whole), locally as
 * one D1 batch of the statements as they are.
 */
export async function executeStatements(target: D1Target, statements: readonly string[]): Promise<void> {
  if (!target.remote) {
    try {
      await localBatch(PROJECT_ROOT, target.persistTo, statements);
    } catch (error) {
      throw new Error(`The local D1 refused the statements; nothing of them was written.\n${(error as Error).message}`);
    }
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'track-atlas-import-'));
  try {
    const file = join(dir, 'import.sql');
    writeFileSync(file, `${statements.join('\n')}\n`);
    await executeFile(target, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const STORED_LABELS_QUERY = 'SELECT kind, id, label FROM search_labels';

/**
 * The database state a plan needs: every track, the revisions of tracks the community has
 * edited, every area, the search labels, the access facts, the other source facts, how many area counts are stale, the
 * place names the sources stated, the names areas are shown by and the stored search names.
 */
export const STATE_QUERIES = [
  `SELECT id, url_segment, area_id, source, source_id, ${EDITABLE_FIELDS.join(', ')}, altitude, street_address, finalized, revision, permanently_removed FROM tracks`,
  `SELECT track_id, revision, source, changed_fields FROM track_revisions
     WHERE track_id IN (SELECT track_id FROM track_revisions WHERE source != 'import')`,
  'SELECT id, parent_id, level, name, url_segment, bound_north, bound_south, bound_east, bound_west, center_lat, center_lng, altitude, track_info FROM areas',
  STORED_LABELS_QUERY,
  `SELECT track_id, ${ACCESS_FIELDS.join(', ')}, confirmed FROM track_access`,
  'SELECT track_id, operator, phone, wheelchair, lent FROM track_source_facts',
  'SELECT track_id, facility, locality, twin FROM track_labels',
  STALE_AREA_COUNTS_SQL,
  STORED_PLACE_NAMES_QUERY,
  STORED_AREA_DISPLAY_NAMES_QUERY,
  ...STORED_SEARCH_NAMES_QUERIES,
] as const;

/** The state from the rows of STATE_QUERIES, in their order (also how the tests read an in-memory database). */
export function dbStateFrom([
  tracks,
  revisions,
  areas,
  labels,
  access,
  sourceFacts,
  trackLabels,
  stale,
  placeNames,
  areaDisplayNames,
  ...searchNames
]: unknown[][]): DbState {
  return {
    tracks: tracks as DbTrack[],
    revisions: revisions as DbRevision[],
    areas: areas as DbArea[],
    labels: labels as StoredLabel[],
    access: access as StoredAccess[],
    sourceFacts: sourceFacts as StoredSourceFacts[],
    trackLabels: trackLabels as StoredTrackLabel[],
    staleAreaCounts: (stale![0] as { stale: number }).stale,
    placeNames: placeNames as StoredPlaceNames[],
    areaDisplayNames: areaDisplayNames as StoredAreaDisplayName[],
    searchNames: storedSearchNamesFrom(searchNames),
  };
}

export async function readDbState(target: D1Target): Promise<DbState> {
  return dbStateFrom(await query<unknown>(target, STATE_QUERIES));
}
