// Paraphrases of the chat's evaluation set (eval/chat/conversations.ts): the same intents, in the
// nine languages, written the way runners type them rather than the way the set's first phrasings
// did: polite forms ("could you please…", "skulle du kunna…", "você poderia…"), questions inside
// requests, quotes around names, a phone's typos, places named in the sentence's own language
// ("Escócia", "巴西利亚", "クリチバ") or with their state ("Maringá, Paraná"), reports whose first
// words are a place, and polite requests to post a comment. Written from the product's spec and
// the sample alone; every expected track and area, and every fact, was checked against the
// seeded sample (data/osm, data/census). Played by `npm run eval:chat -- --set paraphrases`.
import type { Language } from '../../src-shared/enums';
import { A, type Check, type Conversation, P, T } from './conversations';

/** Places and tracks of the sample that the first set does not name. */
const A2 = {
  maringa: 'brazil/parana/maringa',
  pontaGrossa: 'brazil/parana/ponta-grossa',
  sorocaba: 'brazil/sao-paulo/sorocaba',
  niteroi: 'brazil/rio-de-janeiro/niteroi',
  florianopolis: 'brazil/santa-catarina/florianopolis',
  goiania: 'brazil/goias/goiania',
  manaus: 'brazil/amazonas/manaus',
  vitoria: 'brazil/espirito-santo/vitoria',
  saoPauloState: 'brazil/sao-paulo',
  rioState: 'brazil/rio-de-janeiro',
  rioGrandeDoNorte: 'brazil/rio-grande-do-norte',
  scotland: 'united-kingdom/scotland',
  edinburgh: 'united-kingdom/scotland/edinburgh',
};
const T2 = {
  /** Scotland's register: indoor tracks. */
  ravenscraig: 'ravenscraig-regional-sports-facility-motherwell',
  bathgate: 'bathgate-sports-centre-bathgate',
};

const one = (lang: Language, id: string, say: string, ...expect: Check[]): Conversation => ({
  id: `para-${lang}-${id}`,
  lang,
  turns: [{ say, expect }],
});

/** The location is asked for, shared next to a track of the sample, and the answer checked. */
const nearMe = (lang: Language, id: string, say: string, at: (typeof P)[keyof typeof P], summary = false): Conversation => ({
  id: `para-${lang}-${id}`,
  lang,
  turns: [
    { say, expect: [{ asksLocation: true }] },
    {
      say: JSON.stringify({ latitude: at.latitude, longitude: at.longitude }),
      expect: [summary ? { says: 'summary' } : { linksTrack: at.track }],
    },
  ],
});

/** Tracks near the user open now: Paranoá, open 24/7, said to be open now. */
const openNearMe = (lang: Language, id: string, say: string): Conversation => ({
  id: `para-${lang}-${id}`,
  lang,
  turns: [
    { say, expect: [{ asksLocation: true }] },
    {
      say: JSON.stringify({ latitude: P.brasilia.latitude, longitude: P.brasilia.longitude }),
      expect: [{ says: 'openNowList' }, { linksTrack: T.paranoa }, { fact: 'openNow' }],
    },
  ],
});

const commented = (lang: Language, id: string, say: string, track: string, text: string): Conversation =>
  one(lang, id, say, { says: 'commentPosted' }, { linksTrack: track }, { comment: { track, text } });

const free = (lang: Language, id: string, say: string) => one(lang, id, say, { says: 'free' }, { linksTrack: T.pitangui });
const hours = (lang: Language, id: string, say: string) => one(lang, id, say, { says: 'openNow' }, { says: 'weekHours' });

