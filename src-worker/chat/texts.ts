// The assistant's fixed texts (greetings, the location request, the offline provider's
// sentences) in the nine languages of spec section 2. {name} marks a value filled in by fill().
import { SURFACES, type Language, type Surface } from '../../src-shared/enums';

export interface AssistantTexts {
  greeting: string;
  offlineGreeting: string;
  askLocation: string;
  roundsExhausted: string;
  notUnderstood: string;
  locationUnreadable: string;
  foundNear: string;
  foundInArea: string;
  foundInBox: string;
  noneNear: string;
  noneInArea: string;
  noneInBox: string;
  unknownArea: string;
  unknownTrack: string;
  /** Several tracks have the name the user gave: the candidates follow, one link a line. */
  whichTrack: string;
  summaryCount: string;
  summaryAccess: string;
  summaryFeatures: string;
  summaryPopular: string;
  detailsIntro: string;
  detailsComments: string;
  detailsNoComments: string;
  commentPosted: string;
  commentHeld: string;
  badInfoTaken: string;
  bugTaken: string;
  featureTaken: string;
  refused: string;
  lanes: string;
  lit: string;
  indoor: string;
  outdoor: string;
  open: string;
  closed: string;
  accessUnknown: string;
  /** A track without a name, where its facts are listed. */
  unnamedTrack: string;
  /** The link text for a track without a name inside a thank-you sentence. */
  thisTrack: string;
  /** Who wrote a comment posted without a name. */
  anonymous: string;
  metres: string;
  kilometres: string;
  /** The place of a summary asked for near a point: {km} around {lat}, {lng}. */
  aroundPoint: string;
  /** The place of a summary asked for the map's view, named by the view's centre. */
  aroundBox: string;
  surfaces: Record<Surface, string>;
  /** Surface names are written in lower case inside a list of facts (not so German nouns, or scripts without case). */
  lowerCaseSurfaces: boolean;
  /** Arabic: Latin-script names and numbers are isolated so they keep their place in the line. */
  rightToLeft: boolean;
  /** Between the facts of one track. */
  separator: string;
}

const en: AssistantTexts = {
  greeting:
    'Hi! I am the Track Atlas assistant. Ask me about running tracks near you or anywhere else, ask about a track, or tell me about wrong information, a bug or an idea.',
  offlineGreeting:
    'Hi! I am the offline assistant of Track Atlas: I work without an AI model and understand simple requests, such as "tracks near me", "tracks in Stockholm", "tell me about Stadion", "Summarize track information in my area", "comment on Stadion: new lanes", "wrong info about Stadion: it is indoor", "report a bug: the map is empty" or "feature request: dark mode". You may also write them in Swedish, Spanish, German, Chinese, French, Portuguese, Arabic or Japanese.',
  askLocation: 'To answer that I need your location. Press Share location, or type the name of a place.',
  roundsExhausted: 'Sorry, I could not finish looking that up. Please ask again in a simpler way.',
  notUnderstood:
    'Sorry, I did not understand that. Try "tracks near me", "tracks in Stockholm", "tell me about Stadion", "comment on Stadion: your text", "report a bug: your text" or "feature request: your text".',
  locationUnreadable: 'I could not read a location from that. Please press Share location or type a place name.',
  foundNear: 'I found {count} tracks within {km} km of you:',
  foundInArea: 'I found {count} tracks in {area}:',
  foundInBox: 'I found {count} tracks in the area you are looking at:',
  noneNear: 'I found no tracks within {km} km of you.',
  noneInArea: 'I found no tracks in {area}.',
  noneInBox: 'I found no tracks in the area you are looking at.',
  unknownArea: 'I do not know a place called "{place}". Try a city, region or country name.',
  unknownTrack: 'I could not find a track called "{track}".',
  whichTrack: 'Several tracks have that name. Which one do you mean?',
  summaryCount: 'There are {count} tracks in {place}.',
  summaryAccess: '{open} are reported open to the public, {closed} are reported closed, and for {unknown} we do not know.',
  summaryFeatures: '{indoor} are indoor tracks and {lit} have lighting.',
  summaryPopular: 'Most discussed:',
  detailsIntro: 'Here is what we know about {track}:',
  detailsComments: 'Recent comments and visit reports:',
  detailsNoComments: 'Nobody has commented on it yet.',
  commentPosted: 'Thank you, your comment on {track} is posted.',
  commentHeld: 'Thank you for your feedback, it will be reviewed before it is visible.',
  badInfoTaken: 'Thank you, the information about {track} is marked as inaccurate and we will look into it.',
  bugTaken: 'Thank you, your bug report is stored for the team.',
  featureTaken: 'Thank you, your feature request is stored for the team.',
  refused: 'That did not work: {reason}',
  lanes: '{count} lanes',
  lit: 'lighting',
  indoor: 'indoor',
  outdoor: 'outdoor',
  open: 'open to the public',
  closed: 'reported closed',
  accessUnknown: 'access unknown',
  unnamedTrack: 'Unnamed track',
  thisTrack: 'track',
  anonymous: 'anonymous',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: '{km} km around {lat}, {lng}',
  aroundBox: 'the box around {lat}, {lng}',
  surfaces: SURFACES,
  rightToLeft: false,
  lowerCaseSurfaces: true,
  separator: ', ',
};

