import { describe, expect, it } from 'vitest';
import { SURFACES } from '../../src-shared/enums';
import type { Track } from '../../src-shared/api-types';
import type { ChatTrack } from '../db/chat-search';
import { OFFLINE_TEXTS } from './texts';
import { accessFactsNow, summarise, trackFacts } from '../chat/track-facts';
import type { Language } from '../../src-shared/enums';
import { type AnswerFocus, answerFor, trackLine } from './answers';

const ORIGIN = 'https://atlas.example';

const row = (overrides: Partial<ChatTrack>): ChatTrack => ({
  id: 5,
  name: null,
  url_segment: 'track-campinas-5',
  area_name: 'Campinas',
  area_segment: 'campinas',
  center_lat: -22.9,
  center_lng: -47.06,
  length: 369,
  surface: 'asphalt',
  number_lanes_lap: null,
  has_lighting: false,
  indoors: false,
  status: null,
  status_source: null,
  finalized: true,
  reported: false,
  removed: false,
  num_comments: 0,
  num_likes: 0,
  label: null,
  ...overrides,
});

/** A track without a name of its own, known by where it lies from its town's centre (issue 36). */
const unnamed = trackFacts(
  row({
    label: {
      facility: null,
      locality: null,
      from_centre: { km: 3.2, bearing: 7 },
      twin: null,
      length: 369,
      finalized: true,
      surface: 'asphalt',
      indoors: false,
    },
  }),
  ORIGIN,
);
const stadion = trackFacts(
  row({
    name: 'Stadion',
    url_segment: 'stadion',
    area_name: 'Stockholm',
    surface: 'synthetic',
    length: 400,
    number_lanes_lap: 8,
    has_lighting: true,
    status: 1,
    num_comments: 2,
  }),
  ORIGIN,
  { lat: -22.91, lng: -47.06 },
);
const cinder = trackFacts(row({ name: 'Kolbanan', url_segment: 'kolbanan', surface: 'cinder', indoors: true, status: 0 }), ORIGIN);

/** Every English word the fact lines could show: the English fact texts and the surface labels. */
const ENGLISH_FACT_WORDS = [
  ...Object.values(SURFACES),
  ...(
    [
      'lanes_one',
      'lanes_other',
      'lit',
      'indoor',
      'outdoor',
      'open',
      'closed',
      'accessUnknown',
      'anonymous',
      'aroundPoint',
      'aroundBox',
    ] as const
  ).map((key) => OFFLINE_TEXTS.en[key]),
  ...Object.values(OFFLINE_TEXTS.en.hoursAndFees),
  // The words of a label (src-shared/track-name.ts): "369 m asphalt/concrete track, 3.2 km north-west of the centre".
  OFFLINE_TEXTS.en.trackWords.texts.track.summary.track,
  OFFLINE_TEXTS.en.trackWords.texts.track.label.fromCentre,
  OFFLINE_TEXTS.en.trackWords.texts.track.label.directions.nw,
]
  .flatMap((text) => text.replace(/\{\w+\}/g, ' ').split(/[^A-Za-z]+/))
  .filter((word) => word.length > 2);

/** The answer's words outside the track and place names, which stay as they are. */
const wordsOutsideNames = (html: string) =>
  html
    .replace(/<a [^>]*>(Stadion|Kolbanan)<\/a>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/Stockholm|Campinas|Nilsson/g, ' ');

const englishWordsIn = (html: string) =>
  ENGLISH_FACT_WORDS.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(wordsOutsideNames(html)));

const listing = { count: 3, tracks: [unnamed, stadion, cinder], area: 'Campinas', areaUrl: `${ORIGIN}/running-in/campinas` };
const details = {
  ...stadion,
  info: '',
  recentComments: [
    { type: 'comment', text: 'Fina banor', by: 'anonymous', date: '2025-05-01' },
    { type: 'comment', text: 'Bra', by: 'Nilsson', date: '2025-05-02' },
  ],
};
const summaryNearPoint = summarise(
  { place: '10 km around -22.9, -47.06', placeUrl: null, around: { radiusKm: 10, lat: '-22.9', lng: '-47.06' } },
  [unnamed, stadion, cinder],
);
const summaryOfMapView = summarise(
  { place: 'the box around -22.900, -47.060', placeUrl: null, around: { radiusKm: null, lat: '-22.900', lng: '-47.060' } },
  [stadion],
);

