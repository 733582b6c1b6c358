// Die Schnellfragen der Seite einer Laufbahn (issue 37), auf Deutsch.
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: 'Warst du dort? Hilf dem nächsten Läufer',
    afterVisit: 'Wenn du schon mal da bist: ein paar Schnellfragen, ein Tippen pro Frage',
    nearby: 'Hilf mit, die Bahnen in deiner Nähe zu vervollständigen',
    progress: 'Frage {{number}} von {{total}}',
    questions: {
      access: 'Wer darf hier laufen?',
      fee: 'Kostet das Laufen hier etwas?',
      opening_hours: 'Wann ist geöffnet?',
      surface: 'Welchen Belag hat die Bahn?',
      lanes: 'Wie viele Bahnen gehen ganz herum?',
      lighting: 'Ist sie nachts beleuchtet?',
    },
    choices: {
      access: {
        public: 'Alle',
        public_hours: 'Alle, zu festen Zeiten',
        members: 'Mitglieder oder mit Buchung',
        school_club: 'Nur Schule oder Verein',
        closed: 'Niemand: geschlossen',
      },
      fee: {
        free: 'Kostenlos',
        paid: 'Kostenpflichtig',
      },
      opening_hours: {
        always: 'Immer geöffnet',
        daily: 'Täglich 6–22 Uhr',
        weekdays: 'Werktags 6–22 Uhr, am Wochenende 8–18 Uhr',
      },
      surface: {
        synthetic: 'Kunststoff',
        asphalt: 'Asphalt oder Beton',
        cinder: 'Asche',
        gravel: 'Kies oder Erde',
        grass: 'Rasen',
        paver: 'Pflaster',
        other: 'Anderer',
      },
      lighting: { yes: 'Ja', no: 'Nein' },
    },
    notSure: 'Weiß nicht',
    otherLanes: 'Andere Zahl',
    otherHours: 'Andere Zeiten',
    hoursLabel: 'Öffnungszeiten, wie OpenStreetMap sie schreibt',
    send: 'Senden',
    sending: 'Deine Antwort wird gesendet',
    thanks: 'Danke!',
    done: 'Danke: mehr wollten wir vorerst nicht wissen.',
    said: {
      heading: 'Was Läufer sagen',
      likely_one: '{{count}} Läufer sagt: {{answer}} ({{month}})',
      likely_other: '{{count}} Läufer sagen: {{answer}} ({{month}})',
      confirmed_one: 'Bestätigt von {{count}} Läufer: {{answer}}',
      confirmed_other: 'Bestätigt von {{count}} Läufern: {{answer}}',
      disputed: 'Läufer sind uneins: {{answers}}',
      voice_one: '{{answer}} ({{count}} Läufer)',
      voice_other: '{{answer}} ({{count}} Läufer)',
    },
    known: {
      heading: 'Was Läufer uns schon gesagt haben',
      line: '{{fact}}: bekannt für {{known}} von {{total}}',
      invite: 'Warst du auf einer dieser Bahnen? Öffne sie und beantworte ihre Schnellfragen: ein Tippen pro Frage.',
    },
    facts: {
      access: 'Wer laufen darf',
      fee: 'Gebühr',
      opening_hours: 'Öffnungszeiten',
      surface: 'Belag',
      lanes: 'Rundbahnen',
      lighting: 'Nachts beleuchtet',
    },
  },
};
