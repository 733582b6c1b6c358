import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampLaneWidthCm,
  distanceInputText,
  durationText,
  fastestPlausibleSeconds,
  kindForLength,
  LANE_COUNT,
  LANE_COUNTS,
  laneLengthMetres,
  laneTable,
  lengthText,
  MILE_METRES,
  paceSeconds,
  parseDurationSeconds,
  parseNumber,
  PRESETS,
  minutesAndSecondsText,
  QUARTER_MILE_TRACK_METRES,
  readTargetTime,
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

describe('reading a target time (a UK or Brazilian "1.05" is 1:05)', () => {
  it('reads "1.05" for 400 m as 1:05, not a lap in a second', () => {
    expect(readTargetTime('1.05', 400)).toEqual({ kind: 'minutes-and-seconds', seconds: 65 });
    expect(readTargetTime('40.00', 10_000)).toEqual({ kind: 'minutes-and-seconds', seconds: 2400 });
    expect(readTargetTime('0.59', 400)).toEqual({ kind: 'minutes-and-seconds', seconds: 59 });
    expect(minutesAndSecondsText(65)).toBe('1:05');
    expect(minutesAndSecondsText(4530)).toBe('75:30');
  });
  it('for 200 m or more no time under 10 seconds is read as typed', () => {
    for (const metres of [200, 400, 800, 1500, 10_000]) {
      expect(readTargetTime('9.99', metres).kind).not.toBe('as-typed');
      expect(readTargetTime('5', metres).kind).toBe('too-fast');
    }
  });
  it('keeps a time that can be run as typed: seconds with hundredths, mm:ss, hh:mm:ss, a decimal comma', () => {
    expect(readTargetTime('12.30', 100)).toEqual({ kind: 'as-typed', seconds: 12.3 });
    expect(readTargetTime('59.50', 400)).toEqual({ kind: 'as-typed', seconds: 59.5 });
    expect(readTargetTime('1:05', 400)).toEqual({ kind: 'as-typed', seconds: 65 });
    expect(readTargetTime('4:59,5', MILE_METRES)).toEqual({ kind: 'as-typed', seconds: 299.5 });
    expect(readTargetTime('1:02:03', 21_097.5)).toEqual({ kind: 'as-typed', seconds: 3723 });
    expect(readTargetTime('x:30', 200)).toEqual({ kind: 'as-typed', seconds: 30 });
    expect(readTargetTime('1.05', 0)).toEqual({ kind: 'as-typed', seconds: 1.05 });
  });
  it('refuses a time no reading of which anyone could run, and one that is not a time', () => {
    expect(readTargetTime('1.5', 400)).toEqual({ kind: 'too-fast', seconds: 0, typedSeconds: 1.5 });
    expect(readTargetTime('1.75', 400)).toEqual({ kind: 'too-fast', seconds: 0, typedSeconds: 1.75 });
    expect(readTargetTime('12.30', 10_000)).toEqual({ kind: 'too-fast', seconds: 0, typedSeconds: 12.3 });
    expect(readTargetTime('2.30', MILE_METRES)).toEqual({ kind: 'too-fast', seconds: 0, typedSeconds: 2.3 });
    expect(readTargetTime('0:05', 400)).toEqual({ kind: 'too-fast', seconds: 0, typedSeconds: 5 });
    expect(readTargetTime('abc', 400)).toEqual({ kind: 'unreadable', seconds: 0 });
    expect(readTargetTime('1.05.3', 400)).toEqual({ kind: 'unreadable', seconds: 0 });
    expect(readTargetTime('  ', 400)).toEqual({ kind: 'empty', seconds: 0 });
  });
  it('takes every world record as a time that can be run, and not half of one', () => {
    const records: [number, number][] = [
      [60, 6.34],
      [100, 9.58],
      [200, 19.19],
      [400, 43.03],
      [800, 100.91],
      [1500, 206],
      [MILE_METRES, 223.13],
      [5000, 755.36],
      [10_000, 1571],
      [42_195, 7235],
      [100_000, 21_941],
    ];
    for (const [metres, seconds] of records) {
      expect(fastestPlausibleSeconds(metres)).toBeLessThan(seconds);
      expect(fastestPlausibleSeconds(metres)).toBeGreaterThan(seconds / 2);
    }
  });
  it('never reads a time faster than anyone runs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,3}([.:,]\d{1,2}){0,2}$/), fc.double({ min: 1, max: 50_000, noNaN: true }), (text, metres) => {
        const reading = readTargetTime(text, metres);
        return reading.seconds === 0 || reading.seconds >= fastestPlausibleSeconds(metres);
      }),
    );
  });
});

describe('lanes and kinds of track', () => {
  it('outdoors 1 to the spec’s 10 lanes, 10 to start with; indoors 4 to 6, 6 to start with', () => {
    expect(LANE_COUNTS.outdoor).toEqual({ min: 1, max: 10, initial: 10 });
    expect(LANE_COUNTS.indoor).toEqual({ min: 4, max: 6, initial: 6 });
  });
  it('a 200 m track is the indoor one; any other length an outdoor one', () => {
    expect(kindForLength(200)).toBe('indoor');
    expect(kindForLength(400)).toBe('outdoor');
    expect(kindForLength(QUARTER_MILE_TRACK_METRES)).toBe('outdoor');
    expect(kindForLength(0)).toBe('outdoor');
  });
});
