// The chat's evaluation set (issue 13): conversations written for this project, in the nine
// languages of the chat, about real tracks and places of the shipped sample (Brazil from OSM,
// data/osm/brazil-athletics.geojson). Each turn says what the user types and what the user must
// see in the answer. Played by scripts/eval-chat.ts (npm run eval:chat).
import type { Language } from '../../src-shared/enums';

export type Check =
  /** The answer links to this track's page (or to each of these). */
  | { linksTrack: string | string[] }
  | { linksArea: string }
  | { linksAnyTrack: true }
  /** The answer does not link to this track's page. */
  | { notLinksTrack: string }
  /** The answer states this fact as the route's language writes it. */
  | { fact: 'surface'; value: 'asphalt' | 'gravel' | 'synthetic' }
  | { fact: 'length' | 'lanes'; value: number }
  | { fact: 'lighting' }
  | { fact: 'indoor'; value: boolean }
  | { fact: 'access'; value: 'open' | 'closed' | 'unknown' }
  /** A track's line says it is open now, or free (issue 14). */
  | { fact: 'openNow' | 'free' }
  /**
   * The answer says this fixed sentence (or the start of it) of the route's language. For issue
   * 14: a list narrowed to tracks open now (or free) with the note on what it leaves out, a
   * track's badge "Open now", its week's hours, and that it is free to use.
   */
  | {
      says:
        | 'whichTrack'
        | 'summary'
        | 'bugTaken'
        | 'featureTaken'
        | 'badInfoTaken'
        | 'commentPosted'
        | 'visitPosted'
        | 'notFound'
        | 'openNowList'
        | 'freeList'
        | 'openNow'
        | 'weekHours'
        | 'free';
    }
  /** The assistant asks for the location (the Share location button shows). */
  | { asksLocation: true }
  /** A summary says no count of 0 ("0 are indoor tracks"), issue 28. */
  | { noZeroCounts: true }
  /** Issue 28: a list narrowed to a lap of about this length says so; one that found none offers the closest. */
  | { saysLength: number }
  | { offersAlternatives: true }
  /** The comment is on the track's page afterwards. */
  | { comment: { track: string; text: string } };

export interface Turn {
  say: string;
  expect: Check[];
}

export interface Conversation {
  id: string;
  lang: Language;
  turns: Turn[];
}

/** Track pages of the sample (url segments). */
export const T = {
  conillon: 'pista-de-corrida-do-estadio-conillon-espirito-santo',
  voltaRedonda: 'pista-de-atletismo-volta-redonda',
  paranoa: 'pista-de-atletismo-do-paranoa-brasilia',
  antiocho: 'estadio-municipal-antiocho-pereira-uniao-da-vitoria',
  garlippe: 'pista-de-atletismo-armando-garlippe-araraquara',
  ricardoAlves: 'pista-de-atletismo-prof-ricardo-alves-paulinia',
  jundiai: 'pista-de-atletismo-jundiai',
  sesi: 'sesi-race-track-vitoria',
  vittace: 'praca-do-vittace-ponta-grossa',
  aida: 'complexo-de-atletismo-aida-dos-santos-niteroi',
  icaro: 'estadio-icaro-de-castro-melo-sao-paulo',
  daoud: 'pista-de-cooper-antonio-daoud-sao-paulo',
  esportivo: 'pista-do-esportivo-passos',
  joaoDoPulo: 'pista-de-atletismo-do-joao-do-pulo-pindamonhangaba',
  milagrao: 'centro-de-treinamento-milagrao-bauru',
  miguelLima: 'estadio-miguel-lima-teresina',
  vilaOlimpica: 'vila-olimpica-boa-vista',
  ivoRoman: 'pista-olimpica-ivo-roman-ros-cacador',
  lorena: 'csu-lorena-lorena',
  edgard: 'estadio-capitao-edgard-cavalcante-de-albuquerque-tres-coracoes',
  unifap: 'estadio-da-unifap-macapa',
  /** The University of São Paulo's track, in São Paulo (before issue 36 it was filed under Osasco). */
  usp: 'pista-de-atletismo-sao-paulo',
  vilaVelha: 'pista-de-atletismo-vila-velha',
  sorocaba: 'pista-de-corrida-sorocaba',
  oswaldoTerra: 'centro-de-atletismo-professor-oswaldo-terra-sao-bernardo-do-campo',
  arnaldo: 'estadio-arnaldo-jose-celeste-guarulhos',
  alvorada: 'pista-de-atletismo-do-alvorada-maringa',
  diamantina: 'pista-de-atletismo-diamantina',
  /** A 24/7 jogging loop, free (OSM opening_hours and fee=no): asked for by name or town, never "near me" (issue 36). */
  pitangui: 'pista-de-corrida-pitangui',
  /** Hours Mo-Su 06:00-22:00 but access=no: never open now. */
  closedSaoPaulo: 'track-sao-paulo-12',
};

/** Area pages of the sample. */
export const A = {
  brazil: 'brazil',
  natal: 'brazil/rio-grande-do-norte/natal',
  curitiba: 'brazil/parana/curitiba',
  beloHorizonte: 'brazil/minas-gerais/belo-horizonte',
  salvador: 'brazil/bahia/salvador',
  bauru: 'brazil/sao-paulo/bauru',
  teresina: 'brazil/piaui/teresina',
  cuiaba: 'brazil/mato-grosso/cuiaba',
  joinville: 'brazil/santa-catarina/joinville',
  blumenau: 'brazil/santa-catarina/blumenau',
  guarulhos: 'brazil/sao-paulo/guarulhos',
  nilopolis: 'brazil/rio-de-janeiro/nilopolis',
  brasilia: 'brazil/distrito-federal/brasilia',
  saoPaulo: 'brazil/sao-paulo/sao-paulo',
  rio: 'brazil/rio-de-janeiro/rio-de-janeiro',
  vilaVelha: 'brazil/espirito-santo/vila-velha',
  parana: 'brazil/parana',
  minas: 'brazil/minas-gerais',
  santaCatarina: 'brazil/santa-catarina',
  goias: 'brazil/goias',
  bahia: 'brazil/bahia',
  espiritoSanto: 'brazil/espirito-santo',
  pitangui: 'brazil/minas-gerais/pitangui',
};

/** Positions next to a track of the sample, for "near me" and a shared location. */
export const P = {
  voltaRedonda: { latitude: -22.4953, longitude: -44.093, track: T.voltaRedonda },
  jundiai: { latitude: -23.1933, longitude: -46.8949, track: T.jundiai },
  araraquara: { latitude: -21.7817, longitude: -48.1859, track: T.garlippe },
  teresina: { latitude: -5.105, longitude: -42.8271, track: T.miguelLima },
  brasilia: { latitude: -15.7581, longitude: -47.78, track: T.paranoa },
  pontaGrossa: { latitude: -25.076, longitude: -50.1457, track: T.vittace },
  niteroi: { latitude: -22.8974, longitude: -43.1315, track: T.aida },
  saoPaulo: { latitude: -23.5782, longitude: -46.6545, track: T.icaro },
  pitangui: { latitude: -19.8764, longitude: -44.9985, track: T.pitangui },
};

const one = (lang: Language, id: string, say: string, ...expect: Check[]): Conversation => ({
  id: `${lang}-${id}`,
  lang,
  turns: [{ say, expect }],
});

