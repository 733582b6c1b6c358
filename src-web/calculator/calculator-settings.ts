// The calculator's settings live in the URL's query (issue 15): a link shares them and the back
// button returns to the last ones. `length` is the spec's own parameter (section 2).
import {
  clampLaneWidthCm,
  DEFAULT_TRACK_METRES,
  INDOOR_TRACK_METRES,
  kindForLength,
  LANE_COUNTS,
  LANE_WIDTHS_CM,
  parseNumber,
  type DistanceUnit,
  type MeasurementLine,
  type PaceUnit,
  type TrackKind,
} from '../rules/calculator';

export interface CalculatorSettings {
  kind: TrackKind;
  /** Texts as typed (a comma may stand for the decimal point). */
  trackText: string;
  radiusText: string;
  distanceText: string;
  timeText: string;
  laneCount: number;
  laneWidthCm: number;
  line: MeasurementLine;
  /** The unit the distance is typed and shown in. */
  unit: DistanceUnit;
  pace: PaceUnit;
  /** The runner's lane, drawn and marked in the tables. */
  lane: number;
}

/** The query parameter each setting is kept in. */
export const PARAMS = {
  kind: 'track',
  trackText: 'length',
  radiusText: 'radius',
  distanceText: 'distance',
  timeText: 'time',
  laneCount: 'lanes',
  laneWidthCm: 'width',
  line: 'line',
  unit: 'units',
  pace: 'pace',
  lane: 'lane',
} as const satisfies Record<keyof CalculatorSettings, string>;

export type ParamName = (typeof PARAMS)[keyof typeof PARAMS];

/** How the non-default choices are written: short, and readable in a shared link. */
const WORLD_ATHLETICS_PARAM = 'wa';

function wholeNumberWithin(text: string | null, min: number, max: number, otherwise: number): number {
  const value = Math.round(Number(text));
  return text && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : otherwise;
}

/** The lane widths on offer: every 2 cm, as the spec's 70–150 cm select has always offered. */
export function laneWidthOptionsCm(kind: TrackKind): number[] {
  const { min, max } = LANE_WIDTHS_CM[kind];
  return Array.from({ length: (max - min) / 2 + 1 }, (_, index) => min + index * 2);
}

/** The numbers of lanes on offer: 1 to the spec's 10 outdoors, 4 to 6 indoors. */
export function laneCountOptions(kind: TrackKind): number[] {
  const { min, max } = LANE_COUNTS[kind];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** The settings a query holds; anything missing or out of range is the default. */
export function settingsFromQuery(query: string): CalculatorSettings {
  const params = new URLSearchParams(query);
  const kind = kindFromQuery(params.get(PARAMS.kind), params.get(PARAMS.trackText));
  const lanes = LANE_COUNTS[kind];
  const laneCount = wholeNumberWithin(params.get(PARAMS.laneCount), lanes.min, lanes.max, lanes.initial);
  const widthCm = clampLaneWidthCm(Number(params.get(PARAMS.laneWidthCm)) || 0, kind);
  const unit = params.get(PARAMS.unit);
  return {
    kind,
    trackText: params.get(PARAMS.trackText) ?? String(kind === 'indoor' ? INDOOR_TRACK_METRES : DEFAULT_TRACK_METRES),
    radiusText: params.get(PARAMS.radiusText) ?? '',
    distanceText: params.get(PARAMS.distanceText) ?? '',
    timeText: params.get(PARAMS.timeText) ?? '',
    laneCount,
    // The select offers every 2 cm: an odd width from a hand-made link goes to the nearest.
    laneWidthCm: LANE_WIDTHS_CM[kind].min + 2 * Math.round((widthCm - LANE_WIDTHS_CM[kind].min) / 2),
    line: params.get(PARAMS.line) === WORLD_ATHLETICS_PARAM ? 'world-athletics' : 'spec',
    unit: unit === 'yd' || unit === 'mi' ? unit : 'm',
    pace: params.get(PARAMS.pace) === 'mi' ? 'mi' : 'km',
    lane: wholeNumberWithin(params.get(PARAMS.lane), 1, laneCount, 1),
  };
}

/**
 * The kind a query gives, or, without one, the kind its length is: a link with only a length of
 * 200 m (a track page's, or one typed) opens the indoor 200 m track, not 10 outdoor lanes.
 */
function kindFromQuery(kind: string | null, lengthText: string | null): TrackKind {
  if (kind === 'indoor' || kind === 'outdoor') return kind;
  return lengthText === null ? 'outdoor' : kindForLength(parseNumber(lengthText));
}

/**
 * The kind as the query writes it: left out when the length says it already, so that typing a
 * length never turns the track indoor or outdoor, and a shared link stays short.
 */
export function kindParam(kind: TrackKind, lengthText: string): TrackKind | null {
  return kind === kindForLength(parseNumber(lengthText)) ? null : kind;
}

/**
 * The changes that choose a kind of track, with its own lanes and widths: the kind is written only
 * when the length in the query (or, without one, the default length) does not already say it.
 */
export function kindChanges(query: string, kind: TrackKind): Partial<Record<ParamName, string | null>> {
  const length = new URLSearchParams(query).get(PARAMS.trackText);
  const track = length === null ? (kind === 'indoor' ? kind : null) : kindParam(kind, length);
  return { [PARAMS.kind]: track, [PARAMS.laneCount]: null, [PARAMS.laneWidthCm]: null };
}

/** A setting's value as the query writes it; null leaves the parameter out (the default). */
export function lineParam(line: MeasurementLine): string | null {
  return line === 'world-athletics' ? WORLD_ATHLETICS_PARAM : null;
}

/**
 * A typed field's parameter: a cleared field leaves its parameter out, but for the length, which
 * would then be the default again and could never be cleared to type another.
 */
export function typedParam(name: ParamName, text: string): string | null {
  return text === '' && name !== PARAMS.trackText ? null : text;
}

/** The query after some changes: a value sets its parameter, null removes it. */
export function changedQuery(query: string, changes: Partial<Record<ParamName, string | number | null>>): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) params.delete(name);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The calculator for a track of this length (spec section 9's non-standard note), indoors with indoor lanes. */
export function calculatorPathFor(lengthMetres: number, indoors: boolean | null): string {
  // An outdoor 200 m track says so; one not known to be indoors or outdoors is the kind its length is.
  const kind = indoors ? 'indoor' : indoors === false ? kindParam('outdoor', String(lengthMetres)) : null;
  return `/track-calculator${changedQuery('', { [PARAMS.trackText]: lengthMetres, [PARAMS.kind]: kind })}`;
}
