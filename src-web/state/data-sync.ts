// Keeps the data fresh (spec section 4, "Cache key"): the key is polled every 60 s and after
// navigations. Everything the app shows is fetched under the key it holds (the map's tiles in
// view, the suggestions, the pages), so a higher key is all it takes to reload what is on screen
// — and only that: the app never downloads the whole area and track lists.
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchCacheKey } from '../api/client';
import { adoptCacheKeyAtom } from './atoms';

export const CACHE_POLL_MS = 60_000;
/** Navigations closer together than this share one poll. */
const NAVIGATION_POLL_GAP_MS = 5_000;

function usePollCacheKey(): void {
  const adoptCacheKey = useSetAtom(adoptCacheKeyAtom);
  const { pathname } = useLocation();
  const lastPoll = useRef(0);

  useEffect(() => {
    const poll = () => {
      lastPoll.current = Date.now();
      fetchCacheKey().then(adoptCacheKey, (error: unknown) => console.warn('Cache key poll failed', error));
    };
    poll();
    const timer = setInterval(poll, CACHE_POLL_MS);
    return () => clearInterval(timer);
  }, [adoptCacheKey]);

  useEffect(() => {
    if (Date.now() - lastPoll.current < NAVIGATION_POLL_GAP_MS) return;
    lastPoll.current = Date.now();
    fetchCacheKey().then(adoptCacheKey, (error: unknown) => console.warn('Cache key poll failed', error));
  }, [pathname, adoptCacheKey]);
}

/** Mounted once in the app shell. */
export function useDataSync(): void {
  usePollCacheKey();
}
