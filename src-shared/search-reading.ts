// How a search term is read around a place (issue 36). People type what they look for around the
// place they mean: "running track edinburgh", "pista de atletismo sao paulo", "pistas no rio de
// janeiro", "エディンバラの陸上競技場". Spec section 5's rule (a label matches when it holds every
// word) finds nothing for them, as no label says "running track". So a term is also read as a
// place: without the words that only say what is sought (sought words: track, pista, Laufbahn,
// 跑道, in the nine languages) and the small words that say where (in, no, perto de, près de,
// の), a label holding every word left matches too. The rule's matches stay first: a label that
// holds every word, "stadium" or "pista" included ("Grangemouth Stadium"), ranks as before, so a
// sought word is never dropped, only no longer required. A term with nothing left (only sought or
// small words: "track", "pista de atletismo") is read by the rule alone: it does not list every
// track. Shared by the Worker (which writes the same reading in SQL) and the start page (which
// narrows an answer on the device with it).
import { normaliseSearchText } from './search-normalise';
import { oneSlipApart } from './search-slips';

/**
 * Words and phrases that say what is sought, by language (as written; normalised below): a track,
 * running, athletics. Typed with one slip ("runing", "atletsmo") or half typed as the last word
 * ("trac") they still are.
 */
const SOUGHT: Record<string, readonly string[]> = {
  en: ['track', 'tracks', 'running', 'run', 'athletics', 'athletic', 'oval', 'ovals', 'jogging', 'track and field', 'track & field'],
  sv: [
    'bana',
    'banan',
    'banor',
    'banorna',
    'löparbana',
    'löparbanor',
    'löpbana',
    'löpbanor',
    'löparspår',
    'friidrott',
    'friidrottsbana',
    'friidrottsbanor',
    'friidrottsanläggning',
    'löpning',
  ],
  es: ['pista', 'pistas', 'atletismo', 'correr', 'para correr'],
  de: [
    'bahn',
    'bahnen',
    'laufbahn',
    'laufbahnen',
    'laufstrecke',
    'laufstrecken',
    'leichtathletik',
    'leichtathletikbahn',
    'leichtathletikanlage',
    'tartanbahn',
    'rundbahn',
    'laufen',
  ],
  fr: ['piste', 'pistes', 'anneau', 'athlétisme', 'athlé', 'course', 'courir', 'course à pied'],
  pt: ['pista', 'pistas', 'atletismo', 'corrida', 'caminhada', 'cooper', 'para correr', 'para caminhar', 'para caminhada'],
  zh: ['跑道', '塑胶跑道', '田径场', '田径', '跑步', '慢跑'],
  ja: ['トラック', '陸上競技場', '陸上', 'ランニングコース', 'ランニング', 'ジョギング'],
  ar: ['مضمار', 'مضامير', 'المضمار', 'حلبة', 'الجري', 'للجري', 'جري', 'ركض', 'للركض', 'ألعاب القوى', 'العاب القوى'],
};

/**
 * Sought words that are often part of a name ("Grangemouth Stadium", "Estádio Municipal",
 * 国立競技場), and what is said of the track sought (indoor, 400 m, the best, public): set aside
 * like the others, but only as typed, so a name that differs by a letter ("station", "states")
 * is never taken for one.
 */
const OFTEN_IN_NAMES: Record<string, readonly string[]> = {
  en: [
    'stadium',
    'stadiums',
    'indoor',
    'outdoor',
    '400m',
    '400',
    '200m',
    'm',
    'metre',
    'meter',
    'best',
    'good',
    'nearest',
    'closest',
    'local',
    'public',
    'free',
  ],
  sv: [
    'stadion',
    'idrottsplats',
    'idrottsanläggning',
    'friidrottsarena',
    'inomhusbana',
    'inomhus',
    'utomhus',
    'bästa',
    'närmaste',
    'offentlig',
    'gratis',
  ],
  es: ['estadio', 'estadios', 'cubierta', 'tartán', 'metros', 'mejor', 'mejores', 'pública', 'públicas', 'gratis'],
  de: [
    'stadion',
    'stadien',
    'sportplatz',
    'sportplätze',
    'sportanlage',
    'leichtathletikhalle',
    'leichtathletikstadion',
    'beste',
    'besten',
    'nächste',
    'öffentliche',
    'kostenlose',
  ],
  fr: ['stade', 'stades', 'couverte', 'mètres', 'meilleure', 'meilleures', 'publique', 'publiques', 'gratuite'],
  pt: ['estádio', 'estádios', 'coberta', 'metros', 'melhor', 'melhores', 'pública', 'públicas', 'gratuita', 'gratuitas'],
  zh: ['操场', '运动场', '体育场', '体育馆', '室内', '最好的', '公共', '免费'],
  ja: ['競技場', 'グラウンド', '室内', '無料'],
  ar: ['ملعب', 'ملاعب', 'الملعب', 'استاد', 'ستاد', 'أفضل', 'أقرب'],
};

