// The lane calculator's maths (spec sections 5 and 9).

export const LANE_COUNT = 10;
export const LANE_WIDTH_MIN_CM = 70;
export const LANE_WIDTH_MAX_CM = 150;
export const STANDARD_LANE_WIDTH_CM = 122;
export const DEFAULT_TRACK_METRES = 400;
export const MILE_METRES = 1609.344;

export interface Preset {
  label: string;
  distanceMetres: number;
  time: string;
}

export const PRESETS: readonly Preset[] = [
  { label: '40 min 10k', distanceMetres: 10_000, time: '40:00' },
  { label: '5 min mile', distanceMetres: MILE_METRES, time: '5:00' },
];

/** Lane n (1-based) is the track length plus 2π × its offset from lane 1 × the lane width. */
export function laneLengthMetres(trackMetres: number, laneWidthCm: number, lane: number): number {
  return trackMetres + 2 * Math.PI * (lane - 1) * (laneWidthCm / 100);
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

/** The lane width a visitor may choose: clamped to 70–150 cm. */
export function clampLaneWidthCm(widthCm: number): number {
  return Math.min(LANE_WIDTH_MAX_CM, Math.max(LANE_WIDTH_MIN_CM, widthCm || STANDARD_LANE_WIDTH_CM));
}

export interface LaneRow {
  lane: number;
  laneMetres: number;
  /** The distance actually run when the laps are run in this lane. */
  lapsDistanceMetres: number;
  /** Time per lap in this lane to reach the distance in the target time; null without a target. */
  lapSeconds: number | null;
}

export interface CalculatorInput {
  trackMetres: number;
  laneWidthCm: number;
  distanceMetres: number;
  totalSeconds: number;
}

export function laneTable(input: CalculatorInput): LaneRow[] {
  const laps = input.trackMetres > 0 ? input.distanceMetres / input.trackMetres : 0;
  const secondsPerMetre = input.distanceMetres > 0 && input.totalSeconds > 0 ? input.totalSeconds / input.distanceMetres : null;
  return Array.from({ length: LANE_COUNT }, (_, index) => {
    const lane = index + 1;
    const laneMetres = laneLengthMetres(input.trackMetres, input.laneWidthCm, lane);
    return {
      lane,
      laneMetres,
      lapsDistanceMetres: laps * laneMetres,
      lapSeconds: secondsPerMetre === null ? null : secondsPerMetre * laneMetres,
    };
  });
}
