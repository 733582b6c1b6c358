// The calculator's sentences, beside it: what the figures mean, where they come from, and the
// drawing said in words (its text alternative). In the page's language (issue 24): the sentences
// are the catalogue's calculator group, the figures written as the language writes them ("407,04
// m"), English's exactly as before ("407.04 m", "10000 m").
import {
  durationText,
  minutesAndSecondsText,
  UNIT_METRES,
  type DistanceUnit,
  type MeasurementLine,
  type TimeReading,
  type TrackKind,
} from '../rules/calculator';
import { numberText, quantityText } from '../../src-shared/number-text';
import type { PageTexts } from '../rules/page-texts';
import type { BendRadius, LaneStart, Place } from '../rules/track-geometry';

/** How a lane's length is worked out, on either line. The first is the spec's own. */
export const laneFormula = (line: MeasurementLine, { t }: PageTexts) =>
  line === 'spec' ? t('calculator.formula.spec') : t('calculator.formula.worldAthletics');

/** Up to two decimals without trailing zeros: "25" laps, "4.02" laps, a "36.5" m radius, as an input holds them. */
export function shortNumberText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** "407.04 m", "10000 m", "440.00 yd", "6.214 mi" (rules/calculator.ts lengthText), in the page's language. */
export function lengthIn(metres: number, unit: DistanceUnit, language: string): string {
  const value = metres / UNIT_METRES[unit];
  return quantityText(value, unit, language, { digits: unit === 'mi' ? 3 : value >= 1000 ? 0 : 2 });
}

/** "1:05.3", "1:02:03" (rules/calculator.ts durationText), with the language's digits and decimal separator. */
export function durationIn(seconds: number, language: string): string {
  return clockIn(durationText(seconds), language);
}

/** A clock's figures ("1:05.3") with the language's digits and decimal separator. */
function clockIn(text: string, language: string): string {
  // A half as the language writes it: "0.5", "0,5", "٠٫٥": its zero and its decimal separator.
  const [zero = '0', separator = '.'] = [...numberText(0.5, language, { digits: 1 })];
  if (zero === '0' && separator === '.') return text;
  return text.replace(/\d/g, (digit) => String.fromCharCode(zero.charCodeAt(0) + Number(digit))).replace('.', separator);
}

/**
 * What the visitor is told about the target time they typed, or null when it was read as typed:
 * how "1.05" was read ("Read as 1:05"), or why a time is refused. `distanceMetres` is the one the
 * time was judged for.
 */
export function timeReadingNote(
  reading: TimeReading,
  distanceMetres: number,
  unit: DistanceUnit,
  { t, language }: PageTexts,
): string | null {
  switch (reading.kind) {
    case 'empty':
    case 'as-typed':
      return null;
    case 'minutes-and-seconds':
      return t('calculator.time.readAs', { time: clockIn(minutesAndSecondsText(reading.seconds), language) });
    case 'unreadable':
      return t('calculator.time.unreadable');
    case 'too-fast':
      return t('calculator.time.tooFast', {
        time: durationIn(reading.typedSeconds, language),
        distance: distanceName(distanceMetres, unit, language),
      });
  }
}

/** A distance as a runner names it: "400 m", "1 mi", "1609.34 m", without trailing zeros. */
function distanceName(metres: number, unit: DistanceUnit, language: string): string {
  const value = metres / UNIT_METRES[unit];
  return quantityText(value, unit, language, { digits: unit === 'mi' ? 3 : value >= 1000 ? 0 : 2, trimZeros: true });
}

/** What the visitor is told about the bend radius, or null when it is their own. */
export function bendRadiusNote(radius: BendRadius, kind: TrackKind, trackMetres: number, { t, language }: PageTexts): string | null {
  if (radius.source === 'given') return null;
  const metres = (value: number) => lengthIn(value, 'm', language);
  const note =
    radius.source === 'standard'
      ? t('calculator.radius.standard', { radius: metres(radius.metres) })
      : t(kind === 'indoor' ? 'calculator.radius.unknownIndoor' : 'calculator.radius.unknown', { radius: metres(radius.metres) });
  if (radius.refusedMetres === null) return note;
  return [t('calculator.radius.refused', { length: metres(trackMetres), radius: metres(radius.refusedMetres) }), note].join(
    sentenceGap(language),
  );
}