/** A request about the user's surroundings: the location is asked for, shared, and the answer checked. */
const nearMeAnswering = (lang: Language, id: string, say: string, at: (typeof P)[keyof typeof P], ...expect: Check[]): Conversation => ({
  id: `${lang}-${id}`,
  lang,
  turns: [
    { say, expect: [{ asksLocation: true }] },
    { say: JSON.stringify({ latitude: at.latitude, longitude: at.longitude }), expect },
  ],
});

/** A request about the user's surroundings: the tracks there listed (or counted). */
const nearMe = (lang: Language, id: string, say: string, at: (typeof P)[keyof typeof P], summary = false): Conversation =>
  nearMeAnswering(lang, id, say, at, summary ? { says: 'summary' } : { linksTrack: at.track });

/**
 * "Which tracks near me are open now": the lap track open round the clock (Paranoá, 24/7), said to
 * be open now. Pitangui's 24/7 circuit is a jogging loop, which no "near me" list counts.
 */
const openNearMe = (lang: Language, id: string, say: string): Conversation =>
  nearMeAnswering(lang, id, say, P.brasilia, { says: 'openNowList' }, { linksTrack: T.paranoa }, { fact: 'openNow' });

const commented = (lang: Language, id: string, say: string, track: string, text: string): Conversation =>
  one(lang, id, say, { says: 'commentPosted' }, { linksTrack: track }, { comment: { track, text } });

const en: Conversation[] = [
  nearMe('en', 'near-me', 'Find running tracks near me', P.voltaRedonda),
  nearMe('en', 'closest', 'wheres the closest track??', P.jundiai),
  one('en', 'in-city', 'Which tracks are there in Natal?', { linksArea: A.natal }, { linksAnyTrack: true }),
  one('en', 'near-city', 'running tracks near Belo Horizonte please', { linksArea: A.beloHorizonte }, { linksAnyTrack: true }),
  one('en', 'no-accents', 'any tracks in sao paulo', { linksArea: A.saoPaulo }),
  one(
    'en',
    'quoted-in-place',
    'Tell me about the running track "Pista de corrida do Estádio Conillon" in Brazil.',
    { linksTrack: T.conillon },
    { fact: 'surface', value: 'asphalt' },
  ),
  one('en', 'partial-name', 'What do you know about Conillon?', { linksTrack: T.conillon }),
  one(
    'en',
    'surface',
    'What surface does Pista de Atletismo Armando Garlippe have?',
    { linksTrack: T.garlippe },
    { fact: 'surface', value: 'synthetic' },
  ),
  one(
    'en',
    'lanes',
    'how many lanes has the Pista de Atletismo in Volta Redonda',
    { linksTrack: T.voltaRedonda },
    { fact: 'lanes', value: 8 },
  ),
  one('en', 'lighting', 'Is Pista de Atletismo do Paranoá lit at night?', { linksTrack: T.paranoa }, { fact: 'lighting' }),
  one(
    'en',
    'length-typo',
    'how lnog is the Estadio Municipal Antiocho Pereira',
    { linksTrack: T.antiocho },
    { fact: 'length', value: 400 },
  ),
  one('en', 'indoor', 'Is Estádio Ícaro de Castro Melo indoor or outdoor?', { linksTrack: T.icaro }, { fact: 'indoor', value: false }),
  one('en', 'access', 'Can the public use Estádio Miguel Lima?', { linksTrack: T.miguelLima }, { fact: 'access', value: 'unknown' }),
  one('en', 'which', 'Tell me about Pista de Atletismo', { says: 'whichTrack' }, { linksTrack: [T.voltaRedonda, T.jundiai] }),
  one('en', 'summary-area', 'Give me a summary of the tracks in Curitiba', { says: 'summary' }, { linksArea: A.curitiba }),
  nearMe('en', 'summary-mine', 'Summarize track information in my area', P.araraquara, true),
  commented(
    'en',
    'comment',
    'Please post a comment on Pista do Esportivo: the gate is open from 6 am',
    T.esportivo,
    'the gate is open from 6 am',
  ),
  commented(
    'en',
    'comment-saying',
    'Leave a comment on Estadio da Unifap saying the lanes were repainted in May',
    T.unifap,
    'the lanes were repainted in May',
  ),
  one(
    'en',
    'wrong-data',
    'The surface of Pista de corrida do Estádio Conillon in Brazil is wrong: it is grass now. Please report it.',
    { says: 'badInfoTaken' },
    { linksTrack: T.conillon },
  ),
  one(
    'en',
    'outdated',
    'Vila Olímpica in Boa Vista has outdated info, it has 6 lanes not 8',
    { says: 'badInfoTaken' },
    { linksTrack: T.vilaOlimpica },
  ),
  one('en', 'bug', 'Report a bug: the map stays grey on my tablet', { says: 'bugTaken' }),
  one('en', 'bug-sentence', 'the search box doesnt work on my phone', { says: 'bugTaken' }),
  one('en', 'feature', 'Feature request: let me filter tracks by surface', { says: 'featureTaken' }),
  one('en', 'feature-wish', 'It would be nice to see opening hours on each track', { says: 'featureTaken' }),
  one('en', 'state', 'What tracks are in Espirito Santo?', { linksArea: A.espiritoSanto }, { linksAnyTrack: true }),
];

const pt: Conversation[] = [
  nearMe('pt', 'perto-de-mim', 'Quais pistas de corrida existem perto de mim?', P.saoPaulo),
  nearMe('pt', 'mais-proxima', 'onde fica a pista mais proxima', P.niteroi),
  one('pt', 'perto-de-natal', 'Quais pistas de corrida existem perto de Natal?', { linksArea: A.natal }, { linksAnyTrack: true }),
  one('pt', 'em-salvador', 'tem pista de atletismo em Salvador?', { linksArea: A.salvador }),
  one('pt', 'sem-acento', 'pistas em sao jose dos pinhais', { linksArea: 'brazil/parana/sao-jose-dos-pinhais' }),
  one('pt', 'aspas', 'Me fale sobre a "Pista de corrida do Estádio Conillon" no Espírito Santo', { linksTrack: T.conillon }),
  one('pt', 'sobre-em', 'Fale sobre a Pista de Atletismo em Volta Redonda', { linksTrack: T.voltaRedonda }, { fact: 'length', value: 442 }),
  one(
    'pt',
    'superficie',
    'Qual é o piso da Pista de Atletismo Prof. Ricardo Alves?',
    { linksTrack: T.ricardoAlves },
    { fact: 'surface', value: 'gravel' },
  ),
  one('pt', 'raias', 'quantas raias tem o Complexo de Atletismo Aída dos Santos', { linksTrack: T.aida }, { fact: 'lanes', value: 8 }),
  one('pt', 'iluminacao', 'A Pista de Cooper Antonio Daoud tem iluminação?', { linksTrack: T.daoud }, { fact: 'lighting' }),
  one('pt', 'coberta', 'o Centro de Treinamento Milagrão é coberto?', { linksTrack: T.milagrao }, { fact: 'indoor', value: false }),
  one(
    'pt',
    'publico',
    'O Estádio Arnaldo José Celeste é aberto ao público?',
    { linksTrack: T.arnaldo },
    { fact: 'access', value: 'unknown' },
  ),
  one('pt', 'qual', 'me fale da pista de atletismo', { says: 'whichTrack' }),
  one('pt', 'resumo', 'Faça um resumo das pistas do Paraná', { says: 'summary' }, { linksArea: A.parana }),
  nearMe('pt', 'resumo-minha', 'resuma as pistas da minha região', P.brasilia, true),
  commented(
    'pt',
    'comentario',
    'Deixe um comentário na Pista Olímpica Ivo Roman Ros: pista reformada em 2024',
    T.ivoRoman,
    'pista reformada em 2024',
  ),
  commented(
    'pt',
    'comentario-aspas',
    'comente "vestiários fechados aos domingos" no Estádio Capitão Edgard Cavalcante de Albuquerque',
    T.edgard,
    'vestiários fechados aos domingos',
  ),
  one(
    'pt',
    'errado',
    'A superfície da Pista de Atletismo de Vila Velha está errada, agora é sintética',
    { says: 'badInfoTaken' },
    { linksTrack: T.vilaVelha },
  ),
  one(
    'pt',
    'reportar',
    'quero reportar informação incorreta sobre CSU Lorena: não tem mais pista de terra',
    { says: 'badInfoTaken' },
    { linksTrack: T.lorena },
  ),
  one('pt', 'bug', 'o mapa nao carrega no meu celular', { says: 'bugTaken' }),
  one('pt', 'sugestao', 'Sugestão: mostrar o horário de funcionamento das pistas', { says: 'featureTaken' }),
  one('pt', 'seria-bom', 'seria bom poder filtrar pistas iluminadas', { says: 'featureTaken' }),
  one('pt', 'estado', 'quais pistas tem em minas gerais', { linksArea: A.minas }),
];

