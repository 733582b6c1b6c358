// /track-calculator (spec sections 5 and 9): lane lengths and lap times for 10 lanes; and, for the
// runners and coaches of issue 15, the World Athletics measurement line, indoor tracks, units,
// staggered starts and a drawing of the track. Every setting lives in the URL.
import { useId, useMemo, useSyncExternalStore, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { changedQuery, laneWidthOptionsCm, lineParam, settingsFromQuery, typedParam, type ParamName } from '../calculator/calculator-settings';
import { bendRadiusNote, drawingDescription, LANE_FORMULA, MEASUREMENT_LINES_DIFFER, shortNumberText } from '../calculator/calculator-texts';
import { SplitTable } from '../calculator/SplitTable';
import { StaggerTable } from '../calculator/StaggerTable';
import { TrackDrawing } from '../calculator/TrackDrawing';
import '../calculator/calculator.css';
import { usePageMeta } from '../components/page-meta';
import {
  distanceInputText,
  durationText,
  INDOOR_LANE_COUNTS,
  laneLengthMetres,
  laneTable,
  lengthText,
  paceSeconds,
  parseDurationSeconds,
  parseNumber,
  PRESETS,
  QUARTER_MILE_TRACK_METRES,
  shortUnit,
  STANDARD_LANE_WIDTH_CM,
  UNIT_METRES,
  type DistanceUnit,
  type MeasurementLine,
  type PaceUnit,
} from '../rules/calculator';
import { bendRadiusFor, laneStart, straightMetres, type TrackShape } from '../rules/track-geometry';

type QueryChanges = Partial<Record<ParamName, string | number | null>>;

/** Each track preset resets what belongs to a track; null is the default of its kind. */
const TRACK_RESET: QueryChanges = { length: null, radius: null, width: null, lanes: null };
const TRACK_PRESETS: { label: string; changes: QueryChanges }[] = [
  { label: '400 m', changes: { ...TRACK_RESET, track: null } },
  { label: '440 yd', changes: { ...TRACK_RESET, track: null, length: String(QUARTER_MILE_TRACK_METRES) } },
  { label: '200 m indoor', changes: { ...TRACK_RESET, track: 'indoor' } },
];

const UNIT_NAMES: Record<DistanceUnit, string> = { m: 'Metres', yd: 'Yards', mi: 'Miles' };
const DISTANCE_EXAMPLES: Record<DistanceUnit, string> = { m: 'e.g. 10000', yd: 'e.g. 1760', mi: 'e.g. 6.2' };
const PACE_NAMES: Record<PaceUnit, string> = { km: 'km', mi: 'mile' };
const LINE_NAMES: Record<MeasurementLine, string> = { spec: 'Simple formula', 'world-athletics': 'World Athletics measurement line' };

/** Our own changes to the query announce themselves with this event; back and forward with popstate. */
const QUERY_CHANGED = 'calculator-query-changed';

function subscribeToQuery(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGED, onChange);
  };
}

function currentQuery(): string {
  return window.location.search;
}

/**
 * The settings the URL holds, and a way to change them: a choice is a new history entry the back
 * button undoes; typing replaces the entry, so a word is not a dozen entries. The query is read
 * as the browser holds it, not from the router's location, which follows in a transition: a field
 * bound to that would lose its caret while typing and a radio button would spring back.
 */
function useCalculatorQuery() {
  const navigate = useNavigate();
  // A link to the calculator (the header's) changes the query too; the router re-renders for it.
  // The server, which has no window, reads the router's query (the address it renders).
  const location = useLocation();
  const search = useSyncExternalStore(subscribeToQuery, currentQuery, () => location.search);
  const settings = useMemo(() => settingsFromQuery(search), [search]);
  const change = (changes: QueryChanges, how: 'push' | 'replace') => {
    navigate({ search: changedQuery(search, changes) }, { replace: how === 'replace' });
    window.dispatchEvent(new Event(QUERY_CHANGED));
  };
  return [settings, change] as const;
}

