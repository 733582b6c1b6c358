// Snabbfrågorna på en banas sida (issue 37), på svenska.
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: 'Var du där? Hjälp nästa löpare',
    afterVisit: 'Medan du ändå är här: några snabbfrågor, ett tryck var',
    nearby: 'Hjälp till att fylla i uppgifterna om banorna nära dig',
    progress: 'Fråga {{number}} av {{total}}',
    questions: {
      access: 'Vem får springa här?',
      fee: 'Kostar det något att springa här?',
      opening_hours: 'När är den öppen?',
      surface: 'Vilket underlag har banan?',
      lanes: 'Hur många banor går hela varvet?',
      lighting: 'Är den belyst när det är mörkt?',
    },
    choices: {
      access: {
        public: 'Alla',
        public_hours: 'Alla, vissa tider',
        members: 'Medlemmar eller bokning',
        school_club: 'Bara skola eller klubb',
        closed: 'Ingen: stängd',
      },
      fee: {
        free: 'Gratis',
        paid: 'Avgift',
      },
      opening_hours: {
        always: 'Alltid öppen',
        daily: 'Alla dagar 6–22',
        weekdays: 'Vardagar 6–22, helger 8–18',
      },
      surface: {
        synthetic: 'Syntet',
        asphalt: 'Asfalt eller betong',
        cinder: 'Kolstybb',
        gravel: 'Grus eller jord',
        grass: 'Gräs',
        paver: 'Marksten',
        other: 'Annat',
      },
      lighting: { yes: 'Ja', no: 'Nej' },
    },
    notSure: 'Vet inte',
    otherLanes: 'Annat antal',
    otherHours: 'Andra tider',
    hoursLabel: 'Öppettider, som OpenStreetMap skriver dem',
    send: 'Skicka',
    sending: 'Ditt svar skickas',
    thanks: 'Tack!',
    done: 'Tack: det var allt vi ville veta just nu.',
    said: {
      heading: 'Vad löpare säger',
      likely_one: '{{count}} löpare säger: {{answer}} ({{month}})',
      likely_other: '{{count}} löpare säger: {{answer}} ({{month}})',
      confirmed_one: 'Bekräftat av {{count}} löpare: {{answer}}',
      confirmed_other: 'Bekräftat av {{count}} löpare: {{answer}}',
      disputed: 'Löpare är oense: {{answers}}',
      voice_one: '{{answer}} ({{count}} löpare)',
      voice_other: '{{answer}} ({{count}} löpare)',
    },
    known: {
      heading: 'Vad löpare har berättat för oss',
      line: '{{fact}}: känt för {{known}} av {{total}}',
      invite: 'Har du varit på någon av banorna? Öppna den och svara på snabbfrågorna: ett tryck var.',
    },
    facts: {
      access: 'Vem får springa',
      fee: 'Avgift',
      opening_hours: 'Öppettider',
      surface: 'Underlag',
      lanes: 'Banor hela varvet',
      lighting: 'Belysning när det är mörkt',
    },
  },
};