const es: Conversation[] = [
  nearMe('es', 'cerca-de-mi', '¿Hay pistas de atletismo cerca de mí?', P.pontaGrossa),
  nearMe('es', 'cercana', 'cual es la pista mas cercana', P.teresina),
  one('es', 'en-ciudad', '¿Qué pistas hay en Curitiba?', { linksArea: A.curitiba }),
  one('es', 'sin-tildes', 'pistas en cuiaba', { linksArea: A.cuiaba }),
  one('es', 'comillas', 'Háblame de la pista "Estadio da Unifap" en Brasil', { linksTrack: T.unifap }),
  one('es', 'sobre', 'cuéntame sobre Pista de Atletismo do Alvorada', { linksTrack: T.alvorada }, { fact: 'lanes', value: 8 }),
  one(
    'es',
    'superficie',
    '¿De qué superficie es la Pista de Atletismo de São Paulo?',
    { linksTrack: T.usp },
    { fact: 'surface', value: 'synthetic' },
  ),
  one('es', 'longitud', '¿Cuánto mide la Pista do Esportivo?', { linksTrack: T.esportivo }, { fact: 'length', value: 300 }),
  one('es', 'luz', '¿La Praça do Vittace tiene iluminación?', { linksTrack: T.vittace }, { fact: 'lighting' }),
  one('es', 'cubierta', 'Pista de Atletismo Armando Garlippe es cubierta?', { linksTrack: T.garlippe }, { fact: 'indoor', value: false }),
  one('es', 'cual', 'dime algo sobre Pista de Atletismo', { says: 'whichTrack' }),
  one('es', 'resumen', 'Resúmeme las pistas de Santa Catarina', { says: 'summary' }, { linksArea: A.santaCatarina }),
  commented(
    'es',
    'comentario',
    'Deja un comentario sobre Estadio Miguel Lima: la pista está en buen estado',
    T.miguelLima,
    'la pista está en buen estado',
  ),
  one(
    'es',
    'equivocado',
    'Los datos de SESI Race Track son incorrectos: ya no es de grava',
    { says: 'badInfoTaken' },
    { linksTrack: T.sesi },
  ),
  one('es', 'fallo', 'La web no carga en mi ordenador', { says: 'bugTaken' }),
  one('es', 'sugerencia', 'Sugerencia: añadir un modo oscuro', { says: 'featureTaken' }),
  one('es', 'estado', 'pistas en Bahia', { linksArea: A.bahia }),
];

const sv: Conversation[] = [
  nearMe('sv', 'nara-mig', 'Finns det några löparbanor nära mig?', P.voltaRedonda),
  nearMe('sv', 'narmaste', 'var ligger närmaste bana', P.saoPaulo),
  one('sv', 'i-stad', 'Vilka banor finns i Joinville?', { linksArea: A.joinville }),
  one('sv', 'utan-accent', 'banor i brasilia', { linksArea: A.brasilia }),
  one('sv', 'citat', 'Berätta om banan "Pista de Atletismo SESI" i Uberlândia', { linksTrack: 'pista-de-atletismo-sesi-uberlandia' }),
  one(
    'sv',
    'om',
    'berätta om Estádio Capitão Edgard Cavalcante de Albuquerque',
    { linksTrack: T.edgard },
    { fact: 'surface', value: 'gravel' },
  ),
  one(
    'sv',
    'underlag',
    'Vilket underlag har Pista de Atletismo i Jundiaí?',
    { linksTrack: T.jundiai },
    { fact: 'surface', value: 'asphalt' },
  ),
  one('sv', 'belysning', 'Har Pista de Atletismo do João do Pulo belysning?', { linksTrack: T.joaoDoPulo }, { fact: 'lighting' }),
  one('sv', 'langd', 'hur lång är Pista de Atletismo do Paranoá', { linksTrack: T.paranoa }, { fact: 'length', value: 433 }),
  one('sv', 'vilken', 'Berätta om Pista de Atletismo', { says: 'whichTrack' }),
  one('sv', 'sammanfatta', 'Sammanfatta banorna i Goiás', { says: 'summary' }, { linksArea: A.goias }),
  nearMe('sv', 'sammanfatta-mitt', 'Sammanfatta information om banor i mitt område', P.pontaGrossa, true),
  commented('sv', 'kommentar', 'Kommentera Estadio da Unifap: Bra bana men inga toaletter', T.unifap, 'Bra bana men inga toaletter'),
  one(
    'sv',
    'fel',
    'Fel info om Pista de corrida do Estádio Conillon: den har 6 banor',
    { says: 'badInfoTaken' },
    { linksTrack: T.conillon },
  ),
  one('sv', 'bugg', 'Kartan fungerar inte på min telefon', { says: 'bugTaken' }),
  one('sv', 'forslag', 'Förslag: visa öppettider', { says: 'featureTaken' }),
];

