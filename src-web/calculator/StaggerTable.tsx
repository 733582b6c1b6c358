// Where each lane starts the staggered races, ahead of lane 1 (issue 15): on the spec's simple
// formula and on World Athletics' measurement lines side by side, whichever line the lane table
// uses. The two differ by 0.63 m a bend in lane 2 of a 400 m track (7.67 m against 7.04 m for the
// 400 m): a coach painting marks needs World Athletics', and finds them without a switch.
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortUnit, type DistanceUnit, type MeasurementLine } from '../rules/calculator';
import { numberText, quantityText } from '../../src-shared/number-text';
import { STAGGERED_RACES, staggerMetres, type TrackShape } from '../rules/track-geometry';
import { lengthIn } from './calculator-texts';

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
  const lineName = (line: MeasurementLine) =>
    line === 'spec' ? t('calculator.table.staggerSpec') : t('calculator.table.staggerWorldAthletics');
  return (
    <>
      <div className="table-scroll">
        <table className="lane-table stagger-table" aria-describedby={notesId}>
          <caption>{t('calculator.table.staggerCaption')}</caption>
          <colgroup />
          {STAGGERED_RACES.map((race) => (
            <colgroup key={race.metres} span={LINES.length} />
          ))}
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('calculator.table.lane')}
              </th>
              {STAGGERED_RACES.map((race) => (
                <th key={race.metres} scope="colgroup" colSpan={LINES.length} className="race">
                  {quantityText(race.metres, 'm', language)}
                </th>
              ))}
            </tr>
            <tr>
              {STAGGERED_RACES.map((race) => (
                <Fragment key={race.metres}>
                  {LINES.map((line) => (
                    <th key={line} scope="col" className={`line-${line}`}>
                      {lineName(line)}
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
                {STAGGERED_RACES.map((race) => (
                  <Fragment key={race.metres}>
                    {LINES.map((line) => (
                      <td key={line} className={`line-${line}`}>
                        {lengthIn(staggerMetres({ ...shape, line }, row, race.metres), shortUnit(unit), language)}
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
