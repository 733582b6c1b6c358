// /track-calculator (spec sections 5 and 9): lane lengths and lap times for 10 lanes; and, for the
// runners and coaches of issue 15, the World Athletics measurement line, indoor tracks, units,
// staggered starts and a drawing of the track. Every setting lives in the URL.
import { useId, useMemo, useSyncExternalStore, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  changedQuery,
  kindChanges,
  kindParam,
  laneCountOptions,
  laneWidthOptionsCm,
  lineParam,
  settingsFromQuery,
  typedParam,
  type ParamName,
} from '../calculator/calculator-settings';
import {
  bendRadiusNote,
  drawingDescription,
  durationIn,
  laneFormula,
  lengthIn,
  shortNumberText,
  timeReadingNote,
} from '../calculator/calculator-texts';
import { SplitTable } from '../calculator/SplitTable';
import { StaggerTable } from '../calculator/StaggerTable';
import { TrackDrawing } from '../calculator/TrackDrawing';
import '../calculator/calculator.css';
import { usePageMeta } from '../components/page-meta';
import {
  distanceInputText,
  LANE_COUNTS,
  laneLengthMetres,
  laneTable,
  paceSeconds,
  parseNumber,
  PRESETS,
  QUARTER_MILE_TRACK_METRES,
  readTargetTime,
  shortUnit,
  STANDARD_LANE_WIDTH_CM,
  UNIT_METRES,
  type DistanceUnit,
} from '../rules/calculator';
import { numberText, unitName } from '../../src-shared/number-text';
import { bendRadiusFor, laneStart, straightMetres, type TrackShape } from '../rules/track-geometry';

type QueryChanges = Partial<Record<ParamName, string | number | null>>;

/** Each track preset resets what belongs to a track; null is the default of its kind. */
const TRACK_RESET: QueryChanges = { length: null, radius: null, width: null, lanes: null };
const TRACK_PRESETS = [
  { label: 'standard', changes: { ...TRACK_RESET, track: null } },
  { label: 'quarterMile', changes: { ...TRACK_RESET, track: null, length: String(QUARTER_MILE_TRACK_METRES) } },
  { label: 'indoor', changes: { ...TRACK_RESET, track: 'indoor' } },
] as const satisfies readonly { label: string; changes: QueryChanges }[];

/** The spec's run presets (rules/calculator.ts PRESETS, "40 min 10k" and "5 min mile") by their catalogue names. */
const PRESET_NAMES: Record<string, 'tenK' | 'mile'> = { '40 min 10k': 'tenK', '5 min mile': 'mile' };

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
  return [settings, change, search] as const;
}