/** Sentences follow each other after a space, but in Chinese and Japanese, whose full stop is its own gap. */
const sentenceGap = (language: string) => (language === 'zh' || language === 'ja' ? '' : ' ');

const SEGMENT_KEYS = ['firstBend', 'backStraight', 'secondBend', 'homeStraight'] as const;

/** "on the first bend", "on the home straight". */
const onSegment = (segment: Place['segment'], { t }: Pick<PageTexts, 't'>) => t(`calculator.onSegment.${SEGMENT_KEYS[segment]}`);

/** Where to start, in words: what the drawing's start mark shows. */
export function startSentence(
  start: LaneStart,
  lane: number,
  distanceMetres: number,
  unit: DistanceUnit,
  { t, language }: PageTexts,
): string {
  const short = (metres: number) => lengthIn(metres, unit === 'mi' ? 'yd' : unit, language);
  const figures = {
    distance: distanceName(distanceMetres, unit, language),
    lane: numberText(lane, language),
    place: onSegment(start.place.segment, { t }),
  };
  const ahead = start.staggerMetres !== null && lane > 1 ? t('calculator.start.ahead', { length: short(start.staggerMetres) }) : null;
  if (start.breakPlace) {
    // The break line is at the end of the bend before its place.
    const breakPlace = t(`calculator.breakAfter.${SEGMENT_KEYS[(start.breakPlace.segment + 3) % 4]!}`);
    const place = ahead ? t('calculator.start.placeAndAhead', { place: figures.place, ahead }) : figures.place;
    return t('calculator.start.breakLine', { ...figures, place, breakPlace });
  }
  const laps = t('calculator.fullLaps', { count: start.fullLaps, laps: numberText(start.fullLaps, language) });
  if (start.toFinishMetres === 0) return t('calculator.start.atFinish', { ...figures, laps });
  const before = { ...figures, length: short(start.toFinishMetres), laps, ahead: ahead ?? '' };
  if (start.fullLaps > 0) return ahead ? t('calculator.start.beforeAheadThenLaps', before) : t('calculator.start.beforeThenLaps', before);
  return ahead ? t('calculator.start.beforeAhead', before) : t('calculator.start.before', before);
}

export interface DrawingFacts {
  kind: TrackKind;
  trackMetres: number;
  straightMetres: number;
  radius: BendRadius;
  laneCount: number;
  laneWidthCm: number;
  lane: number;
  laneMetres: number;
  distanceMetres: number;
  start: LaneStart | null;
  unit: DistanceUnit;
}

/** The drawing said in words, for those who cannot see it, and printed under it for everyone. */
export function drawingDescription(facts: DrawingFacts, texts: PageTexts): string {
  const { t, language } = texts;
  const short = (metres: number) => lengthIn(metres, facts.unit === 'mi' ? 'yd' : facts.unit, language);
  const bends =
    facts.radius.source === 'assumed'
      ? t('calculator.drawing.assumed', { length: short(facts.radius.metres) })
      : short(facts.radius.metres);
  const shape = {
    count: facts.laneCount,
    length: short(facts.trackMetres),
    straights: short(facts.straightMetres),
    bends,
    lanes: numberText(facts.laneCount, language),
    width: short(facts.laneWidthCm / 100),
  };
  return [
    facts.kind === 'indoor' ? t('calculator.drawing.indoor', shape) : t('calculator.drawing.outdoor', shape),
    t('calculator.drawing.highlighted', { lane: numberText(facts.lane, language), length: short(facts.laneMetres) }),
    t('calculator.drawing.finishLine'),
    facts.start ? startSentence(facts.start, facts.lane, facts.distanceMetres, facts.unit, texts) : t('calculator.drawing.enterDistance'),
  ].join(sentenceGap(language));
}
