// The words that tell the assistant what a sentence asks for, in English: the source of every
// other language's cues.ts, read by the Worker's recogniser (src-worker/recognise/cues.ts). Each
// language lists the ways its speakers say a thing, not a translation of English's list. Case and
// accents do not matter (the recogniser folds both, as people often leave accents out); a phrase
// ending in "*" matches any word that begins with it.

export type Cue =
  /** The user's own surroundings: "near me", "nearest". */
  | 'me'
  /** Running tracks in general: with a place, the tracks there. */
  | 'tracks'
  | 'summary'
  /** Asking about one thing: "tell me about". */
  | 'about'
  | 'comment'
  /** A visit the user reports (issue 28): posted as a visit report. */
  | 'visit'
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
  /** Indoor as what a list must be (issue 28): "indoor tracks in Glasgow"; outdoor words are not. */
  | 'indoorOnly'
  | 'access'
  /** Open at this moment (issue 14): with a place, only the tracks open now. */
  | 'openNow'
  /** Free to use: with a place, only the free tracks. */
  | 'free'
  /** What a track costs. */
  | 'fee'
  /** When a track opens and closes. */
  | 'hours'
  // The cues below say nothing alone; cues.ts reads a pair of them, anywhere in the sentence,
  // as one of the cues above (COMBINED_CUES), so word order and the words between do not matter.
  /** This moment: with `open`, open now ("hat gerade … offen", "今使える"). */
  | 'now'
  /** Open, usable: with `now`, open now; with `when`, the hours ("när har X öppet?"). */
  | 'open'
  /** Asking when: with `open`, the hours. */
  | 'when'
  /** A part of the app itself (map, page, search, screen): with `fault`, a bug report. */
  | 'app'
  /** Something that fails to show or work: with `app`, a bug report ("Curitiba sale vacía en el mapa"). */
  | 'fault'
  /** Adding something to the app: with `polite`, a feature request ("skulle ni kunna lägga till…"). */
  | 'add'
  /**
   * Polite and conditional request forms ("could you", "você poderia", "könnten Sie", "していただけますか",
   * "من فضلك"): framing, never content. They are cue words, so never part of a name, and they
   * make a request of what follows.
   */
  | 'polite'
  /** A conditional ("would be", "seria", "wäre", "vore"): with `good`, a wish, so a feature request. */
  | 'conditional'
  /** Good, useful, nice: with `conditional`, a wish ("Estaría bien poder guardar…"). */
  | 'good'
  /** Asking how many: with `tracks`, a count of a place's tracks, so its summary ("wie viele Bahnen gibt es in Natal?"). */
  | 'howMany';

export type CueWords = Partial<Record<Cue, string[]>>;

export const cues: CueWords = {
  me: [
    'near me',
    'around me',
    'close to me',
    'nearby',
    'near by',
    'nearest',
    'closest',
    'my area',
    'my location',
    'current location',
    'current position',
    'my city',
    'my neighbourhood',
    'my neighborhood',
    'where i am',
    'around here',
    'near here',
    'close by',
    'my position',
  ],
  tracks: ['track', 'tracks', 'running track*', 'athletics track*', 'oval', 'stadium', 'stadiums'],
  summary: ['summar*', 'summarize', 'summarise', 'summary', 'overview', 'sum up', 'statistics', 'stats'],
  about: [
    'tell me about',
    'tell me more about',
    'about',
    'what is it like',
    'how is the',
    'info on',
    'information about',
    'information on',
    'details',
    'what do you know',
    'describe',
    'show me',
  ],
  comment: [
    'comment',
    'comments',
    'post a comment',
    'leave a comment',
    'add a comment',
    'write a comment',
    'leave a note',
    'add a note',
    'post a note',
  ],
  visit: ['visit report', 'i visited', 'visited', 'i was at', 'i ran at', 'i went to'],
  wrong: [
    'wrong',
    'please fix',
    'fix it',
    'not what',
    'should be',
    'actually has',
    'actually is',
    'correct it',
    'incorrect',
    'outdated',
    'out of date',
    'not correct',
    'inaccurate',
    'mistake',
    'false',
    'is not right',
    'isnt right',
    'no longer',
  ],
  report: ['report', 'reporting', 'flag'],
  bug: [
    'bug',
    'bugs',
    'crash*',
    'broken',
    'does not work',
    'doesnt work',
    'not working',
    'wont load',
    'does not load',
    'doesnt load',
    'glitch',
    'error message',
    'stuck',
    'freezes',
  ],
  feature: [
    'feature',
    'feature request',
    'i want to be able',
    'i would like to be able',
    'would be useful',
    'option to',
    'a way to',
    'it would be nice',
    'would be nice',
    'would be great',
    'be great if',
    'be nice if',
    'be useful if',
    'be helpful if',
    'would love',
    'please add',
    'could you add',
    'can you add',
    'suggestion',
    'i wish',
    'idea',
  ],
  surface: ['surface', 'made of', 'tartan', 'synthetic', 'asphalt', 'grass', 'cinder', 'gravel', 'rubber'],
  length: ['length', 'how long', 'long is', 'metres', 'meters', 'distance', 'lap length'],
  lanes: ['lane', 'lanes'],
  lighting: ['light', 'lights', 'lit', 'lighting', 'floodlight*', 'illuminated', 'at night', 'dark'],
  indoor: ['indoor', 'indoors', 'outdoor', 'outdoors', 'covered', 'inside', 'roof'],
  indoorOnly: ['indoor', 'indoors', 'covered', 'inside'],
  access: ['public', 'open to', 'can i use', 'access', 'accessible', 'allowed', 'closed', 'open'],
  openNow: [
    'open now',
    'open right now',
    'opened now',
    'open today',
    'open at the moment',
    'currently open',
    'still open',
    'open at this time',
  ],
  free: ['free', 'free of charge', 'for free', 'no fee', 'costs nothing', 'without paying'],
  fee: ['cost', 'costs', 'how much', 'fee', 'fees', 'entry fee', 'price', 'prices', 'pay', 'paid', 'admission', 'charge', 'charges'],
  hours: [
    'hours',
    'opening hours',
    'opening times',
    'when does',
    'when is',
    'what time',
    'opens',
    'open until',
    'closes',
    'closing time',
    'schedule',
    'timetable',
  ],
  now: ['now', 'right now', 'currently', 'at the moment', 'today', 'at present'],
  open: ['open', 'opened', 'usable'],
  when: ['when', 'what time'],
  app: ['map', 'site', 'website', 'app', 'page', 'screen', 'search', 'search box', 'button'],
  fault: [
    'error',
    'blank',
    'empty',
    'not showing',
    'not shown',
    'does not show',
    'doesnt show',
    'shows nothing',
    'does not open',
    'doesnt open',
    'wont open',
    'nothing happens',
  ],
  add: ['add', 'adding', 'include', 'put'],
  polite: [
    'could you',
    'would you',
    'can you',
    'will you',
    'could u',
    'can u',
    'please',
    'pls',
    'plz',
    'kindly',
    'would you mind',
    'would it be possible',
    'is it possible',
  ],
  conditional: ['would be', "it'd be", 'itd be', 'would make'],
  good: ['great', 'nice', 'good', 'useful', 'helpful', 'handy', 'cool', 'awesome', 'easier'],
  howMany: ['how many', 'number of'],
};
