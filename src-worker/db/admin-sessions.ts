// SQL for ending every moderation session at once (services/admin-session.ts). The moment lives
// in D1, not KV: KV may answer an older value for up to a minute elsewhere, and "sign out
// everywhere" must hold everywhere at once.
import type { Db } from '../env';

const ENDED = 'admin_sessions_ended_at';

/** Sessions that began before this moment (ms since the epoch) are over; 0 when none was ended. */
export async function sessionsEndedAt(db: Db): Promise<number> {
  return (await db.prepare('SELECT value FROM meta WHERE name = ?1').bind(ENDED).first<number>('value')) ?? 0;
}

export async function endSessionsBefore(db: Db, ms: number): Promise<void> {
  await db
    .prepare('INSERT INTO meta (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = max(value, excluded.value)')
    .bind(ENDED, ms)
    .run();
}