/**
 * Small words that say where (or ask): "in", "perto de", "in der Nähe von", "près de", "near me",
 * "bairro", "city". ("para" is Pará, a state of Brazil: only "para correr" is set aside, above.)
 */
const SMALL: Record<string, readonly string[]> = {
  en: [
    'in',
    'at',
    'near',
    'nearby',
    'around',
    'by',
    'close',
    'to',
    'next',
    'of',
    'the',
    'a',
    'for',
    'within',
    'me',
    'my',
    'where',
    'and',
    'city',
    'town',
    'neighbourhood',
    'neighborhood',
  ],
  sv: ['i', 'på', 'vid', 'nära', 'närheten', 'runt', 'kring', 'av', 'mig', 'min', 'stadsdel', 'stadsdelen', 'staden'],
  es: ['en', 'cerca', 'de', 'del', 'la', 'el', 'los', 'las', 'a', 'al', 'junto', 'mi', 'mí', 'donde', 'dónde', 'barrio', 'ciudad'],
  de: [
    'in',
    'im',
    'bei',
    'beim',
    'nahe',
    'nah',
    'nähe',
    'der',
    'die',
    'das',
    'dem',
    'den',
    'von',
    'vom',
    'um',
    'herum',
    'meiner',
    'mir',
    'wo',
    'stadtteil',
    'stadt',
  ],
  fr: ['à', 'au', 'aux', 'en', 'près', 'de', 'du', 'des', 'la', 'le', 'les', 'dans', 'autour', 'vers', 'moi', 'où', 'quartier', 'ville'],
  pt: [
    'em',
    'no',
    'na',
    'nos',
    'nas',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'perto',
    'próximo',
    'próxima',
    'ao',
    'aos',
    'a',
    'o',
    'os',
    'as',
    'mim',
    'onde',
    'bairro',
    'cidade',
  ],
  // The states of Brazil as people add them to a town: "campinas sp", "joinville sc".
  br: [
    'ac',
    'al',
    'ap',
    'am',
    'ba',
    'ce',
    'df',
    'es',
    'go',
    'ma',
    'mt',
    'ms',
    'mg',
    'pa',
    'pb',
    'pr',
    'pe',
    'pi',
    'rj',
    'rn',
    'rs',
    'ro',
    'rr',
    'sc',
    'sp',
    'se',
    'to',
  ],
  ar: ['في', 'قرب', 'بالقرب', 'من', 'عند', 'حول', 'قريب', 'بجانب', 'الى', 'إلى', 'مني', 'أين'],
};

/**
 * Chinese and Japanese are written without spaces ("爱丁堡的跑道"): their sought words are cut out
 * wherever they stand, and these small words off the ends of what is left ("的", "附近", "の").
 * Those that may also begin a name (kana such as "は" in "はこだて") are only cut off its end; "で" is
 * not one, as accents folded it is "て", the end of many names.
 */
const SMALL_WITHOUT_SPACES = {
  start: ['在', '我', '离我最近的', '最近的', '找'],
  end: [
    '市',
    '附近的',
    '附近',
    '周边的',
    '周边',
    '周围',
    '旁边的',
    '旁边',
    '的',
    '哪里有',
    '哪里',
    '哪儿',
    '有',
    '吗',
    'の近くの',
    'の近く',
    '近くの',
    '近く',
    '付近の',
    '付近',
    '周辺の',
    '周辺',
    'にある',
    'の',
    'は',
    'どこ',
  ],
};

const normalisedAll = (lists: Record<string, readonly string[]>) => [
  ...new Set(Object.values(lists).flatMap((list) => list.map(normaliseSearchText))),
];

/** Runs of characters written without spaces between words. */
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const soughtPhrases = [...new Set([...normalisedAll(SOUGHT), ...normalisedAll(OFTEN_IN_NAMES)])];
const singleWords = (phrases: readonly string[]) => phrases.filter((p) => !p.includes(' ') && !WITHOUT_SPACES.test(p));
const SOUGHT_WORDS: ReadonlySet<string> = new Set(singleWords(soughtPhrases));
/** The sought words forgiven a slip or read half typed: not those often part of a name. */
const FORGIVEN_WORDS = singleWords(normalisedAll(SOUGHT)).filter((w) => !normalisedAll(OFTEN_IN_NAMES).includes(w));
/** Sought phrases of several words, as word lists, longest first. */
const SOUGHT_RUNS = soughtPhrases
  .filter((p) => p.includes(' '))
  .map((p) => p.split(' '))
  .sort((a, b) => b.length - a.length);
