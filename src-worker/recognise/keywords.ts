// The words that tell what a sentence asks for, in the nine languages of the chat (spec
// section 2), in normalised form (lower case, accents folded: people often leave them out).
// Every language is tried on every sentence: a user may type English on /sv, and the words of
// one language rarely mean something else in another. A phrase ending in "*" matches any word
// that begins with it. Chinese, Japanese and Arabic phrases match anywhere in the sentence
// (no spaces between Chinese and Japanese words; Arabic joins "و" and "ال" to the next word).
import type { Language } from '../../src-shared/enums';
import { normaliseSearchText } from '../../src-shared/search-normalise';

export type Cue =
  /** The user's own surroundings: "near me", "nearest". */
  | 'me'
  /** Running tracks in general: with a place, the tracks there. */
  | 'tracks'
  | 'summary'
  /** Asking about one thing: "tell me about". */
  | 'about'
  | 'comment'
  /** Something said about a track is wrong. */
  | 'wrong'
  /** A report named as one. */
  | 'report'
  /** The app itself misbehaves. */
  | 'bug'
  | 'feature'
  | 'surface'
  | 'length'
  | 'lanes'
  | 'lighting'
  | 'indoor'
  | 'access'
  /** Open at this moment (issue 14): with a place, only the tracks open now. */
  | 'openNow'
  /** Free to use: with a place, only the free tracks. */
  | 'free'
  /** What a track costs. */
  | 'fee'
  /** When a track opens and closes. */
  | 'hours';

export type CueWords = Partial<Record<Cue, string[]>>;

const en: CueWords = {
  me: ['near me', 'around me', 'close to me', 'nearby', 'near by', 'nearest', 'closest', 'my area', 'my location', 'my city', 'my neighbourhood', 'my neighborhood', 'where i am', 'around here', 'near here', 'close by', 'my position'],
  tracks: ['track', 'tracks', 'running track*', 'athletics track*', 'oval', 'stadium', 'stadiums'],
  summary: ['summar*', 'summarize', 'summarise', 'summary', 'overview', 'sum up', 'statistics', 'stats'],
  about: ['tell me about', 'tell me more about', 'about', 'info on', 'information about', 'information on', 'details', 'what do you know', 'describe', 'show me'],
  comment: ['comment', 'comments', 'post a comment', 'leave a comment', 'add a comment', 'write a comment'],
  wrong: ['wrong', 'please fix', 'fix it', 'not what', 'should be', 'actually has', 'actually is', 'correct it', 'incorrect', 'outdated', 'out of date', 'not correct', 'inaccurate', 'mistake', 'false', 'is not right', 'isnt right', 'no longer'],
  report: ['report', 'reporting', 'flag'],
  bug: ['bug', 'bugs', 'crash*', 'broken', 'does not work', 'doesnt work', 'not working', 'wont load', 'does not load', 'doesnt load', 'glitch', 'error message', 'stuck', 'freezes'],
  feature: ['feature', 'feature request', 'i want to be able', 'i would like to be able', 'would be useful', 'option to', 'a way to', 'it would be nice', 'would be nice', 'would be great', 'would love', 'please add', 'could you add', 'can you add', 'suggestion', 'i wish', 'idea'],
  surface: ['surface', 'made of', 'tartan', 'synthetic', 'asphalt', 'grass', 'cinder', 'gravel', 'rubber'],
  length: ['length', 'how long', 'long is', 'metres', 'meters', 'distance', 'lap length'],
  lanes: ['lane', 'lanes'],
  lighting: ['light', 'lights', 'lit', 'lighting', 'floodlight*', 'illuminated', 'at night', 'dark'],
  indoor: ['indoor', 'indoors', 'outdoor', 'outdoors', 'covered', 'inside', 'roof'],
  access: ['public', 'open to', 'can i use', 'access', 'accessible', 'allowed', 'closed', 'open'],
  openNow: ['open now', 'open right now', 'opened now', 'open today', 'open at the moment', 'currently open', 'still open', 'open at this time'],
  free: ['free', 'free of charge', 'for free', 'no fee', 'costs nothing', 'without paying'],
  fee: ['cost', 'costs', 'how much', 'fee', 'fees', 'entry fee', 'price', 'prices', 'pay', 'paid', 'admission', 'charge', 'charges'],
  hours: ['hours', 'opening hours', 'opening times', 'when does', 'when is', 'what time', 'opens', 'open until', 'closes', 'closing time', 'schedule', 'timetable'],
};