const en: Conversation[] = [
  nearMe('en', 'near-polite', 'Could you please show me the running tracks close to where I am?', P.niteroi),
  nearMe('en', 'near-question', 'can u tell me where the nearest athletics track is', P.araraquara),
  one(
    'en',
    'city-polite',
    'Hi! Would you mind telling me which running tracks there are in Salvador?',
    { linksArea: A.salvador },
    {
      linksAnyTrack: true,
    },
  ),
  one('en', 'city-state', 'any tracks in Curitiba, Paraná?', { linksArea: A.curitiba }),
  one('en', 'city-typo', 'trakcs in Belo Horizonte pls', { linksArea: A.beloHorizonte }),
  one('en', 'city-other-name', 'running tracks in Sao Paolo', { linksArea: A.saoPaulo }),
  one('en', 'state', "I'm looking for athletics tracks in the state of Santa Catarina", { linksArea: A.santaCatarina }),
  one(
    'en',
    'lanes-quoted',
    'How many lanes does "Estádio Municipal Antiocho Pereira" have?',
    { linksTrack: T.antiocho },
    {
      fact: 'lanes',
      value: 6,
    },
  ),
  one(
    'en',
    'surface-request',
    'Could you tell me what surface the track at CSU Lorena is?',
    { linksTrack: T.lorena },
    {
      fact: 'surface',
      value: 'gravel',
    },
  ),
  one('en', 'lighting-typo', 'is Pista de Cooper Antonio Daud lit at nite', { linksTrack: T.daoud }, { fact: 'lighting' }),
  one(
    'en',
    'indoor-yes',
    'Is Ravenscraig Regional Sports Facility an indoor track?',
    { linksTrack: T2.ravenscraig },
    {
      fact: 'indoor',
      value: true,
    },
  ),
  one('en', 'which-polite', 'Could you tell me about the Pista de Atletismo, please?', { says: 'whichTrack' }),
  one('en', 'summary-polite', 'Can you give me an overview of the tracks in Bahia?', { says: 'summary' }, { linksArea: A.bahia }),
  commented(
    'en',
    'comment-polite',
    'Could you please post a comment on Pista de Atletismo do João do Pulo saying the lights go off at 10 pm',
    T.joaoDoPulo,
    'the lights go off at 10 pm',
  ),
  one(
    'en',
    'wrong-place-first',
    "Vila Velha's Pista de Atletismo is listed as asphalt but it's synthetic now, please correct it",
    { says: 'badInfoTaken' },
    { linksTrack: T.vilaVelha },
  ),
  one(
    'en',
    'wrong-town-dash',
    'Boa Vista - the Vila Olímpica page is wrong, the track there was removed',
    { says: 'badInfoTaken' },
    { linksTrack: T.vilaOlimpica },
  ),
  one('en', 'bug-place-first', 'Natal page just shows a blank map on my phone, looks like a bug', { says: 'bugTaken' }),
  one('en', 'feature-polite', 'Could you please add a way to save my favourite tracks?', { says: 'featureTaken' }),
  free('en', 'free-pay', 'do I have to pay to run at the Pista de Corrida in Pitangui?'),
  openNearMe('en', 'open-near-now', "is there any track near me that's open right now?"),
];

