// One admin answer the page shows, reloaded after the operator acts on it.
import { useCallback, useEffect, useState } from 'react';
import { AdminError } from './admin-client';

export interface AdminAnswer<T> {
  data: T | null;
  /** The server's words when the call failed. */
  error: string | null;
  reload: () => void;
}

export function useAdminAnswer<T>(load: () => Promise<T>, deps: readonly unknown[]): AdminAnswer<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // load is the caller's, rebuilt each render; deps (and a reload) say when it asks for something else.
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failureText(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload };
}

/** The server's words for a failed action. */
export const failureText = (failure: unknown) => (failure instanceof AdminError ? failure.message : String(failure));