const de: Conversation[] = [
  nearMe('de', 'in-der-naehe', 'Gibt es Laufbahnen in meiner Nähe?', P.jundiai),
  nearMe('de', 'naechste', 'Wo ist die nächste Bahn?', P.teresina),
  one('de', 'in-stadt', 'Welche Bahnen gibt es in Blumenau?', { linksArea: A.blumenau }),
  one('de', 'ohne-akzent', 'Laufbahnen in Nilopolis', { linksArea: A.nilopolis }),
  one('de', 'zitat', 'Erzähl mir etwas über „Pista de Atletismo Cidade Nova“ in Sorocaba', {
    linksTrack: 'pista-de-atletismo-cidade-nova-sorocaba',
  }),
  one(
    'de',
    'ueber',
    'Was weißt du über Pista de Atletismo Prof. Ricardo Alves?',
    { linksTrack: T.ricardoAlves },
    { fact: 'lanes', value: 7 },
  ),
  one('de', 'belag', 'Welchen Belag hat Pista de Corrida in Sorocaba?', { linksTrack: T.sorocaba }, { fact: 'surface', value: 'gravel' }),
  one('de', 'licht', 'Hat das Estádio Municipal Antiocho Pereira Flutlicht?', { linksTrack: T.antiocho }, { fact: 'lighting' }),
  one(
    'de',
    'halle',
    'Ist Centro de Atletismo Professor Oswaldo Terra eine Halle?',
    { linksTrack: T.oswaldoTerra },
    { fact: 'indoor', value: false },
  ),
  one('de', 'welche', 'Infos zu Pista de Atletismo bitte', { says: 'whichTrack' }),
  one('de', 'zusammenfassung', 'Fasse die Bahnen in Bahia zusammen', { says: 'summary' }, { linksArea: A.bahia }),
  commented('de', 'kommentar', 'Kommentar zu Pista Olímpica Ivo Roman Ros: sonntags geschlossen', T.ivoRoman, 'sonntags geschlossen'),
  one(
    'de',
    'falsch',
    'Die Angaben zu Pista de Atletismo do Alvorada sind falsch: sie hat nur 6 Bahnen',
    { says: 'badInfoTaken' },
    { linksTrack: T.alvorada },
  ),
  one('de', 'bug', 'Die Karte lädt nicht auf meinem Handy', { says: 'bugTaken' }),
  one('de', 'wunsch', 'Es wäre schön, wenn man nach Belag filtern könnte', { says: 'featureTaken' }),
  one('de', 'land', 'Laufbahnen in Espírito Santo', { linksArea: A.espiritoSanto }),
];

const fr: Conversation[] = [
  nearMe('fr', 'pres-de-moi', 'Y a-t-il des pistes près de moi ?', P.araraquara),
  nearMe('fr', 'plus-proche', 'où est la piste la plus proche', P.brasilia),
  one('fr', 'ville', 'Quelles pistes y a-t-il à Teresina ?', { linksArea: A.teresina }),
  one('fr', 'sans-accent', 'pistes a guarulhos', { linksArea: A.guarulhos }),
  one('fr', 'guillemets', 'Parle-moi de la piste « Estádio Ícaro de Castro Melo » à São Paulo', { linksTrack: T.icaro }),
  one('fr', 'infos', 'infos sur Pista de Atletismo do Joao do Pulo', { linksTrack: T.joaoDoPulo }, { fact: 'surface', value: 'asphalt' }),
  one(
    'fr',
    'revetement',
    'Quel est le revêtement de la Pista de Atletismo à São Paulo ?',
    { linksTrack: T.usp },
    { fact: 'surface', value: 'synthetic' },
  ),
  one('fr', 'eclairage', 'Est-ce que SESI Race Track est éclairée ?', { linksTrack: T.sesi }, { fact: 'lighting' }),
  one(
    'fr',
    'longueur',
    'Quelle est la longueur de Pista de Corrida à Sorocaba ?',
    { linksTrack: T.sorocaba },
    { fact: 'length', value: 376 },
  ),
  one('fr', 'laquelle', 'Parle-moi de Pista de Atletismo', { says: 'whichTrack' }),
  one('fr', 'resume', 'Résume les pistes du Minas Gerais', { says: 'summary' }, { linksArea: A.minas }),
  commented(
    'fr',
    'commentaire',
    'Ajoute un commentaire sur Estadio Miguel Lima : très bonne piste le matin',
    T.miguelLima,
    'très bonne piste le matin',
  ),
  one(
    'fr',
    'faux',
    'Les informations sur Pista do Esportivo sont fausses : elle est en herbe maintenant',
    { says: 'badInfoTaken' },
    { linksTrack: T.esportivo },
  ),
  one('fr', 'bug', 'La carte ne marche pas sur mon téléphone', { says: 'bugTaken' }),
  one('fr', 'suggestion', 'Suggestion : afficher les horaires d’ouverture', { says: 'featureTaken' }),
  one('fr', 'pays', 'Quelles pistes au Brazil ?', { linksArea: A.brazil }),
];

const zh: Conversation[] = [
  nearMe('zh', 'fujin', '我附近有跑道吗？', P.niteroi),
  nearMe('zh', 'zuijin', '离我最近的跑道在哪里', P.voltaRedonda),
  one('zh', 'chengshi', 'Curitiba有哪些跑道？', { linksArea: A.curitiba }),
  one('zh', 'chengshi-2', '请列出 Salvador 的跑道', { linksArea: A.salvador }),
  one('zh', 'jieshao', '介绍一下“Pista de corrida do Estádio Conillon”', { linksTrack: T.conillon }),
  one('zh', 'guanyu', '告诉我关于 Estadio da Unifap 的信息', { linksTrack: T.unifap }),
  one(
    'zh',
    'biaomian',
    'Pista de Atletismo Armando Garlippe 的跑道表面是什么？',
    { linksTrack: T.garlippe },
    { fact: 'surface', value: 'synthetic' },
  ),
  one('zh', 'zhaoming', 'Praça do Vittace 有照明吗？', { linksTrack: T.vittace }, { fact: 'lighting' }),
  one('zh', 'changdu', 'Pista de Atletismo do Paranoá 的长度是多少？', { linksTrack: T.paranoa }, { fact: 'length', value: 433 }),
  one('zh', 'naxie', '介绍一下 Pista de Atletismo', { says: 'whichTrack' }),
  one('zh', 'zongjie', '总结一下 Paraná 的跑道', { says: 'summary' }, { linksArea: A.parana }),
  nearMe('zh', 'zongjie-wo', '总结我附近的跑道情况', P.jundiai, true),
  commented('zh', 'pinglun', '评论 Pista Olímpica Ivo Roman Ros：跑道很好', T.ivoRoman, '跑道很好'),
  one('zh', 'cuowu', 'Estádio Miguel Lima 的信息有误：现在是塑胶跑道', { says: 'badInfoTaken' }, { linksTrack: T.miguelLima }),
  one('zh', 'bug', '地图打不开', { says: 'bugTaken' }),
  one('zh', 'jianyi', '建议：增加夜间模式', { says: 'featureTaken' }),
];