/** Stadion with opening hours and a fee, in London (the tool's own shape, from accessFactsNow). */
const hoursTrack = (access: Record<string, unknown> = {}) =>
  ({
    center_lat: 51.5,
    center_lng: -0.12,
    status: null,
    status_source: null,
    status_updated: null,
    access: {
      access: 'public_hours',
      opening_hours: 'Mo-Fr 17:00-21:00',
      fee: true,
      fee_text: '£3',
      entry: null,
      booking_url: null,
      lane_rules: null,
      rules: null,
      closed_until: null,
      closure_reason: null,
      lit_hours: null,
      amenities: { toilets: null, changing_rooms: null, lockers: null, drinking_water: null, parking: null, public_transport: null },
      supervised: null,
      time_zone: 'Europe/London',
      confirmed: {},
      ...access,
    },
  }) as unknown as Track;
const MONDAY_NOON = new Date('2026-01-05T12:00:00Z');
const withHours = (access: Record<string, unknown> = {}, now = MONDAY_NOON) => ({
  ...details,
  accessAndHours: accessFactsNow(hoursTrack(access), now),
});
const openNowAndFree = trackFacts(
  row({ name: 'Nattbanan', url_segment: 'nattbanan', opening_hours: '24/7', hours_zone: 'Europe/London', fee: 0 }),
  ORIGIN,
  { lat: -22.91, lng: -47.06 },
);

const answersIn = (lang: 'en' | 'sv' | 'ar') => [
  answerFor('findTracksInArea', listing, 'Campinas', lang),
  answerFor('findTracksNearPoint', { ...listing, radiusKm: 10 }, '', lang),
  answerFor('getTrackDetails', details, 'Stadion', lang),
  answerFor('summarizeTracks', summaryNearPoint, '', lang),
  answerFor('summarizeTracks', summaryOfMapView, '', lang),
  answerFor(
    'postComment',
    { status: 'Success', track: unnamed.name, nameParts: unnamed.nameParts, url: `${ORIGIN}/track/track-campinas-5` },
    '',
    lang,
  ),
  answerFor('findTracksNearPoint', { count: 1, tracks: [openNowAndFree], radiusKm: 10 }, '', lang, {
    filters: { openNow: true, free: true },
  }),
  answerFor('findTracksInArea', { ...listing, count: 0, tracks: [] }, 'Campinas', lang, { filters: { free: true } }),
  answerFor('getTrackDetails', withHours(), 'Stadion', lang, { asks: ['hours', 'fee'] }),
  answerFor('getTrackDetails', withHours({ opening_hours: null, fee: null, fee_text: null }), 'Stadion', lang, { asks: ['fee'] }),
];