const sv: AssistantTexts = {
  greeting:
    'Hej! Jag är Track Atlas assistent. Fråga mig om löparbanor nära dig eller var som helst, fråga om en bana, eller berätta om felaktig information, en bugg eller en idé.',
  offlineGreeting:
    'Hej! Jag är Track Atlas offlineassistent: jag fungerar utan AI-modell och förstår enkla förfrågningar på svenska och engelska, till exempel "banor nära mig", "banor i Göteborg", "berätta om Ullevi", "sammanfatta banorna i mitt område", "kommentera Ullevi: nya banor", "fel info om Ullevi: den är inomhus", "rapportera en bugg: kartan är tom" eller "förslag: mörkt läge".',
  askLocation: 'För att svara behöver jag din position. Tryck på Dela position, eller skriv namnet på en plats.',
  roundsExhausted: 'Förlåt, jag kunde inte slutföra sökningen. Fråga gärna igen på ett enklare sätt.',
  notUnderstood:
    'Förlåt, det förstod jag inte. Prova "banor nära mig", "banor i Göteborg", "berätta om Ullevi", "kommentera Ullevi: din text", "rapportera en bugg: din text" eller "förslag: din text".',
  locationUnreadable: 'Jag kunde inte läsa någon position ur det. Tryck på Dela position eller skriv ett ortnamn.',
  foundNear: 'Jag hittade {count} banor inom {km} km från dig:',
  foundInArea: 'Jag hittade {count} banor i {area}:',
  foundInBox: 'Jag hittade {count} banor i området du tittar på:',
  noneNear: 'Jag hittade inga banor inom {km} km från dig.',
  noneInArea: 'Jag hittade inga banor i {area}.',
  noneInBox: 'Jag hittade inga banor i området du tittar på.',
  unknownArea: 'Jag känner inte till någon plats som heter "{place}". Prova en stad, region eller ett land.',
  unknownTrack: 'Jag hittade ingen bana som heter "{track}".',
  whichTrack: 'Flera banor har det namnet. Vilken menar du?',
  summaryCount: 'Det finns {count} banor i {place}.',
  summaryAccess: '{open} rapporteras vara öppna för allmänheten, {closed} rapporteras vara stängda, och för {unknown} vet vi inte.',
  summaryFeatures: '{indoor} är inomhusbanor och {lit} har belysning.',
  summaryPopular: 'Mest diskuterade:',
  detailsIntro: 'Det här vet vi om {track}:',
  detailsComments: 'Senaste kommentarer och besöksrapporter:',
  detailsNoComments: 'Ingen har kommenterat den än.',
  commentPosted: 'Tack, din kommentar om {track} är publicerad.',
  commentHeld: 'Tack för din feedback, den granskas innan den blir synlig.',
  badInfoTaken: 'Tack, informationen om {track} är markerad som felaktig och vi ser över den.',
  bugTaken: 'Tack, din buggrapport är sparad åt teamet.',
  featureTaken: 'Tack, ditt förslag är sparat åt teamet.',
  refused: 'Det gick inte: {reason}',
  lanes: '{count} banor per varv',
  lit: 'belysning',
  indoor: 'inomhus',
  outdoor: 'utomhus',
  open: 'öppen för allmänheten',
  closed: 'rapporterad stängd',
  accessUnknown: 'okänd tillgång',
  unnamedTrack: 'Namnlös bana',
  thisTrack: 'banan',
  anonymous: 'anonym',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: '{km} km runt {lat}, {lng}',
  aroundBox: 'kartvyn runt {lat}, {lng}',
  surfaces: {
    asphalt: 'Asfalt/betong',
    paver: 'Marksten',
    gravel: 'Grus/jord',
    cinder: 'Kolstybb',
    grass: 'Gräs',
    synthetic: 'Syntetbeläggning',
    other: 'Annat',
  },
  rightToLeft: false,
  lowerCaseSurfaces: true,
  separator: ', ',
};

