// The AI chat screen's texts in Brazilian Portuguese (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'Busca com IA',
    intro:
      'Pergunte ao nosso assistente sobre pistas de atletismo: encontre pistas perto de você ou em qualquer lugar, saiba como é uma pista, ou conte-nos sobre informações erradas, um erro ou uma ideia.',
    languageIntro: 'O assistente responde em português.',
    keyPlaceholder: 'Digite sua chave de ativação',
    messagePlaceholder: 'Pergunte sobre pistas de atletismo',
    inputLabel: 'Mensagem',
    send: 'Enviar',
    suggestion: 'Resuma as informações das pistas da minha região',
    disclaimer: 'A IA pode cometer erros. Sempre confira informações importantes.',
    reset: 'Reiniciar a conversa',
    shareLocation: 'Compartilhar localização',
    locationSent: 'Localização enviada',
    footer:
      'Ao usar o chat você aceita nossos <terms>termos</terms> e nossa <privacy>política de privacidade</privacy>. Não compartilhe dados pessoais.',
    enterSomething: 'Digite algo',
    invalidKey: 'Chave de ativação inválida',
    wrongKey: 'Essa chave de ativação não está certa. Confira e tente de novo.',
    tooManyKeys_one: 'Foram tentadas chaves erradas demais. Espere até {{count}} minuto e tente de novo.',
    tooManyKeys_other: 'Foram tentadas chaves erradas demais. Espere até {{count}} minutos e tente de novo.',
    tooManyKeys_many: 'Foram tentadas chaves erradas demais. Espere até {{count}} de minutos e tente de novo.',
    activated: 'Ativado!',
    thinking: 'Pensando..',
    activating: 'Ativando',
    gettingLocation: 'Obtendo localização',
    locationFailed: 'Não foi possível obter sua localização.',
    recentLinks: 'Links desta conversa',
    you: 'Você',
    assistant: 'Assistente',
  },
};