const pt: Conversation[] = [
  nearMe('pt', 'perto-educado', 'Você poderia me mostrar as pistas de corrida perto de mim?', P.jundiai),
  nearMe('pt', 'aqui-perto', 'tem alguma pista de atletismo aqui perto?', P.voltaRedonda),
  one('pt', 'cidade-educado', 'Por favor, quais pistas existem em Teresina?', { linksArea: A.teresina }, { linksAnyTrack: true }),
  one('pt', 'cidade-estado', 'quais pistas tem em Maringá, Paraná?', { linksArea: A2.maringa }),
  one('pt', 'cidade-uf', 'pistas de atletismo em Vitória - ES', { linksArea: A2.vitoria }),
  one('pt', 'exonimo-pais', 'quais pistas de atletismo existem na Escócia?', { linksArea: A2.scotland }),
  one('pt', 'exonimo-cidade', 'vou correr em Edimburgo, tem pista lá?', { linksArea: A2.edinburgh }),
  one('pt', 'estado', 'pistas no estado do Rio de Janeiro', { linksArea: A2.rioState }),
  one('pt', 'tamanho-aspas', 'qual o tamanho da "Praça do Vittace"?', { linksTrack: T.vittace }, { fact: 'length', value: 276 }),
  one(
    'pt',
    'raias-pedido',
    'você pode me dizer quantas raias tem a Pista de Atletismo do Alvorada?',
    { linksTrack: T.alvorada },
    {
      fact: 'lanes',
      value: 8,
    },
  ),
  one('pt', 'luz-erro', 'a pista do estadio conilon tem iluminaçao?', { linksTrack: T.conillon }, { fact: 'lighting' }),
  one('pt', 'coberta', 'o Estádio Ícaro de Castro Melo é pista coberta?', { linksTrack: T.icaro }, { fact: 'indoor', value: false }),
  one('pt', 'qual-educado', 'poderia me falar sobre a Pista de Atletismo?', { says: 'whichTrack' }),
  one('pt', 'resumo-educado', 'você pode fazer um resumo das pistas da Bahia?', { says: 'summary' }, { linksArea: A.bahia }),
  nearMe('pt', 'resumo-regiao', 'me dá um resumo das pistas aqui da região, por favor', P.teresina, true),
  commented(
    'pt',
    'comentario-educado',
    'Você poderia deixar um comentário na Pista do Esportivo dizendo que o portão abre às 6h?',
    T.esportivo,
    'o portão abre às 6h',
  ),
  one(
    'pt',
    'errado-cidade-antes',
    'Teresina: o Estádio Miguel Lima está com informação errada, a pista tem 8 raias',
    { says: 'badInfoTaken' },
    { linksTrack: T.miguelLima },
  ),
  one('pt', 'bug-cidade-antes', 'São Paulo não abre no mapa, só dá erro', { says: 'bugTaken' }),
  one('pt', 'sugestao-educada', 'vocês poderiam colocar os horários de funcionamento das pistas?', { says: 'featureTaken' }),
  free('pt', 'precisa-pagar', 'precisa pagar pra usar a Pista de Corrida de Pitangui?'),
  hours('pt', 'que-horas', 'que horas abre a pista de corrida em Pitangui, MG?'),
];

const es: Conversation[] = [
  nearMe('es', 'cerca-cortes', '¿Podrías decirme qué pistas hay cerca de mí, por favor?', P.saoPaulo),
  nearMe('es', 'donde-estoy', 'necesito una pista para correr cerca de donde estoy', P.pontaGrossa),
  one('es', 'ciudad-cortes', '¿Me podrías decir qué pistas de atletismo hay en Natal?', { linksArea: A.natal }, { linksAnyTrack: true }),
  one('es', 'ciudad-estado', 'pistas en Joinville, Santa Catarina', { linksArea: A.joinville }),
  one('es', 'exonimo-pais', 'pistas de atletismo en Escocia', { linksArea: A2.scotland }),
  one('es', 'exonimo-estado', '¿qué pistas hay en Río Grande del Norte?', { linksArea: A2.rioGrandeDoNorte }),
  one('es', 'estado', '¿Qué pistas hay en el estado de São Paulo?', { linksArea: A2.saoPauloState }),
  one(
    'es',
    'carriles-comillas',
    '¿Cuántos carriles tiene la "Pista de Atletismo Prof. Ricardo Alves"?',
    { linksTrack: T.ricardoAlves },
    {
      fact: 'lanes',
      value: 7,
    },
  ),
  one(
    'es',
    'superficie-pedido',
    '¿me dices de qué es el suelo de la pista del Estádio Capitão Edgard Cavalcante de Albuquerque?',
    { linksTrack: T.edgard },
    { fact: 'surface', value: 'gravel' },
  ),
  one('es', 'longitud-errata', 'cuanto mide la pista de coper antonio daoud', { linksTrack: T.daoud }, { fact: 'length', value: 825 }),
  one('es', 'luz', '¿Tiene luz la pista del Estadio Municipal Antiocho Pereira?', { linksTrack: T.antiocho }, { fact: 'lighting' }),
  one('es', 'cual-cortes', '¿Podrías hablarme de la Pista de Caminhada?', { says: 'whichTrack' }),
  one('es', 'resumen-cortes', '¿Me haces un resumen de las pistas de Minas Gerais?', { says: 'summary' }, { linksArea: A.minas }),
  commented(
    'es',
    'comentario-cortes',
    'Por favor, comenta en Praça do Vittace: el alumbrado funciona hasta las 22h',
    T.vittace,
    'el alumbrado funciona hasta las 22h',
  ),
  one(
    'es',
    'equivocado-ciudad-antes',
    'Maringá, Pista de Atletismo do Alvorada: los datos están mal, tiene 6 carriles',
    { says: 'badInfoTaken' },
    { linksTrack: T.alvorada },
  ),
  one('es', 'fallo-ciudad-antes', 'Curitiba sale vacía en el mapa, creo que es un error de la web', { says: 'bugTaken' }),
  one('es', 'sugerencia-cortes', '¿Podrían añadir un filtro para pistas cubiertas?', { says: 'featureTaken' }),
  openNearMe('es', 'abierta-ahora', '¿hay alguna pista abierta ahora cerca de mí?'),
  one('es', 'gratis-estado', '¿hay pistas gratuitas en Minas Gerais?', { says: 'freeList' }, { linksTrack: T.pitangui }, { fact: 'free' }),
];

