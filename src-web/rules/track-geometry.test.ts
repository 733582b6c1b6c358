import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laneLengthMetres, type MeasurementLine } from './calculator';
import {
  assumedBendRadiusMetres,
  bendRadiusFor,
  largestBendRadiusMetres,
  laneStart,
  placeAtStation,
  pointAt,
  STANDARD_BEND_RADIUS_METRES,
  staggerMetres,
  stationOfPlace,
  straightMetres,
  type TrackShape,
} from './track-geometry';

const standard: TrackShape = { trackMetres: 400, bendRadiusMetres: STANDARD_BEND_RADIUS_METRES, laneWidthCm: 122, line: 'world-athletics' };
const lines = fc.constantFrom<MeasurementLine>('spec', 'world-athletics');

describe('the oval', () => {
  it('the standard 400 m track has straights of 84.39 m', () => {
    expect(straightMetres(standard)).toBeCloseTo(84.39, 2);
  });
  it('a radius scaled from the standard track is the standard one at 400 m', () => {
    expect(assumedBendRadiusMetres(400)).toBeCloseTo(36.5, 9);
    expect(straightMetres({ trackMetres: 200, bendRadiusMetres: assumedBendRadiusMetres(200) })).toBeCloseTo(84.39 / 2, 2);
  });
  it('the largest radius leaves no straights', () => {
    expect(straightMetres({ trackMetres: 200, bendRadiusMetres: largestBendRadiusMetres(200) })).toBeCloseTo(0, 9);
  });
  it('a place is found again from its station, in any lane', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 399.99, noNaN: true }), fc.integer({ min: 1, max: 8 }), (station, lane) => {
        const laneStation = (station / 400) * laneLengthMetres(400, 122, lane, 'world-athletics');
        return Math.abs(stationOfPlace(standard, lane, placeAtStation(standard, lane, laneStation)) - laneStation) < 1e-6;
      }),
    );
  });
  it('the lap starts with the first bend at the finish line and ends on the home straight', () => {
    expect(placeAtStation(standard, 1, 0)).toEqual({ segment: 0, fraction: 0 });
    expect(placeAtStation(standard, 1, 200)).toEqual({ segment: 2, fraction: 0 });
    expect(placeAtStation(standard, 1, -10)).toEqual({ segment: 3, fraction: expect.closeTo(1 - 10 / straightMetres(standard), 9) });
  });
  it('draws the finish at the end of the home straight, the first bend turning up to the back straight', () => {
    const halfStraight = straightMetres(standard) / 2;
    expect(pointAt(standard, { segment: 0, fraction: 0 }, 36.8)).toMatchObject({ x: halfStraight, y: 36.8 });
    expect(pointAt(standard, { segment: 3, fraction: 1 }, 36.8)).toMatchObject({ x: halfStraight, y: 36.8 });
    const top = pointAt(standard, { segment: 0, fraction: 1 }, 36.8);
    expect(top.x).toBeCloseTo(halfStraight, 9);
    expect(top.y).toBeCloseTo(-36.8, 9);
    expect(pointAt(standard, { segment: 1, fraction: 0 }, 36.8)).toMatchObject({ x: halfStraight, y: -36.8, outward: { x: 0, y: -1 } });
  });
});