const pt: CueWords = {
  me: ['perto de mim', 'perto daqui', 'aqui perto', 'por perto', 'proximo de mim', 'proxima de mim', 'mais proxim*', 'minha regiao', 'minha area', 'minha localizacao', 'minha cidade', 'meu bairro', 'ao meu redor', 'onde estou', 'por aqui'],
  tracks: ['pista', 'pistas', 'pista de corrida', 'pista de atletismo', 'pistas de corrida', 'pistas de atletismo', 'estadio', 'estadios'],
  summary: ['resum*', 'panorama', 'visao geral', 'estatistica*'],
  about: ['fale sobre', 'fala sobre', 'me fale', 'me conte', 'conte sobre', 'conte-me', 'sobre', 'informacoes sobre', 'informacao sobre', 'detalhes', 'o que voce sabe', 'me mostre', 'mostre'],
  comment: ['comentario', 'comentarios', 'comente', 'comentar', 'publique um comentario', 'deixe um comentario'],
  wrong: ['errad*', 'corrigir', 'corrijam', 'na verdade', 'deveria ser', 'incorret*', 'desatualizad*', 'nao esta certo', 'nao e verdade', 'equivocad*', 'falsa', 'falso', 'nao tem mais', 'mudou', 'agora e'],
  report: ['reportar', 'reporte', 'relatar', 'informar', 'denunciar', 'avisar'],
  bug: ['bug', 'erro no site', 'erro no app', 'erro no aplicativo', 'nao funciona', 'nao carrega', 'travou', 'trava', 'quebrad*', 'falha', 'deu erro', 'problema no site', 'problema no app'],
  feature: ['sugestao', 'quero poder', 'gostaria de poder', 'opcao de', 'sugiro', 'seria bom', 'seria otimo', 'seria legal', 'gostaria que', 'por favor adicione', 'poderiam adicionar', 'podiam adicionar', 'adicionem', 'funcionalidade', 'nova funcao', 'ideia'],
  surface: ['superficie', 'piso', 'revestimento', 'material', 'sintetic*', 'asfalto', 'grama', 'terra', 'saibro', 'cascalho'],
  length: ['comprimento', 'tamanho', 'quantos metros', 'qual o tamanho', 'extensao', 'mede'],
  lanes: ['raia', 'raias', 'faixas', 'corredores'],
  lighting: ['iluminacao', 'iluminad*', 'luz', 'luzes', 'refletor*', 'a noite', 'de noite'],
  indoor: ['coberta', 'coberto', 'indoor', 'interna', 'fechada', 'ao ar livre', 'descoberta'],
  access: ['publico', 'publica', 'aberta ao publico', 'aberto ao publico', 'acesso', 'posso usar', 'pode usar', 'liberad*', 'aberta', 'fechada ao publico'],
  openNow: ['abert* agora', 'abert* hoje', 'abert* neste momento', 'abert* no momento', 'funcionando agora'],
  free: ['gratis', 'gratuit*', 'de graca', 'sem custo', 'sem pagar', 'sem taxa'],
  fee: ['quanto custa', 'custa', 'custo', 'preco', 'precos', 'taxa', 'pago', 'paga', 'pagar', 'pagamento', 'cobra*'],
  hours: ['horario*', 'que horas', 'que hora', 'quando abre', 'quando fecha', 'ate que horas', 'abre'],
};

