// The chat part of the shared app state (spec section 3); the chat screen reads and writes it.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { ChatMessage } from '../../src-shared/schemas/chat';

export interface ChatHistory {
  /** The full conversation sent to the model. */
  chats: ChatMessage[];
  /** The messages shown to the user. */
  userChats: ChatMessage[];
  /** Shown messages the client holds until the server confirms them. */
  newUserChats: ChatMessage[];
}

export const chatHistoryAtom = atom<ChatHistory>({ chats: [], userChats: [], newUserChats: [] });

/**
 * The activation key; empty until the visitor activates the chat. Kept in local storage (spec
 * section 4: "the key is stored"), so a reload or a later visit does not ask for it again.
 */
export const chatActivationKeyAtom = atomWithStorage('chatActivationKey', '', undefined, { getOnInit: true });
