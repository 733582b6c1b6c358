// Las preguntas rápidas de la página de una pista (issue 37), en español.
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: '¿Estuviste allí? Ayuda al próximo corredor',
    progress: 'Pregunta {{number}} de {{total}}',
    questions: {
      access: '¿Quién puede correr aquí?',
      fee: '¿Cuesta algo correr aquí?',
      opening_hours: '¿Cuándo está abierta?',
      surface: '¿Cuál es la superficie de la pista?',
      lanes: '¿Cuántas calles dan la vuelta completa?',
      lighting: '¿Está iluminada de noche?',
    },
    choices: {
      access: {
        public: 'Cualquiera',
        public_hours: 'Cualquiera, en horarios fijos',
        members: 'Socios o con reserva',
        school_club: 'Solo escuela o club',
        closed: 'Nadie: cerrada',
      },
      fee: {
        free: 'Gratis',
        paid: 'De pago',
      },
      opening_hours: {
        always: 'Siempre abierta',
        daily: 'Todos los días 6:00–22:00',
        weekdays: 'Entre semana 6:00–22:00, fines de semana 8:00–18:00',
      },
      surface: {
        synthetic: 'Sintética',
        asphalt: 'Asfalto u hormigón',
        cinder: 'Ceniza',
        gravel: 'Grava o tierra',
        grass: 'Césped',
        paver: 'Adoquín',
        other: 'Otra',
      },
      lighting: { yes: 'Sí', no: 'No' },
    },
    notSure: 'No lo sé',
    otherLanes: 'Otro número',
    otherHours: 'Otro horario',
    hoursLabel: 'Horario, como lo escribe OpenStreetMap',
    send: 'Enviar',
    sending: 'Enviando tu respuesta',
    thanks: '¡Gracias!',
    done: 'Gracias: por ahora es todo lo que queríamos saber.',
    said: {
      heading: 'Lo que dicen los corredores',
      likely_one: '{{count}} corredor dice: {{answer}} ({{month}})',
      likely_other: '{{count}} corredores dicen: {{answer}} ({{month}})',
      likely_many: '{{count}} corredores dicen: {{answer}} ({{month}})',
      confirmed_one: 'Confirmado por {{count}} corredor: {{answer}}',
      confirmed_other: 'Confirmado por {{count}} corredores: {{answer}}',
      confirmed_many: 'Confirmado por {{count}} corredores: {{answer}}',
      disputed: 'Los corredores no están de acuerdo: {{answers}}',
      voice_one: '{{answer}} ({{count}} corredor)',
      voice_other: '{{answer}} ({{count}} corredores)',
      voice_many: '{{answer}} ({{count}} corredores)',
    },
    known: {
      heading: 'Lo que nos han contado los corredores',
      line: '{{fact}}: conocido en {{known}} de {{total}}',
      invite: '¿Has estado en una de estas pistas? Ábrela y responde sus preguntas rápidas: un toque cada una.',
    },
    facts: {
      access: 'Quién puede correr',
      fee: 'Tarifa',
      opening_hours: 'Horario',
      surface: 'Superficie',
      lanes: 'Calles de vuelta completa',
      lighting: 'Iluminación nocturna',
    },
  },
};