describe('staggered starts (issue 15)', () => {
  it('on the standard track: 200 m, 400 m and the 800 m that breaks after the first bend', () => {
    const figures = (distance: number) => [2, 3, 4, 8].map((lane) => staggerMetres(standard, lane, distance).toFixed(3));
    expect(figures(200)).toEqual(['3.519', '7.351', '11.184', '26.515']);
    expect(figures(400)).toEqual(['7.037', '14.703', '22.368', '53.030']);
    expect(figures(800)).toEqual(['3.526', '7.384', '11.259', '26.936']);
  });
  it('lane 1 starts on the line', () => {
    for (const distance of [200, 400, 800]) expect(staggerMetres(standard, 1, distance)).toBe(0);
  });
  it('on any 400 m track, the 400 m stagger is the lane’s extra length and the 200 m stagger half of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 70, max: 150 }),
        fc.double({ min: 20, max: 60, noNaN: true }),
        lines,
        (lane, laneWidthCm, bendRadiusMetres, line) => {
          const shape: TrackShape = { trackMetres: 400, bendRadiusMetres, laneWidthCm, line };
          const extra = laneLengthMetres(400, laneWidthCm, lane, line) - 400;
          return Math.abs(staggerMetres(shape, lane, 400) - extra) < 1e-9 && Math.abs(staggerMetres(shape, lane, 200) - extra / 2) < 1e-9;
        },
      ),
    );
  });
  it('the 800 m stagger is the 200 m one plus the diagonal from the break line to lane 1', () => {
    const straight = straightMetres(standard);
    const offset = 3 * 1.22 - 0.1;
    expect(staggerMetres(standard, 4, 800)).toBeCloseTo(staggerMetres(standard, 4, 200) + Math.hypot(straight, offset) - straight, 9);
  });
  it('on an indoor 200 m track the 200 m is a whole lap in lanes: its stagger is the lane’s extra length', () => {
    const indoor: TrackShape = { trackMetres: 200, bendRadiusMetres: 17.5, laneWidthCm: 100, line: 'world-athletics' };
    expect(staggerMetres(indoor, 2, 200)).toBeCloseTo(laneLengthMetres(200, 100, 2, 'world-athletics') - 200, 9);
    expect(staggerMetres(indoor, 6, 400)).toBeCloseTo(2 * (laneLengthMetres(200, 100, 6, 'world-athletics') - 200), 9);
  });
});

describe('where to start in a lane', () => {
  it('25 laps of lane 1 for 10000 m, from the finish line', () => {
    expect(laneStart(standard, 1, 10_000)).toEqual({
      place: { segment: 0, fraction: 0 },
      staggerMetres: null,
      toFinishMetres: 0,
      fullLaps: 25,
      breakPlace: null,
    });
  });
  it('10000 m in lane 3: 24 laps of 414.70 m and 47.14 m, starting on the home straight', () => {
    const start = laneStart(standard, 3, 10_000);
    expect(start).toMatchObject({ place: { segment: 3 }, fullLaps: 24, staggerMetres: null });
    expect(start.breakPlace === null && start.toFinishMetres).toBeCloseTo(
      10_000 - 24 * laneLengthMetres(400, 122, 3, 'world-athletics'),
      9,
    );
  });
  it('a distance of many laps is counted, not walked', () => {
    const started = performance.now();
    const start = laneStart(standard, 2, 1e12);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(start.breakPlace === null && start.fullLaps).toBe(Math.floor(1e12 / laneLengthMetres(400, 122, 2, 'world-athletics')));
  });
  it('the 400 m in lane 2 starts 7.04 m into the first bend', () => {
    const start = laneStart(standard, 2, 400);
    expect(start.place.segment).toBe(0);
    expect(start.staggerMetres).toBeCloseTo(7.037, 3);
    expect(stationOfPlace(standard, 2, start.place)).toBeCloseTo(7.037, 3);
  });
  it('the 800 m in lane 2 starts 3.53 m ahead and breaks at the start of the back straight', () => {
    const start = laneStart(standard, 2, 800);
    expect(start.breakPlace).toEqual({ segment: 1, fraction: 0 });
    expect(stationOfPlace(standard, 2, start.place)).toBeCloseTo(3.526, 3);
  });
});

describe('the bend radius the figures use', () => {
  it('is the standard 36.50 m on an outdoor 400 m track, unless given', () => {
    expect(bendRadiusFor('outdoor', 400, 0)).toEqual({ metres: 36.5, source: 'standard', refusedMetres: null });
    expect(bendRadiusFor('outdoor', 400, 37.898)).toEqual({ metres: 37.898, source: 'given', refusedMetres: null });
  });
  it('is unknown on other tracks and indoors: the standard shape, scaled, stands in', () => {
    expect(bendRadiusFor('indoor', 200, 0)).toEqual({ metres: expect.closeTo(18.1, 9), source: 'assumed', refusedMetres: null });
    expect(bendRadiusFor('outdoor', 402.336, 0).source).toBe('assumed');
    expect(bendRadiusFor('indoor', 200, 17.5)).toEqual({ metres: 17.5, source: 'given', refusedMetres: null });
  });
  it('refuses a radius that leaves no straights', () => {
    expect(bendRadiusFor('indoor', 200, 40)).toEqual({ metres: expect.closeTo(18.1, 9), source: 'assumed', refusedMetres: 40 });
  });
});
