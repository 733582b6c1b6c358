// The chat's own fixed texts, whichever provider answers: the greeting, the request for the
// location, the answer when the tool rounds run out, and how a summary names a place that is
// a point or the map's view. The offline assistant's sentences are its own
// (src-worker/offline-assistant/texts/). {{name}} marks a value filled in by fill()
// (src-shared/track-text.ts), the catalogues' one syntax.
import type { Language } from '../../src-shared/enums';

export interface ChatTexts {
  /** A model's first message (the offline assistant greets with its own, saying what it is); {{site}}: the site's name (SITE_NAME). */
  greeting: string;
  /** Shown with a location request that comes without the model's own words. */
  askLocation: string;
  /** The answer when the tool rounds run out (chat/loop.ts). */
  roundsExhausted: string;
  /** The place of a summary asked for near a point: {{km}} around {{lat}}, {{lng}}. */
  aroundPoint: string;
  /** The place of a summary asked for the map's view, named by the view's centre. */
  aroundBox: string;
}

const en: ChatTexts = {
  greeting:
    'Hi! I am the {{site}} assistant. Ask me about running tracks near you or anywhere else, ask about a track, or tell me about wrong information, a bug or an idea.',
  askLocation: 'To answer that I need your location. Press Share location, or type the name of a place.',
  roundsExhausted: 'Sorry, I could not finish looking that up. Please ask again in a simpler way.',
  aroundPoint: '{{km}} km around {{lat}}, {{lng}}',
  aroundBox: 'the box around {{lat}}, {{lng}}',
};

const sv: ChatTexts = {
  greeting:
    'Hej! Jag är {{site}} assistent. Fråga mig om löparbanor nära dig eller var som helst, fråga om en bana, eller berätta om felaktig information, en bugg eller en idé.',
  askLocation: 'För att svara behöver jag din position. Tryck på Dela position, eller skriv namnet på en plats.',
  roundsExhausted: 'Förlåt, jag kunde inte slutföra sökningen. Fråga gärna igen på ett enklare sätt.',
  aroundPoint: '{{km}} km runt {{lat}}, {{lng}}',
  aroundBox: 'kartvyn runt {{lat}}, {{lng}}',
};

const es: ChatTexts = {
  greeting:
    '¡Hola! Soy el asistente de {{site}}. Pregúntame por pistas de atletismo cerca de ti o en cualquier lugar, por una pista concreta, o cuéntame sobre información incorrecta, un error o una idea.',
  askLocation: 'Para responder necesito tu ubicación. Pulsa Compartir ubicación o escribe el nombre de un lugar.',
  roundsExhausted: 'Lo siento, no pude terminar la búsqueda. Vuelve a preguntar de forma más sencilla.',
  aroundPoint: 'un radio de {{km}} km alrededor de {{lat}}, {{lng}}',
  aroundBox: 'la vista del mapa alrededor de {{lat}}, {{lng}}',
};

const de: ChatTexts = {
  greeting:
    'Hallo! Ich bin der Assistent von {{site}}. Frag mich nach Laufbahnen in deiner Nähe oder anderswo, nach einer bestimmten Bahn, oder erzähl mir von falschen Angaben, einem Fehler oder einer Idee.',
  askLocation: 'Dafür brauche ich deinen Standort. Tippe auf Standort teilen oder schreib den Namen eines Ortes.',
  roundsExhausted: 'Entschuldigung, ich konnte die Suche nicht abschließen. Bitte frag noch einmal einfacher.',
  aroundPoint: 'einem Umkreis von {{km}} km um {{lat}}, {{lng}}',
  aroundBox: 'dem Kartenausschnitt um {{lat}}, {{lng}}',
};

const zh: ChatTexts = {
  greeting: '你好！我是 {{site}} 助手。你可以问我附近或任何地方的跑道、某条跑道的情况，也可以告诉我错误信息、程序问题或你的想法。',
  askLocation: '要回答这个问题，我需要你的位置。请点击“分享位置”，或输入一个地名。',
  roundsExhausted: '抱歉，我没能完成查询。请用更简单的方式再问一次。',
  aroundPoint: '{{lat}}, {{lng}} 周围 {{km}} 公里内',
  aroundBox: '{{lat}}, {{lng}} 周围的地图范围内',
};

