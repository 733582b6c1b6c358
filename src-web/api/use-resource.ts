// Loads one API resource for a screen, keeping the last answer on screen while a newer one loads.
import { useEffect, useRef, useState } from 'react';
import { HttpError } from './client';
import { useInitialAnswer } from './initial-data';

export type Resource<T> =
  | { state: 'loading'; data: T | null }
  | { state: 'loaded'; data: T }
  | { state: 'failed'; data: null; httpStatus: number | null };

/**
 * Runs load whenever a dependency changes; answers that arrive after a newer request are dropped.
 * initialUrl names the URL load asks: when the page's HTML was rendered with that answer (or its
 * failure), the first render shows it at once, on the server and in the browser alike.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[], initialUrl?: string): Resource<T> {
  const initial = useInitialAnswer<T>(initialUrl);
  const [resource, setResource] = useState<Resource<T>>(initial ?? { state: 'loading', data: null });
  // The answer the page was rendered with is already shown: the first load would only repeat it.
  const shownFromHtml = useRef(initial !== undefined);
  useEffect(() => {
    if (shownFromHtml.current) {
      shownFromHtml.current = false;
      return;
    }
    let current = true;
    setResource((previous) => ({ state: 'loading', data: previous.data }));
    load().then(
      (data) => current && setResource({ state: 'loaded', data }),
      (error: unknown) =>
        current && setResource({ state: 'failed', data: null, httpStatus: error instanceof HttpError ? error.status : null }),
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on, as with useEffect.
  }, deps);
  return resource;
}
