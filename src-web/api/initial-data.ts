// The answers the Worker wrote into the page's HTML (a track or area page: src-worker/pages/
// html-shell.ts), so the page paints as soon as its code has loaded instead of first asking for
// the cache key and then for the data. Read once; anything malformed is ignored and the app
// simply asks the API.
import type { InitialData } from '../../src-shared/api-types';

function readInitialData(): InitialData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('initial-data')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<InitialData>;
    if (typeof data.key === 'number' && data.responses && typeof data.responses === 'object') return data as InitialData;
  } catch {
    // Not ours, or cut short: the API answers instead.
  }
  return null;
}

export const initialData = readInitialData();
