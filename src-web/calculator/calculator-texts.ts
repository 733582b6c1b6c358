// The calculator's sentences, beside it: what the figures mean, where they come from, and the
// drawing said in words (its text alternative).
import { lengthText, shortUnit, type DistanceUnit, type MeasurementLine, type TrackKind } from '../rules/calculator';
import { SEGMENTS, type BendRadius, type LaneStart, type Place } from '../rules/track-geometry';

/** The one sentence on why the spec's figures and World Athletics' differ. */
export const MEASUREMENT_LINES_DIFFER =
  'The simple formula measures every lane as lane 1 is measured, 0.30 m inside it, but World Athletics measures the other lanes only 0.20 m outside their inner line, so each lane from 2 outward is 2π × 0.10 m = 0.63 m shorter.';

/** How a lane's length is worked out, on either line. The first is the spec's own. */
export const LANE_FORMULA: Record<MeasurementLine, string> = {
  spec: 'Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.',
  'world-athletics': 'Lane 1 is the track length; lane n from 2 is the track length plus 2π × ((n − 1) × the lane width − 0.10 m). A mile is 1609.344 m.',
};

export const STAGGER_RULES =
  'How far ahead of lane 1’s start each lane starts. The 200 m and the 400 m are run in lanes all the way; the 800 m in lanes to the break line at the end of the first bend, and its stagger includes the longer diagonal an outer lane runs to reach lane 1 at the end of the back straight.';

/** Up to two decimals without trailing zeros: "25" laps, "4.02" laps, a "36.5" m radius. */
export function shortNumberText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function metresText(metres: number): string {
  return lengthText(metres, 'm');
}

/** What the visitor is told about the bend radius, or null when it is their own. */
export function bendRadiusNote(radius: BendRadius, kind: TrackKind, trackMetres: number): string | null {
  const refused = radius.refusedMetres === null ? '' : `A ${metresText(trackMetres)} track cannot have bends of ${metresText(radius.refusedMetres)}: that leaves no straights. `;
  if (radius.source === 'given') return null;
  if (radius.source === 'standard') return `${refused}The standard 400 m track’s bends: ${metresText(radius.metres)} from the centre to the kerb.`;
  const unknown = kind === 'indoor' ? 'Indoor 200 m tracks each have their own bend radius, and this one’s is unknown' : 'This track’s bend radius is unknown';
  return `${refused}${unknown}: enter it, measured from the centre of a bend to the kerb. Until then the staggers and the drawing assume the standard track’s shape scaled to this length, with bends of ${metresText(radius.metres)}.`;
}

/** A distance as a runner names it: "400 m", "1 mi", "1609.34 m", without trailing zeros. */
function distanceName(metres: number, unit: DistanceUnit): string {
  return lengthText(metres, unit).replace(/(\.\d*?)0+ /, '$1 ').replace('. ', ' ');
}

function segmentName(place: Place): string {
  return SEGMENTS[place.segment];
}

function lapsText(laps: number): string {
  return laps === 1 ? '1 full lap' : `${laps} full laps`;
}

/** Where to start, in words: what the drawing's start mark shows. */
export function startSentence(start: LaneStart, lane: number, distanceMetres: number, unit: DistanceUnit): string {
  const short = (metres: number) => lengthText(metres, shortUnit(unit));
  const distance = distanceName(distanceMetres, unit);
  const ahead = start.staggerMetres !== null && lane > 1 ? `${short(start.staggerMetres)} ahead of lane 1’s start` : null;
  if (start.breakPlace) {
    const bendBeforeBreak = SEGMENTS[((start.breakPlace.segment + 3) % 4) as Place['segment']];
    const where = [`on the ${segmentName(start.place)}`, ahead].filter(Boolean).join(', ');
    return `For ${distance} from lane ${lane}, start ${where}; keep to lane ${lane} up to the break line at the end of the ${bendBeforeBreak}, then cut in towards lane 1.`;
  }
  if (start.toFinishMetres === 0) return `For ${distance} in lane ${lane}, start at the finish line and run ${lapsText(start.fullLaps)}.`;
  const then = start.fullLaps > 0 ? `, then run ${lapsText(start.fullLaps)}` : '';
  const aheadText = ahead ? ` (${ahead})` : '';
  return `For ${distance} in lane ${lane}, start on the ${segmentName(start.place)}, ${short(start.toFinishMetres)} before the finish line${aheadText}${then}.`;
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
export function drawingDescription(facts: DrawingFacts): string {
  const short = (metres: number) => lengthText(metres, shortUnit(facts.unit));
  const assumed = facts.radius.source === 'assumed' ? ' (assumed)' : '';
  return [
    `A ${short(facts.trackMetres)} ${facts.kind} track drawn to scale: straights of ${short(facts.straightMetres)}, bends of ${short(facts.radius.metres)}${assumed} to the kerb, ${facts.laneCount} lanes of ${short(facts.laneWidthCm / 100)}.`,
    `Lane ${facts.lane} is highlighted: ${short(facts.laneMetres)} a lap.`,
    'The finish line is at the end of the home straight, and runners go anticlockwise.',
    facts.start ? startSentence(facts.start, facts.lane, facts.distanceMetres, facts.unit) : 'Enter a distance to mark where it starts.',
  ].join(' ');
}