const fr: Conversation[] = [
  nearMe('fr', 'pres-poli', 'Pourriez-vous me montrer les pistes d’athlétisme près de chez moi ?', P.jundiai),
  nearMe('fr', 'plus-proche-stp', 'tu peux me dire où est la piste la plus proche stp', P.saoPaulo),
  one('fr', 'ville-poli', 'Bonjour, quelles pistes y a-t-il à Florianópolis s’il vous plaît ?', { linksArea: A2.florianopolis }),
  one('fr', 'ville-etat', 'des pistes à Niterói, Rio de Janeiro ?', { linksArea: A2.niteroi }),
  one('fr', 'exonyme-pays', 'quelles pistes en Écosse ?', { linksArea: A2.scotland }),
  one('fr', 'etat', 'quelles pistes dans l’État du Paraná ?', { linksArea: A.parana }),
  one(
    'fr',
    'revetement-guillemets',
    'Quel est le revêtement de « Pista de Atletismo Armando Garlippe » ?',
    { linksTrack: T.garlippe },
    {
      fact: 'surface',
      value: 'synthetic',
    },
  ),
  one(
    'fr',
    'couloirs-demande',
    'Pouvez-vous me dire combien de couloirs a le Complexo de Atletismo Aída dos Santos ?',
    { linksTrack: T.aida },
    { fact: 'lanes', value: 8 },
  ),
  one('fr', 'longueur-faute', 'longeur de la pista do esportivo', { linksTrack: T.esportivo }, { fact: 'length', value: 300 }),
  one(
    'fr',
    'eclairee',
    'La Pista de Atletismo do João do Pulo est-elle éclairée le soir ?',
    { linksTrack: T.joaoDoPulo },
    {
      fact: 'lighting',
    },
  ),
  one('fr', 'laquelle-poli', 'Je voudrais des infos sur la Pista de Atletismo, s’il vous plaît', { says: 'whichTrack' }),
  one('fr', 'resume-poli', 'Pourrais-tu résumer les pistes de Goiás ?', { says: 'summary' }, { linksArea: A.goias }),
  one('fr', 'resume-bresil', 'Fais-moi un résumé des pistes du Brésil', { says: 'summary' }, { linksArea: A.brazil }),
  nearMe('fr', 'resume-autour', 'Peux-tu me faire un résumé des pistes autour de moi ?', P.voltaRedonda, true),
  commented(
    'fr',
    'commentaire-poli',
    'Pourriez-vous publier un commentaire sur Estadio da Unifap : les vestiaires sont fermés le dimanche',
    T.unifap,
    'les vestiaires sont fermés le dimanche',
  ),
  one(
    'fr',
    'faux-ville-avant',
    'Lorena : les infos sur CSU Lorena sont fausses, la piste est en synthétique maintenant',
    { says: 'badInfoTaken' },
    { linksTrack: T.lorena },
  ),
  one('fr', 'bug-ville-avant', 'Salvador ne s’affiche pas sur la carte, c’est un bug ?', { says: 'bugTaken' }),
  one('fr', 'souhait', 'Ce serait bien de pouvoir trier les pistes par longueur', { says: 'featureTaken' }),
  hours('fr', 'quelle-heure', 'À quelle heure ouvre la Pista de Corrida de Pitangui ?'),
];

