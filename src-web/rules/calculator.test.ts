import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampLaneWidthCm,
  distanceInputText,
  durationText,
  LANE_COUNT,
  laneLengthMetres,
  laneTable,
  lengthText,
  MILE_METRES,
  paceSeconds,
  parseDurationSeconds,
  parseNumber,
  PRESETS,
  QUARTER_MILE_TRACK_METRES,
  shortUnit,
  UNIT_METRES,
  YARD_METRES,
} from './calculator';

const standardTrack = { trackMetres: 400, laneWidthCm: 122, line: 'spec', laneCount: LANE_COUNT } as const;

describe('lane lengths (spec section 9)', () => {
  it('lane 1 is the track length', () => {
    expect(laneLengthMetres(400, 122, 1, 'spec')).toBe(400);
  });
  it('each lane adds 2π × lane width', () => {
    expect(laneLengthMetres(400, 122, 2, 'spec')).toBeCloseTo(407.665, 3);
    expect(laneLengthMetres(400, 122, 8, 'spec')).toBeCloseTo(453.658, 3);
    expect(laneLengthMetres(200, 100, 3, 'spec')).toBeCloseTo(200 + 4 * Math.PI, 9);
  });
  it('lane 2 of a 200 m track is 200 + 2π × 1.22 m', () => {
    expect(laneLengthMetres(200, 122, 2, 'spec')).toBeCloseTo(200 + 2 * Math.PI * 1.22, 9);
  });
  it('shows 10 lanes', () => {
    expect(laneTable({ ...standardTrack, distanceMetres: 400, totalSeconds: 0 })).toHaveLength(10);
  });
});

describe('lane lengths on the World Athletics measurement line (issue 15)', () => {
  // To the millimetre, as World Athletics tabulates them; issue 15's 445.37 m for lane 7 is
  // 445.365 rounded again (to the centimetre it is 445.36 m: 445.3646).
  it('lanes 2–8 of the standard 400 m track are 407.037 to 453.030 m', () => {
    const lanes = [2, 3, 4, 5, 6, 7, 8].map((lane) => laneLengthMetres(400, 122, lane, 'world-athletics').toFixed(3));
    expect(lanes).toEqual(['407.037', '414.703', '422.368', '430.034', '437.699', '445.365', '453.030']);
  });
  it('lane 1 is the track length, as on the spec formula', () => {
    expect(laneLengthMetres(400, 122, 1, 'world-athletics')).toBe(400);
  });
  it('every lane from 2 outward is 2π × 0.10 m (0.63 m) shorter than the spec formula gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 70, max: 150 }),
        fc.double({ min: 100, max: 500, noNaN: true }),
        (lane, widthCm, track) => {
          const difference = laneLengthMetres(track, widthCm, lane, 'spec') - laneLengthMetres(track, widthCm, lane, 'world-athletics');
          return Math.abs(difference - 2 * Math.PI * 0.1) < 1e-9;
        },
      ),
    );
  });
});

describe('lap times for a target', () => {
  it('a 40 min 10k is 96 s per lap in lane 1 of a 400 m track', () => {
    const [lane1, lane2] = laneTable({ ...standardTrack, distanceMetres: 10_000, totalSeconds: 2400 });
    expect(lane1!.lapSeconds).toBeCloseTo(96, 9);
    expect(lane1!.lapsDistanceMetres).toBeCloseTo(10_000, 9);
    expect(lane2!.lapSeconds).toBeCloseTo(96 * (407.665 / 400), 2);
  });
  it('runs 100 m in the same time in every lane: the pace stays, the lap grows', () => {
    const rows = laneTable({ ...standardTrack, line: 'world-athletics', distanceMetres: 10_000, totalSeconds: 2400 });
    expect(rows.map((row) => row.per100MetresSeconds)).toEqual(Array(10).fill(24));
    expect(rows[2]!.lapSeconds).toBeCloseTo(0.24 * 414.703, 2);
  });
  it('has no lap time without a target time', () => {
    const [lane1] = laneTable({ ...standardTrack, distanceMetres: 1000, totalSeconds: 0 });
    expect(lane1!.lapSeconds).toBeNull();
    expect(lane1!.per100MetresSeconds).toBeNull();
  });
  it('the presets are a 40 min 10k and a 5 min mile', () => {
    expect(PRESETS.map((p) => p.label)).toEqual(['40 min 10k', '5 min mile']);
    expect(PRESETS[1]!.distanceMetres).toBe(MILE_METRES);
  });
  it('gives the pace per km and per mile', () => {
    expect(paceSeconds(2400, 10_000, 'km')).toBeCloseTo(240, 9);
    expect(paceSeconds(300, MILE_METRES, 'mi')).toBeCloseTo(300, 9);
    expect(paceSeconds(300, MILE_METRES, 'km')).toBeCloseTo(186.4, 1);
    expect(paceSeconds(0, 10_000, 'km')).toBeNull();
  });
});

describe('units (issue 15)', () => {
  it('a mile is 1609.344 m and a 440 yd track 402.336 m', () => {
    expect(MILE_METRES).toBe(1609.344);
    expect(UNIT_METRES.mi).toBe(1609.344);
    expect(QUARTER_MILE_TRACK_METRES).toBeCloseTo(402.336, 9);
    expect(1760 * YARD_METRES).toBeCloseTo(MILE_METRES, 9);
  });
  it('shows lengths in metres, yards or miles; a lane in miles is shown in yards', () => {
    expect(lengthText(407.037, 'm')).toBe('407.04 m');
    expect(lengthText(10_000, 'm')).toBe('10000 m');
    expect(lengthText(QUARTER_MILE_TRACK_METRES, 'yd')).toBe('440.00 yd');
    expect(lengthText(10_000, 'mi')).toBe('6.214 mi');
    expect(shortUnit('mi')).toBe('yd');
    expect(shortUnit('m')).toBe('m');
  });
  it('a distance written in any unit reads back as the same metres, to the centimetre', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 100_000, noNaN: true }), fc.constantFrom('m', 'yd', 'mi' as const), (metres, unit) => {
        const readBack = parseNumber(distanceInputText(metres, unit)) * UNIT_METRES[unit];
        return Math.abs(readBack - metres) < 0.01;
      }),
    );
    expect(distanceInputText(10_000, 'mi')).toBe('6.21371');
    expect(distanceInputText(MILE_METRES, 'yd')).toBe('1760');
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
    expect(clampLaneWidthCm(50, 'outdoor')).toBe(70);
    expect(clampLaneWidthCm(200, 'outdoor')).toBe(150);
    expect(clampLaneWidthCm(0, 'outdoor')).toBe(122);
  });
  it('keeps an indoor lane within 90 to 110 cm', () => {
    expect(clampLaneWidthCm(122, 'indoor')).toBe(110);
    expect(clampLaneWidthCm(70, 'indoor')).toBe(90);
    expect(clampLaneWidthCm(0, 'indoor')).toBe(100);
  });
});
