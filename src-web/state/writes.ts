// Sending a track or feedback write: the progress message while it runs, then the cache key the
// answer carries is adopted if higher (spec section 4), so the lists and pages reload the change.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { isFailure } from '../../src-shared/result-status';
import { adoptCacheKeyAtom } from './atoms';
import { useShowMessage } from './messages';

export function useSendWrite() {
  const showMessage = useShowMessage();
  const adoptCacheKey = useSetAtom(adoptCacheKeyAtom);
  return useCallback(
    async <T extends { status: string; cacheKey?: number }>(progressText: string, send: () => Promise<T>): Promise<T> => {
      showMessage(progressText, { loading: true });
      const result = await send();
      if (!isFailure(result.status) && result.cacheKey !== undefined) adoptCacheKey(result.cacheKey);
      return result;
    },
    [showMessage, adoptCacheKey],
  );
}
