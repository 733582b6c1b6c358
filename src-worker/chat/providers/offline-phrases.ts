// The offline assistant's words: one table a language of the chat (spec section 2), each with the
// same kinds of pattern, read by the rules of offline-intent.ts. The route's language is not
// known there (a user may type English on /sv), so every table is tried; each uses only its own
// words, so a sentence passes the other languages untouched. English comes last: it keeps its
// rules as they always were, and "Bug melden: …" is read as German before English's "bug …".
//
// Patterns of languages other than English go through words(): JavaScript's \b only knows the
// letters a-z, so "cerca de mí" or "Göteborg" would end a word early, and an Arabic letter may
// carry vowel marks ("لخّص" is "لخص"). Arabic, Chinese and Japanese use no \b: Chinese and
// Japanese have no spaces, and Arabic joins words such as "و" and "بال" to the next one.

export interface Phrases {
  /** A request named as one ("feature request: …"); group 1, where given, is what is asked for. */
  feature: RegExp;
  /** A wish said in a sentence ("it would be nice …"): the whole sentence is the request. */
  wish: RegExp;
  /** Wrong information about a track: two groups, the track and what is wrong, split by a colon. */
  badInfo: RegExp;
  /** A bug report named as one; group 1, where given, is the description. */
  bug: RegExp;
  /** A sentence that tells of something not working: the whole sentence is the report. */
  broken: RegExp;
  /** A comment on a track: two groups, the track and the comment, split by a colon. */
  comment: RegExp;
  /** Asking for a summary or an overview. */
  summary: RegExp;
  /** Asking about one track: its name is the first group that matched. */
  details: RegExp;
  /** A name taken by `details` that is really tracks in general or the user's surroundings. */
  notATrack: RegExp;
  /** The user's own surroundings: "near me", "my area", "the nearest". */
  me: RegExp;
  /** The language's words for running tracks: with a place they ask for the tracks there. */
  tracks: RegExp;
  /** A named place: group 1. */
  place: RegExp;
}

