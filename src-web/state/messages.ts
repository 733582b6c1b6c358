// Showing the app's one message (spec section 9 timings: 3000 ms, 5000 ms for pending review).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { MessageKind } from '../../src-shared/enums';
import { messageAtom } from './atoms';

export const MESSAGE_MS = 3000;

export interface MessageOptions {
  kind?: MessageKind;
  loading?: boolean;
  timeoutMs?: number;
}

/** Shows a message (null clears it); results clear themselves after 3 s unless told otherwise. */
export function useShowMessage() {
  const setMessage = useSetAtom(messageAtom);
  return useCallback(
    (text: string | null, options: MessageOptions = {}) =>
      setMessage(
        text === null
          ? null
          : {
              text,
              kind: options.kind ?? MessageKind.Modal,
              loading: options.loading,
              timeoutMs: options.loading ? undefined : (options.timeoutMs ?? MESSAGE_MS),
            },
      ),
    [setMessage],
  );
}
