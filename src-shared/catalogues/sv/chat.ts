// The AI chat screen's texts in Swedish (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'AI-sök',
    intro:
      'Fråga vår assistent om löparbanor: hitta banor nära dig eller var som helst, ta reda på hur en bana är, eller berätta om felaktig information, en bugg eller en idé.',
    languageIntro: 'Assistenten svarar på svenska.',
    keyPlaceholder: 'Ange din aktiveringsnyckel',
    messagePlaceholder: 'Fråga om löparbanor',
    inputLabel: 'Meddelande',
    send: 'Skicka',
    suggestion: 'Sammanfatta information om banor i mitt område',
    disclaimer: 'AI:n kan göra misstag. Dubbelkolla alltid viktig information.',
    reset: 'Börja om samtalet',
    shareLocation: 'Dela position',
    locationSent: 'Positionen skickades',
    footer:
      'Genom att använda chatten godkänner du våra <terms>villkor</terms> och vår <privacy>integritetspolicy</privacy>. Dela inga personuppgifter.',
    enterSomething: 'Skriv något',
    invalidKey: 'Ogiltig aktiveringsnyckel',
    wrongKey: 'Den aktiveringsnyckeln stämmer inte. Kontrollera den och försök igen.',
    tooManyKeys_one: 'För många felaktiga nycklar har provats. Vänta upp till {{count}} minut och försök sedan igen.',
    tooManyKeys_other: 'För många felaktiga nycklar har provats. Vänta upp till {{count}} minuter och försök sedan igen.',
    activated: 'Aktiverad!',
    thinking: 'Tänker..',
    activating: 'Aktiverar',
    gettingLocation: 'Hämtar position',
    locationFailed: 'Det gick inte att hämta din position.',
    recentLinks: 'Länkar från samtalet',
    you: 'Du',
    assistant: 'Assistent',
  },
};