const de: Conversation[] = [
  nearMe('de', 'naehe-hoeflich', 'Könntest du mir bitte Laufbahnen in meiner Umgebung zeigen?', P.araraquara),
  nearMe('de', 'naechste-tartan', 'wo ist hier die nächste Tartanbahn?', P.niteroi),
  one('de', 'stadt-bitte', 'Welche Laufbahnen gibt es in Goiânia, bitte?', { linksArea: A2.goiania }),
  one('de', 'stadt-staat', 'Laufbahnen in Sorocaba, São Paulo', { linksArea: A2.sorocaba }),
  one('de', 'exonym-land', 'Laufbahnen in Schottland', { linksArea: A2.scotland }),
  one('de', 'exonym-brasilien', 'Gibt es Leichtathletikbahnen in Brasilien?', { linksArea: A.brazil }),
  one('de', 'bundesstaat', 'Welche Bahnen gibt es im Bundesstaat Rio de Janeiro?', { linksArea: A2.rioState }),
  one(
    'de',
    'laenge-zitat',
    'Wie lang ist die „Pista de Atletismo do Alvorada“?',
    { linksTrack: T.alvorada },
    { fact: 'length', value: 358 },
  ),
  one(
    'de',
    'belag-frage',
    'Kannst du mir sagen, welchen Belag die Pista de Atletismo do João do Pulo hat?',
    { linksTrack: T.joaoDoPulo },
    { fact: 'surface', value: 'asphalt' },
  ),
  one(
    'de',
    'bahnen-tippfehler',
    'wieviele Bahnen hat das Estadio Municipal Antiocho Pereria',
    { linksTrack: T.antiocho },
    {
      fact: 'lanes',
      value: 6,
    },
  ),
  one('de', 'halle-ja', 'Ist Bathgate Sports Centre eine Halle?', { linksTrack: T2.bathgate }, { fact: 'indoor', value: true }),
  one('de', 'welche-frage', 'Kannst du mir was über Pista de Atletismo erzählen?', { says: 'whichTrack' }),
  one(
    'de',
    'uebersicht',
    'Gib mir bitte eine Übersicht über die Bahnen in Santa Catarina',
    { says: 'summary' },
    {
      linksArea: A.santaCatarina,
    },
  ),
  commented(
    'de',
    'kommentar-bitte',
    'Bitte schreib einen Kommentar zu Praça do Vittace: abends gut beleuchtet',
    T.vittace,
    'abends gut beleuchtet',
  ),
  one(
    'de',
    'falsch-ort-vorn',
    'Três Corações: die Angaben zum Estádio Capitão Edgard Cavalcante de Albuquerque stimmen nicht, die Bahn ist aus Tartan',
    { says: 'badInfoTaken' },
    { linksTrack: T.edgard },
  ),
  one('de', 'fehler-ort-vorn', 'Curitiba wird auf der Karte nicht angezeigt, bitte den Fehler beheben', { says: 'bugTaken' }),
  one('de', 'wunsch-frage', 'Wäre es möglich, eine Favoritenliste einzubauen?', { says: 'featureTaken' }),
  free('de', 'eintritt', 'Kostet die Pista de Corrida in Pitangui Eintritt?'),
  openNearMe('de', 'gerade-offen', 'Hat gerade eine Bahn in meiner Nähe offen?'),
];

