// The lane calculator's maths (spec sections 5 and 9), and the World Athletics measurement line
// and the units runners ask for (issue 15).

export const LANE_COUNT = 10;
export const LANE_WIDTH_MIN_CM = 70;
export const LANE_WIDTH_MAX_CM = 150;
export const STANDARD_LANE_WIDTH_CM = 122;
export const DEFAULT_TRACK_METRES = 400;
export const MILE_METRES = 1609.344;
export const YARD_METRES = 0.9144;
/** The quarter-mile track: 440 yd. */
export const QUARTER_MILE_TRACK_METRES = 440 * YARD_METRES;

export interface Preset {
  label: string;
  distanceMetres: number;
  time: string;
}

export const PRESETS: readonly Preset[] = [
  { label: '40 min 10k', distanceMetres: 10_000, time: '40:00' },
  { label: '5 min mile', distanceMetres: MILE_METRES, time: '5:00' },
];

/**
 * Where a lane's length is measured. 'spec': the spec's formula, every lane measured as lane 1 is.
 * 'world-athletics': lane 1 0.30 m from the kerb, every other lane 0.20 m outside its inner line.
 */
export type MeasurementLine = 'spec' | 'world-athletics';

/** World Athletics measures lane 1 this far from the kerb... */
export const LANE_1_LINE_FROM_KERB_METRES = 0.3;
/** ...and every other lane this far outside its inner line: 0.10 m nearer the inside than lane 1. */
export const OTHER_LANES_LINE_FROM_INNER_LINE_METRES = 0.2;

/** How far outside lane 1's measurement line a lane's own line lies, in metres. */
export function lineOffsetMetres(laneWidthCm: number, lane: number, line: MeasurementLine): number {
  const innerLineFromKerb = (lane - 1) * (laneWidthCm / 100);
  if (line === 'spec' || lane === 1) return innerLineFromKerb;
  return innerLineFromKerb + OTHER_LANES_LINE_FROM_INNER_LINE_METRES - LANE_1_LINE_FROM_KERB_METRES;
}

/**
 * Lane n (1-based) is the track length plus 2π × its offset from lane 1 × the lane width (the
 * spec); on the World Athletics line the offset is that of the lane's own measurement line.
 */
export function laneLengthMetres(trackMetres: number, laneWidthCm: number, lane: number, line: MeasurementLine): number {
  return trackMetres + 2 * Math.PI * lineOffsetMetres(laneWidthCm, lane, line);
}

