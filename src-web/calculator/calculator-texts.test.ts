import { describe, expect, it } from 'vitest';
import { laneLengthMetres } from '../rules/calculator';
import { bendRadiusFor, laneStart, STANDARD_BEND_RADIUS_METRES, straightMetres, type TrackShape } from '../rules/track-geometry';
import { bendRadiusNote, drawingDescription, LANE_FORMULA, shortNumberText, startSentence } from './calculator-texts';

const standard: TrackShape = { trackMetres: 400, bendRadiusMetres: STANDARD_BEND_RADIUS_METRES, laneWidthCm: 122, line: 'world-athletics' };

describe('calculator texts', () => {
  it('keeps the spec’s formula sentence', () => {
    expect(LANE_FORMULA.spec).toBe('Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.');
  });

  it('writes laps and a radius back into their inputs without trailing zeros', () => {
    expect(shortNumberText(25)).toBe('25');
    expect(shortNumberText(1609.344 / 400)).toBe('4.02');
    expect(shortNumberText(36.5)).toBe('36.5');
  });

  it('says where to start a distance run in a lane, in laps', () => {
    expect(startSentence(laneStart(standard, 1, 10_000), 1, 10_000, 'm')).toBe('For 10000 m in lane 1, start at the finish line and run 25 full laps.');
    expect(startSentence(laneStart(standard, 3, 10_000), 3, 10_000, 'm')).toBe('For 10000 m in lane 3, start on the home straight, 47.14 m before the finish line, then run 24 full laps.');
    expect(startSentence(laneStart(standard, 1, 1609.344), 1, 1609.344, 'mi')).toBe('For 1 mi in lane 1, start on the home straight, 10.22 yd before the finish line, then run 4 full laps.');
  });

  it('says how far ahead a staggered start is, and where the 800 m breaks', () => {
    expect(startSentence(laneStart(standard, 2, 400), 2, 400, 'm')).toBe('For 400 m in lane 2, start on the first bend, 400.00 m before the finish line (7.04 m ahead of lane 1’s start).');
    expect(startSentence(laneStart(standard, 4, 800), 4, 800, 'm')).toBe(
      'For 800 m from lane 4, start on the first bend, 11.26 m ahead of lane 1’s start; keep to lane 4 up to the break line at the end of the first bend, then cut in towards lane 1.',
    );
  });

  it('asks for the bend radius when the track’s is unknown, and says what stands in', () => {
    expect(bendRadiusNote(bendRadiusFor('outdoor', 400, 0), 'outdoor', 400)).toBe('The standard 400 m track’s bends: 36.50 m from the centre to the kerb.');
    expect(bendRadiusNote(bendRadiusFor('outdoor', 400, 30), 'outdoor', 400)).toBeNull();
    expect(bendRadiusNote(bendRadiusFor('indoor', 200, 0), 'indoor', 200)).toBe(
      'Indoor 200 m tracks each have their own bend radius, and this one’s is unknown: enter it, measured from the centre of a bend to the kerb. Until then the staggers and the drawing assume the standard track’s shape scaled to this length, with bends of 18.10 m.',
    );
    expect(bendRadiusNote(bendRadiusFor('outdoor', 300, 50), 'outdoor', 300)).toMatch(/^A 300.00 m track cannot have bends of 50.00 m: that leaves no straights\. This track’s bend radius is unknown/);
  });

  it('describes the drawing: the track, the lane, the finish and the start', () => {
    const radius = bendRadiusFor('outdoor', 400, 0);
    const text = drawingDescription({
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
    });
    expect(text).toBe(
      'A 400.00 m outdoor track drawn to scale: straights of 84.39 m, bends of 36.50 m to the kerb, 10 lanes of 1.22 m. Lane 2 is highlighted: 407.04 m a lap. The finish line is at the end of the home straight, and runners go anticlockwise. Enter a distance to mark where it starts.',
    );
  });
});