const es: AssistantTexts = {
  greeting:
    '¡Hola! Soy el asistente de Track Atlas. Pregúntame por pistas de atletismo cerca de ti o en cualquier lugar, por una pista concreta, o cuéntame sobre información incorrecta, un error o una idea.',
  offlineGreeting:
    '¡Hola! Soy el asistente sin conexión de Track Atlas: funciono sin un modelo de IA y entiendo peticiones sencillas en español y en inglés, como "pistas cerca de mí", "pistas en Madrid", "háblame de Vallehermoso", "resume las pistas de mi zona", "comentar Vallehermoso: calles nuevas", "información incorrecta sobre Vallehermoso: es cubierta", "reportar un error: el mapa está vacío" o "sugerencia: modo oscuro".',
  askLocation: 'Para responder necesito tu ubicación. Pulsa Compartir ubicación o escribe el nombre de un lugar.',
  roundsExhausted: 'Lo siento, no pude terminar la búsqueda. Vuelve a preguntar de forma más sencilla.',
  notUnderstood:
    'Lo siento, no lo entendí. Prueba "pistas cerca de mí", "pistas en Madrid", "háblame de Vallehermoso", "comentar Vallehermoso: tu texto", "reportar un error: tu texto" o "sugerencia: tu texto".',
  locationUnreadable: 'No pude leer una ubicación en eso. Pulsa Compartir ubicación o escribe el nombre de un lugar.',
  foundNear: 'Encontré {count} pistas a menos de {km} km de ti:',
  foundInArea: 'Encontré {count} pistas en {area}:',
  foundInBox: 'Encontré {count} pistas en la zona que estás mirando:',
  noneNear: 'No encontré pistas a menos de {km} km de ti.',
  noneInArea: 'No encontré pistas en {area}.',
  noneInBox: 'No encontré pistas en la zona que estás mirando.',
  unknownArea: 'No conozco ningún lugar llamado "{place}". Prueba con una ciudad, región o país.',
  unknownTrack: 'No encontré ninguna pista llamada "{track}".',
  whichTrack: 'Varias pistas tienen ese nombre. ¿Cuál quieres decir?',
  summaryCount: 'Hay {count} pistas en {place}.',
  summaryAccess: '{open} figuran como abiertas al público, {closed} como cerradas, y de {unknown} no lo sabemos.',
  summaryFeatures: '{indoor} son pistas cubiertas y {lit} tienen iluminación.',
  summaryPopular: 'Las más comentadas:',
  detailsIntro: 'Esto es lo que sabemos de {track}:',
  detailsComments: 'Comentarios e informes de visita recientes:',
  detailsNoComments: 'Nadie la ha comentado todavía.',
  commentPosted: 'Gracias, tu comentario sobre {track} está publicado.',
  commentHeld: 'Gracias por tus comentarios, se revisarán antes de ser visibles.',
  badInfoTaken: 'Gracias, la información de {track} queda marcada como inexacta y la revisaremos.',
  bugTaken: 'Gracias, tu informe de error queda guardado para el equipo.',
  featureTaken: 'Gracias, tu sugerencia queda guardada para el equipo.',
  refused: 'No funcionó: {reason}',
  lanes: '{count} calles',
  lit: 'iluminación',
  indoor: 'cubierta',
  outdoor: 'al aire libre',
  open: 'abierta al público',
  closed: 'figura como cerrada',
  accessUnknown: 'acceso desconocido',
  unnamedTrack: 'Pista sin nombre',
  thisTrack: 'la pista',
  anonymous: 'anónimo',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: 'un radio de {km} km alrededor de {lat}, {lng}',
  aroundBox: 'la vista del mapa alrededor de {lat}, {lng}',
  surfaces: {
    asphalt: 'Asfalto/hormigón',
    paver: 'Adoquín',
    gravel: 'Grava/tierra',
    cinder: 'Ceniza',
    grass: 'Césped',
    synthetic: 'Sintética',
    other: 'Otra',
  },
  rightToLeft: false,
  lowerCaseSurfaces: true,
  separator: ', ',
};