describe('offline answers in the route language', () => {
  it('writes the English fact line with every fact, surfaces in lower case inside the sentence', () => {
    expect(trackLine(unnamed, OFFLINE_TEXTS.en)).toBe(
      `<a href="${ORIGIN}/track/track-campinas-5">369 m asphalt/concrete track, 3.2 km north-west of the centre</a> (Campinas): access unknown, asphalt/concrete, 369 m, outdoor`,
    );
    expect(trackLine(stadion, OFFLINE_TEXTS.en)).toBe(
      `<a href="${ORIGIN}/track/stadion">Stadion</a> (Stockholm): 1.1 km, open to the public, synthetic, 400 m, 8 lanes, lighting, outdoor`,
    );
  });

  it('writes the English summary, details and thanks', () => {
    const [, , detailsAnswer, nearPoint, mapView, thanks] = answersIn('en');
    expect(nearPoint).toContain('There are 3 tracks in 10 km around -22.9, -47.06.');
    expect(nearPoint).toContain('Asphalt/Concrete 1, synthetic 1, cinder 1');
    expect(mapView).toContain('There is 1 track in the box around -22.900, -47.060.');
    expect(detailsAnswer).toContain('2025-05-01 anonymous: Fina banor');
    expect(thanks).toBe(
      `Thank you, your comment on <a href="${ORIGIN}/track/track-campinas-5">369 m asphalt/concrete track, 3.2 km north-west of the centre</a> is posted.`,
    );
  });

  it('the English check itself finds the English fact words', () => {
    expect(englishWordsIn(answersIn('en').join('<br>'))).toEqual(
      expect.arrayContaining(['Asphalt', 'track', 'north', 'centre', 'outdoor', 'around', 'anonymous']),
    );
  });

  it('writes every fact of a Swedish answer in Swedish, names unchanged', () => {
    const answers = answersIn('sv');
    expect(englishWordsIn(answers.join('<br>'))).toEqual([]);
    expect(trackLine(unnamed, OFFLINE_TEXTS.sv)).toBe(
      `<a href="${ORIGIN}/track/track-campinas-5">Löparbana med asfalt/betong på 369 m, 3,2 km nordväst om centrum</a> (Campinas): okänd tillgång, asfalt/betong, 369 m, utomhus`,
    );
    expect(answers[0]).toContain('<a href="https://atlas.example/track/stadion">Stadion</a> (Stockholm)');
    expect(answers[3]).toContain('Det finns 3 banor i 10 km runt -22.9, -47.06.');
  });

  it('writes every fact of an Arabic answer in Arabic, readable right to left', () => {
    const answers = answersIn('ar');
    expect(englishWordsIn(answers.join('<br>'))).toEqual([]);
    expect(trackLine(unnamed, OFFLINE_TEXTS.ar)).toBe(
      `\u2068<a href="${ORIGIN}/track/track-campinas-5">مضمار من الأسفلت/الخرسانة بطول 369 م، على بعد 3.2 كم شمال غرب المركز</a>\u2069 (\u2068Campinas\u2069): إمكانية الدخول غير معروفة، أسفلت/خرسانة، \u2068369\u2069 م، خارجي`,
    );
    expect(trackLine(stadion, OFFLINE_TEXTS.ar)).toContain(
      '\u2068<a href="https://atlas.example/track/stadion">Stadion</a>\u2069 (\u2068Stockholm\u2069)',
    );
    expect(answers[3]).toContain('نطاق 10 كم حول \u2068-22.9\u2069، \u2068-47.06\u2069');
  });
});

