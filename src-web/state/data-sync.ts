// Keeps the area and track lists fresh (spec section 4, "Cache key"): the key is polled every
// 60 s and after navigations; a higher key reloads both lists.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchCacheKey, fetchSearchAreas, fetchSearchTracks } from '../api/client';
import { areaSuggestion } from '../rules/suggestions';
import { adoptCacheKeyAtom, areaListAtom, cacheKeyAtom, trackListAtom } from './atoms';

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

function useListsForKey(): void {
  const key = useAtomValue(cacheKeyAtom);
  const setAreas = useSetAtom(areaListAtom);
  const setTracks = useSetAtom(trackListAtom);

  useEffect(() => {
    if (key === null) return;
    fetchSearchAreas(key).then(
      (areas) => setAreas({ status: 'loaded', items: areas.map(areaSuggestion) }),
      (error: unknown) => {
        console.error('Loading the area list failed', error);
        setAreas({ status: 'failed', items: [] });
      },
    );
    fetchSearchTracks(key).then(
      (tracks) => setTracks({ status: 'loaded', items: tracks }),
      (error: unknown) => {
        console.error('Loading the track list failed', error);
        setTracks({ status: 'failed', items: [] });
      },
    );
  }, [key, setAreas, setTracks]);
}

/** Mounted once in the app shell. */
export function useDataSync(): void {
  usePollCacheKey();
  useListsForKey();
}