/** A letter or digit of the Latin alphabets, accented ones too (× and ÷ are not letters). */
const LETTER = String.raw`[0-9A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]`;
const ARABIC_LETTER = /[\u0621-\u064A]/;
/** The vowel marks, shadda and sukun that may follow an Arabic letter. */
const ARABIC_MARKS = String.raw`[\u064B-\u065F\u0670]`;
/** What may follow a \b that opens a word: a letter, a group or class, \p{…} or \w. */
const OPENS_WORD = /^(?:[\p{L}\p{N}[]|\((?!\?[=!<])|\\[pw])/u;

/**
 * The pattern with each \b made to see accented letters (a \b that opens a word wants no letter
 * before it, one that closes a word no letter after it) and Arabic vowel marks allowed.
 */
function words(pattern: RegExp): RegExp {
  const from = pattern.source;
  let source = '';
  let inClass = false;
  for (let i = 0; i < from.length; i++) {
    const ch = from[i]!;
    if (ch === '\\') {
      const escaped = from[i + 1]!;
      if (escaped !== 'b' || inClass) source += ch + escaped;
      else source += OPENS_WORD.test(from.slice(i + 2)) ? `(?<!${LETTER})` : `(?!${LETTER})`;
      i++;
    } else if (!inClass && ARABIC_LETTER.test(ch)) {
      source += `(?:${ch}${ARABIC_MARKS}*)`;
    } else {
      if (ch === '[') inClass = true;
      if (ch === ']') inClass = false;
      source += ch;
    }
  }
  return new RegExp(source, pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`);
}

/** One pattern matching where any of the given ones does. */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'), 'iu');

const SV_ME = words(
  /\b(?:nära|runt|omkring|kring|intill)\s+(?:mig|oss|här)\b|\bi närheten\b(?!\s+av\b)|\bi (?:krokarna|trakten)\b|\bnärmaste\b|\bmitt (?:område|närområde|kvarter)\b|\bmin (?:stad|ort|position|plats)\b|\bdär jag (?:är|bor)\b/iu,
);

const sv: Phrases = {
  feature: words(/^(?:funktionsförslag|funktionsönskemål|önskemål|förslag|idé)\b\s*(?:[:：]\s*(.*))?$/isu),
  wish: words(
    /\bjag önskar\b|\bdet (?:vore|hade varit|skulle vara) (?:bra|kul|trevligt|smidigt|toppen|najs|skönt)\b|\b(?:kan|kunde|skulle) ni (?:inte )?lägga till\b|\blägg gärna till\b/iu,
  ),
  badInfo: words(
    /\b(?:fel|felaktiga?|inaktuella?|gamla|missvisande)\s+(?:info|information|uppgifter|data|fakta)\s+(?:om|för|på|kring)\s+(?:banan\s+)?([^:：]*)[:：](.*)$/isu,
  ),
  bug: words(/^(?:rapportera\s+(?:en\s+)?bugg|rapportera\s+(?:ett\s+)?fel|buggrapport|felrapport|bugg)\b\s*(?:[:：]\s*(.*))?$/isu),
  broken: words(/\bbugg(?:ar|en|ig|iga)?\b|\bkrasch(?:ar|ade|en)?\b|\b(?:fungerar|funkar|fungerade|funkade) inte\b|\bladdar inte\b|\bgår inte att\b/iu),
  comment: words(
    /^(?:kommentera(?:\s+banan)?|(?:(?:skriv|lämna|posta|lägg till|gör)\s+)?(?:en\s+)?kommentar\s+(?:om|på|till|för|kring)(?:\s+banan)?)\s+([^:：]*)[:：](.*)$/isu,
  ),
  summary: words(/\bsammanfatt|\bsammanställ|\böversikt/iu),
  details: words(/^(?:berätta\s+(?:lite\s+)?(?:mer\s+)?om|vad vet du om|info(?:rmation)?\s+om|detaljer\s+om|visa(?:\s+mig)?)\s+(?:banan\s+)?(.+)$/isu),
  notATrack: anyOf(words(/\bban(?:or|orna)\b|\blöparbanor|\bfriidrottsbanor/iu), SV_ME),
  me: SV_ME,
  tracks: words(/\b(?:löpar|friidrotts|tartan|grus|inomhus)?ban(?:a|an|or|orna)\b|\bidrottsplats(?:en|er)?\b/iu),
  place: words(/\b(?:i närheten av|nära|runt|omkring|kring|i|vid|på)\s+(?:staden\s+)?([^?!]+?)\s*[?!.]*$/iu),
};

const ES_ME = words(
  /\bcerca\s+de\s+(?:mí|mi|aquí|nosotros|casa)\b|\b(?:por\s+)?aquí\s+cerca\b|\bpor\s+aquí\b|\bcercan[ao]s?\b(?!\s+(?:a|al|de)\b)|\ba\s+mi\s+alrededor\b|\balrededor\s+(?:de\s+mí|mío)\b|\bmi\s+(?:zona|área|ubicación|ciudad|barrio|posición|localidad)\b/iu,
);

const es: Phrases = {
  feature: words(
    /^(?:sugerencia|propuesta|idea|petición|solicitud(?:\s+de\s+(?:función|funcionalidad))?|nueva\s+(?:función|funcionalidad))\b\s*(?:[:：]\s*(.*))?$/isu,
  ),
  wish: words(
    /\bme\s+gustaría\s+que\b|\bsería\s+(?:genial|bueno|útil|estupendo|ideal|interesante)\b|\bestaría\s+bien\b|\b(?:podrían|podríais|pueden|podéis|puedes|podrías)\s+(?:añadir|agregar|incluir|poner)\b|\bpor\s+favor,?\s+(?:añadan|añadid|añade|agreguen|agrega|incluyan)\b|\bojalá\b/iu,
  ),
  badInfo: words(
    /\b(?:(?:información|info|datos)\s+(?:incorrect[ao]s?|errón(?:e[ao]s?)|equivocad[ao]s?|desactualizad[ao]s?|fals[ao]s?|mal)|errores?\s+en\s+(?:la\s+información|los\s+datos))\s+(?:sobre|de|del|en|acerca\s+de)\s+(?:(?:el|la|o|a)\s+)?(?:pista\s+(?:(?:de|del|do|da)\s+)?)?([^:：]*)[:：](.*)$/isu,
  ),
  bug: words(
    /^(?:(?:reportar|informar\s+de|notificar|reporto|comunicar)\s+(?:un\s+)?(?:error|fallo|bug|problema)|(?:informe|reporte|aviso)\s+de\s+(?:error|fallo)|error|fallo)\b\s*(?:[:：]\s*(.*))?$/isu,
  ),
  broken: words(/\bno\s+(?:funciona|carga|anda|aparece|se\s+ve)\b|\bse\s+(?:cuelga|bloquea)\b|\bhay\s+un\s+(?:error|fallo|bug)\b|\bda\s+(?:un\s+)?error\b/iu),
  comment: words(
    /^(?:comentar(?:\s+(?:en|sobre|de))?|(?:(?:deja|dejar|añade|añadir|agrega|agregar|escribe|escribir|publica|publicar|pon|poner)\s+)?(?:un\s+)?comentario\s+(?:sobre|en|de|del|para|a|al|acerca\s+de))\s+(?:(?:el|la|o|a)\s+)?(?:pista\s+(?:(?:de|del|do|da)\s+)?)?([^:：]*)[:：](.*)$/isu,
  ),
  summary: words(/\bresum(?:en|e|ir|eme|as)\b|\bresúm(?:eme|elo|enos)\b|\bpanorama\b|\bvisión\s+general\b/iu),
  details: words(
    /^¿?(?:(?:háblame|hablame|cuéntame|cuentame|dime)\s+(?:más\s+|algo\s+|un\s+poco\s+)?(?:sobre|de|del|acerca\s+de)|(?:qué|que)\s+sabes\s+(?:sobre|de|del|acerca\s+de)|(?:información|info|detalles|datos)\s+(?:sobre|de|del|acerca\s+de)|muéstrame|muestrame|enséñame)\s+(?:(?:el|la)\s+)?(?:pista(?:\s+de\s+atletismo)?\s+(?:(?:de|del)\s+)?)?(.+)$/isu,
  ),
  notATrack: anyOf(words(/\bpistas\b/iu), ES_ME),
  me: ES_ME,
  tracks: words(/\bpistas?\b/iu),
  place: words(
    /(?:\b(?:en|cerca\s+de|alrededor\s+de|por\s+la\s+zona\s+de)|\bpistas?(?:\s+de\s+atletismo)?\s+(?:de|del)(?!\s+atletismo\b))\s+(?:la\s+ciudad\s+de\s+)?([^?!¿¡]+?)\s*[?!.]*$/iu,
  ),
};

const DE_ME = words(
  /\bin\s+meiner\s+(?:Nähe|Gegend|Umgebung|Stadt|Region)\b|\bin\s+der\s+(?:Nähe|Gegend|Umgebung)\b(?!\s+(?:von|vom|um|des|der)\b)|\bum\s+mich\s+herum\b|\bbei\s+mir\b|\bhier\s+(?:herum|irgendwo|um\s+die\s+Ecke)\b|\bnächst(?:e|en|er|gelegene|gelegenen|gelegener)\b|\bmein(?:em)?\s+Standort\b/iu,
);

const de: Phrases = {
  feature: words(/^(?:Feature-?Wunsch|Funktionswunsch|Wunsch|Verbesserungsvorschlag|Vorschlag|Idee|Anregung)\b\s*(?:[:：]\s*(.*))?$/isu),
  wish: words(
    /\bich\s+wünsche\s+mir\b|\bes\s+wäre\s+(?:schön|toll|super|gut|praktisch|hilfreich|cool|klasse)\b|\bwäre\s+(?:schön|toll|super|cool|praktisch),?\s+wenn\b|\b(?:könnt|könntet)\s+ihr\b.*\b(?:hinzufügen|einbauen|ergänzen)\b|\b(?:können|könnten)\s+Sie\b.*\b(?:hinzufügen|einbauen|ergänzen)\b|\bbitte\b.*\b(?:hinzufügen|einbauen|ergänzen)\b/isu,
  ),
  badInfo: words(
    /\b(?:falsche|fehlerhafte|veraltete|ungenaue|unrichtige)\s+(?:Angaben|Infos?|Informationen|Daten|Details)\s+(?:zu|zum|zur|über|bei|für|von|vom)\s+(?:(?:der|die|das|dem|den)\s+)?([^:：]*)[:：](.*)$/isu,
  ),
  bug: words(
    /^(?:(?:einen\s+)?(?:Bug|Fehler)\s+melden|melde\s+(?:einen\s+)?(?:Bug|Fehler)|Fehlerbericht|Fehlermeldung|Bugreport|Fehler)\b\s*(?:[:：]\s*(.*))?$/isu,
  ),
  broken: words(
    /\bfunktioniert\s+nicht\b|\bgeht\s+nicht\b|\bstürzt\b.*\bab\b|\babgestürzt\b|\blädt\s+nicht\b|\bhängt\s+sich\s+auf\b|\bFehlermeldung\b|\bzeigt\s+(?:nichts|einen\s+Fehler)\b/isu,
  ),
  comment: words(
    /^(?:kommentiere|kommentieren|(?:(?:schreib|schreibe|hinterlass|hinterlasse|poste|verfasse)\s+)?(?:einen\s+)?Kommentar\s+(?:zu|zum|zur|über|für|bei|an))\s+(?:(?:der|die|das|dem|den)\s+)?([^:：]*)[:：](.*)$/isu,
  ),
  summary: words(/\bzusammenfass|\bfass\p{L}*\b.*\bzusammen\b|\bÜberblick\b|\bÜbersicht\b/isu),
  details: words(
    /^(?:erzähl(?:e)?\s+mir\s+(?:(?:mehr|etwas|was)\s+)*(?:über|von|vom|zum)|erzählen\s+Sie\s+mir\s+(?:(?:mehr|etwas)\s+)*(?:über|von|vom)|was\s+weißt\s+du\s+(?:über|von|vom)|(?:Infos?|Informationen|Details)\s+(?:zu|zum|zur|über)|zeig(?:e)?\s+mir)\s+(?:(?:der|die|das|dem|den)\s+)?(?:(?:Lauf)?bahn\s+)?(.+)$/isu,
  ),
  notATrack: anyOf(words(/bahnen\b|\bSportplätze\b/iu), DE_ME),
  me: DE_ME,
  tracks: words(/bahn(?:en)?\b|\bSportpl(?:atz|ätze)\b/iu),
  place: words(
    /\b(?:in\s+der\s+Nähe\s+von|in\s+der\s+Umgebung\s+von|im\s+Raum|rund\s+um|um|in|im|bei|nahe)\s+(?:der\s+Stadt\s+)?([^?!]+?)(?:\s+(?:\p{L}*bahnen|\p{L}*bahn|Sportplätze|gibt\s+es|geben|zeigen|anzeigen|finden|suchen|zusammen|zusammenfassen))*\s*[?!.]*$/iu,
  ),
};

const ZH_ME = /我(?:家|这|这里|这边|这儿)?(?:附近|周围|周边|身边|旁边)|^(?:这|这里|这边)?(?:附近|周围|周边)|离我(?:最)?近|最近的(?:田径)?(?:跑道|田径场|操场)|我所在|我(?:的|们)(?:位置|地区|区域|城市|小区)|我这(?:里|边|儿)/u;

const zh: Phrases = {
  feature: /^(?:功能建议|功能请求|功能需求|建议|需求|想法)\s*(?:[:：]\s*(.*))?$/su,
  wish: /希望(?:能|可以|你们)?(?:增加|添加|加上|加个|支持|提供)|能不能(?:增加|添加|加上|加个|支持)|可以(?:增加|添加|加上|加个|支持).*吗|(?:请|麻烦)(?:增加|添加|加上|加个)|(?:要是|如果)(?:能|有).*就好了/su,
  badInfo:
    /^(?:报告|反馈)?(?:关于)?(.+?)的(?:信息|资料|数据)(?:有误|有错误?|错了|不对|不准确|过时了?|是错的)\s*[:：，,]\s*(.+)$|^(?:报告|反馈)?(?:关于)?(.+?)的(?:错误|不准确|过时)的?(?:信息|资料|数据)\s*[:：]\s*(.+)$/su,
  bug: /^(?:(?:报告|反馈|提交)(?:一个)?(?:错误|问题|bug|故障|漏洞)|错误报告|问题反馈|bug反馈|故障报告|bug(?=\s*：))\s*(?:[:：]\s*(.*))?$/isu,
  broken: /打不开|用不了|不能用|无法(?:使用|加载|打开|显示)|加载不出来|崩溃|闪退|出错|报错|有(?:个)?(?:bug|错误|故障)/isu,
  comment: /^(?:请)?(?:(?:给|对|在)(.+?)(?:留言|评论|发表评论|写(?:一?条)?评论|发(?:一?条)?评论)|评论(?:一下)?(.+?))\s*[:：]\s*(.+)$/su,
  summary: /总结|汇总|概况|概览|概括|摘要|统计/u,
  details:
    /^(?:请)?(?:(?:给我)?介绍(?:一下)?|告诉我(?:一些|更多)?(?:关于)?|(?:给我)?(?:说说|讲讲)|我想(?:了解|知道)(?:一下)?|关于)\s*(?:跑道\s*)?(.+?)(?:的(?:信息|情况|详情|详细信息|资料))?(?:吧|呢)?\s*[。？！?!.]*$/su,
  notATrack: anyOf(/的(?:田径)?(?:跑道|田径场|操场)|哪些|附近|周边|周围/u, ZH_ME),
  me: ZH_ME,
  tracks: /跑道|田径场|操场|体育场/u,
  place:
    /^(?:请)?(?:帮我|给我|我想|我要|想)?(?:找找|找|查找|查查|查|搜索|搜|显示|列出|看看|看一下|总结|汇总|概括|介绍|告诉我)?(?:一下)?(?:一个|一份)?(?:在|位于)?(.+?)(?:附近|周围|周边|一带|地区)?(?:的|有(?:哪些|什么|多少|没有)?|都有哪些|有没有)(?:几条|多少条)?(?:田径|塑胶)?(?:跑道|田径场|操场|体育场)/u,
};

const FR_ME = words(
  /\b(?:près|autour|proche)\s+de\s+(?:moi|chez\s+moi|nous|la\s+maison)\b|\bprès\s+d['’]ici\b|\bà\s+(?:proximité|côté)\b(?!\s+d)|\bà\s+côté\s+de\s+chez\s+moi\b|\bdans\s+(?:le\s+coin|les\s+environs|le\s+quartier|mon\s+quartier|ma\s+(?:ville|région|zone))\b|\bpar\s+ici\b|\b(?:la|le|les)\s+plus\s+proches?\b(?!\s+d)|\bma\s+(?:position|région|zone|ville|localisation)\b|\bmon\s+(?:quartier|secteur|coin)\b|\baux\s+alentours\b(?!\s+d)/iu,
);

const fr: Phrases = {
  feature: words(/^(?:suggestion|idée|proposition|demande\s+de\s+fonctionnalité|nouvelle\s+fonctionnalité)\b\s*(?:[:：]\s*(.*))?$/isu),
  wish: words(
    /\bj['’]aimerais\s+(?:qu|pouvoir)|\b(?:ce|ça)\s+serait\s+(?:bien|super|génial|pratique|cool|top|utile|chouette)\b|\b(?:pourriez|pouvez)[-\s]vous\s+ajouter\b|\b(?:pourrais|peux)[-\s]tu\s+ajouter\b|\bmerci\s+d['’]ajouter\b|\bil\s+faudrait\s+(?:ajouter|pouvoir)\b/iu,
  ),
  badInfo: words(
    /\b(?:(?:infos?|informations?|données)\s+(?:erronées?|fausses?|incorrectes?|inexactes?|obsolètes?|périmées?)|(?:fausses?|mauvaises?)\s+(?:infos?|informations?|données))\s+(?:sur|pour|de|du|concernant|à\s+propos\s+de)\s+(?:(?:le|la)\s+|l['’])?([^:：]*)[:：](.*)$/isu,
  ),
  bug: words(
    /^(?:(?:signaler|signale|signalez|rapporter)\s+(?:un\s+)?(?:bug|bogue|problème|dysfonctionnement)|rapport\s+de\s+bug|bogue)\b\s*(?:[:：]\s*(.*))?$/isu,
  ),
  broken: words(/\bne\s+(?:marche|fonctionne|charge|s['’]affiche|s['’]ouvre)\s+(?:pas|plus)\b|\bplante\b|\bbogue\b|\bbeug\p{L}*|\best\s+en\s+panne\b/iu),
  comment: words(
    /^(?:commenter|commente|commentez|(?:(?:ajouter|ajoute|ajoutez|laisser|laisse|laissez|écrire|écris|poster|poste|publier|publie)\s+)?(?:un\s+)?commentaire\s+(?:sur|pour|à\s+propos\s+de|concernant))\s+(?:(?:le|la)\s+|l['’])?([^:：]*)[:：](.*)$/isu,
  ),
  summary: words(/\brésum|\bsynthèse\b|\baperçu\b|\bvue\s+d['’]ensemble\b|\bbilan\b/iu),
  details: words(
    /^(?:(?:parle|parlez|raconte|racontez|dis|dites)[-\s](?:moi|nous)\s+(?:plus\s+|tout\s+|un\s+peu\s+)?|(?:que|qu['’]est[-\s]ce\s+que)\s+(?:sais[-\s]tu|savez[-\s]vous|tu\s+sais|vous\s+savez)\s+|(?:infos?|informations|détails)\s+)(?:(?:de|du|des|sur|à\s+propos\s+de|concernant)\s+|d['’]\s*)(?:(?:le|la)\s+|l['’])?(?:piste\s+(?:(?:de|du)\s+)?)?(.+)$|^(?:montre|montrez)[-\s]moi\s+(.+)$/isu,
  ),
  notATrack: anyOf(words(/\bpistes\b/iu), FR_ME),
  me: FR_ME,
  tracks: words(/\bpistes?\b/iu),
  place: words(
    /(?:\b(?:à\s+proximité\s+de|aux\s+alentours\s+de|autour\s+de|près\s+de|du\s+côté\s+de|dans\s+la\s+région\s+de|à|en(?!\s+(?:salle|plein\s+air)\b)|dans|vers)\s+|\b(?:à\s+proximité|aux\s+alentours|autour|près|du\s+côté)\s+d['’]\s*|\bpistes?\s+(?:de|du)\s+(?!course\b|moi\b))(?:la\s+ville\s+de\s+)?([^?!]+?)\s*[?!.]*$/iu,
  ),
};

const PT_ME = words(
  /\bperto\s+de\s+(?:mim|nós|casa)\b|\bperto\s+daqui\b|\b(?:aqui|por)\s+perto\b|\bpor\s+aqui\b|\bpróxim[ao]s?\s+(?:a|de)\s+mim\b|\bmais\s+próxim[ao]s?\b(?!\s+(?:de|do|da|a|ao)\b)|\bminha\s+(?:região|área|localização|cidade|zona)\b|\bmeu\s+bairro\b|\bao\s+meu\s+redor\b|\bà\s+minha\s+volta\b|\bem\s+volta\s+de\s+mim\b/iu,
);

const pt: Phrases = {
  feature: words(/^(?:sugestão|ideia|proposta|pedido(?:\s+de\s+(?:funcionalidade|recurso))?|nova\s+funcionalidade)\b\s*(?:[:：]\s*(.*))?$/isu),
  wish: words(
    /\bseria\s+(?:bom|legal|ótimo|útil|bacana|interessante|incrível)\b|\b(?:eu\s+)?(?:gostaria|queria)\s+que\b|\b(?:poderiam|podem|pode|podia|poderia)\s+(?:adicionar|incluir|colocar|acrescentar)\b|\bpor\s+favor,?\s+(?:adicionem|adicione|incluam|coloquem)\b|\bquem\s+dera\b|\btomara\s+que\b/iu,
  ),
  badInfo: words(
    /\b(?:informaç(?:ão|ões)|info|dados)\s+(?:errad[ao]s?|incorret[ao]s?|fals[ao]s?|desatualizad[ao]s?|imprecis[ao]s?)\s+(?:sobre|do|da|de|no|na)\s+(?:(?:el|la|o|a)\s+)?(?:pista\s+(?:(?:de|del|do|da)\s+)?)?([^:：]*)[:：](.*)$/isu,
  ),
  bug: words(
    /^(?:(?:relatar|reportar|informar|comunicar|registrar)\s+(?:um\s+)?(?:erro|bug|problema|falha)|relatório\s+de\s+(?:erro|bug)|erro|falha)\b\s*(?:[:：]\s*(.*))?$/isu,
  ),
  broken: words(/\bnão\s+(?:funciona|carrega|abre|aparece|mostra)\b|\btrav(?:a|ou|ando)\b|\b(?:deu|dá)\s+erro\b|\bfecha\s+sozinho\b/iu),
  comment: words(
    /^(?:(?:comentar|comente)(?:\s+(?:sobre|em|no|na))?|(?:(?:deixar|deixe|adicionar|adicione|escrever|escreva|postar|poste|publicar|publique|fazer|faça)\s+)?(?:um\s+)?comentário\s+(?:sobre|em|no|na|para|do|da))\s+(?:(?:el|la|o|a)\s+)?(?:pista\s+(?:(?:de|del|do|da)\s+)?)?([^:：]*)[:：](.*)$/isu,
  ),
  summary: words(/\bresum(?:o|a|ir|e)\b|\bvisão\s+geral\b|\bpanorama\b|\bsíntese\b/iu),
  details: words(
    /^(?:(?:me\s+)?(?:fale|fala|conte|conta|diga|diz)(?:[-\s]me)?\s+(?:mais\s+|um\s+pouco\s+)?(?:sobre|do|da|de)|o\s+que\s+(?:você\s+)?sabe\s+(?:sobre|do|da|de)|(?:informações|informação|info|detalhes|dados)\s+(?:sobre|do|da|de)|(?:me\s+)?mostr(?:e|a)(?:[-\s]me)?)\s+(?:(?:o|a)\s+)?(?:pista\s+(?:(?:de|do|da)\s+)?)?(.+)$/isu,
  ),
  notATrack: anyOf(words(/\bpistas\b/iu), PT_ME),
  me: PT_ME,
  tracks: words(/\bpistas?\b/iu),
  place: words(
    /(?:\b(?:perto\s+(?:de|do|da)|próxim[oa]\s+(?:a|de|do|da|ao)|ao\s+redor\s+(?:de|do|da)|em\s+torno\s+(?:de|do|da)|na\s+região\s+de|em|no|na|nos|nas)|\bpistas?(?:\s+de\s+atletismo)?\s+(?:de|do|da|dos|das)(?!\s+(?:atletismo|corrida)\b))\s+(?:cidade\s+de\s+)?([^?!]+?)\s*[?!.]*$/iu,
  ),
};

const AR_ME = words(
  /(?:قريب|قريبة|قريبه)\s+(?:مني|منا|من\s+هنا)|بالقرب\s+مني|بقربي|قربي|حولي|بجواري|بجانبي|منطقتي|مدينتي|موقعي|[أا]قرب|من\s+هنا/u,
);

const ar: Phrases = {
  feature: words(/^(?:اقتراح|طلب\s+ميزة|ميزة\s+جديدة|فكرة)\s*(?:[:：]\s*(.*))?$/su),
  wish: words(
    /[أا]تمنى|سيكون\s+من\s+(?:الجيد|الرائع|المفيد|الجميل)|سيكون\s+رائعا|يا\s?ريت|هل\s+يمكنك(?:م)?\s+[إا]ضافة|(?:[أا]رجو|نرجو|يرجى)\s+[إا]ضافة|[أا]ضيفوا|[أا]قترح/u,
  ),
  badInfo: words(
    /(?:معلومات|بيانات|معلومة)\s+(?:خاطئة|خاطئه|خاطئ|خطأ|غير\s+صحيحة|غير\s+صحيحه|غير\s+دقيقة|غير\s+دقيقه|قديمة|قديمه)\s+(?:عن|حول|بخصوص|في)\s+(?:(?:ال)?مضمار\s+)?([^:：]*)[:：](.*)$/su,
  ),
  bug: words(
    /^(?:(?:الإبلاغ|الابلاغ|إبلاغ|ابلاغ|[أا]بلغ|بلاغ)\s+عن\s+(?:خلل|خطأ|خطا|مشكلة|عطل)|بلاغ\s+(?:خلل|خطأ)|خلل|خطأ|عطل|مشكلة)\s*(?:[:：]\s*(.*))?$/su,
  ),
  broken: words(/لا\s+(?:يعمل|تعمل|يشتغل|تشتغل|يظهر|تظهر|يفتح|تفتح)|معطل|يتعطل|تتعطل|توقف\s+عن\s+العمل|خلل|(?:يوجد|فيه|هناك)\s+عطل/u),
  comment: words(
    /^(?:علق|[أا]ضف\s+تعليقا?|اكتب\s+تعليقا?|تعليق)\s+(?:على|عن|حول)\s+(?:(?:ال)?مضمار\s+)?([^:：]*)[:：](.*)$/su,
  ),
  summary: words(/لخص|ملخص|تلخيص|نظرة\s+عامة|موجز|خلاصة/u),
  details: words(
    /^(?:(?:[أا]خبرني|حدثني|كلمني|قل\s+لي)\s+(?:[أا]كثر\s+|المزيد\s+)?عن|(?:ماذا|ما\s+الذي)\s+تعرف\s+عن|(?:معلومات|تفاصيل)\s+(?:عن|حول))\s+(?:(?:ال)?مضمار\s+)?(.+)$/su,
  ),
  notATrack: anyOf(words(/مضامير|ملاعب/u), AR_ME),
  me: AR_ME,
  tracks: words(/مضمار|مضامير|ملعب|ملاعب/u),
  place: words(
    /(?:^|\s)(?:بالقرب\s+من|قريب(?:ة|ه)?\s+من|قرب|حول|داخل|في\s+مدينة|بمدينة|في|ب(?=ال))\s*([^؟?!.]+?)(?:\s+(?:مضامير|مضمار|ملاعب))?\s*[؟?!.]*$/u,
  ),
};

const JA_ME =
  /^(?:この)?(?:近く|近所|周辺|付近|辺り|あたり|近場)|(?:私|わたし|僕|ぼく|俺|自分|うち|家)の?(?:近く|近所|周辺|周り|まわり|付近|地域|エリア)|最寄り|現在地|この(?:辺|あたり|辺り|近く|付近|周辺)|ここから近い/u;

const ja: Phrases = {
  feature: /^(?:機能要望|機能リクエスト|要望|提案|リクエスト|アイデア|アイディア)\s*(?:[:：]\s*(.*))?$/su,
  wish: /(?:追加|実装|対応)して(?:ほしい|欲しい|ください|下さい|もらえ)|(?:があると|があれば|があったら|できると|できれば|できたら|めると|めたら)(?:いい|嬉しい|うれしい|便利|助かります|ありがたい)|希望します/u,
  badInfo:
    /^(.+?)(?:について|に関する|の)(?:誤った|間違った|古い|不正確な|誤りのある)(?:情報|データ)\s*[:：]\s*(.+)$|^(.+?)の(?:情報|データ)(?:が|は)(?:間違っています|間違ってます|間違ってる|間違い(?:です)?|違います|誤っています|誤りです|古いです|古い|不正確です)\s*[:：、]\s*(.+)$/su,
  bug: /^(?:(?:バグ|不具合|エラー)の?報告|バグ|不具合)\s*[:：]\s*(.*)$|^(?:バグ|不具合|エラー)を報告(?:する|します|したい)?\s*(?:[:：]\s*(.*))?$/su,
  broken: /バグ|不具合|動かない|動作しない|表示されない|読み込めない|クラッシュ|落ちる|エラーが(?:出|表示)/u,
  comment: /^(.+?)(?:への|に|について(?:の)?)?コメント(?:する|します|を投稿|を書く)?\s*[:：]\s*(.+)$|^コメント\s+(.+?)\s*[:：]\s*(.+)$/su,
  summary: /まとめ|要約|概要|サマリー|集計/u,
  details:
    /^(?:トラック\s*)?(.+?)(?:について(?:詳しく)?|のこと|の詳細|の情報)(?:を)?(?:教えて|知りたい|見せて)?(?:ください|下さい|ほしい)?\s*[。？！?!.]*$/su,
  notATrack: anyOf(/(?:の|にある|で)(?:陸上)?トラック|トラック一覧/u, JA_ME),
  me: JA_ME,
  tracks: /トラック|競技場|グラウンド|グランド/u,
  place:
    /^(.+?)(?:の)?(?:近く|周辺|付近|辺り|あたり|エリア|地域|市内|都内|県内)?(?:の|にある|で|内の|には|に|\s+)(?:陸上)?(?:トラック|競技場|グラウンド)/u,
};

const en: Phrases = {
  feature: /^(?:feature request|feature|request a feature|suggestion|idea)\b\s*:?\s*(.*)$/is,
  wish: /\b(i wish|it would be (nice|great|good)|please add|could you add|can you add)\b/i,
  badInfo: /\b(?:wrong|incorrect|inaccurate|outdated|false)\s+(?:info|information|data|details)\s+(?:about|for|on|of)\s+([^:]*):(.*)$/is,
  bug: /^(?:report\s+(?:a\s+)?bug|bug report|bug)\b\s*:?\s*(.*)$/is,
  broken: /\b(bug|crash(es|ed)?|is broken|not working|doesn'?t work|does not work)\b/i,
  comment: /^(?:please\s+)?(?:post|add|leave|write)?\s*(?:a\s+)?comment\s+(?:on|for|about|to)\s+([^:]*):(.*)$/is,
  summary: /\bsummar(y|i[sz]e)\b|\boverview\b/i,
  details:
    /^(?:tell me (?:more )?about|what about|what do you know about|details (?:of|for|about)|info(?:rmation)? (?:on|about)|show me)\s+(?:the\s+)?(?:track\s+)?(.+)$/is,
  notATrack: /\btracks\b/i,
  me: /\b(near|around|close to|by)\s+(me|here|us)\b|\bnearby\b|\bnearest\b|\bclosest\b|\bmy (area|location|position|city|neighbourhood|neighborhood)\b|\baround here\b/i,
  tracks: /\btracks?\b/i,
  place: /\b(?:in|near|around|close to|at)\s+(?:the\s+)?(?:area\s+|city\s+of\s+)?(?:this area:\s*)?([^?!]+?)\s*[?!.]*$/i,
};

/** Every language, in the order they are tried (see the top of this file). */
export const PHRASES: readonly Phrases[] = [sv, es, de, zh, fr, pt, ar, ja, en];