const sv: Conversation[] = [
  nearMe('sv', 'nara-artig', 'Skulle du kunna visa löparbanor nära mig?', P.brasilia),
  nearMe('sv', 'narmaste-fraga', 'kan du säga var närmaste friidrottsbana ligger', P.teresina),
  one('sv', 'stad-tack', 'Vilka löparbanor finns det i Manaus, tack?', { linksArea: A2.manaus }),
  one('sv', 'stad-delstat', 'banor i Ponta Grossa, Paraná', { linksArea: A2.pontaGrossa }),
  one('sv', 'exonym-land', 'löparbanor i Skottland', { linksArea: A2.scotland }),
  one('sv', 'exonym-brasilien', 'vilka banor finns i Brasilien?', { linksArea: A.brazil }),
  one('sv', 'delstat', 'Finns det banor i delstaten Bahia?', { linksArea: A.bahia }),
  one(
    'sv',
    'banor-citat',
    'Hur många banor har "Pista de Atletismo Prof. Ricardo Alves"?',
    { linksTrack: T.ricardoAlves },
    {
      fact: 'lanes',
      value: 7,
    },
  ),
  one(
    'sv',
    'underlag-fraga',
    'Kan du berätta vilket underlag Praça do Vittace har?',
    { linksTrack: T.vittace },
    {
      fact: 'surface',
      value: 'asphalt',
    },
  ),
  one('sv', 'langd-stavfel', 'hur lång är Estadio Migel Lima', { linksTrack: T.miguelLima }, { fact: 'length', value: 400 }),
  one('sv', 'vilken-artig', 'Skulle du kunna berätta om Pista de Atletismo?', { says: 'whichTrack' }),
  one('sv', 'sammanfatta-artig', 'Kan du sammanfatta banorna i Espírito Santo?', { says: 'summary' }, { linksArea: A.espiritoSanto }),
  commented(
    'sv',
    'kommentar-artig',
    'Skulle du kunna kommentera Pista de Atletismo do Alvorada: banan är nymålad',
    T.alvorada,
    'banan är nymålad',
  ),
  one(
    'sv',
    'fel-ort-forst',
    'Caçador: uppgifterna om Pista Olímpica Ivo Roman Ros är fel, banan är 300 m',
    { says: 'badInfoTaken' },
    { linksTrack: T.ivoRoman },
  ),
  one('sv', 'bugg-ort-forst', 'Natal visas inte på kartan, det är nog en bugg', { says: 'bugTaken' }),
  one('sv', 'forslag-artig', 'Skulle ni kunna lägga till mörkt läge?', { says: 'featureTaken' }),
  free('sv', 'kostar', 'Kostar det något att springa på Pista de Corrida i Pitangui?'),
  hours('sv', 'nar-oppet', 'När har Pista de Corrida i Pitangui öppet?'),
];