const ja: Conversation[] = [
  nearMe('ja', 'chikaku', '近くのトラックを教えて', P.saoPaulo),
  nearMe('ja', 'moyori', '最寄りの陸上競技場はどこ？', P.pontaGrossa),
  one('ja', 'toshi', 'Bauruのトラック', { linksArea: A.bauru }),
  one('ja', 'toshi-2', 'Belo Horizonte にあるトラックは？', { linksArea: A.beloHorizonte }),
  one('ja', 'kagikakko', '「Pista de Atletismo do Paranoá」について教えて', { linksTrack: T.paranoa }),
  one('ja', 'shosai', 'Complexo de Atletismo Aida dos Santos の詳細', { linksTrack: T.aida }, { fact: 'lanes', value: 8 }),
  one(
    'ja',
    'romen',
    'Pista de Atletismo Prof Ricardo Alves の路面は？',
    { linksTrack: T.ricardoAlves },
    { fact: 'surface', value: 'gravel' },
  ),
  one('ja', 'shomei', 'Pista de Cooper Antonio Daoud に照明はありますか？', { linksTrack: T.daoud }, { fact: 'lighting' }),
  one('ja', 'okunai', 'Estádio Ícaro de Castro Melo は屋内ですか？', { linksTrack: T.icaro }, { fact: 'indoor', value: false }),
  one('ja', 'dore', 'Pista de Atletismo について教えて', { says: 'whichTrack' }),
  one('ja', 'matome', 'Goiás のトラックをまとめて', { says: 'summary' }, { linksArea: A.goias }),
  commented('ja', 'comment', 'Estadio da Unifap にコメント：とても良いトラックです', T.unifap, 'とても良いトラックです'),
  one(
    'ja',
    'machigai',
    'Pista de Atletismo do Alvorada の情報が間違っています：レーンは6本です',
    { says: 'badInfoTaken' },
    { linksTrack: T.alvorada },
  ),
  one('ja', 'bug', '地図が表示されないバグがあります', { says: 'bugTaken' }),
  one('ja', 'yobo', '要望：営業時間を表示してほしい', { says: 'featureTaken' }),
  one('ja', 'shu', 'Santa Catarina のトラック一覧', { linksArea: A.santaCatarina }),
];

const ar: Conversation[] = [
  nearMe('ar', 'qarib', 'هل توجد مضامير قريبة مني؟', P.teresina),
  nearMe('ar', 'aqrab', 'أين أقرب مضمار؟', P.araraquara),
  one('ar', 'madina', 'ما هي المضامير في Natal؟', { linksArea: A.natal }),
  one('ar', 'madina-2', 'مضامير في Curitiba', { linksArea: A.curitiba }),
  one('ar', 'iqtibas', 'أخبرني عن "Estádio Arnaldo José Celeste"', { linksTrack: T.arnaldo }),
  one('ar', 'an', 'معلومات عن Pista de Atletismo do Joao do Pulo', { linksTrack: T.joaoDoPulo }, { fact: 'lighting' }),
  one('ar', 'sath', 'ما هو سطح Pista de Atletismo Armando Garlippe؟', { linksTrack: T.garlippe }, { fact: 'surface', value: 'synthetic' }),
  one('ar', 'tul', 'ما طول Pista de Atletismo في Volta Redonda؟', { linksTrack: T.voltaRedonda }, { fact: 'length', value: 442 }),
  one('ar', 'harat', 'كم عدد الحارات في Complexo de Atletismo Aída dos Santos؟', { linksTrack: T.aida }, { fact: 'lanes', value: 8 }),
  one('ar', 'ayyuha', 'أخبرني عن Pista de Atletismo', { says: 'whichTrack' }),
  one('ar', 'mulakhas', 'لخص المضامير في Bahia', { says: 'summary' }, { linksArea: A.bahia }),
  commented('ar', 'taliq', 'اكتب تعليقا على Pista do Esportivo: المضمار نظيف', T.esportivo, 'المضمار نظيف'),
  one('ar', 'khata', 'معلومات Estádio Miguel Lima غير صحيحة: السطح الآن عشب', { says: 'badInfoTaken' }, { linksTrack: T.miguelLima }),
  one('ar', 'atal', 'الخريطة لا تعمل على هاتفي', { says: 'bugTaken' }),
  one('ar', 'iqtirah', 'اقتراح: إضافة الوضع الليلي', { says: 'featureTaken' }),
  one('ar', 'wilaya', 'مضامير في Minas Gerais', { linksArea: A.minas }),
];

/** Written after the rules, as people type when they are in a hurry: slips in names, no cue words, run-on sentences. */
const hurried: Conversation[] = [
  one('en', 'slip-city', 'tracks around Curitba', { linksArea: A.curitiba }),
  one('en', 'slip-track', 'tell me about Estadio Migel Lima', { linksTrack: T.miguelLima }),
  one('en', 'name-only', 'Pista de Atletismo Armando Garlippe', { linksTrack: T.garlippe }),
  one('en', 'place-only', 'Teresina', { linksArea: A.teresina }),
  one('en', 'run-on', 'hi there I am visiting Joinville next week are there any running tracks I could use', { linksArea: A.joinville }),
  one('en', 'lowercase-facts', 'sesi race track surface and length?', { linksTrack: T.sesi }, { fact: 'surface', value: 'gravel' }),
  one(
    'en',
    'report-lanes',
    'Estadio Miguel Lima has 6 lanes, not what your site says, please fix',
    { says: 'badInfoTaken' },
    { linksTrack: T.miguelLima },
  ),
  commented(
    'en',
    'comment-quote-first',
    '"closed for renovation until March" - please add that as a comment to Pista de Atletismo do Alvorada',
    T.alvorada,
    'closed for renovation until March',
  ),
  one('en', 'feature-want', 'I want to be able to save my favourite tracks', { says: 'featureTaken' }),
  one('pt', 'slip-cidade', 'pistas em Florianopols', { linksArea: 'brazil/santa-catarina/florianopolis' }),
  one('pt', 'slip-pista', 'fale sobre o Estadio Arnaldo Jose Celest', { linksTrack: T.arnaldo }),
  one('pt', 'so-nome', 'Vila Olímpica de Boa Vista', { linksTrack: T.vilaOlimpica }),
  one('pt', 'onde-correr', 'onde posso correr em Belo Horizonte?', { linksArea: A.beloHorizonte }),
  one('pt', 'bug-tela', 'a tela fica branca quando abro o mapa, acho que é um bug', { says: 'bugTaken' }),
  one('es', 'slip-ciudad', 'pistas en Teresna', { linksArea: A.teresina }),
  one('es', 'donde-correr', '¿Dónde puedo correr en Guarulhos?', { linksArea: A.guarulhos }),
  one('de', 'tippfehler', 'Laufbahnen in Blumenao', { linksArea: A.blumenau }),
  one('fr', 'ou-courir', 'Où courir à Cuiabá ?', { linksArea: A.cuiaba }),
  one('sv', 'var-springa', 'Var kan jag springa i Salvador?', { linksArea: A.salvador }),
  one('zh', 'nali-pao', '在 Natal 哪里可以跑步？', { linksArea: A.natal }),
  one('ja', 'doko-hashiru', 'Curitibaで走れる場所は？', { linksArea: A.curitiba }),
  one('ar', 'ayna-ajri', 'أين يمكنني الجري في Salvador؟', { linksArea: A.salvador }),
];

/**
 * "Can I run there now, and what does it cost?" (issue 14), about the sample's track in
 * Pitangui, open 24/7 and free by OpenStreetMap, and the unnamed São Paulo track whose access
 * is no: answers that hold whenever the set is played.
 */
