// A figure measured, or the reason it could not be: every measurement of the page bench runs
// through attempt(), so one failing load is reported in its cell instead of ending the bench.
import { cell, median, type Cell } from './table';

export type Outcome<T> = { ok: T } | { error: string };

export async function attempt<T>(what: string, work: () => Promise<T>): Promise<Outcome<T>> {
  const started = Date.now();
  try {
    const ok = await work();
    console.log(`    ${what}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { ok };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    console.log(`    ${what}: FAILED after ${((Date.now() - started) / 1000).toFixed(0)} s: ${message}`);
    return { error: `${what}: ${message}` };
  }
}

/** Loads `runs` times, each in a fresh context; a failed load is kept as its error. */
export async function repeat<T>(runs: number, what: string, work: () => Promise<T>): Promise<Outcome<T>[]> {
  const outcomes: Outcome<T>[] = [];
  for (let i = 1; i <= runs; i++) outcomes.push(await attempt(`${what} ${i}/${runs}`, work));
  return outcomes;
}

/** The values of the loads that succeeded, or none when any failed (with the first error). */
export function values<T>(outcomes: Outcome<T>[], pick: (t: T) => number | null): { values: number[] | null; error: string } {
  const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
  const picked = outcomes.flatMap((o) => ('ok' in o ? [pick(o.ok)] : [])).filter((v): v is number => v !== null && Number.isFinite(v));
  // A median over fewer loads than asked for would hide failures: any failure makes it n/a.
  return { values: errors.length === 0 && picked.length > 0 ? picked : null, error: errors[0] ?? 'not reported by the browser' };
}

export function medianCell<T>(outcomes: Outcome<T>[], pick: (t: T) => number | null): Cell {
  const { values: v, error } = values(outcomes, pick);
  return cell(v, median, error);
}