const zh: Conversation[] = [
  nearMe('zh', 'fujin-qingwen', '请问我附近有没有田径场？', P.araraquara),
  nearMe('zh', 'zuijin-nengfou', '能告诉我最近的跑道在哪儿吗', P.saoPaulo),
  one('zh', 'chengshi-qingwen', '请问 Belo Horizonte 有哪些跑道？', { linksArea: A.beloHorizonte }),
  one('zh', 'zhongwen-chengshi', '巴西利亚有跑道吗？', { linksArea: A.brasilia }),
  one('zh', 'zhongwen-chengshi-2', '萨尔瓦多有哪些跑道', { linksArea: A.salvador }),
  one('zh', 'chengshi-zhou', 'Maringá, Paraná 的跑道有哪些', { linksArea: A2.maringa }),
  one('zh', 'zhongwen-zhou', '巴拉那州有哪些跑道？', { linksArea: A.parana }),
  one('zh', 'paodao-yinhao', '“Pista de Atletismo do Alvorada”有几条跑道？', { linksTrack: T.alvorada }, { fact: 'lanes', value: 8 }),
  one('zh', 'caizhi-qingqiu', '能告诉我 CSU Lorena 的跑道是什么材质吗？', { linksTrack: T.lorena }, { fact: 'surface', value: 'gravel' }),
  one('zh', 'changdu-cuozi', 'Pista de Atletismo Armando Garlipe 多长？', { linksTrack: T.garlippe }, { fact: 'length', value: 400 }),
  one('zh', 'zhaoming-wanshang', 'Estádio Municipal Antiocho Pereira 晚上有灯吗？', { linksTrack: T.antiocho }, { fact: 'lighting' }),
  one('zh', 'naxie-qing', '请介绍一下 Pista de Caminhada', { says: 'whichTrack' }),
  one('zh', 'zongjie-qing', '请总结一下 Espírito Santo 的跑道', { says: 'summary' }, { linksArea: A.espiritoSanto }),
  nearMe('zh', 'zongjie-zhouwei', '请帮我总结一下我周围的跑道', P.jundiai, true),
  commented('zh', 'liuyan-qing', '请帮我在 Pista de Atletismo do João do Pulo 留言：周末人很多', T.joaoDoPulo, '周末人很多'),
  one(
    'zh',
    'cuowu-didian-zai-qian',
    'Boa Vista 的 Vila Olímpica 信息不对，跑道已经拆了',
    { says: 'badInfoTaken' },
    { linksTrack: T.vilaOlimpica },
  ),
  one('zh', 'bug-didian-zai-qian', 'Natal 的页面打不开，是不是有bug？', { says: 'bugTaken' }),
  one('zh', 'xiwang', '希望能增加收藏跑道的功能', { says: 'featureTaken' }),
  free('zh', 'shoufei', 'Pitangui 的 Pista de Corrida 要收费吗？'),
];

const ja: Conversation[] = [
  nearMe('ja', 'chikaku-teinei', '近くにある陸上トラックを教えていただけますか？', P.voltaRedonda),
  nearMe('ja', 'ichiban-chikai', '今いる場所から一番近いトラックはどこですか', P.brasilia),
  one('ja', 'toshi-kudasai', 'Salvadorにあるトラックを教えてください', { linksArea: A.salvador }),
  one('ja', 'katakana-toshi', 'クリチバのトラック', { linksArea: A.curitiba }),
  one('ja', 'katakana-toshi-2', 'ブラジリアで走れるトラックはありますか？', { linksArea: A.brasilia }),
  one('ja', 'shu-toshi', 'Paraná州のMaringáにあるトラック', { linksArea: A2.maringa }),
  one('ja', 'katakana-shu', 'ミナスジェライス州のトラックを教えて', { linksArea: A.minas }),
  one('ja', 'nagasa-kagikakko', '「Praça do Vittace」の長さは？', { linksTrack: T.vittace }, { fact: 'length', value: 276 }),
  one(
    'ja',
    'romen-irai',
    'Pista de Atletismo do Alvoradaの路面を教えてもらえますか',
    { linksTrack: T.alvorada },
    {
      fact: 'surface',
      value: 'asphalt',
    },
  ),
  one('ja', 'lane-typo', 'Estadio Municipal Antioco Pereira のレーン数', { linksTrack: T.antiocho }, { fact: 'lanes', value: 6 }),
  one('ja', 'dore-teinei', 'Pista de Atletismoについて教えていただけますか', { says: 'whichTrack' }),
  one('ja', 'matome-kudasai', 'Bahiaのトラックをまとめてください', { says: 'summary' }, { linksArea: A.bahia }),
  commented('ja', 'comment-kudasai', 'Pista do Esportivoに「朝6時から使えます」とコメントしてください', T.esportivo, '朝6時から使えます'),
  one(
    'ja',
    'machigai-toshi-saki',
    'Teresinaの Estádio Miguel Lima の情報が古いです。レーンは8本あります',
    { says: 'badInfoTaken' },
    { linksTrack: T.miguelLima },
  ),
  one('ja', 'bug-toshi-saki', 'サンパウロで検索すると画面が真っ白になります', { says: 'bugTaken' }),
  one('ja', 'yobo-teinei', 'お気に入り登録機能を追加してほしいです', { says: 'featureTaken' }),
  hours('ja', 'nanji-kara', 'PitanguiのPista de Corridaは何時から開いていますか？'),
  openNearMe('ja', 'ima-tsukaeru', '近くで今使えるトラックはありますか？'),
];