const de: AssistantTexts = {
  greeting:
    'Hallo! Ich bin der Assistent von Track Atlas. Frag mich nach Laufbahnen in deiner Nähe oder anderswo, nach einer bestimmten Bahn, oder erzähl mir von falschen Angaben, einem Fehler oder einer Idee.',
  offlineGreeting:
    'Hallo! Ich bin der Offline-Assistent von Track Atlas: Ich arbeite ohne KI-Modell und verstehe einfache Anfragen auf Deutsch und Englisch, etwa "Laufbahnen in meiner Nähe", "Laufbahnen in Berlin", "erzähl mir vom Olympiastadion", "fasse die Bahnen in meiner Nähe zusammen", "Kommentar zum Olympiastadion: neue Bahnen", "falsche Angaben zum Olympiastadion: es ist überdacht", "Bug melden: die Karte ist leer" oder "Vorschlag: Dunkelmodus".',
  askLocation: 'Dafür brauche ich deinen Standort. Tippe auf Standort teilen oder schreib den Namen eines Ortes.',
  roundsExhausted: 'Entschuldigung, ich konnte die Suche nicht abschließen. Bitte frag noch einmal einfacher.',
  notUnderstood:
    'Entschuldigung, das habe ich nicht verstanden. Versuch "Laufbahnen in meiner Nähe", "Laufbahnen in Berlin", "erzähl mir vom Olympiastadion", "Kommentar zum Olympiastadion: dein Text", "Bug melden: dein Text" oder "Vorschlag: dein Text".',
  locationUnreadable: 'Daraus konnte ich keinen Standort lesen. Tippe auf Standort teilen oder schreib einen Ortsnamen.',
  foundNear: 'Ich habe {count} Bahnen im Umkreis von {km} km gefunden:',
  foundInArea: 'Ich habe {count} Bahnen in {area} gefunden:',
  foundInBox: 'Ich habe {count} Bahnen in dem Gebiet gefunden, das du gerade ansiehst:',
  noneNear: 'Im Umkreis von {km} km habe ich keine Bahnen gefunden.',
  noneInArea: 'In {area} habe ich keine Bahnen gefunden.',
  noneInBox: 'In dem Gebiet, das du gerade ansiehst, habe ich keine Bahnen gefunden.',
  unknownArea: 'Einen Ort namens "{place}" kenne ich nicht. Versuch eine Stadt, Region oder ein Land.',
  unknownTrack: 'Ich habe keine Bahn namens "{track}" gefunden.',
  whichTrack: 'Mehrere Bahnen haben diesen Namen. Welche meinst du?',
  summaryCount: 'In {place} gibt es {count} Bahnen.',
  summaryAccess: '{open} sind laut Meldungen öffentlich zugänglich, {closed} gemeldet geschlossen, und bei {unknown} wissen wir es nicht.',
  summaryFeatures: '{indoor} sind Hallenbahnen und {lit} haben Beleuchtung.',
  summaryPopular: 'Am meisten besprochen:',
  detailsIntro: 'Das wissen wir über {track}:',
  detailsComments: 'Neueste Kommentare und Besuchsberichte:',
  detailsNoComments: 'Noch niemand hat sie kommentiert.',
  commentPosted: 'Danke, dein Kommentar zu {track} ist veröffentlicht.',
  commentHeld: 'Danke für dein Feedback, es wird geprüft, bevor es sichtbar wird.',
  badInfoTaken: 'Danke, die Angaben zu {track} sind als ungenau markiert und wir sehen sie uns an.',
  bugTaken: 'Danke, dein Fehlerbericht ist für das Team gespeichert.',
  featureTaken: 'Danke, dein Wunsch ist für das Team gespeichert.',
  refused: 'Das hat nicht geklappt: {reason}',
  lanes: '{count} Bahnen',
  lit: 'Beleuchtung',
  indoor: 'Halle',
  outdoor: 'im Freien',
  open: 'öffentlich zugänglich',
  closed: 'als geschlossen gemeldet',
  accessUnknown: 'Zugang unbekannt',
  unnamedTrack: 'Unbenannte Bahn',
  thisTrack: 'die Bahn',
  anonymous: 'anonym',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: 'einem Umkreis von {km} km um {lat}, {lng}',
  aroundBox: 'dem Kartenausschnitt um {lat}, {lng}',
  surfaces: {
    asphalt: 'Asphalt/Beton',
    paver: 'Pflaster',
    gravel: 'Kies/Erde',
    cinder: 'Asche',
    grass: 'Rasen',
    synthetic: 'Kunststoff',
    other: 'Sonstiges',
  },
  rightToLeft: false,
  lowerCaseSurfaces: false,
  separator: ', ',
};