const es: CueWords = {
  me: ['cerca de mi', 'cerca de aqui', 'aqui cerca', 'por aqui', 'cercan*', 'mas cercan*', 'mi zona', 'mi area', 'mi ubicacion', 'mi ciudad', 'mi barrio', 'a mi alrededor', 'donde estoy'],
  tracks: ['pista', 'pistas', 'pista de atletismo', 'pistas de atletismo', 'estadio', 'estadios'],
  summary: ['resum*', 'panorama', 'vision general', 'estadistica*'],
  about: ['hablame de', 'hablame sobre', 'cuentame', 'dime', 'sobre', 'acerca de', 'informacion sobre', 'informacion de', 'detalles', 'que sabes', 'muestrame'],
  comment: ['comentario', 'comentarios', 'comenta', 'comentar', 'deja un comentario', 'publica un comentario'],
  wrong: ['equivocad*', 'corregir', 'corrijan', 'en realidad', 'deberia ser', 'incorrect*', 'erroneo', 'erronea', 'desactualizad*', 'mal', 'falso', 'falsa', 'ya no', 'no es correcto', 'ahora es'],
  report: ['reportar', 'reporta', 'informar', 'avisar', 'notificar', 'denunciar'],
  bug: ['bug', 'fallo', 'error en la web', 'error en la app', 'no funciona', 'no carga', 'se cuelga', 'se bloquea', 'roto', 'rota', 'da error'],
  feature: ['sugerencia', 'quiero poder', 'me gustaria poder', 'opcion de', 'sugiero', 'seria genial', 'seria bueno', 'seria util', 'me gustaria que', 'por favor anadan', 'podrian anadir', 'podrian agregar', 'anadir la opcion', 'funcionalidad', 'nueva funcion', 'idea'],
  surface: ['superficie', 'suelo', 'piso', 'material', 'sintetic*', 'tartan', 'asfalto', 'cesped', 'tierra', 'grava', 'ceniza'],
  length: ['longitud', 'largo', 'cuanto mide', 'cuantos metros', 'mide', 'distancia'],
  lanes: ['carril', 'carriles', 'calles'],
  lighting: ['iluminacion', 'iluminad*', 'luz', 'luces', 'focos', 'de noche'],
  indoor: ['cubierta', 'cubierto', 'techada', 'bajo techo', 'interior', 'al aire libre'],
  access: ['publico', 'publica', 'abierta al publico', 'acceso', 'puedo usar', 'se puede usar', 'abierta', 'cerrada'],
  openNow: ['abiert* ahora', 'abiert* hoy', 'abiert* en este momento', 'abiert* ahorita'],
  free: ['gratis', 'gratuit*', 'sin costo', 'sin coste', 'sin pagar'],
  fee: ['cuanto cuesta', 'cuesta', 'cuanto vale', 'precio', 'precios', 'tarifa*', 'cobran', 'pagar', 'de pago'],
  hours: ['horario*', 'a que hora', 'que hora abre', 'cuando abre', 'cuando cierra', 'hasta que hora', 'abre', 'cierra'],
};

