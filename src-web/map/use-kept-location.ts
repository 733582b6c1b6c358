// The visitor's location outlives a reload (issue 39): kept in the tab's session storage (this tab
// only, gone when it closes; never in the address, which is shared), so reloading the nearest
// list shows the nearest list again. Read after the page is taken over, never during it: the
// page's first HTML knows no location.
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { myLocationAtom, type MyLocation } from '../state/atoms';

const STORAGE_KEY = 'track-atlas.my-location';

/** What the storage holds, if it is a location at all (storage is the visitor's to edit). */
export function keptLocation(text: string | null): MyLocation | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<MyLocation> | null;
    const { lat, lng, accuracyMetres } = value ?? {};
    const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
    if (!finite(lat) || !finite(lng) || !finite(accuracyMetres)) return null;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || accuracyMetres < 0) return null;
    return { lat, lng, accuracyMetres };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the location lasts until the reload, as before.
    return null;
  }
}

export function useKeptLocation(): void {
  const [location, setLocation] = useAtom(myLocationAtom);
  const restored = useRef(false);
  useEffect(() => {
    const kept = storage();
    if (!restored.current) {
      restored.current = true;
      const stored = keptLocation(kept?.getItem(STORAGE_KEY) ?? null);
      if (location === null && stored) {
        setLocation(stored);
        return;
      }
    }
    if (location) kept?.setItem(STORAGE_KEY, JSON.stringify(location));
    else kept?.removeItem(STORAGE_KEY);
  }, [location, setLocation]);
}