const zh: AssistantTexts = {
  greeting: '你好！我是 Track Atlas 助手。你可以问我附近或任何地方的跑道、某条跑道的情况，也可以告诉我错误信息、程序问题或你的想法。',
  offlineGreeting:
    '你好！我是 Track Atlas 的离线助手：我不使用 AI 模型，能理解简单的中文和英文请求，例如“我附近的跑道”、“北京的跑道”、“介绍一下鸟巢”、“总结我所在地区的跑道信息”、“评论鸟巢：跑道线是新画的”、“鸟巢的信息有误：它是室内的”、“报告问题：地图是空的”或“建议：深色模式”。',
  askLocation: '要回答这个问题，我需要你的位置。请点击“分享位置”，或输入一个地名。',
  roundsExhausted: '抱歉，我没能完成查询。请用更简单的方式再问一次。',
  notUnderstood:
    '抱歉，我没有理解。请试试“我附近的跑道”、“北京的跑道”、“介绍一下鸟巢”、“评论鸟巢：你的内容”、“报告问题：你的内容”或“建议：你的内容”。',
  locationUnreadable: '我无法从中读取位置。请点击“分享位置”或输入地名。',
  foundNear: '我在你周围 {km} 公里内找到了 {count} 条跑道：',
  foundInArea: '我在{area}找到了 {count} 条跑道：',
  foundInBox: '我在你正在查看的区域找到了 {count} 条跑道：',
  noneNear: '你周围 {km} 公里内没有找到跑道。',
  noneInArea: '在{area}没有找到跑道。',
  noneInBox: '在你正在查看的区域没有找到跑道。',
  unknownArea: '我不知道名为“{place}”的地方。请试试城市、地区或国家的名称。',
  unknownTrack: '我没有找到名为“{track}”的跑道。',
  whichTrack: '有多条跑道叫这个名字。你指的是哪一条？',
  summaryCount: '{place}共有 {count} 条跑道。',
  summaryAccess: '其中 {open} 条据报对公众开放，{closed} 条据报关闭，另有 {unknown} 条情况不明。',
  summaryFeatures: '{indoor} 条是室内跑道，{lit} 条有照明。',
  summaryPopular: '讨论最多的：',
  detailsIntro: '以下是我们对 {track} 的了解：',
  detailsComments: '最近的评论和到访报告：',
  detailsNoComments: '还没有人评论。',
  commentPosted: '谢谢，你对 {track} 的评论已发布。',
  commentHeld: '感谢你的反馈，它将在审核后显示。',
  badInfoTaken: '谢谢，{track} 的信息已标记为不准确，我们会尽快核查。',
  bugTaken: '谢谢，你的问题报告已保存，团队会查看。',
  featureTaken: '谢谢，你的功能建议已保存，团队会查看。',
  refused: '操作未成功：{reason}',
  lanes: '{count} 条跑道线',
  lit: '有照明',
  indoor: '室内',
  outdoor: '室外',
  open: '对公众开放',
  closed: '据报关闭',
  accessUnknown: '开放情况未知',
  unnamedTrack: '未命名跑道',
  thisTrack: '该跑道',
  anonymous: '匿名',
  metres: '{count} 米',
  kilometres: '{count} 公里',
  aroundPoint: '{lat}, {lng} 周围 {km} 公里内',
  aroundBox: '{lat}, {lng} 周围的地图范围内',
  surfaces: {
    asphalt: '沥青/混凝土',
    paver: '铺路砖',
    gravel: '碎石/泥土',
    cinder: '煤渣',
    grass: '草地',
    synthetic: '合成材料',
    other: '其他',
  },
  rightToLeft: false,
  lowerCaseSurfaces: false,
  separator: '，',
};

const fr: AssistantTexts = {
  greeting:
    'Bonjour ! Je suis l’assistant de Track Atlas. Demandez-moi des pistes d’athlétisme près de chez vous ou ailleurs, des informations sur une piste, ou signalez-moi une information erronée, un bug ou une idée.',
  offlineGreeting:
    'Bonjour ! Je suis l’assistant hors ligne de Track Atlas : je fonctionne sans modèle d’IA et je comprends des demandes simples en français et en anglais, comme « pistes près de moi », « pistes à Lyon », « parle-moi du stade Charléty », « résume les pistes de ma région », « commenter Charléty : piste refaite », « infos erronées sur Charléty : elle est couverte », « signaler un bug : la carte est vide » ou « suggestion : mode sombre ».',
  askLocation: 'Pour répondre, j’ai besoin de votre position. Appuyez sur Partager la position ou tapez le nom d’un lieu.',
  roundsExhausted: 'Désolé, je n’ai pas pu terminer la recherche. Reformulez votre question plus simplement.',
  notUnderstood:
    'Désolé, je n’ai pas compris. Essayez « pistes près de moi », « pistes à Lyon », « parle-moi du stade Charléty », « commenter Charléty : votre texte », « signaler un bug : votre texte » ou « suggestion : votre texte ».',
  locationUnreadable: 'Je n’ai pas pu y lire une position. Appuyez sur Partager la position ou tapez un nom de lieu.',
  foundNear: 'J’ai trouvé {count} pistes à moins de {km} km de vous :',
  foundInArea: 'J’ai trouvé {count} pistes à {area} :',
  foundInBox: 'J’ai trouvé {count} pistes dans la zone que vous regardez :',
  noneNear: 'Je n’ai trouvé aucune piste à moins de {km} km de vous.',
  noneInArea: 'Je n’ai trouvé aucune piste à {area}.',
  noneInBox: 'Je n’ai trouvé aucune piste dans la zone que vous regardez.',
  unknownArea: 'Je ne connais pas de lieu appelé « {place} ». Essayez une ville, une région ou un pays.',
  unknownTrack: 'Je n’ai trouvé aucune piste appelée « {track} ».',
  whichTrack: 'Plusieurs pistes portent ce nom. Laquelle voulez-vous dire ?',
  summaryCount: 'Il y a {count} pistes à {place}.',
  summaryAccess: '{open} sont signalées ouvertes au public, {closed} signalées fermées, et pour {unknown} nous ne savons pas.',
  summaryFeatures: '{indoor} sont couvertes et {lit} sont éclairées.',
  summaryPopular: 'Les plus commentées :',
  detailsIntro: 'Voici ce que nous savons de {track} :',
  detailsComments: 'Commentaires et rapports de visite récents :',
  detailsNoComments: 'Personne ne l’a encore commentée.',
  commentPosted: 'Merci, votre commentaire sur {track} est publié.',
  commentHeld: 'Merci pour votre avis, il sera vérifié avant d’être visible.',
  badInfoTaken: 'Merci, les informations sur {track} sont signalées comme inexactes et nous allons vérifier.',
  bugTaken: 'Merci, votre signalement de bug est enregistré pour l’équipe.',
  featureTaken: 'Merci, votre suggestion est enregistrée pour l’équipe.',
  refused: 'Cela n’a pas fonctionné : {reason}',
  lanes: '{count} couloirs',
  lit: 'éclairée',
  indoor: 'couverte',
  outdoor: 'en plein air',
  open: 'ouverte au public',
  closed: 'signalée fermée',
  accessUnknown: 'accès inconnu',
  unnamedTrack: 'Piste sans nom',
  thisTrack: 'la piste',
  anonymous: 'anonyme',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: '{km} km autour de {lat}, {lng}',
  aroundBox: 'l’intérieur de la vue autour de {lat}, {lng}',
  surfaces: {
    asphalt: 'Asphalte/béton',
    paver: 'Pavés',
    gravel: 'Gravier/terre',
    cinder: 'Cendrée',
    grass: 'Herbe',
    synthetic: 'Synthétique',
    other: 'Autre',
  },
  rightToLeft: false,
  lowerCaseSurfaces: true,
  separator: ', ',
};