/** A number typed by a person: a comma works as a decimal separator; anything invalid is 0. */
export function parseNumber(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** "hh:mm:ss" or "mm:ss" (seconds may have decimals with "." or ",") in seconds; bad parts are 0. */
export function parseDurationSeconds(text: string): number {
  const parts = text.split(':').slice(-3).map(parseNumber);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * The fastest anyone could run a distance, in seconds: Riegel's formula (t = t₁ × (d / d₁)^1.06)
 * from the 100 m record (9.58 s), less a tenth, so that every record from 60 m to 100 km is
 * slower (19.19 s for 200 m against 17.97 s here, 3:43 for the mile against 3:02). A time faster
 * than this is a typing slip.
 */
export function fastestPlausibleSeconds(metres: number): number {
  return 0.9 * 9.58 * (metres / 100) ** 1.06;
}

/**
 * How a typed target time was read. Runners in the UK and Brazil write 1:05 as "1.05": a time of
 * one dot and two digits under 60 after it is read as minutes and seconds when the time as typed
 * would be faster than anyone runs the distance and the minutes and seconds would not.
 */
export type TimeReading =
  | { kind: 'empty'; seconds: 0 }
  | { kind: 'as-typed'; seconds: number }
  | { kind: 'minutes-and-seconds'; seconds: number }
  /** Not a time at all ("abc"), or one no reading of which anyone could run. */
  | { kind: 'unreadable'; seconds: 0 }
  | { kind: 'too-fast'; seconds: 0; typedSeconds: number };

const MINUTES_DOT_SECONDS = /^(\d+)\.([0-5]\d)$/;

/** The target time for a distance (metres; 0 when there is none yet, and then no reading is too fast). */
export function readTargetTime(text: string, distanceMetres: number): TimeReading {
  if (text.trim() === '') return { kind: 'empty', seconds: 0 };
  const typedSeconds = parseDurationSeconds(text);
  if (typedSeconds <= 0) return { kind: 'unreadable', seconds: 0 };
  const plausible = (seconds: number) => distanceMetres <= 0 || seconds >= fastestPlausibleSeconds(distanceMetres);
  if (plausible(typedSeconds)) return { kind: 'as-typed', seconds: typedSeconds };
  const minutesDotSeconds = MINUTES_DOT_SECONDS.exec(text.trim());
  if (minutesDotSeconds) {
    const seconds = Number(minutesDotSeconds[1]) * 60 + Number(minutesDotSeconds[2]);
    if (seconds > 0 && plausible(seconds)) return { kind: 'minutes-and-seconds', seconds };
  }
  return { kind: 'too-fast', seconds: 0, typedSeconds };
}

/** "1:05.3" under an hour, "1:02:03" from an hour: the form a runner reads a lap or race time in. */
export function durationText(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const secondTenths = tenths % 600;
  const secondsText = (secondTenths / 10).toFixed(1).padStart(4, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${secondsText.slice(0, 2)}`;
  return `${minutes}:${secondsText}`;
}

/** "1:05", "75:30": a time read as minutes and seconds, as a runner writes it, without tenths. */
export function minutesAndSecondsText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

/** Outdoor tracks, and the indoor 200 m tracks with their own bends and narrower lanes. */
export type TrackKind = 'outdoor' | 'indoor';
export const INDOOR_TRACK_METRES = 200;

/**
 * The lane widths a visitor may choose, and the one the choice starts at: 70–150 cm, standard
 * 122 cm (spec section 5); indoors 90–110 cm (World Athletics), starting in the middle.
 */
export const LANE_WIDTHS_CM: Record<TrackKind, { min: number; max: number; initial: number }> = {
  outdoor: { min: LANE_WIDTH_MIN_CM, max: LANE_WIDTH_MAX_CM, initial: STANDARD_LANE_WIDTH_CM },
  indoor: { min: 90, max: 110, initial: 100 },
};

/**
 * The lanes a visitor may choose, and the number the choice starts at: outdoors the spec's 10 to
 * start with, down to a single lane (a track has 1 to 9, spec section 9); indoor tracks have 4 to
 * 6 (World Athletics), 6 to start with.
 */
export const LANE_COUNTS: Record<TrackKind, { min: number; max: number; initial: number }> = {
  outdoor: { min: 1, max: LANE_COUNT, initial: LANE_COUNT },
  indoor: { min: 4, max: 6, initial: 6 },
};

/** A track of this length with no kind given is the indoor 200 m track; any other an outdoor one. */
export function kindForLength(trackMetres: number): TrackKind {
  return trackMetres === INDOOR_TRACK_METRES ? 'indoor' : 'outdoor';
}

/** The lane width a visitor may choose: clamped to 70–150 cm (90–110 cm indoors). */
export function clampLaneWidthCm(widthCm: number, kind: TrackKind): number {
  const { min, max, initial } = LANE_WIDTHS_CM[kind];
  return Math.min(max, Math.max(min, widthCm || initial));
}

export interface LaneRow {
  lane: number;
  laneMetres: number;
  /** The distance actually run when the laps are run in this lane. */
  lapsDistanceMetres: number;
  /** Time per lap in this lane to reach the distance in the target time; null without a target. */
  lapSeconds: number | null;
  /** Time per 100 m at the target's pace: the same in every lane, only the lap grows. */
  per100MetresSeconds: number | null;
}

export interface CalculatorInput {
  trackMetres: number;
  laneWidthCm: number;
  distanceMetres: number;
  totalSeconds: number;
  line: MeasurementLine;
  laneCount: number;
}

export function laneTable(input: CalculatorInput): LaneRow[] {
  const laps = input.trackMetres > 0 ? input.distanceMetres / input.trackMetres : 0;
  const secondsPerMetre = input.distanceMetres > 0 && input.totalSeconds > 0 ? input.totalSeconds / input.distanceMetres : null;
  return Array.from({ length: input.laneCount }, (_, index) => {
    const lane = index + 1;
    const laneMetres = laneLengthMetres(input.trackMetres, input.laneWidthCm, lane, input.line);
    return {
      lane,
      laneMetres,
      lapsDistanceMetres: laps * laneMetres,
      lapSeconds: secondsPerMetre === null ? null : secondsPerMetre * laneMetres,
      per100MetresSeconds: secondsPerMetre === null ? null : secondsPerMetre * 100,
    };
  });
}

/** Units a distance is typed and shown in. */
export type DistanceUnit = 'm' | 'yd' | 'mi';
export const UNIT_METRES: Record<DistanceUnit, number> = { m: 1, yd: YARD_METRES, mi: MILE_METRES };

/** A lap, a lane or a stagger in miles would be an unreadable 0.0044 mi: those are shown in yards. */
export function shortUnit(unit: DistanceUnit): Exclude<DistanceUnit, 'mi'> {
  return unit === 'mi' ? 'yd' : unit;
}

/** "407.04 m", "10000 m", "440.00 yd", "6.214 mi": two decimals under 1000, none above; miles to 3. */
export function lengthText(metres: number, unit: DistanceUnit): string {
  const value = metres / UNIT_METRES[unit];
  if (unit === 'mi') return `${value.toFixed(3)} mi`;
  return `${value.toFixed(value >= 1000 ? 0 : 2)} ${unit}`;
}

/** A pace is given per kilometre or per mile. */
export type PaceUnit = 'km' | 'mi';
export const PACE_METRES: Record<PaceUnit, number> = { km: 1000, mi: MILE_METRES };

/** Seconds per kilometre or per mile for a target time over a distance; null without both. */
export function paceSeconds(totalSeconds: number, distanceMetres: number, per: PaceUnit): number | null {
  return totalSeconds > 0 && distanceMetres > 0 ? (totalSeconds / distanceMetres) * PACE_METRES[per] : null;
}

/**
 * A distance written back into an input in its unit: to the centimetre or hundredth of a yard, and
 * miles to five decimals so that 10000 m → mi → m comes back as 10000.
 */
export function distanceInputText(metres: number, unit: DistanceUnit): string {
  const scale = unit === 'mi' ? 100_000 : 100;
  return String(Math.round((metres / UNIT_METRES[unit]) * scale) / scale);
}
