// What the Worker rendered the page's HTML from (src-worker/pages/page-html.ts): the cache key,
// the API answers and failures the page's screens asked for, and the time it rendered. The app's
// first render reads the same data, so it matches the HTML it takes over (hydration) and paints
// without asking the API again. In the browser it is read once from the page's data block; on the
// server the render provides its own through InitialDataContext.
import { createContext, useContext } from 'react';
import type { InitialData } from '../../src-shared/api-types';
import { INITIAL_DATA_ELEMENT_ID } from '../../src-shared/page-blocks';

function readInitialData(): InitialData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<InitialData>;
    if (typeof data.key === 'number' && data.responses && typeof data.responses === 'object') return data as InitialData;
  } catch {
    // Not ours, or cut short: the API answers instead.
  }
  return null;
}

/** The browser's copy (null on the server and on a page without a data block). */
export const initialData = readInitialData();

export const InitialDataContext = createContext<InitialData | null>(initialData);

/** The answer the page was rendered with at this URL: its data, its failure status, or undefined. */
export type InitialAnswer<T> = { state: 'loaded'; data: T } | { state: 'failed'; data: null; httpStatus: number } | undefined;

export function useInitialAnswer<T>(url: string | undefined): InitialAnswer<T> {
  const data = useContext(InitialDataContext);
  if (!data || url === undefined) return undefined;
  if (Object.hasOwn(data.responses, url)) return { state: 'loaded', data: data.responses[url] as T };
  const status = data.failures?.[url];
  return status === undefined ? undefined : { state: 'failed', data: null, httpStatus: status };
}

/** The time the page was rendered at, so a clock-dependent text renders the same on both sides. */
export function useRenderedAt(): Date | null {
  const renderedAt = useContext(InitialDataContext)?.renderedAt;
  return renderedAt ? new Date(renderedAt) : null;
}
