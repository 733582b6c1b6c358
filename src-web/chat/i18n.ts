// The chat's own i18next instance (not the global one: the rest of the app is English), with
// the nine languages of chat-texts.ts as one namespace.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../src-shared/enums';
import { CHAT_TEXTS } from './chat-texts';

export const chatI18n = i18next.createInstance();

void chatI18n.use(initReactI18next).init({
  resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { chat: CHAT_TEXTS[language] }])),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['chat'],
  defaultNS: 'chat',
  // React escapes what it renders; the texts hold no user input.
  interpolation: { escapeValue: false },
  initAsync: false,
});
