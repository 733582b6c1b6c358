// The answers of writes sent with an Idempotency-Key (issue 43, http/idempotency.ts).
import type { Db } from '../env';

export interface KeptAnswer {
  /** Null while the first request with the key is being answered. */
  status: number | null;
  body: string | null;
}

/** How long a key is remembered: longer than a phone stays offline with a write waiting. */
const KEPT_DAYS = 7;

/**
 * Claims a key for a path: true for the first request that sends it, false when another has
 * (the primary key decides, so two requests at once cannot both claim it). Keys older than the
 * kept days go on the way.
 */
export async function claimKey(db: Db, key: string, path: string, now: Date): Promise<boolean> {
  const oldest = new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString();
  const [, claimed] = await db.batch([
    db.prepare('DELETE FROM idempotent_writes WHERE created < ?1').bind(oldest),
    db.prepare('INSERT OR IGNORE INTO idempotent_writes (key, path, created) VALUES (?1, ?2, ?3)').bind(key, path, now.toISOString()),
  ]);
  return (claimed?.meta.changes ?? 0) > 0;
}

export function readKeptAnswer(db: Db, key: string, path: string): Promise<KeptAnswer | null> {
  return db.prepare('SELECT status, body FROM idempotent_writes WHERE key = ?1 AND path = ?2').bind(key, path).first<KeptAnswer>();
}

export async function keepAnswer(db: Db, key: string, path: string, answer: { status: number; body: string }): Promise<void> {
  await db
    .prepare('UPDATE idempotent_writes SET status = ?3, body = ?4 WHERE key = ?1 AND path = ?2')
    .bind(key, path, answer.status, answer.body)
    .run();
}

/** A claim given up (the write failed on the server's side), so the same key may try again. */
export async function releaseKey(db: Db, key: string, path: string): Promise<void> {
  await db.prepare('DELETE FROM idempotent_writes WHERE key = ?1 AND path = ?2 AND status IS NULL').bind(key, path).run();
}
