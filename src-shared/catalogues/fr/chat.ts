// The AI chat screen's texts in French (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'Recherche IA',
    intro:
      'Interrogez notre assistant sur les pistes d’athlétisme : trouvez des pistes près de chez vous ou ailleurs, découvrez une piste, ou signalez-nous une information erronée, un bug ou une idée.',
    languageIntro: 'L’assistant répond en français.',
    keyPlaceholder: 'Saisissez votre clé d’activation',
    messagePlaceholder: 'Posez une question sur les pistes',
    inputLabel: 'Message',
    send: 'Envoyer',
    suggestion: 'Résumer les informations sur les pistes de ma région',
    disclaimer: 'L’IA peut se tromper. Vérifiez toujours les informations importantes.',
    reset: 'Réinitialiser la conversation',
    shareLocation: 'Partager la position',
    locationSent: 'Position envoyée',
    footer:
      'En utilisant le chat, vous acceptez nos <terms>conditions</terms> et notre <privacy>politique de confidentialité</privacy>. Ne partagez pas d’informations personnelles.',
    enterSomething: 'Saisissez quelque chose',
    invalidKey: 'Clé d’activation invalide',
    wrongKey: 'Cette clé d’activation n’est pas la bonne. Vérifiez-la et réessayez.',
    tooManyKeys_one: 'Trop de clés erronées ont été essayées. Patientez jusqu’à {{count}} minute, puis réessayez.',
    tooManyKeys_other: 'Trop de clés erronées ont été essayées. Patientez jusqu’à {{count}} minutes, puis réessayez.',
    tooManyKeys_many: 'Trop de clés erronées ont été essayées. Patientez jusqu’à {{count}} de minutes, puis réessayez.',
    activated: 'Activé !',
    thinking: 'Réflexion..',
    activating: 'Activation',
    gettingLocation: 'Obtention de la position',
    locationFailed: 'Impossible d’obtenir votre position.',
    recentLinks: 'Liens de cette conversation',
    you: 'Vous',
    assistant: 'Assistant',
  },
};
