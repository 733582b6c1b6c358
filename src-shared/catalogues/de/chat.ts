// The AI chat screen's texts in German (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'KI-Suche',
    intro:
      'Frag unseren Assistenten nach Laufbahnen: finde Bahnen in deiner Nähe oder anderswo, erfahre, wie eine Bahn ist, oder melde falsche Angaben, einen Fehler oder eine Idee.',
    languageIntro: 'Der Assistent antwortet auf Deutsch.',
    keyPlaceholder: 'Aktivierungsschlüssel eingeben',
    messagePlaceholder: 'Frag nach Laufbahnen',
    inputLabel: 'Nachricht',
    send: 'Senden',
    suggestion: 'Fasse die Informationen zu Bahnen in meiner Gegend zusammen',
    disclaimer: 'Die KI kann Fehler machen. Überprüfe wichtige Informationen immer.',
    reset: 'Gespräch zurücksetzen',
    shareLocation: 'Standort teilen',
    locationSent: 'Standort wurde gesendet',
    footer:
      'Mit der Nutzung des Chats akzeptierst du unsere <terms>Nutzungsbedingungen</terms> und <privacy>Datenschutzerklärung</privacy>. Teile keine persönlichen Daten.',
    enterSomething: 'Gib etwas ein',
    invalidKey: 'Ungültiger Aktivierungsschlüssel',
    wrongKey: 'Dieser Aktivierungsschlüssel stimmt nicht. Prüf ihn und versuch es noch einmal.',
    tooManyKeys_one: 'Es wurden zu viele falsche Schlüssel versucht. Warte bis zu {{count}} Minute und versuch es dann noch einmal.',
    tooManyKeys_other: 'Es wurden zu viele falsche Schlüssel versucht. Warte bis zu {{count}} Minuten und versuch es dann noch einmal.',
    activated: 'Aktiviert!',
    thinking: 'Denke nach..',
    activating: 'Aktiviere',
    gettingLocation: 'Standort wird ermittelt',
    locationFailed: 'Dein Standort konnte nicht ermittelt werden.',
    recentLinks: 'Links aus diesem Gespräch',
    you: 'Du',
    assistant: 'Assistent',
  },
};
