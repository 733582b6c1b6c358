// Whether a CSS media query matches now, kept current as the window is resized or turned.
import { useCallback, useSyncExternalStore } from 'react';

/** Up to this width an overlay page covers the whole map (app.css: `.overlay` at max-width 720px). */
export const OVERLAY_COVERS_MAP = '(max-width: 720px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server, which has no window, answers as a wide screen; the browser corrects it after taking over.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
