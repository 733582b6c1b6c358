// The track drawn to scale (issue 15): every lane, the runner's lane highlighted, the finish
// line, and the start (and break line) of the chosen distance. The caption under it says the
// same in words, so the picture itself is hidden from screen readers.
import { Fragment, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { pointAt, straightMetres, type LaneStart, type Place, type TrackShape } from '../rules/track-geometry';

interface TrackDrawingProps {
  shape: TrackShape;
  laneCount: number;
  lane: number;
  start: LaneStart | null;
  /** The lane's name and lap, written in the infield. */
  laneLabel: string;
  description: string;
}

/** Text this large (in metres of track) stays readable when a phone shows the drawing 340 px wide. */
const FONT_SHARE_OF_WIDTH = 0.04;

export function TrackDrawing({ shape, laneCount, lane, start, laneLabel, description }: TrackDrawingProps) {
  const { t } = useTranslation();
  const halfStraight = straightMetres(shape) / 2;
  const kerb = shape.bendRadiusMetres;
  const laneWidth = shape.laneWidthCm / 100;
  const outer = kerb + laneCount * laneWidth;
  const margin = outer * 0.06;
  const viewWidth = 2 * (halfStraight + outer + margin);
  const fontSize = viewWidth * FONT_SHARE_OF_WIDTH;
  // Below the track, a line for the word "Finish" (in the page's language), under the finish line; the infield keeps the others.
  const viewTop = -(outer + margin);
  const viewHeight = 2 * (outer + margin) + fontSize * 1.2;
  const finish: Place = { segment: 0, fraction: 0 };

  /** The outline of the oval at a distance from the bends' centres: a rectangle with round ends. */
  const oval = (radius: number, props: SVGProps<SVGRectElement>) => (
    <rect x={-halfStraight - radius} y={-radius} width={2 * (halfStraight + radius)} height={2 * radius} rx={radius} {...props} />
  );
  /** A line across the track at a place, between two distances from the bends' centres. */
  const across = (place: Place, from: number, to: number, props: SVGProps<SVGLineElement>) => {
    const [a, b] = [pointAt(shape, place, from), pointAt(shape, place, to)];
    return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} vectorEffect="non-scaling-stroke" {...props} />;
  };
  /** A word at a place on the track, at a distance from the bends' centres. */
  const label = (place: Place, radius: number, text: string, className: string) => {
    const at = pointAt(shape, place, radius);
    return (
      <text x={at.x} y={at.y} className={className} fontSize={fontSize} textAnchor="middle" dominantBaseline="middle">
        {text}
      </text>
    );
  };
  const inInfield = kerb - 1.2 * fontSize;
  // The start is a dot on the lane: a line across a lane 1.22 m wide would be 2 px on a phone.
  const laneInner = kerb + (lane - 1) * laneWidth;
  const startMark = start && pointAt(shape, start.place, laneInner + laneWidth / 2);

  return (
    <figure className="track-drawing">
      <svg viewBox={`${-viewWidth / 2} ${viewTop} ${viewWidth} ${viewHeight}`} aria-hidden="true" focusable="false">
        {oval(outer, { className: 'track-surface' })}
        {oval(laneInner + laneWidth / 2, { className: 'chosen-lane', fill: 'none', strokeWidth: laneWidth })}
        {Array.from({ length: laneCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a lane line is its position; the list only grows or shrinks at its end.
          <Fragment key={index}>
            {oval(kerb + (index + 1) * laneWidth, { className: 'lane-line', fill: 'none', vectorEffect: 'non-scaling-stroke' })}
          </Fragment>
        ))}
        {oval(kerb, { className: 'infield' })}
        {start?.breakPlace && across(start.breakPlace, kerb, outer, { className: 'break-line' })}
        {across(finish, kerb, outer, { className: 'finish-line' })}
        {startMark && (
          <circle cx={startMark.x} cy={startMark.y} r={fontSize * 0.3} className="start-mark" vectorEffect="non-scaling-stroke" />
        )}
        {label(finish, outer + margin + 0.5 * fontSize, t('calculator.drawing.finish'), 'finish-label')}
        {start && label(start.place, inInfield, t('calculator.drawing.start'), 'start-label')}
        {start?.breakPlace && label(start.breakPlace, inInfield, t('calculator.drawing.break'), 'break-label')}
        <text x={0} y={0} className="lane-label" fontSize={fontSize} textAnchor="middle" dominantBaseline="middle">
          {laneLabel}
        </text>
      </svg>
      <figcaption>{description}</figcaption>
    </figure>
  );
}