export default function CalculatorScreen() {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  usePageMeta({ title: t('calculator.title'), description: t('calculator.description') });
  const ids = useId();
  const [settings, change, search] = useCalculatorQuery();
  const { kind, unit, line, laneCount, laneWidthCm, lane, trackText, radiusText, distanceText, timeText } = settings;
  const typed = (param: ParamName) => (event: ChangeEvent<HTMLInputElement>) =>
    change({ [param]: typedParam(param, event.target.value) }, 'replace');
  // A typed length keeps the kind of track: typing 200 does not turn 10 outdoor lanes indoor.
  const typedLength = (event: ChangeEvent<HTMLInputElement>) =>
    change({ length: typedParam('length', event.target.value), track: kindParam(kind, event.target.value) }, 'replace');

  const trackMetres = parseNumber(trackText);
  const distanceMetres = parseNumber(distanceText) * UNIT_METRES[unit];
  // Without a distance yet, a time is judged as a lap's: "1.05" is 1:05, not a lap in a second.
  const judgedMetres = distanceMetres > 0 ? distanceMetres : trackMetres;
  const timeReading = readTargetTime(timeText, judgedMetres);
  const totalSeconds = timeReading.seconds;
  const timeNote = timeReadingNote(timeReading, judgedMetres, distanceMetres > 0 ? unit : shortUnit(unit), i18n);
  const timeRefused = timeReading.kind === 'unreadable' || timeReading.kind === 'too-fast';
  const laps = trackMetres > 0 ? distanceMetres / trackMetres : 0;
  const rows = laneTable({ trackMetres, laneWidthCm, distanceMetres, totalSeconds, line, laneCount });
  const radius = bendRadiusFor(kind, trackMetres, parseNumber(radiusText));
  const radiusNote = bendRadiusNote(radius, kind, trackMetres, i18n);
  const shape: TrackShape = { trackMetres, bendRadiusMetres: radius.metres, laneWidthCm, line };
  const hasShape = trackMetres > 0 && radius.metres > 0;
  const start = hasShape && distanceMetres > 0 ? laneStart(shape, lane, distanceMetres) : null;
  const pace = paceSeconds(totalSeconds, distanceMetres, settings.pace);
  const laneMetres = laneLengthMetres(trackMetres, laneWidthCm, lane, line);
  const short = (metres: number) => lengthIn(metres, shortUnit(unit), language);

  const setLaps = (text: string) => {
    const lapsDistance = parseNumber(text) * trackMetres;
    change({ distance: lapsDistance > 0 ? distanceInputText(lapsDistance, unit) : null }, 'replace');
  };
  // The distance stays the same distance: its text is converted to the new unit.
  const setUnit = (next: DistanceUnit) =>
    change(
      {
        units: next === 'm' ? null : next,
        distance: distanceMetres > 0 ? distanceInputText(distanceMetres, next) : typedParam('distance', distanceText),
      },
      'push',
    );

  const captionFigures = {
    length: short(trackMetres),
    distance: lengthIn(distanceMetres, unit, language),
    time: durationIn(totalSeconds, language),
  };
  const caption =
    distanceMetres > 0
      ? t(totalSeconds > 0 ? 'calculator.caption.distanceAndTime' : 'calculator.caption.distance', captionFigures)
      : t(totalSeconds > 0 ? 'calculator.caption.time' : 'calculator.caption.track', captionFigures);

  return (
    <article className="page calculator-page">
      <h1>{t('calculator.title')}</h1>
      <p className="intro">{t('calculator.intro')}</p>

      <div className="calculator-controls">
        <fieldset className="calculator-form">
          <legend>{t('calculator.track')}</legend>
          <div className="presets" role="group" aria-label={t('calculator.trackPresets.label')}>
            {TRACK_PRESETS.map((preset) => (
              <button key={preset.label} type="button" className="button small" onClick={() => change(preset.changes, 'push')}>
                {t(`calculator.trackPresets.${preset.label}`)}
              </button>
            ))}
          </div>
          <label htmlFor={`${ids}-kind`}>{t('calculator.trackType')}</label>
          <select
            id={`${ids}-kind`}
            value={kind}
            onChange={(e) => change(kindChanges(search, e.target.value === 'indoor' ? 'indoor' : 'outdoor'), 'push')}
          >
            <option value="outdoor">{t('calculator.outdoor')}</option>
            <option value="indoor">{t('calculator.indoor')}</option>
          </select>

          <label htmlFor={`${ids}-track`}>{t('calculator.trackLength')}</label>
          <input id={`${ids}-track`} inputMode="decimal" value={trackText} onChange={typedLength} />

          <label htmlFor={`${ids}-radius`}>{t('calculator.bendRadius')}</label>
          <input
            id={`${ids}-radius`}
            inputMode="decimal"
            placeholder={radius.metres > 0 ? numberText(radius.metres, language, { digits: 2, trimZeros: true, plain: true }) : undefined}
            aria-describedby={radiusNote ? `${ids}-radius-note` : undefined}
            value={radiusText}
            onChange={typed('radius')}
          />
          {radiusNote && (
            <p id={`${ids}-radius-note`} className="field-note" aria-live="polite">
              {radiusNote}
            </p>
          )}

          <label htmlFor={`${ids}-lanes`}>{t('calculator.lanes')}</label>
          <select
            id={`${ids}-lanes`}
            value={laneCount}
            onChange={(e) => change({ lanes: Number(e.target.value) === LANE_COUNTS[kind].initial ? null : e.target.value }, 'push')}
          >
            {laneCountOptions(kind).map((count) => (
              <option key={count} value={count}>
                {numberText(count, language)}
              </option>
            ))}
          </select>

          <label htmlFor={`${ids}-width`}>{t('calculator.laneWidth')}</label>
          <select id={`${ids}-width`} value={laneWidthCm} onChange={(e) => change({ width: e.target.value }, 'push')}>
            {laneWidthOptionsCm(kind).map((width) => (
              <option key={width} value={width}>
                {t(kind === 'outdoor' && width === STANDARD_LANE_WIDTH_CM ? 'calculator.laneWidthStandard' : 'calculator.laneWidthOption', {
                  width: numberText(width, language),
                })}
              </option>
            ))}
          </select>

          <fieldset className="choice" aria-describedby={`${ids}-lines-differ`}>
            <legend>{t('calculator.measureOn')}</legend>
            {(['spec', 'world-athletics'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`${ids}-line`}
                  checked={line === option}
                  onChange={() => change({ line: lineParam(option) }, 'push')}
                />
                {option === 'spec' ? t('calculator.lines.spec') : t('calculator.lines.worldAthletics')}
              </label>
            ))}
            <p id={`${ids}-lines-differ`} className="field-note">
              {t('calculator.linesDiffer')}
            </p>
          </fieldset>
        </fieldset>

        <fieldset className="calculator-form">
          <legend>{t('calculator.yourRun')}</legend>
          <div className="presets" role="group" aria-label={t('calculator.presets.label')}>
            {PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="button small"
                onClick={() => change({ distance: distanceInputText(preset.distanceMetres, unit), time: preset.time }, 'push')}
              >
                {PRESET_NAMES[preset.label] ? t(`calculator.presets.${PRESET_NAMES[preset.label]!}`) : preset.label}
              </button>
            ))}
          </div>

          <label htmlFor={`${ids}-lane`}>{t('calculator.yourLane')}</label>
          <select
            id={`${ids}-lane`}
            value={lane}
            onChange={(e) => change({ lane: e.target.value === '1' ? null : e.target.value }, 'push')}
          >
            {rows.map((row) => (
              <option key={row.lane} value={row.lane}>
                {numberText(row.lane, language)}
              </option>
            ))}
          </select>

          <label htmlFor={`${ids}-distance`}>{t('calculator.distance', { unit: unitName(unit, language) })}</label>
          <input
            id={`${ids}-distance`}
            inputMode="decimal"
            placeholder={t(`calculator.examples.${unit}`)}
            value={distanceText}
            onChange={typed('distance')}
          />

          <label htmlFor={`${ids}-laps`}>{t('calculator.laps')}</label>
          <input
            id={`${ids}-laps`}
            inputMode="decimal"
            placeholder={t('calculator.examples.laps')}
            value={laps ? shortNumberText(laps) : ''}
            onChange={(e) => setLaps(e.target.value)}
          />

          <label htmlFor={`${ids}-time`}>{t('calculator.targetTime')}</label>
          <input
            id={`${ids}-time`}
            placeholder={t('calculator.timePlaceholder')}
            aria-describedby={timeNote ? `${ids}-time-note` : undefined}
            aria-invalid={timeRefused || undefined}
            value={timeText}
            onChange={typed('time')}
          />
          {timeNote && (
            <p id={`${ids}-time-note`} className={timeRefused ? 'field-note refused' : 'field-note'} aria-live="polite">
              {timeNote}
            </p>
          )}

          <label htmlFor={`${ids}-unit`}>{t('calculator.distancesIn')}</label>
          <select id={`${ids}-unit`} value={unit} onChange={(e) => setUnit(e.target.value as DistanceUnit)}>
            {(['m', 'yd', 'mi'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`calculator.units.${option}`)}
              </option>
            ))}
          </select>

          <label htmlFor={`${ids}-pace`}>{t('calculator.pacePer')}</label>
          <select
            id={`${ids}-pace`}
            value={settings.pace}
            onChange={(e) => change({ pace: e.target.value === 'mi' ? 'mi' : null }, 'push')}
          >
            {(['km', 'mi'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`calculator.paceUnits.${option}`)}
              </option>
            ))}
          </select>
        </fieldset>
      </div>

      <section className="calculator-results" aria-label={t('calculator.results')}>
        <p className="pace" aria-live="polite">
          {pace === null
            ? t('calculator.enterDistanceAndTime')
            : t(`calculator.targetPace.${settings.pace}`, { time: durationIn(pace, language) })}
        </p>
        {hasShape && (
          <TrackDrawing
            shape={shape}
            laneCount={laneCount}
            lane={lane}
            start={start}
            laneLabel={t('calculator.laneLabel', { lane: numberText(lane, language), length: short(laneMetres) })}
            description={drawingDescription(
              {
                kind,
                trackMetres,
                straightMetres: straightMetres(shape),
                radius,
                laneCount,
                laneWidthCm,
                lane,
                laneMetres,
                distanceMetres,
                start,
                unit,
              },
              i18n,
            )}
          />
        )}
        <SplitTable rows={rows} lane={lane} laps={laps} caption={caption} unit={unit} />
        <p className="muted table-note">{laneFormula(line, i18n)}</p>
        {hasShape && <StaggerTable shape={shape} laneCount={laneCount} lane={lane} unit={unit} />}
      </section>
    </article>
  );
}
