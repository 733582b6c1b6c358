// The quick questions this browser has answered, per track, so a page reloaded after an answer
// does not ask it again. On the device only; the server counts each client once anyway.
import type { Question } from '../../src-shared/runner-answers';

const STORE_KEY = 'answered-questions';
/** Tracks remembered, the most recent last: a runner who answers on many tracks keeps the latest. */
const TRACKS_KEPT = 200;

function read(): Record<string, Question[]> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, Question[]>) : {};
  } catch {
    return {};
  }
}

export function answeredOn(trackId: number): Question[] {
  const answered = read()[String(trackId)];
  return Array.isArray(answered) ? answered : [];
}

export function rememberAnswered(trackId: number, question: Question): void {
  const all = read();
  const id = String(trackId);
  const answered = [...(all[id] ?? []).filter((q) => q !== question), question];
  delete all[id];
  const entries = [...Object.entries(all), [id, answered] as const].slice(-TRACKS_KEPT);
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or refused (private mode): the question may be asked again, which is harmless.
  }
}