const ar: Conversation[] = [
  nearMe('ar', 'qarib-min-fadlak', 'هل يمكنك أن تريني مضامير الجري القريبة مني من فضلك؟', P.niteroi),
  nearMe('ar', 'aqrab-mudmar', 'أين أقرب مضمار ألعاب قوى لي؟', P.jundiai),
  one('ar', 'madina-min-fadlak', 'من فضلك، ما هي المضامير الموجودة في Teresina؟', { linksArea: A.teresina }),
  one('ar', 'madina-arabiya', 'مضامير في كوريتيبا', { linksArea: A.curitiba }),
  one('ar', 'madina-arabiya-2', 'هل توجد مضامير في برازيليا؟', { linksArea: A.brasilia }),
  one('ar', 'madina-wilaya', 'مضامير في Joinville، Santa Catarina', { linksArea: A.joinville }),
  one('ar', 'wilaya-arabiya', 'ما المضامير في باهيا؟', { linksArea: A.bahia }),
  one(
    'ar',
    'harat-iqtibas',
    'كم عدد الحارات في "Estádio Municipal Antiocho Pereira"؟',
    { linksTrack: T.antiocho },
    {
      fact: 'lanes',
      value: 6,
    },
  ),
  one('ar', 'tul-talab', 'هل يمكنك أن تخبرني بطول Pista de Cooper Antonio Daoud؟', { linksTrack: T.daoud }, { fact: 'length', value: 825 }),
  one('ar', 'sath-khata-imlai', 'ما سطح CSU Lorna؟', { linksTrack: T.lorena }, { fact: 'surface', value: 'gravel' }),
  one('ar', 'idaa', 'هل Praça do Vittace مضاءة ليلا؟', { linksTrack: T.vittace }, { fact: 'lighting' }),
  one('ar', 'ayyuha-min-fadlak', 'من فضلك أخبرني عن Pista de Atletismo', { says: 'whichTrack' }),
  one('ar', 'talkhis-talab', 'هل يمكنك تلخيص المضامير في Goiás؟', { says: 'summary' }, { linksArea: A.goias }),
  commented('ar', 'taliq-min-fadlak', 'من فضلك أضف تعليقا على Estadio da Unifap: الإضاءة ضعيفة مساء', T.unifap, 'الإضاءة ضعيفة مساء'),
  one(
    'ar',
    'khata-madina-awwalan',
    'Vila Velha: معلومات Pista de Atletismo خاطئة، السطح صناعي الآن',
    { says: 'badInfoTaken' },
    { linksTrack: T.vilaVelha },
  ),
  one('ar', 'khalal-madina-awwalan', 'Salvador لا تظهر على الخريطة، يبدو أنه خلل', { says: 'bugTaken' }),
  one('ar', 'amniya', 'أتمنى أن تضيفوا خاصية حفظ المضامير المفضلة', { says: 'featureTaken' }),
  free('ar', 'dukhul-majjani', 'هل الدخول إلى Pista de Corrida في Pitangui مجاني؟'),
];

export const PARAPHRASES: Conversation[] = [...en, ...pt, ...es, ...fr, ...de, ...sv, ...zh, ...ja, ...ar];