export default function CalculatorScreen() {
  usePageMeta({ title: 'Track calculator', description: 'Lane lengths, lap times, staggered starts and a drawing of every lane of a running track.' });
  const ids = useId();
  const [settings, change] = useCalculatorQuery();
  const { kind, unit, line, laneCount, laneWidthCm, lane, trackText, radiusText, distanceText, timeText } = settings;
  const typed = (param: ParamName) => (event: ChangeEvent<HTMLInputElement>) => change({ [param]: typedParam(param, event.target.value) }, 'replace');

  const trackMetres = parseNumber(trackText);
  const distanceMetres = parseNumber(distanceText) * UNIT_METRES[unit];
  const totalSeconds = parseDurationSeconds(timeText);
  const laps = trackMetres > 0 ? distanceMetres / trackMetres : 0;
  const rows = laneTable({ trackMetres, laneWidthCm, distanceMetres, totalSeconds, line, laneCount });
  const radius = bendRadiusFor(kind, trackMetres, parseNumber(radiusText));
  const radiusNote = bendRadiusNote(radius, kind, trackMetres);
  const shape: TrackShape = { trackMetres, bendRadiusMetres: radius.metres, laneWidthCm, line };
  const hasShape = trackMetres > 0 && radius.metres > 0;
  const start = hasShape && distanceMetres > 0 ? laneStart(shape, lane, distanceMetres) : null;
  const pace = paceSeconds(totalSeconds, distanceMetres, settings.pace);
  const laneMetres = laneLengthMetres(trackMetres, laneWidthCm, lane, line);
  const short = (metres: number) => lengthText(metres, shortUnit(unit));

  const setLaps = (text: string) => {
    const lapsDistance = parseNumber(text) * trackMetres;
    change({ distance: lapsDistance > 0 ? distanceInputText(lapsDistance, unit) : null }, 'replace');
  };
  // The distance stays the same distance: its text is converted to the new unit.
  const setUnit = (next: DistanceUnit) =>
    change({ units: next === 'm' ? null : next, distance: distanceMetres > 0 ? distanceInputText(distanceMetres, next) : typedParam('distance', distanceText) }, 'push');

  const caption = [
    `Lanes of a ${short(trackMetres)} track`,
    distanceMetres > 0 ? ` for ${lengthText(distanceMetres, unit)}` : '',
    totalSeconds > 0 ? ` in ${durationText(totalSeconds)}` : '',
  ].join('');

  return (
    <article className="page calculator-page">
      <h1>Track calculator</h1>
      <p className="intro">How long is each lane, and how fast must each lap be to reach your target time?</p>

      <div className="calculator-controls">
        <fieldset className="calculator-form">
          <legend>Track</legend>
          <div className="presets" role="group" aria-label="Track presets">
            {TRACK_PRESETS.map((preset) => (
              <button key={preset.label} type="button" className="button small" onClick={() => change(preset.changes, 'push')}>
                {preset.label}
              </button>
            ))}
          </div>
          <label htmlFor={`${ids}-kind`}>Track type</label>
          <select id={`${ids}-kind`} value={kind} onChange={(e) => change({ track: e.target.value === 'indoor' ? 'indoor' : null, width: null, lanes: null }, 'push')}>
            <option value="outdoor">Outdoor</option>
            <option value="indoor">Indoor</option>
          </select>

          <label htmlFor={`${ids}-track`}>Track length (m)</label>
          <input id={`${ids}-track`} inputMode="decimal" value={trackText} onChange={typed('length')} />

          <label htmlFor={`${ids}-radius`}>Bend radius (m)</label>
          <input
            id={`${ids}-radius`}
            inputMode="decimal"
            placeholder={radius.metres > 0 ? shortNumberText(radius.metres) : undefined}
            aria-describedby={radiusNote ? `${ids}-radius-note` : undefined}
            value={radiusText}
            onChange={typed('radius')}
          />
          {radiusNote && (
            <p id={`${ids}-radius-note`} className="field-note" aria-live="polite">
              {radiusNote}
            </p>
          )}

          {kind === 'indoor' && (
            <>
              <label htmlFor={`${ids}-lanes`}>Lanes</label>
              <select id={`${ids}-lanes`} value={laneCount} onChange={(e) => change({ lanes: e.target.value }, 'push')}>
                {Array.from({ length: INDOOR_LANE_COUNTS.max - INDOOR_LANE_COUNTS.min + 1 }, (_, index) => INDOOR_LANE_COUNTS.min + index).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </>
          )}

          <label htmlFor={`${ids}-width`}>Lane width</label>
          <select id={`${ids}-width`} value={laneWidthCm} onChange={(e) => change({ width: e.target.value }, 'push')}>
            {laneWidthOptionsCm(kind).map((width) => (
              <option key={width} value={width}>
                {kind === 'outdoor' && width === STANDARD_LANE_WIDTH_CM ? `${width} cm (standard)` : `${width} cm`}
              </option>
            ))}
          </select>

          <fieldset className="choice" aria-describedby={`${ids}-lines-differ`}>
            <legend>Measure lanes on</legend>
            {(['spec', 'world-athletics'] as const).map((option) => (
              <label key={option}>
                <input type="radio" name={`${ids}-line`} checked={line === option} onChange={() => change({ line: lineParam(option) }, 'push')} />
                {LINE_NAMES[option]}
              </label>
            ))}
            <p id={`${ids}-lines-differ`} className="field-note">
              {MEASUREMENT_LINES_DIFFER}
            </p>
          </fieldset>
        </fieldset>

        <fieldset className="calculator-form">
          <legend>Your run</legend>
          <div className="presets" role="group" aria-label="Presets">
            {PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="button small"
                onClick={() => change({ distance: distanceInputText(preset.distanceMetres, unit), time: preset.time }, 'push')}
              >
                {preset.label}
              </button>
            ))}
          </div>

          <label htmlFor={`${ids}-lane`}>Your lane</label>
          <select id={`${ids}-lane`} value={lane} onChange={(e) => change({ lane: e.target.value === '1' ? null : e.target.value }, 'push')}>
            {rows.map((row) => (
              <option key={row.lane} value={row.lane}>
                {row.lane}
              </option>
            ))}
          </select>

          <label htmlFor={`${ids}-distance`}>Distance ({unit})</label>
          <input id={`${ids}-distance`} inputMode="decimal" placeholder={DISTANCE_EXAMPLES[unit]} value={distanceText} onChange={typed('distance')} />

          <label htmlFor={`${ids}-laps`}>Laps</label>
          <input id={`${ids}-laps`} inputMode="decimal" placeholder="e.g. 25" value={laps ? shortNumberText(laps) : ''} onChange={(e) => setLaps(e.target.value)} />

          <label htmlFor={`${ids}-time`}>Target time</label>
          <input id={`${ids}-time`} placeholder="hh:mm:ss or mm:ss" value={timeText} onChange={typed('time')} />

          <label htmlFor={`${ids}-unit`}>Distances in</label>
          <select id={`${ids}-unit`} value={unit} onChange={(e) => setUnit(e.target.value as DistanceUnit)}>
            {(['m', 'yd', 'mi'] as const).map((option) => (
              <option key={option} value={option}>
                {UNIT_NAMES[option]}
              </option>
            ))}
          </select>

          <label htmlFor={`${ids}-pace`}>Pace per</label>
          <select id={`${ids}-pace`} value={settings.pace} onChange={(e) => change({ pace: e.target.value === 'mi' ? 'mi' : null }, 'push')}>
            {(['km', 'mi'] as const).map((option) => (
              <option key={option} value={option}>
                {PACE_NAMES[option]}
              </option>
            ))}
          </select>
        </fieldset>
      </div>

      <section className="calculator-results" aria-label="Results">
        <p className="pace" aria-live="polite">
          {pace === null ? 'Enter a distance and a target time for lap times and the pace.' : `Target pace: ${durationText(pace)} per ${PACE_NAMES[settings.pace]}.`}
        </p>
        {hasShape && (
          <TrackDrawing
            shape={shape}
            laneCount={laneCount}
            lane={lane}
            start={start}
            laneLabel={`Lane ${lane} · ${short(laneMetres)}`}
            description={drawingDescription({ kind, trackMetres, straightMetres: straightMetres(shape), radius, laneCount, laneWidthCm, lane, laneMetres, distanceMetres, start, unit })}
          />
        )}
        <SplitTable rows={rows} lane={lane} laps={laps} caption={caption} unit={unit} />
        <p className="muted table-note">{LANE_FORMULA[line]}</p>
        {hasShape && <StaggerTable shape={shape} laneCount={laneCount} lane={lane} unit={unit} />}
      </section>
    </article>
  );
}
