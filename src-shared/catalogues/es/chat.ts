// The AI chat screen's texts in Spanish (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'Búsqueda con IA',
    intro:
      'Pregunta a nuestro asistente sobre pistas de atletismo: encuentra pistas cerca de ti o en cualquier lugar, descubre cómo es una pista, o avísanos de información incorrecta, un error o una idea.',
    languageIntro: 'El asistente responde en español.',
    keyPlaceholder: 'Introduce tu clave de activación',
    messagePlaceholder: 'Pregunta sobre pistas de atletismo',
    inputLabel: 'Mensaje',
    send: 'Enviar',
    suggestion: 'Resume la información de las pistas de mi zona',
    disclaimer: 'La IA puede cometer errores. Comprueba siempre la información importante.',
    reset: 'Reiniciar la conversación',
    shareLocation: 'Compartir ubicación',
    locationSent: 'Ubicación enviada',
    footer:
      'Al usar el chat aceptas nuestros <terms>términos</terms> y nuestra <privacy>política de privacidad</privacy>. No compartas datos personales.',
    enterSomething: 'Escribe algo',
    invalidKey: 'Clave de activación no válida',
    wrongKey: 'Esa clave de activación no es correcta. Revísala y vuelve a intentarlo.',
    tooManyKeys_one: 'Se han probado demasiadas claves incorrectas. Espera hasta {{count}} minuto y vuelve a intentarlo.',
    tooManyKeys_other: 'Se han probado demasiadas claves incorrectas. Espera hasta {{count}} minutos y vuelve a intentarlo.',
    tooManyKeys_many: 'Se han probado demasiadas claves incorrectas. Espera hasta {{count}} de minutos y vuelve a intentarlo.',
    activated: '¡Activado!',
    thinking: 'Pensando..',
    activating: 'Activando',
    gettingLocation: 'Obteniendo ubicación',
    locationFailed: 'No se pudo obtener tu ubicación.',
    recentLinks: 'Enlaces de esta conversación',
    you: 'Tú',
    assistant: 'Asistente',
  },
};
