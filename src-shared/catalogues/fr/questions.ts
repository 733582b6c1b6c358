// Les questions rapides de la page d’une piste (issue 37), en français.
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: 'Vous y étiez ? Aidez le prochain coureur',
    progress: 'Question {{number}} sur {{total}}',
    questions: {
      access: 'Qui peut courir ici ?',
      fee: 'Faut-il payer pour courir ici ?',
      opening_hours: 'Quand est-elle ouverte ?',
      surface: 'Quel est le revêtement de la piste ?',
      lanes: 'Combien de couloirs font le tour complet ?',
      lighting: 'Est-elle éclairée la nuit ?',
    },
    choices: {
      access: {
        public: 'Tout le monde',
        public_hours: 'Tout le monde, à certaines heures',
        members: 'Membres ou sur réservation',
        school_club: 'École ou club seulement',
        closed: 'Personne : fermée',
      },
      fee: {
        free: 'Gratuit',
        paid: 'Payant',
      },
      opening_hours: {
        always: 'Toujours ouverte',
        daily: 'Tous les jours 6 h–22 h',
        weekdays: 'En semaine 6 h–22 h, le week-end 8 h–18 h',
      },
      surface: {
        synthetic: 'Synthétique',
        asphalt: 'Asphalte ou béton',
        cinder: 'Cendrée',
        gravel: 'Gravier ou terre',
        grass: 'Herbe',
        paver: 'Pavés',
        other: 'Autre',
      },
      lighting: { yes: 'Oui', no: 'Non' },
    },
    notSure: 'Je ne sais pas',
    otherLanes: 'Un autre nombre',
    otherHours: 'Autres horaires',
    hoursLabel: 'Horaires, comme OpenStreetMap les écrit',
    send: 'Envoyer',
    sending: 'Envoi de votre réponse',
    thanks: 'Merci !',
    done: 'Merci : c’est tout ce que nous voulions savoir pour l’instant.',
    said: {
      heading: 'Ce que disent les coureurs',
      likely_one: '{{count}} coureur dit : {{answer}} ({{month}})',
      likely_other: '{{count}} coureurs disent : {{answer}} ({{month}})',
      likely_many: '{{count}} coureurs disent : {{answer}} ({{month}})',
      confirmed_one: 'Confirmé par {{count}} coureur : {{answer}}',
      confirmed_other: 'Confirmé par {{count}} coureurs : {{answer}}',
      confirmed_many: 'Confirmé par {{count}} coureurs : {{answer}}',
      disputed: 'Les coureurs ne sont pas d’accord : {{answers}}',
      voice_one: '{{answer}} ({{count}} coureur)',
      voice_other: '{{answer}} ({{count}} coureurs)',
      voice_many: '{{answer}} ({{count}} coureurs)',
    },
    known: {
      heading: 'Ce que les coureurs nous ont appris',
      line: '{{fact}} : connu pour {{known}} sur {{total}}',
      invite: 'Vous êtes allé sur l’une de ces pistes ? Ouvrez-la et répondez à ses questions rapides : un geste chacune.',
    },
    facts: {
      access: 'Qui peut courir',
      fee: 'Tarif',
      opening_hours: 'Horaires',
      surface: 'Revêtement',
      lanes: 'Couloirs sur tout le tour',
      lighting: 'Éclairage la nuit',
    },
  },
};
