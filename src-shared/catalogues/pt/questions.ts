// As perguntas rápidas da página de uma pista (issue 37), em português do Brasil.
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: 'Esteve lá? Ajude o próximo corredor',
    progress: 'Pergunta {{number}} de {{total}}',
    questions: {
      access: 'Quem pode correr aqui?',
      fee: 'É pago para correr aqui?',
      opening_hours: 'Quando está aberta?',
      surface: 'Qual é o piso da pista?',
      lanes: 'Quantas raias dão a volta inteira?',
      lighting: 'Tem iluminação à noite?',
    },
    choices: {
      access: {
        public: 'Qualquer pessoa',
        public_hours: 'Qualquer pessoa, em horários definidos',
        members: 'Sócios ou com reserva',
        school_club: 'Só escola ou clube',
        closed: 'Ninguém: fechada',
      },
      fee: {
        free: 'Gratuita',
        paid: 'Paga',
      },
      opening_hours: {
        always: 'Sempre aberta',
        daily: 'Todos os dias 6h–22h',
        weekdays: 'Dias úteis 6h–22h, fins de semana 8h–18h',
      },
      surface: {
        synthetic: 'Sintético',
        asphalt: 'Asfalto ou concreto',
        cinder: 'Carvão',
        gravel: 'Cascalho ou terra',
        grass: 'Grama',
        paver: 'Piso intertravado',
        other: 'Outro',
      },
      lighting: { yes: 'Sim', no: 'Não' },
    },
    notSure: 'Não sei',
    otherLanes: 'Outro número',
    otherHours: 'Outro horário',
    hoursLabel: 'Horário de funcionamento, como o OpenStreetMap escreve',
    send: 'Enviar',
    sending: 'Enviando sua resposta',
    thanks: 'Obrigado!',
    done: 'Obrigado: por enquanto é tudo o que queríamos saber.',
    said: {
      heading: 'O que os corredores dizem',
      likely_one: '{{count}} corredor diz: {{answer}} ({{month}})',
      likely_other: '{{count}} corredores dizem: {{answer}} ({{month}})',
      likely_many: '{{count}} corredores dizem: {{answer}} ({{month}})',
      confirmed_one: 'Confirmado por {{count}} corredor: {{answer}}',
      confirmed_other: 'Confirmado por {{count}} corredores: {{answer}}',
      confirmed_many: 'Confirmado por {{count}} corredores: {{answer}}',
      disputed: 'Os corredores discordam: {{answers}}',
      voice_one: '{{answer}} ({{count}} corredor)',
      voice_other: '{{answer}} ({{count}} corredores)',
      voice_many: '{{answer}} ({{count}} corredores)',
    },
    known: {
      heading: 'O que os corredores já nos contaram',
      line: '{{fact}}: conhecido em {{known}} de {{total}}',
      invite: 'Já foi a uma destas pistas? Abra-a e responda às perguntas rápidas: um toque cada.',
    },
    facts: {
      access: 'Quem pode correr',
      fee: 'Taxa',
      opening_hours: 'Horário',
      surface: 'Piso',
      lanes: 'Raias de volta inteira',
      lighting: 'Iluminação à noite',
    },
  },
};
