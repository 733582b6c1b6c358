// Loads one API resource for a screen, keeping the last answer on screen while a newer one loads.
import { useEffect, useState } from 'react';
import { HttpError } from './client';

export type Resource<T> =
  | { state: 'loading'; data: T | null }
  | { state: 'loaded'; data: T }
  | { state: 'failed'; data: null; httpStatus: number | null };

/** Runs load whenever a dependency changes; answers that arrive after a newer request are dropped. */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading', data: null });
  useEffect(() => {
    let current = true;
    setResource((previous) => ({ state: 'loading', data: previous.data }));
    load().then(
      (data) => current && setResource({ state: 'loaded', data }),
      (error: unknown) => current && setResource({ state: 'failed', data: null, httpStatus: error instanceof HttpError ? error.status : null }),
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on, as with useEffect.
  }, deps);
  return resource;
}
