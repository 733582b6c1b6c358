// SQL for the cache key (spec section 4). The counter lives in D1 so that bumping it is part
// of the same batch, and so the same transaction, as the write it versions.
import type { Db } from '../env';

// Every open page polls the key, and every unkeyed read needs it: a D1 round trip each time is
// most of the cost of those requests. So an isolate remembers the key for a second. Another
// isolate's write shows here at most that late, which a 60 s poll never notices; this
// isolate's own writes raise it at once (newKeyFrom).
const KEY_MEMO_MS = 1000;
let memo: { key: number; readAt: number } | null = null;

/**
 * The current key. A caller that knows the key is at least `atLeast` (a client naming the key
 * its own write returned, perhaps from another isolate) gets a fresh read when the memo is older.
 */
export async function readCacheKey(db: Db, atLeast = 0): Promise<number> {
  const now = Date.now();
  if (memo && now - memo.readAt < KEY_MEMO_MS && memo.key >= atLeast) return memo.key;
  const key = (await db.prepare("SELECT value FROM meta WHERE name = 'cache_key'").first<number>('value')) ?? 1;
  // A read that began before a write of this isolate finished may answer the older key: it must
  // not replace the newer key that write remembered meanwhile.
  if (!memo || key >= memo.key || memo.readAt < now) memo = { key, readAt: now };
  return key;
}

/**
 * The one statement that moves the key. The Worker's writes end their batch with it
 * (bumpCacheKey); the importer's and the seed's transactions end with it too (scripts/), so a
 * write from anywhere is seen by every cached answer the same way.
 */
export const BUMP_CACHE_KEY_SQL = "UPDATE meta SET value = value + 1 WHERE name = 'cache_key'";

/** Append to a write batch; its result row holds the new key. */
export function bumpCacheKey(db: Db): D1PreparedStatement {
  return db.prepare(`${BUMP_CACHE_KEY_SQL} RETURNING value`);
}

export function newKeyFrom(result: D1Result | undefined): number {
  const row = result?.results?.[0] as { value?: number } | undefined;
  if (typeof row?.value !== 'number') throw new Error('cache key bump returned no row');
  if (!memo || row.value > memo.key) memo = { key: row.value, readAt: Date.now() };
  return row.value;
}