const hoursAndFees: Conversation[] = [
  openNearMe('en', 'open-near-me', 'Which tracks near me are open now?'),
  one('en', 'is-free', 'Is Pista de Corrida in Pitangui free?', { says: 'free' }, { linksTrack: T.pitangui }),
  one(
    'en',
    'when-open',
    'When does Pista de Corrida in Pitangui open?',
    { says: 'openNow' },
    { says: 'weekHours' },
    { linksTrack: T.pitangui },
  ),
  one('en', 'free-in-state', 'free tracks in Minas Gerais', { says: 'freeList' }, { linksTrack: T.pitangui }, { fact: 'free' }),
  one(
    'en',
    'open-none',
    'tracks open now in São Paulo',
    { says: 'openNowList' },
    { linksArea: A.saoPaulo },
    { notLinksTrack: T.closedSaoPaulo },
  ),
  openNearMe('pt', 'abertas-agora', 'Quais pistas perto de mim estão abertas agora?'),
  one('pt', 'gratuita', 'A Pista de Corrida em Pitangui é gratuita?', { says: 'free' }, { linksTrack: T.pitangui }),
  one(
    'pt',
    'horario',
    'Qual o horário da Pista de Corrida de Pitangui?',
    { says: 'openNow' },
    { says: 'weekHours' },
    { linksTrack: T.pitangui },
  ),
  one(
    'pt',
    'gratuitas-cidade',
    'pistas gratuitas em Pitangui',
    { says: 'freeList' },
    { linksArea: A.pitangui },
    { linksTrack: T.pitangui },
  ),
  openNearMe('es', 'abiertas-ahora', '¿Qué pistas cerca de mí están abiertas ahora?'),
  one('es', 'cuanto-cuesta', '¿Cuánto cuesta la Pista de Corrida en Pitangui?', { says: 'free' }, { linksTrack: T.pitangui }),
  one('es', 'a-que-hora', '¿A qué hora abre la Pista de Corrida de Pitangui?', { says: 'openNow' }, { says: 'weekHours' }),
  openNearMe('sv', 'oppna-nu', 'Vilka banor nära mig är öppna nu?'),
  one('sv', 'gratis', 'Är Pista de Corrida i Pitangui gratis?', { says: 'free' }, { linksTrack: T.pitangui }),
  one('sv', 'oppettider', 'Vilka öppettider har Pista de Corrida i Pitangui?', { says: 'openNow' }, { says: 'weekHours' }),
  openNearMe('de', 'jetzt-geoeffnet', 'Welche Bahnen in meiner Nähe sind jetzt geöffnet?'),
  one('de', 'kostenlos', 'Ist Pista de Corrida in Pitangui kostenlos?', { says: 'free' }, { linksTrack: T.pitangui }),
  one('de', 'wann-oeffnet', 'Wann öffnet Pista de Corrida in Pitangui?', { says: 'openNow' }, { says: 'weekHours' }),
  openNearMe('fr', 'ouvertes-maintenant', 'Quelles pistes près de moi sont ouvertes maintenant ?'),
  one('fr', 'combien', 'Combien coûte Pista de Corrida à Pitangui ?', { says: 'free' }, { linksTrack: T.pitangui }),
  one('fr', 'horaires', 'Quels sont les horaires de Pista de Corrida à Pitangui ?', { says: 'openNow' }, { says: 'weekHours' }),
  openNearMe('zh', 'xianzai-kaifang', '我附近现在开放的跑道有哪些？'),
  one('zh', 'mianfei', 'Pitangui 的 Pista de Corrida 免费吗？', { says: 'free' }, { linksTrack: T.pitangui }),
  one('zh', 'jidian', 'Pitangui 的 Pista de Corrida 几点开门？', { says: 'openNow' }, { says: 'weekHours' }),
  openNearMe('ja', 'ima-aiteru', '近くで今開いているトラックは？'),
  one('ja', 'muryo', 'Pitangui の Pista de Corrida は無料ですか？', { says: 'free' }, { linksTrack: T.pitangui }),
  one('ja', 'eigyo-jikan', 'Pitangui の Pista de Corrida の営業時間は？', { says: 'openNow' }, { says: 'weekHours' }),
  openNearMe('ar', 'maftuh-alan', 'ما المضامير القريبة مني المفتوحة الآن؟'),
  one('ar', 'majjani', 'هل Pista de Corrida في Pitangui مجاني؟', { says: 'free' }, { linksTrack: T.pitangui }),
  one('ar', 'mawaid', 'ما مواعيد Pista de Corrida في Pitangui؟', { says: 'openNow' }, { says: 'weekHours' }),
];

/**
 * Issue 28, answers a runner can act on, in all nine languages, written as new users type
 * (missing accents, typos): summaries that list and link their tracks and name the place, the
 * location request however it is asked, honest matches, names read with their place, stated
 * constraints, and every command. Scotland's tracks come from the census sample.
 */
const S = {
  crownpoint: 'glasgow-club-crownpoint-sports-complex-glasgow',
  scotstounIndoor: 'glasgow-club-scotstoun-glasgow',
  aberdeenSportsVillage: 'aberdeen-sports-village-aberdeen',
  invernessLeisure: 'inverness-leisure-inverness',
  murrayfield: 'murrayfield-stadium-edinburgh',
  /** A track called just "Pista", in Salvador: never the answer about another place's track. */
  pistaSalvador: 'pista-salvador',
  walkAnapolis: 'pista-de-caminhada-anapolis',
  walkMinacu: 'pista-de-caminhada-minacu',
  walkLaranjeiras: 'pista-de-caminhada-laranjeiras-do-sul',
  natal400: 'track-natal',
  natal109: 'track-natal-9',
  araraquaraArea: 'brazil/sao-paulo/araraquara',
  glasgowArea: 'united-kingdom/scotland/glasgow',
};

type Phrases = Record<Language, string>;
const LANGUAGES: Language[] = ['en', 'pt', 'es', 'sv', 'de', 'fr', 'zh', 'ja', 'ar'];
const eachLanguage = (make: (lang: Language) => Conversation) => LANGUAGES.map(make);

