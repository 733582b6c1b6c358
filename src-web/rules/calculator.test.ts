import { describe, expect, it } from 'vitest';
import {
  clampLaneWidthCm,
  durationText,
  laneLengthMetres,
  laneTable,
  MILE_METRES,
  parseDurationSeconds,
  parseNumber,
  PRESETS,
} from './calculator';

describe('lane lengths (spec section 9)', () => {
  it('lane 1 is the track length', () => {
    expect(laneLengthMetres(400, 122, 1)).toBe(400);
  });
  it('each lane adds 2π × lane width', () => {
    expect(laneLengthMetres(400, 122, 2)).toBeCloseTo(407.665, 3);
    expect(laneLengthMetres(400, 122, 8)).toBeCloseTo(453.658, 3);
    expect(laneLengthMetres(200, 100, 3)).toBeCloseTo(200 + 4 * Math.PI, 9);
  });
  it('shows 10 lanes', () => {
    expect(laneTable({ trackMetres: 400, laneWidthCm: 122, distanceMetres: 400, totalSeconds: 0 })).toHaveLength(10);
  });
});

describe('lap times for a target', () => {
  it('a 40 min 10k is 96 s per lap in lane 1 of a 400 m track', () => {
    const [lane1, lane2] = laneTable({ trackMetres: 400, laneWidthCm: 122, distanceMetres: 10_000, totalSeconds: 2400 });
    expect(lane1!.lapSeconds).toBeCloseTo(96, 9);
    expect(lane1!.lapsDistanceMetres).toBeCloseTo(10_000, 9);
    expect(lane2!.lapSeconds).toBeCloseTo(96 * (407.665 / 400), 2);
  });
  it('has no lap time without a target time', () => {
    expect(laneTable({ trackMetres: 400, laneWidthCm: 122, distanceMetres: 1000, totalSeconds: 0 })[0]!.lapSeconds).toBeNull();
  });
  it('the presets are a 40 min 10k and a 5 min mile', () => {
    expect(PRESETS.map((p) => p.label)).toEqual(['40 min 10k', '5 min mile']);
    expect(PRESETS[1]!.distanceMetres).toBe(MILE_METRES);
  });
});

describe('time and number input (spec section 5)', () => {
  it('reads hh:mm:ss and mm:ss', () => {
    expect(parseDurationSeconds('1:02:03')).toBe(3723);
    expect(parseDurationSeconds('40:00')).toBe(2400);
  });
  it('takes a comma as decimal separator in seconds', () => {
    expect(parseDurationSeconds('4:59,5')).toBeCloseTo(299.5, 9);
    expect(parseDurationSeconds('4:59.5')).toBeCloseTo(299.5, 9);
  });
  it('turns invalid parts into zero', () => {
    expect(parseDurationSeconds('x:30')).toBe(30);
    expect(parseDurationSeconds('')).toBe(0);
    expect(parseNumber('abc')).toBe(0);
    expect(parseNumber('-5')).toBe(0);
    expect(parseNumber('402,3')).toBeCloseTo(402.3, 9);
  });
  it('formats lap and race times', () => {
    expect(durationText(96)).toBe('1:36.0');
    expect(durationText(65.34)).toBe('1:05.3');
    expect(durationText(3723)).toBe('1:02:03');
  });
  it('keeps the lane width within 70 to 150 cm', () => {
    expect(clampLaneWidthCm(50)).toBe(70);
    expect(clampLaneWidthCm(200)).toBe(150);
    expect(clampLaneWidthCm(0)).toBe(122);
  });
});