const fr: ChatTexts = {
  greeting:
    'Bonjour ! Je suis l’assistant de {{site}}. Demandez-moi des pistes d’athlétisme près de chez vous ou ailleurs, des informations sur une piste, ou signalez-moi une information erronée, un bug ou une idée.',
  askLocation: 'Pour répondre, j’ai besoin de votre position. Appuyez sur Partager la position ou tapez le nom d’un lieu.',
  roundsExhausted: 'Désolé, je n’ai pas pu terminer la recherche. Reformulez votre question plus simplement.',
  aroundPoint: '{{km}} km autour de {{lat}}, {{lng}}',
  aroundBox: 'l’intérieur de la vue autour de {{lat}}, {{lng}}',
};

const pt: ChatTexts = {
  greeting:
    'Olá! Sou o assistente do {{site}}. Pergunte-me sobre pistas de atletismo perto de você ou em qualquer lugar, sobre uma pista específica, ou conte-me sobre informações erradas, um erro ou uma ideia.',
  askLocation: 'Para responder preciso da sua localização. Toque em Compartilhar localização ou digite o nome de um lugar.',
  roundsExhausted: 'Desculpe, não consegui concluir a busca. Pergunte de novo de forma mais simples.',
  aroundPoint: 'um raio de {{km}} km ao redor de {{lat}}, {{lng}}',
  aroundBox: 'a vista do mapa ao redor de {{lat}}, {{lng}}',
};

const ar: ChatTexts = {
  greeting:
    'مرحبًا! أنا مساعد {{site}}. اسألني عن مضامير الجري القريبة منك أو في أي مكان، أو عن مضمار معيّن، أو أخبرني عن معلومة خاطئة أو خلل أو فكرة.',
  askLocation: 'للإجابة أحتاج إلى موقعك. اضغط على مشاركة الموقع، أو اكتب اسم مكان.',
  roundsExhausted: 'عذرًا، لم أتمكن من إكمال البحث. يُرجى السؤال مرة أخرى بطريقة أبسط.',
  aroundPoint: 'نطاق {{km}} كم حول {{lat}}، {{lng}}',
  aroundBox: 'نطاق الخريطة حول {{lat}}، {{lng}}',
};

const ja: ChatTexts = {
  greeting:
    'こんにちは！{{site}} のアシスタントです。近くやどこかのランニングトラック、特定のトラックについて質問したり、誤った情報や不具合、アイデアを教えてください。',
  askLocation: 'お答えするには位置情報が必要です。「位置情報を共有」を押すか、地名を入力してください。',
  roundsExhausted: '申し訳ありません、検索を完了できませんでした。もっと簡単な言い方でもう一度お尋ねください。',
  aroundPoint: '{{lat}}, {{lng}} から {{km}} km 以内',
  aroundBox: '{{lat}}, {{lng}} 周辺の表示範囲',
};

export const CHAT_TEXTS: Record<Language, ChatTexts> = { en, sv, es, de, zh, fr, pt, ar, ja };

/**
 * A text said of a count, in each plural form its language has (CLDR's categories, as
 * Intl.PluralRules names them: English one and other, Arabic zero, one, two, few, many and
 * other, Chinese and Japanese other only); other is always written. A zero form may be written
 * in any language, as i18next allows: it is said for 0 ("There are no tracks").
 */
export type Counted = { readonly [Category in Intl.LDMLPluralRule]?: string } & { readonly other: string };

const PLURAL_RULES = new Map<string, Intl.PluralRules>();

/** The form of a counted text its language says for count. */
export function pluralForm(forms: Counted, count: number, language: string): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  let rules = PLURAL_RULES.get(language);
  if (!rules) PLURAL_RULES.set(language, (rules = new Intl.PluralRules(language)));
  return forms[rules.select(count)] ?? forms.other;
}