const SUMMARISE_MINE: Phrases = {
  en: 'summarize track information in my area',
  pt: 'resuma as informacoes das pistas na minha regiao',
  es: 'resumen de las pistas cerca de mi',
  sv: 'sammanfatta banorna nära mig',
  de: 'Zusammenfassung der Bahnen in meiner Nähe',
  fr: 'résumé des pistes près de moi',
  zh: '总结一下我附近的跑道',
  ja: '近くのトラックをまとめて',
  ar: 'لخص لي المضامير القريبة مني',
};
const NEAR_ME: Phrases = {
  en: 'tracks near me',
  pt: 'pistas perto de mim',
  es: 'pistas cerca de mí',
  sv: 'banor nära mig',
  de: 'Bahnen in meiner Nähe',
  fr: 'pistes près de moi',
  zh: '我附近的跑道',
  ja: '近くのトラック',
  ar: 'مضامير قريبة مني',
};
const TYPED_PLACE: Phrases = {
  en: 'natal',
  pt: 'Natal',
  es: 'en Natal',
  sv: 'Natal',
  de: 'Natal',
  fr: 'à Natal',
  zh: 'Natal',
  ja: 'Natal',
  ar: 'Natal',
};
const NOBODYS_TRACK: Phrases = {
  en: 'is the Ibirapuera track open now?',
  pt: 'a pista do Ibirapuera está aberta agora?',
  es: '¿la pista de Ibirapuera esta abierta ahora?',
  sv: 'är banan vid Ibirapuera öppen nu?',
  de: 'Ist die Bahn im Ibirapuera jetzt offen?',
  fr: 'la piste d’Ibirapuera est-elle ouverte maintenant ?',
  zh: 'Ibirapuera 跑道现在开放吗？',
  ja: 'Ibirapueraのトラックは今開いていますか？',
  ar: 'هل مضمار Ibirapuera مفتوح الآن؟',
};
const NAME_WITH_PLACE: Phrases = {
  en: 'tell me about Pista de Caminhada in Anapolis',
  pt: 'me fale da Pista de Caminhada em Anápolis',
  es: 'háblame de la Pista de Caminhada en Anápolis',
  sv: 'berätta om Pista de Caminhada i Anapolis',
  de: 'erzähl mir von Pista de Caminhada in Anápolis',
  fr: 'parle-moi de Pista de Caminhada à Anápolis',
  zh: '介绍一下 Anápolis 的 Pista de Caminhada',
  ja: 'AnápolisのPista de Caminhadaについて教えて',
  ar: 'أخبرني عن Pista de Caminhada في Anápolis',
};
const TRACKS_IN_GOIAS: Phrases = {
  en: 'tracks in Goias',
  pt: 'pistas em Goiás',
  es: 'pistas en Goiás',
  sv: 'banor i Goiás',
  de: 'Bahnen in Goiás',
  fr: 'pistes à Goiás',
  zh: 'Goiás 的跑道',
  ja: 'Goiásのトラック',
  ar: 'مضامير في Goiás',
};
const ABOUT_WALKWAY: Phrases = {
  en: 'tell me about Pista de Caminhada',
  pt: 'e a Pista de Caminhada?',
  es: 'háblame de la Pista de Caminhada',
  sv: 'berätta om Pista de Caminhada',
  de: 'erzähl mir von Pista de Caminhada',
  fr: 'parle-moi de Pista de Caminhada',
  zh: '介绍一下 Pista de Caminhada',
  ja: 'Pista de Caminhadaについて教えて',
  ar: 'أخبرني عن Pista de Caminhada',
};
const LAPS_OF_400: Phrases = {
  en: 'where can i run 400m intervals in natal',
  pt: 'onde treinar tiros de 400 metros em Natal',
  es: 'pistas de 400 m en Natal',
  sv: 'banor på 400 m i Natal',
  de: 'Bahnen mit 400 m in Natal',
  fr: 'pistes de 400 m à Natal',
  zh: 'Natal 有 400 米的跑道吗',
  ja: 'Natalの400mトラック',
  ar: 'مضامير 400 متر في Natal',
};
const FREE_IN_GLASGOW: Phrases = {
  en: 'running track glasgow free?',
  pt: 'pista gratuita em Glasgow',
  es: 'pistas gratis en Glasgow',
  sv: 'gratis banor i Glasgow',
  de: 'kostenlose Bahnen in Glasgow',
  fr: 'pistes gratuites à Glasgow',
  zh: 'Glasgow 的免费跑道',
  ja: 'Glasgowの無料のトラック',
  ar: 'مضامير مجانية في Glasgow',
};
const INDOOR_IN_GLASGOW: Phrases = {
  en: 'indoor tracks in Glasgow',
  pt: 'pistas cobertas em Glasgow',
  es: 'pistas cubiertas en Glasgow',
  sv: 'inomhusbanor i Glasgow',
  de: 'Hallenbahnen in Glasgow',
  fr: 'pistes couvertes à Glasgow',
  zh: 'Glasgow 的室内跑道',
  ja: 'Glasgowの屋内トラック',
  ar: 'مضامير داخلية في Glasgow',
};
/** A comment after a colon on a track whose name holds its town ("Inverness Leisure"): [typed, posted]. */
const COMMENT_COLON: Record<Language, [string, string]> = {
  en: ['comment on Inverness Leisure: the track was busy tonight', 'the track was busy tonight'],
  pt: ['comentar na Inverness Leisure: pista cheia hoje', 'pista cheia hoje'],
  es: ['deja un comentario en Inverness Leisure: pista llena hoy', 'pista llena hoy'],
  sv: ['kommentera Inverness Leisure: mycket folk ikväll', 'mycket folk ikväll'],
  de: ['Kommentar zu Inverness Leisure: heute Abend sehr voll', 'heute Abend sehr voll'],
  fr: ['commentaire sur Inverness Leisure : très fréquentée ce soir', 'très fréquentée ce soir'],
  zh: ['评论 Inverness Leisure：今晚人很多', '今晚人很多'],
  ja: ['Inverness Leisureにコメント：今夜は混んでいた', '今夜は混んでいた'],
  ar: ['علق على Inverness Leisure: مزدحم الليلة', 'مزدحم الليلة'],
};
/** A comment said in a sentence, without a colon. */
const COMMENT_SAID: Record<Language, [string, string]> = {
  en: ['post a comment on Aberdeen Sports Village saying the new lanes are great', 'the new lanes are great'],
  pt: ['comente na Aberdeen Sports Village dizendo que as raias novas estao otimas', 'as raias novas estao otimas'],
  es: ['comenta en Aberdeen Sports Village diciendo que las calles nuevas son geniales', 'las calles nuevas son geniales'],
  sv: ['skriv till Aberdeen Sports Village att de nya banorna är toppen', 'de nya banorna är toppen'],
  de: ['kommentiere Aberdeen Sports Village mit die neuen Bahnen sind super', 'die neuen Bahnen sind super'],
  fr: ['commente Aberdeen Sports Village en disant les nouveaux couloirs sont super', 'les nouveaux couloirs sont super'],
  zh: ['评论 Aberdeen Sports Village 说新跑道很棒', '新跑道很棒'],
  ja: ['Aberdeen Sports Villageにコメント「新しいレーンが最高」', '新しいレーンが最高'],
  ar: ['اكتب تعليقا على Aberdeen Sports Village "المسارات الجديدة رائعة"', 'المسارات الجديدة رائعة'],
};
const WRONG_DATA: Phrases = {
  en: 'the info on Murrayfield Stadium is wrong, it has no track anymore',
  pt: 'os dados do Murrayfield Stadium estao errados',
  es: 'los datos de Murrayfield Stadium son incorrectos',
  sv: 'uppgifterna om Murrayfield Stadium är fel',
  de: 'die Angaben zu Murrayfield Stadium sind falsch',
  fr: 'les infos de Murrayfield Stadium sont fausses',
  zh: 'Murrayfield Stadium 的信息有误',
  ja: 'Murrayfield Stadiumの情報が間違っています',
  ar: 'معلومات Murrayfield Stadium خاطئة',
};
const BUG: Phrases = {
  en: 'the map doesnt load, is it a bug?',
  pt: 'o mapa nao carrega, acho que e um bug',
  es: 'hay un bug, el mapa no carga',
  sv: 'kartan laddar inte, bugg?',
  de: 'Fehler melden: Karte lädt nicht',
  fr: 'bug : la carte ne charge pas',
  zh: '地图打不开，有bug',
  ja: '地図が表示されないバグがあります',
  ar: 'يوجد خلل في الخريطة',
};
const FEATURE: Phrases = {
  en: 'it would be useful to filter by surface',
  pt: 'sugestao: filtrar por piso',
  es: 'sugerencia: filtrar por superficie',
  sv: 'förslag: filtrera på underlag',
  de: 'Vorschlag: nach Belag filtern',
  fr: 'suggestion : filtrer par revêtement',
  zh: '建议：按跑道材质筛选',
  ja: '要望：路面で絞り込みたい',
  ar: 'اقتراح: التصفية حسب السطح',
};