describe('offline answers about opening hours and fees (issue 14)', () => {
  const en = OFFLINE_TEXTS.en;
  const hours = (access: Record<string, unknown>, now: Date, lang: 'en' | 'pt' | 'ja' | 'ar' = 'en') =>
    answerFor('getTrackDetails', withHours(access, now), 'Stadion', lang, { asks: ['hours'] }).split('<br>');

  it('adds open now and free to a track line when they are known, and nothing when they are not', () => {
    expect(trackLine(openNowAndFree, en)).toBe(
      `<a href="${ORIGIN}/track/nattbanan">Nattbanan</a> (Campinas): 1.1 km, access unknown, open now, free, asphalt/concrete, 369 m, outdoor`,
    );
    expect(trackLine(unnamed, en)).not.toMatch(/open now|closed now|free|paid/);
  });

  it('heads a narrowed list with what it was narrowed to, and says what is left out', () => {
    const [, , , , , , near, noneFree] = answersIn('en');
    expect(near!.split('<br>')).toEqual([
      'I found 1 track open now and free to use within 10 km of you:',
      trackLine(openNowAndFree, en),
      'Tracks without known opening hours are not included.',
      'Tracks whose fee is not known are not included.',
    ]);
    expect(noneFree).toBe(
      `I found no tracks free to use in <a href="${ORIGIN}/running-in/campinas">Campinas</a>.<br>Tracks whose fee is not known are not included.`,
    );
    expect(answerFor('findTracksInBoundingBox', { count: 0, tracks: [] }, '', 'pt', { filters: { openNow: true } })).toBe(
      'Não encontrei pistas abertas agora na área que você está vendo.<br>Pistas sem horário de funcionamento conhecido não são contadas.',
    );
    expect(
      answerFor('findTracksInArea', { ...listing, count: 1, tracks: [openNowAndFree] }, '', 'ja', { filters: { free: true } }),
    ).toMatch(/^<a [^>]+>Campinas<\/a> で無料のトラックが 1 件見つかりました：<br>.*現在営業中、無料、/);
  });

  it('leads with the badge in words, the week and the fee, in the order asked, then the usual details', () => {
    const lines = answerFor('getTrackDetails', withHours(), 'Stadion', 'en', { asks: ['fee', 'hours'] }).split('<br>');
    expect(lines.slice(0, 6)).toEqual([
      `Opening hours and fee of <a href="${ORIGIN}/track/stadion">Stadion</a>:`,
      'It costs a fee: £3.',
      'Opens at 17:00 today (local time).',
      'Opening hours this week (Europe/London time): Mon–Fri 17:00–21:00; Sat–Sun closed.',
      `Know better? Add or correct these facts on <a href="${ORIGIN}/track/stadion">its page</a>.`,
      `Here is what we know about <a href="${ORIGIN}/track/stadion">Stadion</a>:`,
    ]);
  });

  it('says what the track page badge says, at any time of the week', () => {
    expect(hours({}, new Date('2026-01-09T18:00:00Z'))[1]).toBe('Open now, until 21:00 (local time).');
    expect(hours({}, new Date('2026-01-10T12:00:00Z'))[1]).toBe('Closed today; opens Monday at 17:00 (local time).');
    expect(hours({}, new Date('2026-01-09T22:00:00Z'))[1]).toBe('Closed now; opens Monday at 17:00 (local time).');
    expect(hours({ opening_hours: '24/7' }, MONDAY_NOON).slice(1, 3)).toEqual([
      'Open now.',
      'Opening hours this week (Europe/London time): every day 24 hours.',
    ]);
    expect(hours({ closed_until: '2026-03-03', closure_reason: 'resurfacing' }, MONDAY_NOON)[1]).toBe(
      'Closed for resurfacing until 3 March.',
    );
    expect(hours({ closed_until: '2027-01-10' }, MONDAY_NOON)[1]).toBe('Closed until 10 January 2027.');
    expect(hours({ access: 'members' }, MONDAY_NOON)[1]).toBe('Members only.');
  });

  it('says that hours and fee are unknown rather than guess', () => {
    const lines = answerFor('getTrackDetails', withHours({ opening_hours: null, fee: null, fee_text: null }), 'Stadion', 'en', {
      asks: ['hours'],
    }).split('<br>');
    expect(lines.slice(1, 3)).toEqual(['No opening hours are known for it.', 'Nobody has said whether it costs anything.']);
    const free = answerFor('getTrackDetails', withHours({ fee: false, fee_text: null }), 'Stadion', 'en', { asks: ['fee'] });
    expect(free.split('<br>')[1]).toBe('It is free to use.');
  });

  it('escapes what runners wrote once, and writes Portuguese, Japanese and Arabic', () => {
    const fee = answerFor('getTrackDetails', withHours({ fee_text: '<b>R$ 5</b> & up' }), 'Stadion', 'en', { asks: ['fee'] });
    expect(fee).toContain('It costs a fee: &lt;b&gt;R$ 5&lt;/b&gt; &amp; up.');
    expect(hours({}, MONDAY_NOON, 'pt')[1]).toBe('Abre hoje às 17:00 (horário local).');
    expect(hours({}, MONDAY_NOON, 'ja')).toEqual(expect.arrayContaining(['今日は 17:00 から営業します（現地時間）。', '有料です：£3。']));
    const arabic = hours({}, MONDAY_NOON, 'ar');
    expect(arabic[1]).toBe('يفتح اليوم الساعة \u206817:00\u2069 (بالتوقيت المحلي).');
    expect(arabic).toContain('استخدامه برسوم: \u2068£3\u2069.');
    expect(arabic.find((line) => line.startsWith('مواعيد هذا الأسبوع'))).toContain('\u206817:00–21:00\u2069');
  });
});