const pt: AssistantTexts = {
  greeting:
    'Olá! Sou o assistente do Track Atlas. Pergunte-me sobre pistas de atletismo perto de você ou em qualquer lugar, sobre uma pista específica, ou conte-me sobre informações erradas, um erro ou uma ideia.',
  offlineGreeting:
    'Olá! Sou o assistente offline do Track Atlas: funciono sem um modelo de IA e entendo pedidos simples em português e em inglês, como "pistas perto de mim", "pistas em São Paulo", "fale sobre o Ibirapuera", "resuma as pistas da minha região", "comentar Ibirapuera: raias novas", "informação errada sobre Ibirapuera: é coberta", "relatar um erro: o mapa está vazio" ou "sugestão: modo escuro".',
  askLocation: 'Para responder preciso da sua localização. Toque em Compartilhar localização ou digite o nome de um lugar.',
  roundsExhausted: 'Desculpe, não consegui concluir a busca. Pergunte de novo de forma mais simples.',
  notUnderstood:
    'Desculpe, não entendi. Tente "pistas perto de mim", "pistas em São Paulo", "fale sobre o Ibirapuera", "comentar Ibirapuera: seu texto", "relatar um erro: seu texto" ou "sugestão: seu texto".',
  locationUnreadable: 'Não consegui ler uma localização nisso. Toque em Compartilhar localização ou digite o nome de um lugar.',
  foundNear: 'Encontrei {count} pistas a até {km} km de você:',
  foundInArea: 'Encontrei {count} pistas em {area}:',
  foundInBox: 'Encontrei {count} pistas na área que você está vendo:',
  noneNear: 'Não encontrei pistas a até {km} km de você.',
  noneInArea: 'Não encontrei pistas em {area}.',
  noneInBox: 'Não encontrei pistas na área que você está vendo.',
  unknownArea: 'Não conheço nenhum lugar chamado "{place}". Tente uma cidade, região ou país.',
  unknownTrack: 'Não encontrei nenhuma pista chamada "{track}".',
  whichTrack: 'Várias pistas têm esse nome. Qual delas você quer dizer?',
  summaryCount: 'Há {count} pistas em {place}.',
  summaryAccess: '{open} constam como abertas ao público, {closed} como fechadas, e sobre {unknown} não sabemos.',
  summaryFeatures: '{indoor} são pistas cobertas e {lit} têm iluminação.',
  summaryPopular: 'As mais comentadas:',
  detailsIntro: 'Isto é o que sabemos sobre {track}:',
  detailsComments: 'Comentários e relatos de visita recentes:',
  detailsNoComments: 'Ninguém comentou ainda.',
  commentPosted: 'Obrigado, seu comentário sobre {track} foi publicado.',
  commentHeld: 'Obrigado pelo seu feedback, ele será revisado antes de ficar visível.',
  badInfoTaken: 'Obrigado, as informações sobre {track} foram marcadas como imprecisas e vamos verificá-las.',
  bugTaken: 'Obrigado, seu relato de erro foi guardado para a equipe.',
  featureTaken: 'Obrigado, sua sugestão foi guardada para a equipe.',
  refused: 'Não deu certo: {reason}',
  lanes: '{count} raias',
  lit: 'iluminação',
  indoor: 'coberta',
  outdoor: 'ao ar livre',
  open: 'aberta ao público',
  closed: 'consta como fechada',
  accessUnknown: 'acesso desconhecido',
  unnamedTrack: 'Pista sem nome',
  thisTrack: 'a pista',
  anonymous: 'anônimo',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: 'um raio de {km} km ao redor de {lat}, {lng}',
  aroundBox: 'a vista do mapa ao redor de {lat}, {lng}',
  surfaces: {
    asphalt: 'Asfalto/concreto',
    paver: 'Blocos de pavimento',
    gravel: 'Cascalho/terra',
    cinder: 'Carvão',
    grass: 'Grama',
    synthetic: 'Sintética',
    other: 'Outra',
  },
  rightToLeft: false,
  lowerCaseSurfaces: true,
  separator: ', ',
};

