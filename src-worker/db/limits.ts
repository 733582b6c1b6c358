// SQL of the limits' counters (schema.sql: limit_counters).
import type { Db } from '../env';

/**
 * Takes one unit of a limit in one statement: inserts the window's counter at 1, or raises it
 * if it is below max. D1 runs one statement at a time against its one SQLite database, so two
 * requests can never both take the last unit. The first statement forgets the limit's earlier
 * windows. Resolves to the units used after taking, or null when none was left.
 */
export async function takeUnit(db: Db, name: string, windowStart: number, max: number): Promise<number | null> {
  const [, taken] = await db.batch([
    db.prepare('DELETE FROM limit_counters WHERE name = ?1 AND window_start < ?2').bind(name, windowStart),
    db
      .prepare(
        `INSERT INTO limit_counters (name, window_start, used) VALUES (?1, ?2, 1)
         ON CONFLICT (name, window_start) DO UPDATE SET used = used + 1 WHERE used < ?3
         RETURNING used`,
      )
      .bind(name, windowStart, max),
  ]);
  const row = taken?.results[0] as { used: number } | undefined;
  return row ? row.used : null;
}

/** Gives a unit back (a request that turned out not to need it), never below zero. */
export function giveUnitBack(db: Db, name: string, windowStart: number): Promise<unknown> {
  return db
    .prepare('UPDATE limit_counters SET used = used - 1 WHERE name = ?1 AND window_start = ?2 AND used > 0')
    .bind(name, windowStart)
    .run();
}

/** The units used in a window so far (0 when the window has no counter). */
export async function readUnitsUsed(db: Db, name: string, windowStart: number): Promise<number> {
  return (
    (await db
      .prepare('SELECT used FROM limit_counters WHERE name = ?1 AND window_start = ?2')
      .bind(name, windowStart)
      .first<number>('used')) ?? 0
  );
}