const sv: CueWords = {
  me: ['nara mig', 'runt mig', 'i narheten', 'narmaste', 'mitt omrade', 'min stad', 'min position', 'dar jag ar', 'har i krokarna'],
  tracks: ['bana', 'banan', 'banor', 'banorna', 'lopar*', 'friidrottsban*', 'idrottsplats*', 'stadion'],
  summary: ['sammanfatt*', 'sammanstall*', 'oversikt', 'statistik'],
  about: ['beratta om', 'beratta mer om', 'om', 'info om', 'information om', 'detaljer', 'vad vet du', 'visa mig'],
  comment: ['kommentar', 'kommentera', 'kommentaren', 'skriv en kommentar'],
  wrong: ['fel', 'ratta', 'egentligen', 'borde vara', 'felaktig*', 'inaktuell*', 'stammer inte', 'inte ratt', 'gammal info', 'numera', 'inte langre'],
  report: ['rapportera', 'anmal', 'meddela'],
  bug: ['bugg', 'buggen', 'krasch*', 'fungerar inte', 'funkar inte', 'laddar inte', 'trasig*', 'hanger sig'],
  feature: ['forslag', 'jag vill kunna', 'mojlighet att', 'onskemal', 'jag onskar', 'det vore bra', 'det vore kul', 'vore bra', 'kan ni lagga till', 'lagg garna till', 'ny funktion', 'ide'],
  surface: ['underlag', 'underlaget', 'yta', 'ytan', 'belaggning', 'tartan', 'syntet*', 'asfalt', 'grus', 'gras'],
  length: ['langd', 'langden', 'hur lang', 'meter', 'varvlangd'],
  lanes: ['banor per varv', 'hur manga banor', 'lopbanor', 'filer'],
  lighting: ['belysning', 'belyst', 'lampor', 'ljus', 'stralkastare', 'pa kvallen'],
  indoor: ['inomhus', 'utomhus', 'tak', 'hall'],
  access: ['allmanheten', 'oppen', 'oppet', 'tillganglig', 'far man', 'stangd'],
  openNow: ['oppen nu', 'oppet nu', 'oppna nu', 'oppen just nu', 'oppet just nu', 'oppna just nu', 'oppen idag', 'oppet idag', 'oppna idag'],
  free: ['gratis', 'kostnadsfri*', 'avgiftsfri*'],
  fee: ['kostar', 'kostnad', 'avgift*', 'pris', 'priset', 'betala', 'betalt', 'intrade'],
  hours: ['oppettid*', 'nar oppnar', 'nar stanger', 'vilka tider', 'hur dags', 'oppnar', 'stanger', 'oppet till'],
};

const de: CueWords = {
  me: ['in meiner nahe', 'in der nahe', 'bei mir', 'um mich herum', 'nachste', 'nachsten', 'nachstgelegene*', 'meiner gegend', 'meiner umgebung', 'meiner stadt', 'mein standort', 'hier in der gegend'],
  tracks: ['bahn', 'bahnen', 'laufbahn*', 'leichtathletik*', 'sportplatz', 'sportplatze', 'stadion'],
  summary: ['zusammenfass*', 'fasse', 'fass', 'uberblick', 'ubersicht', 'statistik'],
  about: ['erzahl mir', 'erzahle mir', 'uber', 'infos zu', 'infos zur', 'infos zum', 'informationen zu', 'details', 'was weisst du', 'zeig mir'],
  comment: ['kommentar', 'kommentiere', 'kommentieren', 'schreib einen kommentar'],
  wrong: ['falsch*', 'korrigier*', 'eigentlich', 'sollte', 'fehlerhaft*', 'veraltet*', 'stimmt nicht', 'nicht richtig', 'ungenau*', 'inzwischen', 'nicht mehr'],
  report: ['melden', 'melde', 'berichten'],
  bug: ['bug', 'absturz', 'sturzt ab', 'abgesturzt', 'funktioniert nicht', 'geht nicht', 'ladt nicht', 'hangt', 'kaputt', 'fehlermeldung'],
  feature: ['vorschlag', 'ich mochte', 'moglichkeit', 'wunsch', 'funktionswunsch', 'es ware schon', 'ware schon', 'ware toll', 'ich wunsche mir', 'bitte fugt', 'konnt ihr', 'hinzufugen', 'neue funktion', 'idee', 'anregung'],
  surface: ['belag', 'oberflache', 'untergrund', 'boden', 'tartan', 'kunststoff', 'asche', 'rasen', 'asphalt', 'schotter'],
  length: ['lange', 'wie lang', 'meter', 'rundenlange'],
  lanes: ['spuren', 'wie viele bahnen', 'bahnen hat', 'einzelbahnen'],
  lighting: ['beleuchtung', 'beleuchtet', 'licht', 'flutlicht', 'abends', 'nachts'],
  indoor: ['halle', 'hallenbahn', 'uberdacht', 'drinnen', 'draussen', 'im freien'],
  access: ['offentlich', 'zuganglich', 'zugang', 'offen', 'darf man', 'geschlossen'],
  openNow: ['jetzt offen', 'jetzt geoffnet', 'gerade offen', 'gerade geoffnet', 'heute offen', 'heute geoffnet', 'derzeit offen', 'derzeit geoffnet', 'momentan offen', 'momentan geoffnet', 'aktuell offen', 'aktuell geoffnet', 'jetzt auf'],
  free: ['kostenlos*', 'kostenfrei*', 'gebuhrenfrei*', 'gratis', 'umsonst', 'ohne eintritt'],
  fee: ['kostet', 'kosten', 'preis', 'preise', 'gebuhr*', 'eintritt*', 'bezahlen', 'zahlen'],
  hours: ['offnungszeit*', 'wann offnet', 'wann schliesst', 'wann hat', 'um wie viel uhr', 'bis wann', 'offnet', 'schliesst'],
};

