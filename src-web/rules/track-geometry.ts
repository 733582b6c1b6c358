// A track as the oval it is (issue 15): two straights and two half-circle bends, run
// anticlockwise, the finish line at the end of the home straight. From it come the staggered
// starts and the drawing. Lengths are in metres, along measurement lines (see calculator.ts).
import {
  DEFAULT_TRACK_METRES,
  LANE_1_LINE_FROM_KERB_METRES,
  laneLengthMetres,
  lineOffsetMetres,
  type MeasurementLine,
  type TrackKind,
} from './calculator';

/** The standard 400 m track's bends, from their centre to the kerb (straights of 84.39 m). */
export const STANDARD_BEND_RADIUS_METRES = 36.5;

export interface TrackShape {
  /** The length of lane 1, on its measurement line. */
  trackMetres: number;
  /** From the centre of a bend to the kerb. */
  bendRadiusMetres: number;
  laneWidthCm: number;
  line: MeasurementLine;
}

/** The four parts of a lap in running order, starting from the finish line. */
export const SEGMENTS = ['first bend', 'back straight', 'second bend', 'home straight'] as const;

/** A place on the oval: a part of the lap and how far into it (0 to 1), the same in every lane. */
export interface Place {
  segment: 0 | 1 | 2 | 3;
  fraction: number;
}

/** Within this (a micrometre) two places are one: sums of π leave float dust at bend ends. */
const SAME_PLACE_METRES = 1e-6;

function lane1RadiusMetres(shape: Pick<TrackShape, 'bendRadiusMetres'>): number {
  return shape.bendRadiusMetres + LANE_1_LINE_FROM_KERB_METRES;
}

/** Each straight: what is left of lane 1's lap after its two half circles. */
export function straightMetres(shape: Pick<TrackShape, 'trackMetres' | 'bendRadiusMetres'>): number {
  return (shape.trackMetres - 2 * Math.PI * lane1RadiusMetres(shape)) / 2;
}

/** The largest bend radius a track of this length can have: one with no straights at all. */
export function largestBendRadiusMetres(trackMetres: number): number {
  return trackMetres / (2 * Math.PI) - LANE_1_LINE_FROM_KERB_METRES;
}

/** When a track's own radius is unknown: the standard track's shape, scaled to this length. */
export function assumedBendRadiusMetres(trackMetres: number): number {
  const standardLane1Radius = STANDARD_BEND_RADIUS_METRES + LANE_1_LINE_FROM_KERB_METRES;
  return (trackMetres / DEFAULT_TRACK_METRES) * standardLane1Radius - LANE_1_LINE_FROM_KERB_METRES;
}

/** The lengths of the four parts of a lap on a line this far outside lane 1's. */
function segmentLengths(shape: TrackShape, offsetMetres: number): number[] {
  const bend = Math.PI * (lane1RadiusMetres(shape) + offsetMetres);
  const straight = straightMetres(shape);
  return [bend, straight, bend, straight];
}

/** The place `station` metres after the finish line, on the line of the given lane. */
export function placeAtStation(shape: TrackShape, lane: number, station: number): Place {
  const lengths = segmentLengths(shape, lineOffsetMetres(shape.laneWidthCm, lane, shape.line));
  const lap = lengths.reduce((sum, length) => sum + length, 0);
  let into = ((station % lap) + lap) % lap;
  for (const [index, length] of lengths.entries()) {
    if (into < length - SAME_PLACE_METRES) return { segment: index as Place['segment'], fraction: length > 0 ? into / length : 0 };
    into -= length;
  }
  return { segment: 0, fraction: 0 };
}

/** How many metres after the finish line a place lies, on the line of the given lane. */
export function stationOfPlace(shape: TrackShape, lane: number, place: Place): number {
  const lengths = segmentLengths(shape, lineOffsetMetres(shape.laneWidthCm, lane, shape.line));
  return lengths.slice(0, place.segment).reduce((sum, length) => sum + length, 0) + place.fraction * lengths[place.segment]!;
}

/**
 * The races run from staggered starts, and how many bends each runs in lanes before the break
 * line ('all': the whole race): the 800 m breaks at the end of its first bend.
 */
export const STAGGERED_RACES = [
  { metres: 200, bendsInLanes: 'all' },
  { metres: 400, bendsInLanes: 'all' },
  { metres: 800, bendsInLanes: 1 },
] as const satisfies readonly { metres: number; bendsInLanes: number | 'all' }[];

/** The staggered race of this distance, if it is one. */
export function staggeredRace(distanceMetres: number): (typeof STAGGERED_RACES)[number] | undefined {
  return STAGGERED_RACES.find((race) => Math.abs(race.metres - distanceMetres) < SAME_PLACE_METRES);
}

function bendsInLanesFor(distanceMetres: number): number | 'all' {
  return staggeredRace(distanceMetres)?.bendsInLanes ?? 'all';
}

interface InLanesRun {
  /** The bend, in radians, lane 1 runs between its start and the break line (or the finish). */
  bendRadians: number;
  /** Where the break line is, when the race breaks before the finish. */
  breakPlace: Place | null;
}

