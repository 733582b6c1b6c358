// Where each lane starts the staggered races, ahead of lane 1 (issue 15): on the spec's simple
// formula and on World Athletics' measurement lines side by side, whichever line the lane table
// uses. The two differ by 0.31 m a bend in lane 2 (7.67 m against 7.04 m for the 400 m of a
// 400 m track): a coach painting marks needs World Athletics', and finds them without a switch.
// Each line's races stand together under its name: a whole set of marks, and names long enough
// to need the room of three columns on a phone.
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortUnit, UNIT_METRES, type DistanceUnit, type MeasurementLine } from '../rules/calculator';
import { numberText, quantityText, unitName } from '../../src-shared/number-text';
import { STAGGERED_RACES, staggerMetres, type TrackShape } from '../rules/track-geometry';

interface StaggerTableProps {
  /** The track; each column gives its own measurement line. */
  shape: Omit<TrackShape, 'line'>;
  laneCount: number;
  lane: number;
  unit: DistanceUnit;
}

const LINES = ['spec', 'world-athletics'] as const satisfies readonly MeasurementLine[];

export function StaggerTable({ shape, laneCount, lane, unit }: StaggerTableProps) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const notesId = useId();
  const lanes = Array.from({ length: laneCount }, (_, index) => index + 1);
  // The unit is said once, in each column's name: six figures a row fit a phone's width only bare.
  const figureUnit = shortUnit(unit);
  const unitText = { unit: unitName(figureUnit, language) };
  const lineName = (line: MeasurementLine) =>
    line === 'spec' ? t('calculator.table.staggerSpec', unitText) : t('calculator.table.staggerWorldAthletics', unitText);
  const figure = (metres: number) => numberText(metres / UNIT_METRES[figureUnit], language, { digits: 2 });
  return (
    <>
      <div className="table-scroll">
        <table className="lane-table stagger-table" aria-describedby={notesId}>
          <caption>{t('calculator.table.staggerCaption')}</caption>
          <colgroup />
          {LINES.map((line) => (
            <colgroup key={line} span={STAGGERED_RACES.length} />
          ))}
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('calculator.table.lane')}
              </th>
              {LINES.map((line) => (
                <th key={line} scope="colgroup" colSpan={STAGGERED_RACES.length} className="line">
                  {lineName(line)}
                </th>
              ))}
            </tr>
            <tr>
              {LINES.map((line) => (
                <Fragment key={line}>
                  {STAGGERED_RACES.map((race, index) => (
                    <th key={race.metres} scope="col" className={index === 0 ? 'first-race' : undefined}>
                      {quantityText(race.metres, 'm', language)}
                    </th>
                  ))}
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {lanes.map((row) => (
              <tr key={row} className={row === lane ? 'chosen' : undefined} aria-current={row === lane ? 'true' : undefined}>
                <th scope="row">{numberText(row, language)}</th>
                {LINES.map((line) => (
                  <Fragment key={line}>
                    {STAGGERED_RACES.map((race, index) => (
                      <td key={race.metres} className={index === 0 ? 'first-race' : undefined}>
                        {figure(staggerMetres({ ...shape, line }, row, race.metres))}
                      </td>
                    ))}
                  </Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id={notesId} className="muted table-note">
        <p>{t('calculator.staggerLines')}</p>
        <p>{t('calculator.staggerRules')}</p>
      </div>
    </>
  );
}