const fr: CueWords = {
  me: ['pres de moi', 'autour de moi', 'pres d\'ici', 'a proximite', 'la plus proche', 'le plus proche', 'les plus proches', 'dans mon quartier', 'ma ville', 'ma region', 'ma position', 'dans le coin', 'par ici', 'aux alentours'],
  tracks: ['piste', 'pistes', 'piste d\'athletisme', 'stade', 'stades'],
  summary: ['resum*', 'synthese', 'apercu', 'vue d\'ensemble', 'bilan', 'statistique*'],
  about: ['parle-moi', 'parle moi', 'parlez-moi', 'raconte-moi', 'dis-moi', 'dis moi', 'sur', 'a propos de', 'informations sur', 'infos sur', 'details', 'que sais-tu', 'montre-moi', 'montre moi'],
  comment: ['commentaire', 'commentaires', 'commenter', 'commente', 'laisse un commentaire', 'ajoute un commentaire'],
  wrong: ['faux', 'corriger', 'corrigez', 'en fait', 'devrait etre', 'fausse', 'erron*', 'incorrect*', 'inexact*', 'obsolete*', 'perime*', 'n\'est pas correct', 'plus a jour', 'n\'est plus', 'maintenant'],
  report: ['signaler', 'signale', 'signalez', 'rapporter'],
  bug: ['bug', 'bogue', 'beug*', 'plante', 'ne marche pas', 'ne fonctionne pas', 'ne charge pas', 'en panne', 'casse'],
  feature: ['suggestion', 'je voudrais pouvoir', 'possibilite de', 'je suggere', 'ce serait bien', 'ca serait bien', 'ce serait super', 'j\'aimerais', 'pourriez-vous ajouter', 'pouvez-vous ajouter', 'ajoutez', 'fonctionnalite', 'idee'],
  surface: ['surface', 'revetement', 'sol', 'synthetique', 'tartan', 'asphalte', 'herbe', 'gazon', 'cendree', 'gravier'],
  length: ['longueur', 'combien de metres', 'mesure', 'fait combien', 'distance'],
  lanes: ['couloir', 'couloirs'],
  lighting: ['eclairage', 'eclaire*', 'lumiere', 'lumieres', 'projecteurs', 'la nuit', 'le soir'],
  indoor: ['couverte', 'couvert', 'interieur', 'en salle', 'exterieur', 'plein air'],
  access: ['public', 'publique', 'ouverte', 'ouvert', 'acces', 'accessible', 'fermee'],
  openNow: ['ouvert* maintenant', 'ouvert* en ce moment', 'ouvert* aujourd*', 'actuellement ouvert*', 'ouvert* actuellement'],
  free: ['gratuit*', 'sans payer', 'sans frais'],
  fee: ['combien coute', 'coute', 'cout', 'prix', 'tarif*', 'payant*', 'payer', 'frais', 'droit d\'entree'],
  hours: ['horaire*', 'a quelle heure', 'quand ouvre', 'quand ferme', 'heures d\'ouverture', 'jusqu\'a quelle heure', 'ouvre', 'ferme'],
};