const ar: AssistantTexts = {
  greeting:
    'مرحبًا! أنا مساعد Track Atlas. اسألني عن مضامير الجري القريبة منك أو في أي مكان، أو عن مضمار معيّن، أو أخبرني عن معلومة خاطئة أو خلل أو فكرة.',
  offlineGreeting:
    'مرحبًا! أنا المساعد غير المتصل لـ Track Atlas: أعمل دون نموذج ذكاء اصطناعي وأفهم طلبات بسيطة بالعربية والإنجليزية، مثل "مضامير قريبة مني" و"مضامير في الرياض" و"أخبرني عن ستاد القاهرة" و"لخّص معلومات المضامير في منطقتي" و"علّق على ستاد القاهرة: حارات جديدة" و"معلومات خاطئة عن ستاد القاهرة: إنه مغطى" و"الإبلاغ عن خلل: الخريطة فارغة" و"اقتراح: الوضع الداكن".',
  askLocation: 'للإجابة أحتاج إلى موقعك. اضغط على مشاركة الموقع، أو اكتب اسم مكان.',
  roundsExhausted: 'عذرًا، لم أتمكن من إكمال البحث. يُرجى السؤال مرة أخرى بطريقة أبسط.',
  notUnderstood:
    'عذرًا، لم أفهم ذلك. جرّب "مضامير قريبة مني" أو "مضامير في الرياض" أو "أخبرني عن ستاد القاهرة" أو "علّق على ستاد القاهرة: نصك" أو "الإبلاغ عن خلل: نصك" أو "اقتراح: نصك".',
  locationUnreadable: 'لم أتمكن من قراءة موقع من ذلك. اضغط على مشاركة الموقع أو اكتب اسم مكان.',
  foundNear: 'وجدت {count} مضامير على بعد {km} كم منك:',
  foundInArea: 'وجدت {count} مضامير في {area}:',
  foundInBox: 'وجدت {count} مضامير في المنطقة التي تنظر إليها:',
  noneNear: 'لم أجد مضامير على بعد {km} كم منك.',
  noneInArea: 'لم أجد مضامير في {area}.',
  noneInBox: 'لم أجد مضامير في المنطقة التي تنظر إليها.',
  unknownArea: 'لا أعرف مكانًا باسم "{place}". جرّب اسم مدينة أو منطقة أو دولة.',
  unknownTrack: 'لم أجد مضمارًا باسم "{track}".',
  whichTrack: 'هناك عدة مضامير بهذا الاسم. أيها تقصد؟',
  summaryCount: 'يوجد {count} مضامير في {place}.',
  summaryAccess: 'أُفيد بأن {open} منها مفتوحة للعامة، و{closed} مغلقة، ولا نعرف حال {unknown}.',
  summaryFeatures: '{indoor} منها داخلية و{lit} مزودة بالإضاءة.',
  summaryPopular: 'الأكثر نقاشًا:',
  detailsIntro: 'هذا ما نعرفه عن {track}:',
  detailsComments: 'أحدث التعليقات وتقارير الزيارة:',
  detailsNoComments: 'لم يعلّق عليه أحد بعد.',
  commentPosted: 'شكرًا، تم نشر تعليقك على {track}.',
  commentHeld: 'شكرًا على ملاحظاتك، ستتم مراجعتها قبل أن تظهر.',
  badInfoTaken: 'شكرًا، تم وضع علامة على معلومات {track} بأنها غير دقيقة وسنراجعها.',
  bugTaken: 'شكرًا، تم حفظ بلاغ الخلل للفريق.',
  featureTaken: 'شكرًا، تم حفظ اقتراحك للفريق.',
  refused: 'لم ينجح ذلك: {reason}',
  lanes: '{count} حارات',
  lit: 'إضاءة',
  indoor: 'داخلي',
  outdoor: 'خارجي',
  open: 'مفتوح للعامة',
  closed: 'أُفيد بأنه مغلق',
  accessUnknown: 'إمكانية الدخول غير معروفة',
  unnamedTrack: 'مضمار بلا اسم',
  thisTrack: 'المضمار',
  anonymous: 'مجهول',
  metres: '{count} م',
  kilometres: '{count} كم',
  aroundPoint: 'نطاق {km} كم حول {lat}، {lng}',
  aroundBox: 'نطاق الخريطة حول {lat}، {lng}',
  surfaces: {
    asphalt: 'أسفلت/خرسانة',
    paver: 'بلاط',
    gravel: 'حصى/تراب',
    cinder: 'رماد الفحم',
    grass: 'عشب',
    synthetic: 'مادة اصطناعية',
    other: 'أخرى',
  },
  rightToLeft: true,
  lowerCaseSurfaces: false,
  separator: '، ',
};

