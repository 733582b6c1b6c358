import { describe, expect, it } from 'vitest';
import { parseBox, parseIntent, parsePoint, type Intent } from './offline-intent';

describe('parseIntent', () => {
  it.each([
    ['Find tracks near me', { kind: 'nearMe' }],
    ['Where is the nearest track?', { kind: 'nearMe' }],
    ['Summarize track information in my area', { kind: 'summariseMine' }],
    ['Give me an overview of tracks in Stockholm', { kind: 'summariseArea', area: 'Stockholm' }],
    ['Are there any tracks in São Paulo?', { kind: 'inArea', area: 'São Paulo' }],
    ['tracks near Gothenburg', { kind: 'inArea', area: 'Gothenburg' }],
    ['Focus on tracks in this area: sweden/stockholm', { kind: 'inArea', area: 'sweden/stockholm' }],
    ['Tell me about Stadion', { kind: 'details', track: 'Stadion' }],
    ['tell me more about the track "Ullevi"', { kind: 'details', track: 'Ullevi' }],
    ['Post a comment on Stadion: Lovely new lanes', { kind: 'comment', track: 'Stadion', comment: 'Lovely new lanes' }],
    ['comment on Stadion: Gate locked on Sundays', { kind: 'comment', track: 'Stadion', comment: 'Gate locked on Sundays' }],
    ['Wrong info about Stadion: it has 6 lanes, not 8', { kind: 'badInfo', track: 'Stadion', description: 'it has 6 lanes, not 8' }],
    ['Report a bug: the map is empty on my phone', { kind: 'bug', description: 'the map is empty on my phone' }],
    ['The search box is broken', { kind: 'bug', description: 'The search box is broken' }],
    ['Feature request: dark mode', { kind: 'feature', description: 'dark mode' }],
    ['It would be nice to filter by surface', { kind: 'feature', description: 'It would be nice to filter by surface' }],
    ['59.3293, 18.0686', { kind: 'nearPoint', point: { lat: 59.3293, lng: 18.0686 } }],
    ['What is the meaning of life?', { kind: 'unknown' }],
  ])('%s', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it('reads the map seed as a box', () => {
    expect(parseIntent('Focus on tracks within this bounding box: {"north":1,"south":0,"east":3,"west":2}')).toEqual({
      kind: 'inBox',
      box: { north: 1, south: 0, east: 3, west: 2 },
    });
  });
});

type Case = [string, Intent];

/** The same requests in the other languages of the chat; each table has every kind of request. */
const LANGUAGE_CASES: Record<string, Case[]> = {
  Swedish: [
    ['banor nära mig', { kind: 'nearMe' }],
    ['Finns det några löparbanor i närheten?', { kind: 'nearMe' }],
    ['Var ligger närmaste löparbana?', { kind: 'nearMe' }],
    ['banor i Göteborg', { kind: 'inArea', area: 'Göteborg' }],
    ['Finns det några löparbanor i Malmö?', { kind: 'inArea', area: 'Malmö' }],
    ['löparbanor nära Uppsala', { kind: 'inArea', area: 'Uppsala' }],
    ['banor i närheten av Lund', { kind: 'inArea', area: 'Lund' }],
    ['Jag letar efter en bana i Umeå', { kind: 'inArea', area: 'Umeå' }],
    ['Sammanfatta information om banor i mitt område', { kind: 'summariseMine' }],
    ['Ge mig en översikt över banorna i Göteborg', { kind: 'summariseArea', area: 'Göteborg' }],
    ['Berätta om Ullevi', { kind: 'details', track: 'Ullevi' }],
    ['Berätta mer om banan Slottsskogsvallen', { kind: 'details', track: 'Slottsskogsvallen' }],
    ['Vad vet du om Stadion?', { kind: 'details', track: 'Stadion' }],
    ['Kommentera Ullevi: Nya banor i år', { kind: 'comment', track: 'Ullevi', comment: 'Nya banor i år' }],
    ['Skriv en kommentar om Stadion: Grinden är låst på söndagar', { kind: 'comment', track: 'Stadion', comment: 'Grinden är låst på söndagar' }],
    ['Fel info om Ullevi: den har 6 banor, inte 8', { kind: 'badInfo', track: 'Ullevi', description: 'den har 6 banor, inte 8' }],
    ['Felaktiga uppgifter om Stadion: den är inomhus', { kind: 'badInfo', track: 'Stadion', description: 'den är inomhus' }],
    ['Rapportera en bugg: kartan är tom', { kind: 'bug', description: 'kartan är tom' }],
    ['Kartan fungerar inte på min telefon', { kind: 'bug', description: 'Kartan fungerar inte på min telefon' }],
    ['Förslag: mörkt läge', { kind: 'feature', description: 'mörkt läge' }],
    ['Det vore bra med filter för underlag', { kind: 'feature', description: 'Det vore bra med filter för underlag' }],
  ],
  Spanish: [
    ['pistas cerca de mí', { kind: 'nearMe' }],
    ['¿Dónde está la pista más cercana?', { kind: 'nearMe' }],
    ['¿Hay pistas por aquí?', { kind: 'nearMe' }],
    ['pistas en Madrid', { kind: 'inArea', area: 'Madrid' }],
    ['¿Hay pistas de atletismo en Sevilla?', { kind: 'inArea', area: 'Sevilla' }],
    ['pistas cerca de Valencia', { kind: 'inArea', area: 'Valencia' }],
    ['¿Qué pistas hay en Río de Janeiro?', { kind: 'inArea', area: 'Río de Janeiro' }],
    ['pistas de Bilbao', { kind: 'inArea', area: 'Bilbao' }],
    ['Resume la información de las pistas de mi zona', { kind: 'summariseMine' }],
    ['Dame un resumen de las pistas en Madrid', { kind: 'summariseArea', area: 'Madrid' }],
    ['Háblame de Vallehermoso', { kind: 'details', track: 'Vallehermoso' }],
    ['Cuéntame sobre la pista Estadio de Vallecas', { kind: 'details', track: 'Estadio de Vallecas' }],
    ['¿Qué sabes del Estadio Olímpico?', { kind: 'details', track: 'Estadio Olímpico' }],
    ['Cuéntame un poco sobre el Estadio de Vallecas', { kind: 'details', track: 'Estadio de Vallecas' }],
    ['Comentar Vallehermoso: pista recién pintada', { kind: 'comment', track: 'Vallehermoso', comment: 'pista recién pintada' }],
    ['Deja un comentario en Estadio de Vallecas: cerrado los domingos', { kind: 'comment', track: 'Estadio de Vallecas', comment: 'cerrado los domingos' }],
    ['Información incorrecta sobre Vallehermoso: tiene 6 calles, no 8', { kind: 'badInfo', track: 'Vallehermoso', description: 'tiene 6 calles, no 8' }],
    ['Datos erróneos de Estadio de Vallecas: es cubierta', { kind: 'badInfo', track: 'Estadio de Vallecas', description: 'es cubierta' }],
    ['Reportar un error: el mapa está vacío', { kind: 'bug', description: 'el mapa está vacío' }],
    ['El mapa no funciona en mi móvil', { kind: 'bug', description: 'El mapa no funciona en mi móvil' }],
    ['Sugerencia: modo oscuro', { kind: 'feature', description: 'modo oscuro' }],
    ['Sería genial poder filtrar por superficie', { kind: 'feature', description: 'Sería genial poder filtrar por superficie' }],
  ],
  German: [
    ['Laufbahnen in meiner Nähe', { kind: 'nearMe' }],
    ['Wo ist die nächste Laufbahn?', { kind: 'nearMe' }],
    ['Gibt es hier in der Nähe eine Tartanbahn?', { kind: 'nearMe' }],
    ['Laufbahnen in Berlin', { kind: 'inArea', area: 'Berlin' }],
    ['Welche Tartanbahnen gibt es in München?', { kind: 'inArea', area: 'München' }],
    ['Gibt es in Köln Laufbahnen?', { kind: 'inArea', area: 'Köln' }],
    ['Laufbahnen in der Nähe von Hamburg', { kind: 'inArea', area: 'Hamburg' }],
    ['Zeig mir Laufbahnen in Dresden', { kind: 'inArea', area: 'Dresden' }],
    ['Fasse die Informationen zu Bahnen in meiner Gegend zusammen', { kind: 'summariseMine' }],
    ['Gib mir einen Überblick über die Laufbahnen in Berlin', { kind: 'summariseArea', area: 'Berlin' }],
    ['Fasse die Bahnen in München zusammen', { kind: 'summariseArea', area: 'München' }],
    ['Erzähl mir vom Olympiastadion', { kind: 'details', track: 'Olympiastadion' }],
    ['Was weißt du über das Stadion Letzigrund?', { kind: 'details', track: 'Stadion Letzigrund' }],
    ['Kommentar zu Olympiastadion: neue Bahnen', { kind: 'comment', track: 'Olympiastadion', comment: 'neue Bahnen' }],
    ['Schreib einen Kommentar zum Olympiastadion: sonntags geschlossen', { kind: 'comment', track: 'Olympiastadion', comment: 'sonntags geschlossen' }],
    ['Falsche Angaben zu Olympiastadion: es hat 6 Bahnen, nicht 8', { kind: 'badInfo', track: 'Olympiastadion', description: 'es hat 6 Bahnen, nicht 8' }],
    ['Veraltete Infos über das Stadion Letzigrund: jetzt beleuchtet', { kind: 'badInfo', track: 'Stadion Letzigrund', description: 'jetzt beleuchtet' }],
    ['Bug melden: die Karte ist leer', { kind: 'bug', description: 'die Karte ist leer' }],
    ['Die App stürzt ständig ab', { kind: 'bug', description: 'Die App stürzt ständig ab' }],
    ['Vorschlag: Dunkelmodus', { kind: 'feature', description: 'Dunkelmodus' }],
    ['Es wäre schön, nach Belag filtern zu können', { kind: 'feature', description: 'Es wäre schön, nach Belag filtern zu können' }],
  ],
  Chinese: [
    ['我附近的跑道', { kind: 'nearMe' }],
    ['离我最近的跑道在哪里？', { kind: 'nearMe' }],
    ['附近有跑道吗？', { kind: 'nearMe' }],
    ['北京的跑道', { kind: 'inArea', area: '北京' }],
    ['东京的跑道', { kind: 'inArea', area: '东京' }],
    ['上海有哪些跑道？', { kind: 'inArea', area: '上海' }],
    ['广州附近的跑道', { kind: 'inArea', area: '广州' }],
    ['我想找成都的田径场', { kind: 'inArea', area: '成都' }],
    ['总结我所在地区的跑道信息', { kind: 'summariseMine' }],
    ['总结一下上海的跑道', { kind: 'summariseArea', area: '上海' }],
    ['介绍一下鸟巢', { kind: 'details', track: '鸟巢' }],
    ['告诉我关于天河体育中心的信息', { kind: 'details', track: '天河体育中心' }],
    ['评论鸟巢：跑道很新', { kind: 'comment', track: '鸟巢', comment: '跑道很新' }],
    ['给工人体育场留言：周日关门', { kind: 'comment', track: '工人体育场', comment: '周日关门' }],
    ['鸟巢的信息有误：只有6条跑道', { kind: 'badInfo', track: '鸟巢', description: '只有6条跑道' }],
    ['关于工人体育场的错误信息：它是室内的', { kind: 'badInfo', track: '工人体育场', description: '它是室内的' }],
    ['报告问题：地图是空的', { kind: 'bug', description: '地图是空的' }],
    ['bug：地图是空的', { kind: 'bug', description: '地图是空的' }],
    ['地图打不开', { kind: 'bug', description: '地图打不开' }],
    ['建议：深色模式', { kind: 'feature', description: '深色模式' }],
    ['希望能增加夜间模式', { kind: 'feature', description: '希望能增加夜间模式' }],
  ],
  French: [
    ['pistes près de moi', { kind: 'nearMe' }],
    ['Où est la piste la plus proche ?', { kind: 'nearMe' }],
    ['des pistes dans le coin', { kind: 'nearMe' }],
    ['pistes à Lyon', { kind: 'inArea', area: 'Lyon' }],
    ['Quelles pistes y a-t-il à Marseille ?', { kind: 'inArea', area: 'Marseille' }],
    ["pistes d'athlétisme en Bretagne", { kind: 'inArea', area: 'Bretagne' }],
    ['pistes à proximité de Nantes', { kind: 'inArea', area: 'Nantes' }],
    ['Résumer les informations sur les pistes de ma région', { kind: 'summariseMine' }],
    ['Donne-moi un aperçu des pistes à Lyon', { kind: 'summariseArea', area: 'Lyon' }],
    ['Parle-moi du stade Charléty', { kind: 'details', track: 'stade Charléty' }],
    ['Que sais-tu de Charléty ?', { kind: 'details', track: 'Charléty' }],
    ['Parle-moi des Arènes', { kind: 'details', track: 'Arènes' }],
    ['Dis-moi tout sur Charléty', { kind: 'details', track: 'Charléty' }],
    ['Commenter Charléty : piste refaite', { kind: 'comment', track: 'Charléty', comment: 'piste refaite' }],
    ['Ajouter un commentaire sur le stade Charléty : fermé le dimanche', { kind: 'comment', track: 'stade Charléty', comment: 'fermé le dimanche' }],
    ['Infos erronées sur Charléty : elle a 6 couloirs, pas 8', { kind: 'badInfo', track: 'Charléty', description: 'elle a 6 couloirs, pas 8' }],
    ['Fausses informations sur la Cipale : elle est couverte', { kind: 'badInfo', track: 'Cipale', description: 'elle est couverte' }],
    ['Signaler un bug : la carte est vide', { kind: 'bug', description: 'la carte est vide' }],
    ["La carte ne s'affiche pas sur mon téléphone", { kind: 'bug', description: "La carte ne s'affiche pas sur mon téléphone" }],
    ['Suggestion : mode sombre', { kind: 'feature', description: 'mode sombre' }],
    ['Ce serait bien de pouvoir filtrer par revêtement', { kind: 'feature', description: 'Ce serait bien de pouvoir filtrer par revêtement' }],
  ],
  Portuguese: [
    ['pistas perto de mim', { kind: 'nearMe' }],
    ['Onde fica a pista mais próxima?', { kind: 'nearMe' }],
    ['pistas na minha região', { kind: 'nearMe' }],
    ['pistas em São Paulo', { kind: 'inArea', area: 'São Paulo' }],
    ['Tem pistas de atletismo no Rio de Janeiro?', { kind: 'inArea', area: 'Rio de Janeiro' }],
    ['pistas perto de Campinas', { kind: 'inArea', area: 'Campinas' }],
    ['Quais pistas existem em Lisboa?', { kind: 'inArea', area: 'Lisboa' }],
    ['Resuma as informações das pistas da minha região', { kind: 'summariseMine' }],
    ['Resumo das pistas em Lisboa', { kind: 'summariseArea', area: 'Lisboa' }],
    // "Resume" is Spanish as well: the place is still read the Portuguese way.
    ['Resume as pistas em Lisboa', { kind: 'summariseArea', area: 'Lisboa' }],
    ['Fale sobre o Ibirapuera', { kind: 'details', track: 'Ibirapuera' }],
    ['Conte-me mais sobre a pista do Ibirapuera', { kind: 'details', track: 'Ibirapuera' }],
    ['O que você sabe sobre o Estádio Célio de Barros?', { kind: 'details', track: 'Estádio Célio de Barros' }],
    ['Comentar Ibirapuera: pista nova', { kind: 'comment', track: 'Ibirapuera', comment: 'pista nova' }],
    ['Deixe um comentário sobre o Ibirapuera: fechado aos domingos', { kind: 'comment', track: 'Ibirapuera', comment: 'fechado aos domingos' }],
    ['Informação errada sobre Ibirapuera: é coberta', { kind: 'badInfo', track: 'Ibirapuera', description: 'é coberta' }],
    ['Dados desatualizados da pista do Ibirapuera: agora tem iluminação', { kind: 'badInfo', track: 'Ibirapuera', description: 'agora tem iluminação' }],
    ['Relatar um erro: o mapa está vazio', { kind: 'bug', description: 'o mapa está vazio' }],
    ['O mapa não carrega no meu celular', { kind: 'bug', description: 'O mapa não carrega no meu celular' }],
    ['Sugestão: modo escuro', { kind: 'feature', description: 'modo escuro' }],
    ['Seria legal poder filtrar por piso', { kind: 'feature', description: 'Seria legal poder filtrar por piso' }],
  ],
  Arabic: [
    ['مضامير قريبة مني', { kind: 'nearMe' }],
    ['أين أقرب مضمار؟', { kind: 'nearMe' }],
    ['مضامير حولي', { kind: 'nearMe' }],
    ['مضامير في الرياض', { kind: 'inArea', area: 'الرياض' }],
    ['هل توجد مضامير في القاهرة؟', { kind: 'inArea', area: 'القاهرة' }],
    ['مضامير بالقرب من جدة', { kind: 'inArea', area: 'جدة' }],
    ['مضامير بالرياض', { kind: 'inArea', area: 'الرياض' }],
    ['لخّص معلومات المضامير في منطقتي', { kind: 'summariseMine' }],
    ['لخص معلومات المضامير في جدة', { kind: 'summariseArea', area: 'جدة' }],
    ['أخبرني عن ستاد القاهرة', { kind: 'details', track: 'ستاد القاهرة' }],
    ['ماذا تعرف عن مضمار الملز؟', { kind: 'details', track: 'الملز' }],
    ['علّق على ستاد القاهرة: حارات جديدة', { kind: 'comment', track: 'ستاد القاهرة', comment: 'حارات جديدة' }],
    ['أضف تعليقًا على ستاد القاهرة: مغلق يوم الجمعة', { kind: 'comment', track: 'ستاد القاهرة', comment: 'مغلق يوم الجمعة' }],
    ['معلومات خاطئة عن ستاد القاهرة: إنه مغطى', { kind: 'badInfo', track: 'ستاد القاهرة', description: 'إنه مغطى' }],
    ['الإبلاغ عن خلل: الخريطة فارغة', { kind: 'bug', description: 'الخريطة فارغة' }],
    ['الخريطة لا تعمل على هاتفي', { kind: 'bug', description: 'الخريطة لا تعمل على هاتفي' }],
    ['اقتراح: الوضع الداكن', { kind: 'feature', description: 'الوضع الداكن' }],
    ['أتمنى إضافة فلتر حسب نوع الأرضية', { kind: 'feature', description: 'أتمنى إضافة فلتر حسب نوع الأرضية' }],
  ],
  Japanese: [
    ['近くのトラック', { kind: 'nearMe' }],
    ['最寄りのトラックはどこ？', { kind: 'nearMe' }],
    ['この辺にトラックはありますか？', { kind: 'nearMe' }],
    ['東京のトラック', { kind: 'inArea', area: '東京' }],
    ['大阪にあるトラック', { kind: 'inArea', area: '大阪' }],
    ['横浜周辺のトラック', { kind: 'inArea', area: '横浜' }],
    ['京都で陸上競技場を探して', { kind: 'inArea', area: '京都' }],
    ['札幌にトラックはありますか？', { kind: 'inArea', area: '札幌' }],
    ['私の地域のトラック情報をまとめて', { kind: 'summariseMine' }],
    ['東京のトラック情報をまとめて', { kind: 'summariseArea', area: '東京' }],
    ['国立競技場について教えて', { kind: 'details', track: '国立競技場' }],
    ['駒沢陸上競技場の詳細を教えてください', { kind: 'details', track: '駒沢陸上競技場' }],
    ['東京のトラックについて教えて', { kind: 'inArea', area: '東京' }],
    ['国立競技場にコメント：新しいレーン', { kind: 'comment', track: '国立競技場', comment: '新しいレーン' }],
    ['国立競技場へのコメント：日曜は閉まっています', { kind: 'comment', track: '国立競技場', comment: '日曜は閉まっています' }],
    ['国立競技場の情報が間違っています：屋内です', { kind: 'badInfo', track: '国立競技場', description: '屋内です' }],
    ['バグ報告：地図が空です', { kind: 'bug', description: '地図が空です' }],
    ['地図が表示されない', { kind: 'bug', description: '地図が表示されない' }],
    ['要望：ダークモード', { kind: 'feature', description: 'ダークモード' }],
    ['ダークモードがあると嬉しいです', { kind: 'feature', description: 'ダークモードがあると嬉しいです' }],
  ],
};

describe.each(Object.entries(LANGUAGE_CASES))('parseIntent in %s', (_language, cases) => {
  it.each(cases)('%s', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it('has a case for every kind of request', () => {
    const kinds = new Set(cases.map(([, intent]) => intent.kind));
    expect([...kinds].sort()).toEqual(['badInfo', 'bug', 'comment', 'details', 'feature', 'inArea', 'nearMe', 'summariseArea', 'summariseMine']);
  });
});

describe('parseIntent across languages', () => {
  it.each([
    // The route's language is not known: English works anywhere, and other words do not get in its way.
    ['tracks near -23.5874, -46.6576', { kind: 'nearPoint', point: { lat: -23.5874, lng: -46.6576 } }],
    ['Idea: add a map legend', { kind: 'feature', description: 'add a map legend' }],
    ['I found a bug in the map', { kind: 'bug', description: 'I found a bug in the map' }],
    ['Is there a running track near Malmö?', { kind: 'inArea', area: 'Malmö' }],
    // A German sentence that opens with an English word is still read as German.
    ['Bug melden: die Suche hängt', { kind: 'bug', description: 'die Suche hängt' }],
    ['Il y a un bug sur la carte', { kind: 'bug', description: 'Il y a un bug sur la carte' }],
    // Small talk is no request in any language.
    ['Hej, hur mår du?', { kind: 'unknown' }],
    ['¿Qué tal?', { kind: 'unknown' }],
    ["Wie geht's?", { kind: 'unknown' }],
    ['你好', { kind: 'unknown' }],
    ['Bonjour', { kind: 'unknown' }],
    ['Olá, tudo bem?', { kind: 'unknown' }],
    ['مرحبا', { kind: 'unknown' }],
    ['こんにちは', { kind: 'unknown' }],
    // A name or a comment needs its words: a track name alone, or a colon with nothing after it, is no request.
    ['工人体育场', { kind: 'unknown' }],
    ['Kommentera Ullevi:', { kind: 'unknown' }],
    ['评论鸟巢：  ', { kind: 'unknown' }],
  ] satisfies Case[])('%s', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it.each([
    // The chat's suggestion line as each route shows it.
    'Sammanfatta information om banor i mitt område',
    'Resume la información de las pistas de mi zona',
    'Fasse die Informationen zu Bahnen in meiner Gegend zusammen',
    '总结我所在地区的跑道信息',
    'Résumer les informations sur les pistes de ma région',
    'Resuma as informações das pistas da minha região',
    'لخّص معلومات المضامير في منطقتي',
    '私の地域のトラック情報をまとめて',
  ])('reads the suggestion "%s" as a summary of the user\'s area', (text) => {
    expect(parseIntent(text)).toEqual({ kind: 'summariseMine' });
  });

  it('keeps place names free of the end punctuation of every script', () => {
    expect(parseIntent('banor i Göteborg!')).toEqual({ kind: 'inArea', area: 'Göteborg' });
    expect(parseIntent('pistes à Lyon !')).toEqual({ kind: 'inArea', area: 'Lyon' });
    expect(parseIntent('深圳有跑道吗？')).toEqual({ kind: 'inArea', area: '深圳' });
    expect(parseIntent('札幌にトラックはありますか。')).toEqual({ kind: 'inArea', area: '札幌' });
    expect(parseIntent('هل توجد مضامير في دبي؟')).toEqual({ kind: 'inArea', area: 'دبي' });
  });
});

describe('parsePoint and parseBox', () => {
  it('reads the Share location payload', () => {
    expect(parsePoint('{"latitude":59.33,"longitude":18.07}')).toEqual({ lat: 59.33, lng: 18.07 });
    expect(parsePoint('My location is: {"latitude":-23.5,"longitude":-46.6}')).toEqual({ lat: -23.5, lng: -46.6 });
  });
  it('refuses impossible or empty positions', () => {
    expect(parsePoint('{"latitude":91,"longitude":0}')).toBeNull();
    expect(parsePoint('0, 0')).toBeNull();
    expect(parsePoint('Stockholm')).toBeNull();
  });
  it('refuses a box whose south is north of its north', () => {
    expect(parseBox('{"north":0,"south":1,"east":3,"west":2}')).toBeNull();
  });
});
