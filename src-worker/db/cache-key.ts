// SQL for the cache key (spec section 4). The counter lives in D1 so that bumping it is part
// of the same batch, and so the same transaction, as the write it versions.

export function readCacheKey(db: D1Database): Promise<number> {
  return db
    .prepare("SELECT value FROM meta WHERE name = 'cache_key'")
    .first<number>('value')
    .then((value) => value ?? 1);
}

/** Append to a write batch; its result row holds the new key. */
export function bumpCacheKey(db: D1Database): D1PreparedStatement {
  return db.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key' RETURNING value");
}

export function newKeyFrom(result: D1Result | undefined): number {
  const row = result?.results?.[0] as { value?: number } | undefined;
  if (typeof row?.value !== 'number') throw new Error('cache key bump returned no row');
  return row.value;
}
