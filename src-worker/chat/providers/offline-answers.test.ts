import { describe, expect, it } from 'vitest';
import { SURFACES } from '../../../src-shared/enums';
import type { ChatTrack } from '../../db/chat-search';
import { ASSISTANT_TEXTS } from '../texts';
import { summarise, trackFacts } from '../track-facts';
import { answerFor, trackLine } from './offline-answers';

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
  ...overrides,
});

const unnamed = trackFacts(row({}), ORIGIN);
const stadion = trackFacts(
  row({ name: 'Stadion', url_segment: 'stadion', area_name: 'Stockholm', surface: 'synthetic', length: 400, number_lanes_lap: 8, has_lighting: true, status: 1, num_comments: 2 }),
  ORIGIN,
  { lat: -22.91, lng: -47.06 },
);
const cinder = trackFacts(row({ name: 'Kolbanan', url_segment: 'kolbanan', surface: 'cinder', indoors: true, status: 0 }), ORIGIN);

/** Every English word the fact lines could show: the English fact texts and the surface labels. */
const ENGLISH_FACT_WORDS = [
  ...Object.values(SURFACES),
  ...(['lanes', 'lit', 'indoor', 'outdoor', 'open', 'closed', 'accessUnknown', 'unnamedTrack', 'anonymous', 'aroundPoint', 'aroundBox'] as const).map(
    (key) => ASSISTANT_TEXTS.en[key],
  ),
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
const summaryNearPoint = summarise({ place: '10 km around -22.9, -47.06', placeUrl: null, around: { radiusKm: 10, lat: '-22.9', lng: '-47.06' } }, [unnamed, stadion, cinder]);
const summaryOfMapView = summarise({ place: 'the box around -22.900, -47.060', placeUrl: null, around: { radiusKm: null, lat: '-22.900', lng: '-47.060' } }, [stadion]);

const answersIn = (lang: 'en' | 'sv' | 'ar') => [
  answerFor('findTracksInArea', listing, 'Campinas', lang),
  answerFor('findTracksNearPoint', { ...listing, radiusKm: 10 }, '', lang),
  answerFor('getTrackDetails', details, 'Stadion', lang),
  answerFor('summarizeTracks', summaryNearPoint, '', lang),
  answerFor('summarizeTracks', summaryOfMapView, '', lang),
  answerFor('postComment', { status: 'Success', track: '', url: `${ORIGIN}/track/track-campinas-5` }, '', lang),
];

describe('offline answers in the route language', () => {
  it('writes the English fact line with every fact, surfaces in lower case inside the sentence', () => {
    expect(trackLine(unnamed, ASSISTANT_TEXTS.en)).toBe(
      `<a href="${ORIGIN}/track/track-campinas-5">Unnamed track</a> (Campinas): access unknown, asphalt/concrete, 369 m, outdoor`,
    );
    expect(trackLine(stadion, ASSISTANT_TEXTS.en)).toBe(
      `<a href="${ORIGIN}/track/stadion">Stadion</a> (Stockholm): 1.1 km, open to the public, synthetic, 400 m, 8 lanes, lighting, outdoor`,
    );
  });

  it('writes the English summary, details and thanks', () => {
    const [, , detailsAnswer, nearPoint, mapView, thanks] = answersIn('en');
    expect(nearPoint).toContain('There are 3 tracks in 10 km around -22.9, -47.06.');
    expect(nearPoint).toContain('Asphalt/Concrete 1, synthetic 1, cinder 1');
    expect(mapView).toContain('There are 1 tracks in the box around -22.900, -47.060.');
    expect(detailsAnswer).toContain('2025-05-01 anonymous: Fina banor');
    expect(thanks).toBe(`Thank you, your comment on <a href="${ORIGIN}/track/track-campinas-5">track</a> is posted.`);
  });

  it('the English check itself finds the English fact words', () => {
    expect(englishWordsIn(answersIn('en').join('<br>'))).toEqual(expect.arrayContaining(['Asphalt', 'Unnamed', 'outdoor', 'around', 'anonymous']));
  });

  it('writes every fact of a Swedish answer in Swedish, names unchanged', () => {
    const answers = answersIn('sv');
    expect(englishWordsIn(answers.join('<br>'))).toEqual([]);
    expect(trackLine(unnamed, ASSISTANT_TEXTS.sv)).toBe(
      `<a href="${ORIGIN}/track/track-campinas-5">Namnlös bana</a> (Campinas): okänd tillgång, asfalt/betong, 369 m, utomhus`,
    );
    expect(answers[0]).toContain('<a href="https://atlas.example/track/stadion">Stadion</a> (Stockholm)');
    expect(answers[3]).toContain('Det finns 3 banor i 10 km runt -22.9, -47.06.');
  });

  it('writes every fact of an Arabic answer in Arabic, readable right to left', () => {
    const answers = answersIn('ar');
    expect(englishWordsIn(answers.join('<br>'))).toEqual([]);
    expect(trackLine(unnamed, ASSISTANT_TEXTS.ar)).toBe(
      `\u2068<a href="${ORIGIN}/track/track-campinas-5">مضمار بلا اسم</a>\u2069 (\u2068Campinas\u2069): إمكانية الدخول غير معروفة، أسفلت/خرسانة، \u2068369\u2069 م، خارجي`,
    );
    expect(trackLine(stadion, ASSISTANT_TEXTS.ar)).toContain('\u2068<a href="https://atlas.example/track/stadion">Stadion</a>\u2069 (\u2068Stockholm\u2069)');
    expect(answers[3]).toContain('نطاق 10 كم حول \u2068-22.9\u2069، \u2068-47.06\u2069');
  });
});
