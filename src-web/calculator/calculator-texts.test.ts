import { describe, expect, it } from 'vitest';
import { laneLengthMetres, MILE_METRES, readTargetTime } from '../rules/calculator';
import { bendRadiusFor, laneStart, STANDARD_BEND_RADIUS_METRES, straightMetres, type TrackShape } from '../rules/track-geometry';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { zh } from '../../src-shared/catalogues/zh';
import { createI18n } from '../i18n/i18n';
import {
  bendRadiusNote,
  drawingDescription,
  durationIn,
  laneFormula,
  lengthIn,
  shortNumberText,
  startSentence,
  timeReadingNote,
} from './calculator-texts';

const english = createI18n('en', en);

const standard: TrackShape = { trackMetres: 400, bendRadiusMetres: STANDARD_BEND_RADIUS_METRES, laneWidthCm: 122, line: 'world-athletics' };

describe('calculator texts', () => {
  it('keeps the spec’s formula sentence', () => {
    expect(laneFormula('spec', english)).toBe('Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.');
  });

  it('writes laps and a radius back into their inputs without trailing zeros', () => {
    expect(shortNumberText(25)).toBe('25');
    expect(shortNumberText(1609.344 / 400)).toBe('4.02');
    expect(shortNumberText(36.5)).toBe('36.5');
  });

  it('says where to start a distance run in a lane, in laps', () => {
    expect(startSentence(laneStart(standard, 1, 10_000), 1, 10_000, 'm', english)).toBe(
      'For 10000 m in lane 1, start at the finish line and run 25 full laps.',
    );
    expect(startSentence(laneStart(standard, 3, 10_000), 3, 10_000, 'm', english)).toBe(
      'For 10000 m in lane 3, start on the home straight, 47.14 m before the finish line, then run 24 full laps.',
    );
    expect(startSentence(laneStart(standard, 1, 1609.344), 1, 1609.344, 'mi', english)).toBe(
      'For 1 mi in lane 1, start on the home straight, 10.22 yd before the finish line, then run 4 full laps.',
    );
  });

  it('says how far ahead a staggered start is, and where the 800 m breaks', () => {
    expect(startSentence(laneStart(standard, 2, 400), 2, 400, 'm', english)).toBe(
      'For 400 m in lane 2, start on the first bend, 400.00 m before the finish line (7.04 m ahead of lane 1’s start).',
    );
    expect(startSentence(laneStart(standard, 4, 800), 4, 800, 'm', english)).toBe(
      'For 800 m from lane 4, start on the first bend, 11.26 m ahead of lane 1’s start; keep to lane 4 up to the break line at the end of the first bend, then cut in towards lane 1.',
    );
  });

  it('asks for the bend radius when the track’s is unknown, and says what stands in', () => {
    expect(bendRadiusNote(bendRadiusFor('outdoor', 400, 0), 'outdoor', 400, english)).toBe(
      'The standard 400 m track’s bends: 36.50 m from the centre to the kerb.',
    );
    expect(bendRadiusNote(bendRadiusFor('outdoor', 400, 30), 'outdoor', 400, english)).toBeNull();
    expect(bendRadiusNote(bendRadiusFor('indoor', 200, 0), 'indoor', 200, english)).toBe(
      'Indoor 200 m tracks each have their own bend radius, and this one’s is unknown: enter it, measured from the centre of a bend to the kerb. Until then the staggers and the drawing assume the standard track’s shape scaled to this length, with bends of 18.10 m.',
    );
    expect(bendRadiusNote(bendRadiusFor('outdoor', 300, 50), 'outdoor', 300, english)).toMatch(
      /^A 300.00 m track cannot have bends of 50.00 m: that leaves no straights\. This track’s bend radius is unknown/,
    );
  });

  it('describes the drawing: the track, the lane, the finish and the start', () => {
    const radius = bendRadiusFor('outdoor', 400, 0);
    const text = drawingDescription(
      {
        kind: 'outdoor',
        trackMetres: 400,
        straightMetres: straightMetres(standard),
        radius,
        laneCount: 10,
        laneWidthCm: 122,
        lane: 2,
        laneMetres: laneLengthMetres(400, 122, 2, 'world-athletics'),
        distanceMetres: 0,
        start: null,
        unit: 'm',
      },
      english,
    );
    expect(text).toBe(
      'A 400.00 m outdoor track drawn to scale: straights of 84.39 m, bends of 36.50 m to the kerb, 10 lanes of 1.22 m. Lane 2 is highlighted: 407.04 m a lap. The finish line is at the end of the home straight, and runners go anticlockwise. Enter a distance to mark where it starts.',
    );
  });
});

