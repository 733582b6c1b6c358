// Keys checked at compile time: t('header.menu') must be a key of the English catalogue (and the
// chat's own texts, in their namespace, keys of its English texts).
import 'i18next';
import type { CHAT_TEXTS } from '../chat/chat-texts';
import type { en } from './catalogues/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: { site: typeof en; chat: (typeof CHAT_TEXTS)['en'] };
  }
}
