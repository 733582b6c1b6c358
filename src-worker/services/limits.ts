// Every limit of the site, taken atomically (db/limits.ts): a request either takes a unit of
// its limit or is refused with SpamAlert, and concurrent requests cannot overshoot it.
// Windows are fixed (they start at multiples of their length), so a burst at a window's edge
// can reach twice the limit over one window's time at most; that is the price of a counter
// that needs one statement.
import type { Db } from '../env';
import { ApiError } from '../http/result';
import { giveUnitBack, readUnitsUsed, takeUnit } from '../db/limits';

export interface Limit {
  /** What is limited and for whom, e.g. "writes:<client>". */
  name: string;
  max: number;
  windowSeconds: number;
}

const windowStart = (now: Date, seconds: number) => Math.floor(now.getTime() / 1000 / seconds) * seconds;

/** Takes one unit of the limit, or refuses with SpamAlert when the window's units are used up; the units used, this one included. */
export async function takeOrRefuse(db: Db, limit: Limit, now: Date): Promise<number> {
  const used = await takeUnit(db, limit.name, windowStart(now, limit.windowSeconds), limit.max);
  if (used === null) throw new ApiError('SpamAlert');
  return used;
}

/** The units of the limit used so far in this window, taking none. */
export function unitsUsed(db: Db, limit: Limit, now: Date): Promise<number> {
  return readUnitsUsed(db, limit.name, windowStart(now, limit.windowSeconds));
}

/** Counts one unit and never refuses: the window's count so far, this one included. */
export async function count(db: Db, limit: Limit, now: Date): Promise<number> {
  return (await takeUnit(db, limit.name, windowStart(now, limit.windowSeconds), Number.MAX_SAFE_INTEGER)) ?? 0;
}

/** Returns a unit taken in the same window by a request that turned out not to count. */
export function giveBack(db: Db, limit: Limit, now: Date): Promise<unknown> {
  return giveUnitBack(db, limit.name, windowStart(now, limit.windowSeconds));
}