/** Follows lane 1 from the start of a race to its break line, or to the finish. */
function inLanesRun(shape: TrackShape, distanceMetres: number, bendsInLanes: number | 'all'): InLanesRun {
  const lengths = segmentLengths(shape, 0);
  const lap = lengths.reduce((sum, length) => sum + length, 0);
  // Whole laps run in lanes are two half circles each: counted at once, not walked (a marathon
  // typed in would be a hundred laps of steps on every key).
  const fullLaps = bendsInLanes === 'all' ? Math.floor(distanceMetres / lap) : 0;
  const start = placeAtStation(shape, 1, -distanceMetres);
  let segment: number = start.segment;
  let into = start.fraction * lengths[segment]!;
  let remaining = distanceMetres - fullLaps * lap;
  let bendRadians = fullLaps * 2 * Math.PI;
  let bendsLeft = bendsInLanes;
  while (remaining > SAME_PLACE_METRES) {
    const length = lengths[segment]!;
    const run = Math.min(length - into, remaining);
    remaining -= run;
    const isBend = segment % 2 === 0;
    if (isBend) bendRadians += run / lane1RadiusMetres(shape);
    if (isBend && typeof bendsLeft === 'number' && remaining > SAME_PLACE_METRES && --bendsLeft === 0) {
      return { bendRadians, breakPlace: { segment: ((segment + 1) % 4) as Place['segment'], fraction: 0 } };
    }
    segment = (segment + 1) % 4;
    into = 0;
  }
  return { bendRadians, breakPlace: null };
}

/**
 * How far ahead of lane 1's start a lane starts, in metres along its own line, so that every lane
 * runs the distance: the extra bend the lane runs while in lanes, plus, for a race that breaks,
 * what the diagonal from the break line to lane 1 at the end of the next straight adds.
 */
export function staggerMetres(shape: TrackShape, lane: number, distanceMetres: number): number {
  const offset = lineOffsetMetres(shape.laneWidthCm, lane, shape.line);
  const { bendRadians, breakPlace } = inLanesRun(shape, distanceMetres, bendsInLanesFor(distanceMetres));
  const straight = straightMetres(shape);
  const cutIn = breakPlace ? Math.hypot(straight, offset) - straight : 0;
  return offset * bendRadians + cutIn;
}

/** Where a runner starts in a lane; for a staggered race, how far ahead of lane 1's start (metres). */
export type LaneStart = { place: Place; staggerMetres: number | null } & (
  | {
      /** Metres along the lane from the start to the first time the runner reaches the finish line. */
      toFinishMetres: number;
      /** Whole laps of the lane after that. */
      fullLaps: number;
      breakPlace: null;
    }
  | {
      /** The break line, where a race that breaks (the 800 m) leaves its lanes. */
      breakPlace: Place;
    }
);

/**
 * Where to start to finish at the finish line after the distance: in the lane all the way, but a
 * staggered race that breaks (the 800 m) runs in the lane only to its break line.
 */
export function laneStart(shape: TrackShape, lane: number, distanceMetres: number): LaneStart {
  const { breakPlace } = inLanesRun(shape, distanceMetres, bendsInLanesFor(distanceMetres));
  const stagger = staggeredRace(distanceMetres) ? staggerMetres(shape, lane, distanceMetres) : null;
  if (breakPlace) {
    const lane1Start = placeAtStation(shape, 1, -distanceMetres);
    const station = stationOfPlace(shape, lane, lane1Start) + staggerMetres(shape, lane, distanceMetres);
    return { place: placeAtStation(shape, lane, station), staggerMetres: stagger, breakPlace };
  }
  const lap = laneLengthMetres(shape.trackMetres, shape.laneWidthCm, lane, shape.line);
  const fullLaps = Math.floor((distanceMetres + SAME_PLACE_METRES) / lap);
  return {
    place: placeAtStation(shape, lane, -distanceMetres),
    staggerMetres: stagger,
    toFinishMetres: Math.max(0, distanceMetres - fullLaps * lap),
    fullLaps,
    breakPlace: null,
  };
}

export interface PointOnTrack {
  x: number;
  y: number;
  /** The unit vector pointing out of the infield, across the lanes. */
  outward: { x: number; y: number };
}

/**
 * A place at a distance from the centre of its bend, in metres on a plane with the infield's
 * centre at 0,0, y downwards (as SVG draws), the home straight at the bottom run left to right.
 */
export function pointAt(shape: TrackShape, place: Place, radiusMetres: number): PointOnTrack {
  const halfStraight = straightMetres(shape) / 2;
  const angle = place.fraction * Math.PI;
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  switch (place.segment) {
    case 0:
      return { x: halfStraight + radiusMetres * sin, y: radiusMetres * cos, outward: { x: sin, y: cos } };
    case 1:
      return { x: halfStraight - place.fraction * 2 * halfStraight, y: -radiusMetres, outward: { x: 0, y: -1 } };
    case 2:
      return { x: -halfStraight - radiusMetres * sin, y: -radiusMetres * cos, outward: { x: -sin, y: -cos } };
    case 3:
      return { x: -halfStraight + place.fraction * 2 * halfStraight, y: radiusMetres, outward: { x: 0, y: 1 } };
  }
}

/**
 * The bend radius the figures use, and where it comes from: the one the visitor gives, if the
 * track can have it; for an outdoor 400 m track the standard one; otherwise it is not known and
 * the standard track's shape, scaled to the length, stands in until the visitor gives it.
 */
export interface BendRadius {
  metres: number;
  source: 'given' | 'standard' | 'assumed';
  /** A radius given that leaves no straights on this track, refused. */
  refusedMetres: number | null;
}

export function bendRadiusFor(kind: TrackKind, trackMetres: number, givenMetres: number): BendRadius {
  const fits = givenMetres > 0 && givenMetres <= largestBendRadiusMetres(trackMetres);
  if (fits) return { metres: givenMetres, source: 'given', refusedMetres: null };
  const refusedMetres = givenMetres > 0 ? givenMetres : null;
  if (kind === 'outdoor' && trackMetres === DEFAULT_TRACK_METRES)
    return { metres: STANDARD_BEND_RADIUS_METRES, source: 'standard', refusedMetres };
  return { metres: assumedBendRadiusMetres(trackMetres), source: 'assumed', refusedMetres };
}