/** A visit told of (issue 28): posted as a visit report on the track. */
const VISIT: Record<Language, [string, string]> = {
  en: ['I visited Harlaw Academy today: the gates were open', 'the gates were open'],
  pt: ['Estive na Harlaw Academy hoje: portao aberto', 'portao aberto'],
  es: ['Estuve en Harlaw Academy hoy: la puerta estaba abierta', 'la puerta estaba abierta'],
  sv: ['Jag var på Harlaw Academy idag: grinden var öppen', 'grinden var öppen'],
  de: ['Besuchsbericht Harlaw Academy: das Tor war offen', 'das Tor war offen'],
  fr: ['Rapport de visite Harlaw Academy : le portail était ouvert', 'le portail était ouvert'],
  zh: ['我去了 Harlaw Academy：大门开着', '大门开着'],
  ja: ['Harlaw Academyに行ってきました：門は開いていた', '門は開いていた'],
  ar: ['زرت Harlaw Academy: كانت البوابة مفتوحة', 'كانت البوابة مفتوحة'],
};

/** A place named in the language of the route, not as the data names it (Edinburgh). */
const EDINBURGH_IN_LANGUAGE: Phrases = {
  en: 'running tracks in edinburg',
  pt: 'pistas em Edimburgo',
  es: 'pistas iluminadas en Edimburgo',
  sv: 'banor i Edinburgh',
  de: 'Laufbahnen in Edinburg',
  fr: 'quelles pistes éclairées à Édimbourg ?',
  zh: '爱丁堡的跑道',
  ja: 'エディンバラのトラック',
  ar: 'مضامير في إدنبرة',
};

const share = (at: (typeof P)[keyof typeof P]) => JSON.stringify({ latitude: at.latitude, longitude: at.longitude });

const actionable: Conversation[] = [
  // A summary around the user: the place named, the tracks listed and linked, no "0 are …".
  ...eachLanguage((lang) => ({
    id: `${lang}-summary-lists-tracks`,
    lang,
    turns: [
      { say: SUMMARISE_MINE[lang], expect: [{ asksLocation: true }] },
      {
        say: share(P.araraquara),
        expect: [{ says: 'summary' }, { linksTrack: T.garlippe }, { linksArea: S.araraquaraArea }, { noZeroCounts: true }],
      },
    ],
  })),
  // Typed instead of tapping: the Share location button comes back each time.
  ...eachLanguage((lang) => ({
    id: `${lang}-asks-again`,
    lang,
    turns: [
      { say: SUMMARISE_MINE[lang], expect: [{ asksLocation: true }] },
      { say: NEAR_ME[lang], expect: [{ asksLocation: true }] },
      { say: share(P.niteroi), expect: [{ linksTrack: T.aida }] },
    ],
  })),
  // A place name typed at the location request answers there.
  ...eachLanguage((lang) => ({
    id: `${lang}-place-for-location`,
    lang,
    turns: [
      { say: NEAR_ME[lang], expect: [{ asksLocation: true }] },
      { say: TYPED_PLACE[lang], expect: [{ linksArea: A.natal }, { linksAnyTrack: true }] },
    ],
  })),
  // A name nobody has: "no such track", never the facts of the track called "Pista".
  ...eachLanguage((lang) => one(lang, 'honest-no-match', NOBODYS_TRACK[lang], { says: 'notFound' }, { notLinksTrack: S.pistaSalvador })),
  // A name many tracks share, with its town in the same message.
  ...eachLanguage((lang) =>
    one(lang, 'name-with-place', NAME_WITH_PLACE[lang], { linksTrack: S.walkAnapolis }, { notLinksTrack: S.walkMinacu }),
  ),
  // The place said earlier in the conversation narrows a shared name.
  ...eachLanguage((lang) => ({
    id: `${lang}-name-in-conversation-place`,
    lang,
    turns: [
      { say: TRACKS_IN_GOIAS[lang], expect: [{ linksArea: A.goias }] },
      { say: ABOUT_WALKWAY[lang], expect: [{ linksTrack: [S.walkAnapolis, S.walkMinacu] }, { notLinksTrack: S.walkLaranjeiras }] },
    ],
  })),
  // A lap length narrows the list.
  ...eachLanguage((lang) =>
    one(lang, 'laps-of-400', LAPS_OF_400[lang], { saysLength: 400 }, { linksTrack: S.natal400 }, { notLinksTrack: S.natal109 }),
  ),
  // Nothing free known: what is unknown is said, and the closest are offered.
  ...eachLanguage((lang) =>
    one(lang, 'free-none-offers', FREE_IN_GLASGOW[lang], { says: 'freeList' }, { offersAlternatives: true }, { linksArea: S.glasgowArea }),
  ),
  ...eachLanguage((lang) =>
    one(lang, 'indoor-only', INDOOR_IN_GLASGOW[lang], { linksTrack: S.scotstounIndoor }, { notLinksTrack: S.crownpoint }),
  ),
  ...eachLanguage((lang) => commented(lang, 'comment-town-in-name', COMMENT_COLON[lang][0], S.invernessLeisure, COMMENT_COLON[lang][1])),
  ...eachLanguage((lang) => commented(lang, 'comment-said', COMMENT_SAID[lang][0], S.aberdeenSportsVillage, COMMENT_SAID[lang][1])),
  ...eachLanguage((lang) => one(lang, 'wrong-data-scotland', WRONG_DATA[lang], { says: 'badInfoTaken' }, { linksTrack: S.murrayfield })),
  ...eachLanguage((lang) =>
    one(
      lang,
      'visit-report',
      VISIT[lang][0],
      { says: 'visitPosted' },
      { linksTrack: 'harlaw-academy-aberdeen' },
      { comment: { track: 'harlaw-academy-aberdeen', text: VISIT[lang][1] } },
    ),
  ),
  ...eachLanguage((lang) =>
    one(lang, 'place-in-language', EDINBURGH_IN_LANGUAGE[lang], { linksArea: 'united-kingdom/scotland/edinburgh' }),
  ),
  // "How is the nearest track?" asks for the location, never about a track called "Pista".
  nearMe('en', 'how-is-nearest', 'how is the track nearest to me?', P.jundiai),
  nearMe('pt', 'como-e-mais-perto', 'como é a pista mais perto de mim?', P.jundiai),
  nearMe('es', 'como-es-mas-cercana', '¿cómo es la pista más cercana?', P.jundiai),
  // A shared name said with its state, and "tell me about" said as people say it.
  one(
    'pt',
    'me-fala-estado',
    'me fala da Pista de Atletismo no Espírito Santo',
    { says: 'whichTrack' },
    { linksTrack: [T.vilaVelha, 'pista-de-atletismo-vitoria'] },
    { notLinksTrack: T.voltaRedonda },
  ),
  one('es', 'como-es-la', '¿cómo es la Pista de Atletismo de Vila Velha?', { linksTrack: T.vilaVelha }, { fact: 'length', value: 400 }),
  ...eachLanguage((lang) => one(lang, 'bug-typed', BUG[lang], { says: 'bugTaken' })),
  ...eachLanguage((lang) => one(lang, 'feature-typed', FEATURE[lang], { says: 'featureTaken' })),
];

export const CONVERSATIONS: Conversation[] = [
  ...en,
  ...pt,
  ...es,
  ...sv,
  ...de,
  ...fr,
  ...zh,
  ...ja,
  ...ar,
  ...hurried,
  ...hoursAndFees,
  ...actionable,
];