const ja: AssistantTexts = {
  greeting:
    'こんにちは！Track Atlas のアシスタントです。近くやどこかのランニングトラック、特定のトラックについて質問したり、誤った情報や不具合、アイデアを教えてください。',
  offlineGreeting:
    'こんにちは！Track Atlas のオフラインアシスタントです。AI モデルを使わずに動作し、「近くのトラック」「東京のトラック」「国立競技場について教えて」「私の地域のトラック情報をまとめて」「国立競技場にコメント：新しいレーン」「国立競技場の情報が間違っています：屋内です」「バグ報告：地図が空です」「要望：ダークモード」のような日本語や英語の簡単なリクエストを理解します。',
  askLocation: 'お答えするには位置情報が必要です。「位置情報を共有」を押すか、地名を入力してください。',
  roundsExhausted: '申し訳ありません、検索を完了できませんでした。もっと簡単な言い方でもう一度お尋ねください。',
  notUnderstood:
    '申し訳ありません、理解できませんでした。「近くのトラック」「東京のトラック」「国立競技場について教えて」「国立競技場にコメント：本文」「バグ報告：本文」「要望：本文」を試してください。',
  locationUnreadable: 'そこから位置を読み取れませんでした。「位置情報を共有」を押すか、地名を入力してください。',
  foundNear: 'あなたから {km} km 以内に {count} 件のトラックが見つかりました：',
  foundInArea: '{area} で {count} 件のトラックが見つかりました：',
  foundInBox: '表示中のエリアで {count} 件のトラックが見つかりました：',
  noneNear: 'あなたから {km} km 以内にトラックは見つかりませんでした。',
  noneInArea: '{area} にトラックは見つかりませんでした。',
  noneInBox: '表示中のエリアにトラックは見つかりませんでした。',
  unknownArea: '「{place}」という場所はわかりません。市区町村、地域、国の名前を試してください。',
  unknownTrack: '「{track}」という名前のトラックは見つかりませんでした。',
  whichTrack: 'その名前のトラックが複数あります。どれのことですか？',
  summaryCount: '{place} には {count} 件のトラックがあります。',
  summaryAccess: 'そのうち {open} 件は一般開放、{closed} 件は閉鎖と報告されており、{unknown} 件は不明です。',
  summaryFeatures: '{indoor} 件は屋内トラックで、{lit} 件に照明があります。',
  summaryPopular: '話題の多いトラック：',
  detailsIntro: '{track} についてわかっていること：',
  detailsComments: '最近のコメントと訪問レポート：',
  detailsNoComments: 'まだコメントはありません。',
  commentPosted: 'ありがとうございます。{track} へのコメントを投稿しました。',
  commentHeld: 'フィードバックありがとうございます。確認後に表示されます。',
  badInfoTaken: 'ありがとうございます。{track} の情報を不正確として記録し、確認します。',
  bugTaken: 'ありがとうございます。不具合の報告をチーム向けに保存しました。',
  featureTaken: 'ありがとうございます。機能のご要望をチーム向けに保存しました。',
  refused: 'うまくいきませんでした：{reason}',
  lanes: '{count} レーン',
  lit: '照明あり',
  indoor: '屋内',
  outdoor: '屋外',
  open: '一般開放',
  closed: '閉鎖と報告',
  accessUnknown: '利用可否不明',
  unnamedTrack: '名前のないトラック',
  thisTrack: 'トラック',
  anonymous: '匿名',
  metres: '{count} m',
  kilometres: '{count} km',
  aroundPoint: '{lat}, {lng} から {km} km 以内',
  aroundBox: '{lat}, {lng} 周辺の表示範囲',
  surfaces: {
    asphalt: 'アスファルト/コンクリート',
    paver: '舗装ブロック',
    gravel: '砂利/土',
    cinder: 'シンダー',
    grass: '芝生',
    synthetic: '合成素材',
    other: 'その他',
  },
  rightToLeft: false,
  lowerCaseSurfaces: false,
  separator: '、',
};

export const ASSISTANT_TEXTS: Record<Language, AssistantTexts> = { en, sv, es, de, zh, fr, pt, ar, ja };

/** Replaces each {name} with its value; unknown names stay visible so a mistake shows. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