/** Sought words of Chinese and Japanese, longest first (cut out of a run of characters). */
const SOUGHT_WITHOUT_SPACES = soughtPhrases.filter((p) => WITHOUT_SPACES.test(p)).sort((a, b) => b.length - a.length);
const SMALL_WORDS: ReadonlySet<string> = new Set(normalisedAll(SMALL));
const SMALL_START = SMALL_WITHOUT_SPACES.start.map(normaliseSearchText).sort((a, b) => b.length - a.length);
const SMALL_END = SMALL_WITHOUT_SPACES.end.map(normaliseSearchText).sort((a, b) => b.length - a.length);

/**
 * A place is read from its first this many words (each is a bound parameter of the Worker's SQL,
 * which D1 allows 100 of; a run of Chinese cut at every sought word could make many).
 */
export const MAX_PLACE_WORDS = 24;

/** A sought word this long typed with one slip ("runing", "atletsmo") is still one. */
const SLIP_FREE_LENGTH = 7;
/** The last word, while being typed, reads as the sought word it begins from this length ("trac"). */
const TYPED_PREFIX_LENGTH = 4;

/** French elision: "d'athlétisme", "l'Écosse" are read without "d'" and "l'". */
const ELISION = /^(?:d|l|qu)['’]/u;
/** Punctuation and symbols around a word ("glasgow?", "&"): not part of the place. */
const AROUND_WORD = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

type Role = 'sought' | 'small' | 'place';

function isSought(word: string, last: boolean): boolean {
  if (SOUGHT_WORDS.has(word)) return true;
  if (SMALL_WORDS.has(word)) return false;
  const length = [...word].length;
  if (length >= SLIP_FREE_LENGTH - 1 && FORGIVEN_WORDS.some((w) => [...w].length >= SLIP_FREE_LENGTH && oneSlipApart(word, w))) return true;
  return last && length >= TYPED_PREFIX_LENGTH && FORGIVEN_WORDS.some((w) => w.startsWith(word));
}

/** A run of Chinese or Japanese characters: its places, its sought words cut out and small words cut off. */
function placesWithoutSpaces(run: string): { places: string[]; changed: boolean } {
  let pieces = run.split(/[\p{P}\p{S}]+/u);
  for (const sought of SOUGHT_WITHOUT_SPACES) pieces = pieces.flatMap((piece) => piece.split(sought));
  const places = pieces
    .map((piece) => {
      let rest = piece;
      for (let cut = true; cut; ) {
        cut = false;
        const start = SMALL_START.find((s) => rest.startsWith(s) && rest.length > s.length);
        const end = SMALL_END.find((s) => rest.endsWith(s) && rest.length > s.length);
        if (start) rest = rest.slice(start.length);
        else if (end) rest = rest.slice(0, -end.length);
        cut = Boolean(start || end);
      }
      return SMALL_START.includes(rest) || SMALL_END.includes(rest) ? '' : rest;
    })
    .filter((piece) => piece !== '');
  return { places, changed: places.length !== 1 || places[0] !== run };
}

/** The term read as a place: the words a label must hold, and the place as one phrase. */
export interface PlaceReading {
  /** What is left of the term, in its order, without repeats: every one must be in the label. */
  words: readonly string[];
  /** From the first word left to the last, small words between them kept ("rio de janeiro"): what a name equals or starts with. */
  term: string;
}

export interface TermReading {
  /** The normalised term, as the spec's rule reads it. */
  term: string;
  /** Its words: a label holding every one matches by the rule, and ranks first. */
  words: readonly string[];
  /** The term read as a place, or null when that reads nothing else (no word set aside, or nothing left). */
  place: PlaceReading | null;
  /**
   * With a place: the place and what is sought, without the small words ("pista de cooper em sao
   * paulo": pista, cooper, sao, paulo), when that is neither every word nor the place. A label
   * that holds these ("Pista de Cooper - São Paulo") ranks after those that hold every word and
   * before those that only hold the place.
   */
  named: PlaceReading | null;
  /** True when the term says what is sought and names no place: "pista de atletismo perto de mim". */
  soughtOnly: boolean;
}

/** A term's reading, from its normalised words (src-shared/search-normalise.ts searchWords). */
export function readTerm(words: readonly string[]): TermReading {
  const term = words.join(' ');
  const tokens: { text: string; role: Role }[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    const run = SOUGHT_RUNS.find((r) => r.every((w, j) => words[i + j] === w));
    if (run) {
      run.forEach((text) => tokens.push({ text, role: 'sought' }));
      i += run.length;
      continue;
    }
    const word = words[i]!;
    const last = i === words.length - 1;
    i += 1;
    if (WITHOUT_SPACES.test(word)) {
      const found = placesWithoutSpaces(word);
      if (found.changed) changed = true;
      found.places.forEach((text) => tokens.push({ text, role: 'place' }));
      if (found.places.length === 0) tokens.push({ text: word, role: 'sought' });
      continue;
    }
    const bare = word.replace(ELISION, '').replace(AROUND_WORD, '');
    if (bare !== word) changed = true;
    if (bare === '') continue;
    tokens.push({ text: bare, role: isSought(bare, last) ? 'sought' : SMALL_WORDS.has(bare) ? 'small' : 'place' });
  }
  const places = tokens.filter((t) => t.role === 'place');
  if (places.length === 0 || (!changed && places.length === tokens.length)) {
    return { term, words, place: null, named: null, soughtOnly: places.length === 0 && tokens.some((t) => t.role === 'sought') };
  }
  const first = tokens.indexOf(places[0]!);
  const lastPlace = tokens.lastIndexOf(places.at(-1)!);
  const phrase = tokens.slice(first, lastPlace + 1).filter((t) => t.role !== 'sought');
  const place = { words: distinct(places).slice(0, MAX_PLACE_WORDS), term: phrase.map((t) => t.text).join(' ') };
  const kept = tokens.filter((t) => t.role !== 'small');
  const hasSought = kept.length > places.length;
  const hasSmall = kept.length < tokens.length;
  const named =
    hasSought && hasSmall && kept.length <= MAX_PLACE_WORDS ? { words: distinct(kept), term: kept.map((t) => t.text).join(' ') } : null;
  return { term, words, place, named, soughtOnly: false };
}

const distinct = (tokens: readonly { text: string }[]) => [...new Set(tokens.map((t) => t.text))];

/** The words a label must hold to be listed: the place's, else every word. */
export const requiredWords = (reading: TermReading): readonly string[] => reading.place?.words ?? reading.words;

/** True when a normalised label is listed for the reading: it holds every required word. */
export const readingMatches = (normalisedLabel: string, reading: TermReading): boolean =>
  requiredWords(reading).length > 0 && requiredWords(reading).every((word) => normalisedLabel.includes(word));

/** True when the label holds every word of the term, as the rule asks: such a match ranks first. */
export const holdsEveryWord = (normalisedLabel: string, reading: TermReading): boolean =>
  reading.words.every((word) => normalisedLabel.includes(word));

/**
 * True when every label listed for `narrower` is listed for `wider` too: each word `wider`
 * requires is part of one `narrower` requires. Then a complete answer for `wider` holds every
 * match of `narrower`, and the device narrows it without asking ("edinburgh" to "edinburgh
 * running track", "sao" to "sao paulo"); "pista" to "pista nova" is not (the place is "nova").
 */
export function readingCovers(wider: TermReading, narrower: TermReading): boolean {
  const required = requiredWords(narrower);
  return requiredWords(wider).every((word) => required.some((r) => r.includes(word)));
}

/**
 * The other names that tell why an entry is offered for a term (a suggestion's alsoKnownAs):
 * those that start with the term ("brasil"), then the place it names, then one of the words its
 * label does not hold ("pista butanta": the suburb "butanta"), then those that hold such a word;
 * none unless its label and these names hold every word the reading requires. Stable: among
 * equals, in the order given.
 */
export function namesTellingWhy(names: readonly string[], normalisedLabel: string, reading: TermReading): string[] {
  const required = requiredWords(reading);
  if (!required.every((w) => normalisedLabel.includes(w) || names.some((name) => name.includes(w)))) return [];
  const added = required.filter((w) => !normalisedLabel.includes(w));
  const rank = (name: string) =>
    name.startsWith(reading.term)
      ? 0
      : reading.place !== null && name.startsWith(reading.place.term)
        ? 1
        : added.some((w) => name.startsWith(w))
          ? 2
          : added.some((w) => name.includes(w))
            ? 3
            : 4;
  return names
    .map((name) => ({ name, rank: rank(name) }))
    .filter((n) => n.rank < 4)
    .sort((a, b) => a.rank - b.rank)
    .map((n) => n.name);
}