describe('summaries a runner can act on (issue 28)', () => {
  const mapUrl = `${ORIGIN}/search?lat=-22.9&lng=-47.06&z=11`;
  const mapHref = mapUrl.replace(/&/g, '&amp;');
  const aroundCampinas = {
    ...summaryNearPoint,
    count: 7,
    area: 'Campinas',
    areaUrl: `${ORIGIN}/running-in/campinas`,
    tracks: [stadion, unnamed, cinder],
    allUrl: mapUrl,
  };

  it('names the area a location is in, not its coordinates, and lists the tracks nearest first with the rest on the map', () => {
    const answer = answerFor('summarizeTracks', aroundCampinas, '', 'en');
    expect(answer).toContain(`There are 7 tracks within 10 km of you, around <a href="${ORIGIN}/running-in/campinas">Campinas</a>.`);
    expect(answer).not.toContain('around -22.9');
    expect(answer).toContain('Nearest first:');
    expect(answer).toContain(`<a href="${ORIGIN}/track/stadion">Stadion</a>`);
    expect(answer).toContain(
      `See all 7 on <a href="${mapHref}">the map</a>, and the tracks of <a href="${ORIGIN}/running-in/campinas">Campinas</a> on its page.`,
    );
  });

  it('leaves out counts of 0 and says once what is unknown', () => {
    const allUnknown = summarise({ place: 'Campinas', placeUrl: `${ORIGIN}/running-in/campinas`, around: null }, [
      unnamed,
      trackFacts(row({ name: 'Other' }), ORIGIN),
    ]);
    const answer = answerFor('summarizeTracks', allUnknown, '', 'en');
    expect(answer).not.toMatch(/\b0 (are|have)\b/);
    expect(answer.match(/we do not know/g)).toHaveLength(1);
    expect(answer).toContain('For 2 we do not know whether they are open to the public.');
  });

  it('says the same in Portuguese and Swedish, with the map in their words', () => {
    const pt = answerFor('summarizeTracks', aroundCampinas, '', 'pt');
    expect(pt).toContain(`Há 7 pistas a até 10 km de você, perto de <a href="${ORIGIN}/running-in/campinas">Campinas</a>.`);
    expect(pt).toContain(`<a href="${mapHref}">mapa</a>`);
    const sv = answerFor('summarizeTracks', aroundCampinas, '', 'sv');
    expect(sv).toContain('Det finns 7 banor inom 10 km från dig, runt');
    expect(sv).toContain(`<a href="${mapHref}">kartan</a>`);
    expect(englishWordsIn(sv)).toEqual([]);
  });

  it('ends a list cut short with where the rest are', () => {
    const cut = { ...listing, count: 25, allUrl: `${ORIGIN}/running-in/campinas` };
    expect(answerFor('findTracksInArea', cut, 'Campinas', 'en')).toContain(
      `See all 25 on the page of <a href="${ORIGIN}/running-in/campinas">Campinas</a>.`,
    );
    expect(answerFor('findTracksInArea', { ...cut, count: 3 }, 'Campinas', 'en')).not.toContain('See all');
  });
});

