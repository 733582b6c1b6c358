// SQL of the clients an operator blocked (schema.sql: client_blocks). A block is active while it
// is not lifted and its `until` (an ISO time, compared as text) is later than now.
import type { Db } from '../env';

export interface ClientBlock {
  id: number;
  client_hash: string;
  until: string;
  reason: string;
  created: string;
}

const ACTIVE = 'lifted IS NULL AND until > ?1';

export function insertBlock(db: Db, block: Omit<ClientBlock, 'id'>): D1PreparedStatement {
  return db
    .prepare('INSERT INTO client_blocks (client_hash, until, reason, created) VALUES (?1, ?2, ?3, ?4)')
    .bind(block.client_hash, block.until, block.reason, block.created);
}

/** When the client's latest active block ends, or null when it has none. */
export function blockedUntil(db: Db, clientHash: string, now: string): Promise<string | null> {
  return db
    .prepare(`SELECT MAX(until) AS until FROM client_blocks WHERE ${ACTIVE} AND client_hash = ?2`)
    .bind(now, clientHash)
    .first<string>('until');
}

export async function listActiveBlocks(db: Db, now: string, limit: number): Promise<ClientBlock[]> {
  const { results } = await db
    .prepare(`SELECT id, client_hash, until, reason, created FROM client_blocks WHERE ${ACTIVE} ORDER BY until, id LIMIT ?2`)
    .bind(now, limit)
    .all<ClientBlock>();
  return results;
}

/** Lifts an active block; meta.changes is 0 when there was none with this id. */
export function liftBlock(db: Db, id: number, now: string): D1PreparedStatement {
  return db.prepare(`UPDATE client_blocks SET lifted = ?1 WHERE ${ACTIVE} AND id = ?2`).bind(now, id);
}
