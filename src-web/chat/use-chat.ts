// The chat's behaviour (spec sections 4, 5 and 8): activation by the first text, sending text
// or a location, the progress and error messages with their timings, and reset.
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageKind, type Language } from '../../src-shared/enums';
import { isFailure, resultText } from '../../src-shared/result-status';
import { messageAtom } from '../state/atoms';
import type { ChatMessage } from '../../src-shared/schemas/chat';
import { chatActivationKeyAtom, chatHistoryAtom } from '../state/chat';
import type { TFunction } from 'i18next';
import { isChatAnswer, postChat } from './chat-api';
import { locationPayload, myLocationText } from '../../src-shared/chat-location';
import { WRONG_KEY_WINDOW_MINUTES } from '../../src-shared/chat-keys';
import { mergeShown, outgoingMessages, pendingLocationRequest, type OutgoingMessages } from './chat-rules';

/** Error and success modals clear after 3 s; loading ones stay until the answer (spec section 9). */
const MESSAGE_MS = 3000;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('no geolocation'));
    else navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 });
  });
}

/** The chat's texts in one language: the site's catalogue under "chat". */
export type ChatT = TFunction<'site', 'chat'>;

/** Why the typed key did not activate the chat: it is wrong, or too many wrong ones were tried (SpamAlert). */
type KeyProblem = 'wrongKey' | 'tooManyKeys';

export function useChat(language: Language, t: ChatT) {
  const [history, setHistory] = useAtom(chatHistoryAtom);
  const [activationKey, setActivationKey] = useAtom(chatActivationKeyAtom);
  const setMessage = useSetAtom(messageAtom);
  // Said beside the input until the next try, as the 3 s modal alone was easily missed.
  const [keyProblem, setKeyProblem] = useState<KeyProblem | null>(null);

  const showError = useCallback((text: string) => setMessage({ text, kind: MessageKind.Modal, timeoutMs: MESSAGE_MS }), [setMessage]);
  const showLoading = useCallback((text: string) => setMessage({ text, kind: MessageKind.Modal, loading: true }), [setMessage]);

  /** Sends the key alone: the answer says whether it is valid and starts with the greeting. */
  const activate = useCallback(
    async (key: string, announce: boolean): Promise<boolean> => {
      // Cleared first, so the same problem said again is announced again.
      setKeyProblem(null);
      showLoading(t('activating'));
      const answer = await postChat({ activationKey: key, chats: [], userChats: [], newUserChats: [], lang: language });
      if (!isChatAnswer(answer) || isFailure(answer.status)) {
        // Past the wrong-key limits the Worker refuses every key, the right one too, until its window ends.
        if (answer.status === 'SpamAlert') setKeyProblem('tooManyKeys');
        showError(resultText(answer));
        return false;
      }
      if (!answer.activated) {
        // A stored key that no longer works is forgotten, so the next text is taken as a key.
        setActivationKey('');
        setKeyProblem('wrongKey');
        showError(t('invalidKey'));
        return false;
      }
      setActivationKey(key);
      setHistory({ chats: answer.chats, userChats: answer.userChats, newUserChats: [] });
      setMessage(announce ? { text: t('activated'), kind: MessageKind.NonModal, timeoutMs: MESSAGE_MS } : null);
      return true;
    },
    [language, t, setActivationKey, setHistory, setMessage, showError, showLoading],
  );

  // A key stored by an earlier visit: start with the greeting again, as after activating.
  const greetedStoredKey = useRef(false);
  useEffect(() => {
    if (greetedStoredKey.current || !activationKey || history.userChats.length > 0) return;
    greetedStoredKey.current = true;
    void activate(activationKey, false);
  }, [activationKey, history.userChats.length, activate]);

  const send = useCallback(
    async ({ chat, shown }: OutgoingMessages): Promise<boolean> => {
      setHistory((h) => ({ ...h, newUserChats: [...h.newUserChats, shown] }));
      showLoading(t('thinking'));
      const answer = await postChat({
        activationKey,
        chats: [...history.chats, chat],
        userChats: history.userChats,
        newUserChats: [shown],
        lang: language,
      });
      const failed = !isChatAnswer(answer) || isFailure(answer.status) || !answer.activated;
      if (failed) {
        setHistory((h) => ({ ...h, newUserChats: h.newUserChats.filter((m) => m !== shown) }));
        showError(isChatAnswer(answer) && !answer.activated && !isFailure(answer.status) ? t('invalidKey') : resultText(answer));
        return false;
      }
      setHistory((h) => {
        const stillPending = h.newUserChats.filter((m) => m !== shown);
        return { chats: answer.chats, userChats: mergeShown(answer.userChats, stillPending), newUserChats: [] };
      });
      setMessage(null);
      return true;
    },
    [activationKey, history, language, t, setHistory, setMessage, showError, showLoading],
  );

  /** Typed text: the activation key until activated, then a message; blank text is refused. */
  const submit = useCallback(
    (text: string, sentText = text): Promise<boolean> => {
      if (!text.trim()) {
        showError(t('enterSomething'));
        return Promise.resolve(false);
      }
      if (!activationKey) return activate(text.trim(), true);
      const outgoing = outgoingMessages(sentText, history.userChats);
      return send({ chat: outgoing.chat, shown: { ...outgoing.shown, content: text } });
    },
    [activationKey, history.userChats, activate, send, showError, t],
  );

  const shareLocation = useCallback(async (): Promise<boolean> => {
    showLoading(t('gettingLocation'));
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch {
      showError(t('locationFailed'));
      return false;
    }
    const coordinates = { latitude: position.coords.latitude, longitude: position.coords.longitude };
    const text = pendingLocationRequest(history.userChats) ? locationPayload(coordinates) : myLocationText(coordinates);
    return send(outgoingMessages(text, history.userChats));
  }, [history.userChats, send, showError, showLoading, t]);

  /** Empties every chat list and keeps the activation key (spec section 4); a new greeting starts the next conversation. */
  const reset = useCallback(async (): Promise<boolean> => {
    setHistory({ chats: [], userChats: [], newUserChats: [] });
    return activationKey ? activate(activationKey, false) : true;
  }, [activationKey, activate, setHistory]);

  const shown: ChatMessage[] = [...history.userChats, ...history.newUserChats];
  return {
    activated: activationKey !== '',
    /** The typed key is wrong (not merely refused for the wrong ones before it). */
    keyWrong: keyProblem === 'wrongKey',
    keyProblem:
      keyProblem === 'tooManyKeys'
        ? t('tooManyKeys', { count: WRONG_KEY_WINDOW_MINUTES })
        : keyProblem === 'wrongKey'
          ? t('wrongKey')
          : null,
    shown,
    submit,
    shareLocation,
    reset,
    locationRequested: pendingLocationRequest(history.userChats) !== null,
  };
}
