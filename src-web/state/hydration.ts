// Whether this render runs in the browser after the page's HTML was taken over. A page's first
// HTML is rendered by the Worker, which has no window, no storage and no map; the browser's
// first render must draw the same, so what only the browser knows (local storage, the map, the
// window's size) shows from the next render on. Pages the app renders itself (no HTML to take
// over) get true at once.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