const zh: CueWords = {
  me: ['我附近', '附近', '周围', '周边', '离我', '最近的', '我这里', '我的位置', '我所在'],
  tracks: ['跑道', '田径场', '操场', '体育场'],
  summary: ['总结', '汇总', '概况', '概览', '概括', '统计'],
  about: ['介绍', '告诉我', '说说', '讲讲', '关于', '详情', '信息'],
  comment: ['评论', '留言'],
  wrong: ['错误', '更正', '改正', '实际上', '错了', '不对', '有误', '不准确', '过时', '不正确', '现在是'],
  report: ['报告', '反馈', '举报'],
  bug: ['bug', '故障', '崩溃', '打不开', '用不了', '无法加载', '加载不出来', '闪退', '报错', '出错'],
  feature: ['建议', '希望', '功能', '能不能增加', '请增加', '请添加', '想法'],
  surface: ['表面', '材质', '地面', '塑胶', '煤渣', '草地', '沥青'],
  length: ['长度', '多长', '多少米', '周长'],
  lanes: ['道次', '几条跑道', '条跑道', '赛道数'],
  lighting: ['照明', '灯光', '路灯', '晚上'],
  indoor: ['室内', '室外', '户外', '有顶'],
  access: ['开放', '公众', '对外', '能进', '可以进'],
  openNow: ['现在开放', '现在是否开放', '现在是开放', '现在开着', '现在开门', '正在开放', '正在营业', '现在营业', '营业中', '开放中', '今天开放', '今天开门'],
  free: ['免费', '不收费', '不要钱', '不用付费', '无需付费'],
  fee: ['收费', '多少钱', '费用', '价格', '价钱', '门票', '要钱', '付费'],
  hours: ['开放时间', '营业时间', '开门时间', '几点', '什么时候开', '什么时候关', '时间表'],
};

const ja: CueWords = {
  me: ['近く', '周辺', '付近', '最寄り', '近所', '私の周り', '現在地', '私の地域'],
  tracks: ['トラック', '陸上競技場', '競技場', 'ランニングコース'],
  summary: ['まとめ', '要約', '概要', '集計'],
  about: ['について', '教えて', '詳細', '詳しく', '情報'],
  comment: ['コメント'],
  wrong: ['間違', '修正', '実際は', '誤り', '違います', '違う', '正しくない', '古い情報', '現在は', '今は'],
  report: ['報告', '通報', '知らせ'],
  bug: ['バグ', '不具合', 'エラー', '動かない', '表示されない', '読み込めない', 'クラッシュ', '落ちる'],
  feature: ['機能', '要望', '提案', '追加してほしい', '欲しい', 'ほしい', 'アイデア'],
  surface: ['路面', '表面', '素材', '全天候', 'タータン', '土', '芝'],
  length: ['長さ', '何メートル', '周長', '距離'],
  lanes: ['レーン'],
  lighting: ['照明', 'ライト', '夜間'],
  indoor: ['屋内', '室内', '屋外', 'インドア'],
  access: ['一般', '公開', '利用でき', '使え', '開放'],
  openNow: ['今開いて', '今は開いて', '今日開いて', '今日は開いて', '今営業', '今は営業', '現在営業', '現在は営業', '営業中', '開館中', '開場中', '今やって', '今はやって'],
  free: ['無料', 'タダ', '料金なし', '料金不要'],
  fee: ['料金', '有料', 'いくら', '入場料', '利用料', '使用料', '値段', '費用'],
  hours: ['営業時間', '開館時間', '利用時間', '開場時間', '何時から', '何時まで', '何時に開', 'いつ開'],
};