describe('counts in the plural rules of the language', () => {
  const inCampinas = (count: number) => ({ ...listing, count, tracks: [stadion].slice(0, count) });
  const heading = (lang: Language, count: number, focus: AnswerFocus = {}) =>
    answerFor('findTracksInArea', inCampinas(count), 'Campinas', lang, focus)
      .split('<br>')[0]!
      .replace(/<[^>]*>|\u2068|\u2069/g, '');

  it('says one track in English and one pista in Portuguese, and the plural from two', () => {
    expect(heading('en', 1)).toBe('I found 1 track in Campinas:');
    expect(heading('en', 2)).toBe('I found 2 tracks in Campinas:');
    expect(heading('pt', 1)).toBe('Encontrei 1 pista em Campinas:');
    expect(heading('pt', 2)).toBe('Encontrei 2 pistas em Campinas:');
    expect(heading('es', 1)).toBe('Encontré 1 pista en Campinas:');
    expect(heading('fr', 1)).toBe('J’ai trouvé 1 piste à Campinas :');
    expect(heading('de', 1)).toBe('Ich habe 1 Bahn in Campinas gefunden:');
    expect(heading('sv', 1)).toBe('Jag hittade 1 bana i Campinas:');
  });

  it('says a count in Chinese and Japanese with its counter, whatever the count', () => {
    expect(heading('zh', 1)).toBe('我在Campinas找到了 1 条跑道：');
    expect(heading('zh', 2)).toBe('我在Campinas找到了 2 条跑道：');
    expect(heading('ja', 1)).toBe('Campinas で 1 件のトラックが見つかりました：');
  });

  it('says Arabic tracks in the dual, the plural of three to ten, and the singular from eleven and a hundred', () => {
    expect(heading('ar', 1)).toBe('وجدت مضمارًا واحدًا في Campinas:');
    expect(heading('ar', 2)).toBe('وجدت مضمارين في Campinas:');
    expect(heading('ar', 3)).toBe('وجدت 3 مضامير في Campinas:');
    expect(heading('ar', 11)).toBe('وجدت 11 مضمارًا في Campinas:');
    expect(heading('ar', 100)).toBe('وجدت 100 مضمار في Campinas:');
  });

  it('makes what a list was narrowed to agree with the count, and with none', () => {
    const open: AnswerFocus = { filters: { openNow: true } };
    expect(heading('pt', 1, open)).toBe('Encontrei 1 pista aberta agora em Campinas:');
    expect(heading('pt', 2, open)).toBe('Encontrei 2 pistas abertas agora em Campinas:');
    expect(heading('pt', 0, open)).toBe('Não encontrei pistas abertas agora em Campinas.');
    expect(heading('ar', 2, open)).toBe('وجدت مضمارين مفتوحين الآن في Campinas:');
    expect(heading('ar', 3, open)).toBe('وجدت 3 مضامير مفتوحة الآن في Campinas:');
    expect(heading('ar', 0, open)).toBe('لم أجد مضامير مفتوحة الآن في Campinas.');
    expect(heading('sv', 1, { filters: { lighting: true } })).toBe('Jag hittade 1 bana som är belyst i Campinas:');
    expect(heading('de', 1, open)).toBe('Ich habe 1 Bahn in Campinas gefunden, die jetzt geöffnet ist:');
  });

  it("says the counts of a summary and a track's lanes in their plural form", () => {
    const one = summarise({ place: 'Campinas', placeUrl: `${ORIGIN}/running-in/campinas`, around: null }, [stadion]);
    const answer = answerFor('summarizeTracks', one, '', 'en');
    expect(answer).toContain(`There is 1 track in <a href="${ORIGIN}/running-in/campinas">Campinas</a>.`);
    expect(answer).toContain('1 is reported open to the public. 1 has lighting.');
    const none = summarise({ place: 'Campinas', placeUrl: `${ORIGIN}/running-in/campinas`, around: null }, []);
    expect(answerFor('summarizeTracks', none, '', 'en')).toBe(
      `There are no tracks in <a href="${ORIGIN}/running-in/campinas">Campinas</a>.`,
    );
    expect(answerFor('summarizeTracks', one, '', 'ar')).toContain('يوجد مضمار واحد في');
    expect(trackLine({ ...stadion, lanes: 1 }, OFFLINE_TEXTS.en)).toContain(', 1 lane,');
    expect(trackLine({ ...stadion, lanes: 2 }, OFFLINE_TEXTS.ar)).toContain('، حارتان،');
    expect(trackLine(stadion, OFFLINE_TEXTS.ar)).toContain('، \u20688\u2069 حارات،');
  });

  it('ends a list cut short with where the one left is, or all of them', () => {
    const near = (count: number) =>
      answerFor('findTracksNearPoint', { count, tracks: [], radiusKm: 10, allUrl: `${ORIGIN}/search` }, '', 'en');
    expect(near(1)).toContain(`See it on <a href="${ORIGIN}/search">the map</a>.`);
    expect(near(2)).toContain(`See all 2 on <a href="${ORIGIN}/search">the map</a>.`);
  });
});