describe('what the visitor is told about the time they typed', () => {
  const note = (text: string, metres: number, unit: 'm' | 'yd' | 'mi' = 'm', texts = english) =>
    timeReadingNote(readTargetTime(text, metres), metres, unit, texts);

  it('says how "1.05" was read, and nothing about a time read as typed', () => {
    expect(note('1.05', 400)).toBe('Read as 1:05 (minutes:seconds).');
    expect(note('75.30', 21_097.5)).toBe('Read as 75:30 (minutes:seconds).');
    expect(note('1:05', 400)).toBeNull();
    expect(note('12.30', 100)).toBeNull();
    expect(note('', 400)).toBeNull();
  });

  it('refuses a time faster than anyone runs, and one that is not a time, saying how to write it', () => {
    expect(note('1.5', 400)).toBe('No one runs 400 m in 0:01.5: write the time as hh:mm:ss or mm:ss, for example 1:05.');
    expect(note('2.30', MILE_METRES, 'mi')).toBe('No one runs 1 mi in 0:02.3: write the time as hh:mm:ss or mm:ss, for example 1:05.');
    expect(note('abc', 400)).toBe('This is not a time we can read: write it as hh:mm:ss or mm:ss, for example 1:05.');
  });

  it('says it in the page’s language and digits', () => {
    expect(note('1.05', 400, 'm', createI18n('pt', pt))).toBe('Lido como 1:05 (minutos:segundos).');
    expect(note('1.5', 400, 'm', createI18n('pt', pt))).toBe(
      'Ninguém corre 400 m em 0:01,5: escreva o tempo como hh:mm:ss ou mm:ss, por exemplo 1:05.',
    );
    const arabic = note('1.05', 400, 'm', createI18n('ar', ar))!;
    expect(arabic).toMatch(/^قُرئ على أنه /);
    expect(arabic).toContain('1:05');
    expect(arabic).not.toMatch(/[A-Za-z]/);
  });
});

describe('the calculator in the page language', () => {
  const portuguese = createI18n('pt', pt);

  it('writes lengths and times as the language does, English as before', () => {
    expect(lengthIn(407.04, 'm', 'en')).toBe('407.04 m');
    expect(lengthIn(10_000, 'm', 'en')).toBe('10000 m');
    expect(lengthIn(10_000, 'm', 'pt')).toBe('10.000 m');
    expect(lengthIn(407.04, 'm', 'pt')).toBe('407,04 m');
    expect(lengthIn(402.336, 'yd', 'zh')).toBe('440.00码');
    expect(durationIn(65.3, 'en')).toBe('1:05.3');
    expect(durationIn(65.3, 'pt')).toBe('1:05,3');
    expect(durationIn(3723, 'pt')).toBe('1:02:03');
  });

  it('says where to start in Portuguese, with the places of the lap in their words', () => {
    expect(startSentence(laneStart(standard, 3, 10_000), 3, 10_000, 'm', portuguese)).toBe(
      'Para 10.000 m na raia 3, largue na reta final, 47,14 m antes da linha de chegada, e depois corra 24 voltas completas.',
    );
    expect(startSentence(laneStart(standard, 4, 800), 4, 800, 'm', portuguese)).toBe(
      'Para 800 m saindo da raia 4, largue na primeira curva, 11,26 m à frente da largada da raia 1; fique na raia 4 até a linha de raia livre no fim da primeira curva e depois siga para a raia 1.',
    );
    expect(laneFormula('spec', portuguese)).toContain('1609,344 m');
  });

  it('describes the drawing in Arabic and Chinese, with their plural forms and without English', () => {
    const facts = {
      kind: 'indoor' as const,
      trackMetres: 200,
      straightMetres: 35,
      radius: bendRadiusFor('indoor', 200, 0),
      laneCount: 6,
      laneWidthCm: 100,
      lane: 2,
      laneMetres: 206.28,
      distanceMetres: 0,
      start: null,
      unit: 'm' as const,
    };
    const arabic = drawingDescription(facts, createI18n('ar', ar));
    expect(arabic).toContain('مضمار داخلي');
    expect(arabic).toContain('\u20686\u2069 حارات');
    expect(arabic).not.toMatch(/[A-Za-z]/);
    const chinese = drawingDescription(facts, createI18n('zh', zh));
    expect(chinese).toContain('室内跑道');
    expect(chinese).not.toContain(' 输入');
  });
});
