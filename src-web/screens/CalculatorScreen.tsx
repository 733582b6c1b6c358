// /track-calculator (spec sections 5 and 9): lane lengths and lap times for 10 lanes.
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import {
  clampLaneWidthCm,
  DEFAULT_TRACK_METRES,
  LANE_COUNT,
  durationText,
  LANE_WIDTH_MAX_CM,
  LANE_WIDTH_MIN_CM,
  laneTable,
  parseDurationSeconds,
  parseNumber,
  PRESETS,
  STANDARD_LANE_WIDTH_CM,
} from '../rules/calculator';

const LANE_WIDTH_OPTIONS = Array.from({ length: (LANE_WIDTH_MAX_CM - LANE_WIDTH_MIN_CM) / 2 + 1 }, (_, i) => LANE_WIDTH_MIN_CM + i * 2);

function metresText(metres: number): string {
  return `${metres.toFixed(metres >= 1000 ? 0 : 2)} m`;
}

/** Up to two decimals without trailing zeros, for values written back into an input. */
function inputNumberText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export default function CalculatorScreen() {
  usePageMeta({ title: 'Track calculator', description: 'Lane lengths and lap times for every lane of a running track.' });
  const [params] = useSearchParams();
  const ids = useId();
  const [trackText, setTrackText] = useState(() => params.get('length') || String(DEFAULT_TRACK_METRES));
  const [laneWidthCm, setLaneWidthCm] = useState(STANDARD_LANE_WIDTH_CM);
  const [distanceText, setDistanceText] = useState('');
  const [timeText, setTimeText] = useState('');

  const trackMetres = parseNumber(trackText);
  const distanceMetres = parseNumber(distanceText);
  const totalSeconds = parseDurationSeconds(timeText);
  const laps = trackMetres > 0 ? distanceMetres / trackMetres : 0;
  const rows = useMemo(
    () => laneTable({ trackMetres, laneWidthCm: clampLaneWidthCm(laneWidthCm, 'outdoor'), distanceMetres, totalSeconds, line: 'spec', laneCount: LANE_COUNT }),
    [trackMetres, laneWidthCm, distanceMetres, totalSeconds],
  );

  const setLaps = (text: string) => setDistanceText(inputNumberText(parseNumber(text) * trackMetres));

  return (
    <article className="page calculator-page">
      <h1>Track calculator</h1>
      <p className="intro">How long is each lane, and how fast must each lap be to reach your target time?</p>
      <div className="presets" role="group" aria-label="Presets">
        {PRESETS.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="button small"
            onClick={() => {
              setDistanceText(inputNumberText(preset.distanceMetres));
              setTimeText(preset.time);
            }}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <form className="calculator-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${ids}-track`}>Track length (m)</label>
        <input id={`${ids}-track`} inputMode="decimal" value={trackText} onChange={(e) => setTrackText(e.target.value)} />

        <label htmlFor={`${ids}-width`}>Lane width</label>
        <select id={`${ids}-width`} value={laneWidthCm} onChange={(e) => setLaneWidthCm(Number(e.target.value))}>
          {LANE_WIDTH_OPTIONS.map((width) => (
            <option key={width} value={width}>
              {width === STANDARD_LANE_WIDTH_CM ? `${width} cm (standard)` : `${width} cm`}
            </option>
          ))}
        </select>

        <label htmlFor={`${ids}-distance`}>Distance (m)</label>
        <input id={`${ids}-distance`} inputMode="decimal" placeholder="e.g. 10000" value={distanceText} onChange={(e) => setDistanceText(e.target.value)} />

        <label htmlFor={`${ids}-laps`}>Laps</label>
        <input
          id={`${ids}-laps`}
          inputMode="decimal"
          placeholder="e.g. 25"
          value={laps ? inputNumberText(laps) : ''}
          onChange={(e) => setLaps(e.target.value)}
        />

        <label htmlFor={`${ids}-time`}>Target time</label>
        <input id={`${ids}-time`} placeholder="hh:mm:ss or mm:ss" value={timeText} onChange={(e) => setTimeText(e.target.value)} />
      </form>

      <div className="table-scroll">
        <table className="lane-table">
          <caption>
            Lanes of a {metresText(trackMetres)} track
            {distanceMetres > 0 && ` for ${metresText(distanceMetres)}`}
            {totalSeconds > 0 && ` in ${durationText(totalSeconds)}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Lane</th>
              <th scope="col">Lane length</th>
              <th scope="col">Distance over {inputNumberText(laps)} laps</th>
              <th scope="col">Time per lap</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.lane}>
                <th scope="row">{row.lane}</th>
                <td>{metresText(row.laneMetres)}</td>
                <td>{metresText(row.lapsDistanceMetres)}</td>
                <td>{row.lapSeconds === null ? '–' : durationText(row.lapSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.</p>
    </article>
  );
}