const ar: CueWords = {
  me: ['بالقرب مني', 'قريب مني', 'قريبة مني', 'بقربي', 'حولي', 'أقرب', 'منطقتي', 'موقعي', 'مدينتي', 'بجواري'],
  tracks: ['مضمار', 'مضامير', 'ملعب', 'ملاعب', 'حلبة'],
  summary: ['لخص', 'ملخص', 'تلخيص', 'نظرة عامة', 'إحصائيات'],
  about: ['أخبرني عن', 'حدثني عن', 'عن', 'معلومات', 'تفاصيل', 'ماذا تعرف'],
  comment: ['تعليق', 'علق', 'اكتب تعليقا'],
  wrong: ['خطأ', 'صحح', 'تصحيح', 'في الواقع', 'خاطئ', 'خاطئة', 'غير صحيح', 'غير صحيحة', 'قديمة', 'لم يعد', 'الآن'],
  report: ['أبلغ', 'ابلغ', 'بلاغ', 'الإبلاغ'],
  bug: ['عطل', 'مشكلة في الموقع', 'مشكلة في التطبيق', 'لا يعمل', 'لا تعمل', 'لا يتم التحميل', 'توقف', 'يتعطل', 'خلل'],
  feature: ['اقتراح', 'أقترح', 'اقترح', 'ميزة', 'أتمنى', 'أرجو إضافة', 'سيكون من الجيد', 'فكرة'],
  surface: ['سطح', 'أرضية', 'ارضية', 'صناعي', 'عشب', 'أسفلت', 'تراب'],
  length: ['طول', 'كم متر', 'كم طول', 'مسافة'],
  lanes: ['حارة', 'حارات', 'مسار', 'مسارات'],
  lighting: ['إضاءة', 'اضاءة', 'مضاء', 'أضواء', 'ليلا'],
  indoor: ['داخلي', 'مغطى', 'خارجي', 'في الهواء الطلق'],
  access: ['عام', 'للجمهور', 'مفتوح', 'متاح', 'مغلق'],
  openNow: ['مفتوح الآن', 'مفتوحة الآن', 'مفتوح حاليا', 'مفتوحة حاليا', 'مفتوح اليوم', 'مفتوحة اليوم', 'متاح الآن', 'متاحة الآن', 'يفتح الآن', 'تفتح الآن'],
  free: ['مجاني', 'مجانا', 'مجانية', 'بالمجان', 'بدون رسوم', 'بلا رسوم', 'دون مقابل'],
  fee: ['رسوم', 'كم يكلف', 'كم تكلف', 'تكلفة', 'السعر', 'سعر', 'مدفوع', 'الدفع', 'ادفع'],
  hours: ['مواعيد', 'ساعات العمل', 'ساعات الفتح', 'متى يفتح', 'متى تفتح', 'متى يغلق', 'متى تغلق', 'أوقات', 'وقت الفتح'],
};

export const CUE_WORDS: Record<Language, CueWords> = { en, sv, es, de, zh, fr, pt, ar, ja };

/** Languages whose phrases match anywhere in the sentence rather than on whole words. */
export const WITHOUT_WORD_BREAKS: ReadonlySet<Language> = new Set(['zh', 'ja', 'ar']);

/**
 * Words that never name a track or a place on their own: articles, prepositions, pronouns and
 * the verbs of requests. A run of words made only of these and cue words is not looked up.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of in at on to for from by with and or is are was be there any some what which where who how do does did can could would will ' +
    'around near close hi hello just also ' +
    'i me my we our you your it its this that these those please tell show find list give get know want need have has any all one ' +
    'o os as um uma de do da dos das em no na nos nas ao aos e ou que qual quais onde como tem ha existe existem eu meu minha por para com pelo pela perto ' +
    'me te se voce quero gostaria pode poderia favor la el los las un una del al y en es son hay cual cuales donde quiero puedes mi cerca ' +
    'och i pa av for till med det den en ett ar finns vilka vilken var hur jag mig min har kan nara runt ' +
    'der die das den dem des ein eine einen und oder in im am zu zum zur von vom mit ist sind gibt es wo wie welche ich mir mein bitte nahe bei um ' +
    'le la les un une des du de et ou dans au aux est sont il y a quelles quels je moi mon ma sil vous plait pres autour ' +
    'في من على إلى الى و أو ما هي هو هل أين كيف لي أريد'
  )
    .split(' ')
    .map(normaliseSearchText),
);
