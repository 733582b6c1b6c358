// An in-memory SQLite (sql.js, WebAssembly, so it runs on Node 20 without native builds) with
// the real migrations applied, standing in for local D1 so the generated SQL is really executed.
import initSqlJs, { type Database } from 'sql.js';
import { migrationFiles } from '../../migrations';
import { dbStateFrom, STATE_QUERIES } from '../d1';
import type { DbState } from '../db-state';

const MIGRATIONS = migrationFiles();

export async function createDatabase(): Promise<Database> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  for (const { sql } of MIGRATIONS) db.exec(sql);
  return db;
}

export function rows<T = Record<string, unknown>>(db: Database, sql: string): T[] {
  const [result] = db.exec(sql);
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((column, i) => [column, values[i]])) as T);
}

/** Like wrangler's local file execution: all statements in one transaction. */
export function apply(db: Database, statements: readonly string[]): void {
  try {
    db.exec(`BEGIN;\n${statements.join('\n')}\nCOMMIT;`);
  } catch (error) {
    db.exec('ROLLBACK;');
    throw error;
  }
}

export function readState(db: Database): DbState {
  return dbStateFrom(STATE_QUERIES.map((sql) => rows<unknown>(db, sql)));
}
