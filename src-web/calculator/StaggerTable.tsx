// Where each lane starts the staggered races, ahead of lane 1 (issue 15).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortUnit, type DistanceUnit } from '../rules/calculator';
import { numberText, quantityText } from '../../src-shared/number-text';
import { STAGGERED_RACES, staggerMetres, type TrackShape } from '../rules/track-geometry';
import { lengthIn } from './calculator-texts';

interface StaggerTableProps {
  shape: TrackShape;
  laneCount: number;
  lane: number;
  unit: DistanceUnit;
}

export function StaggerTable({ shape, laneCount, lane, unit }: StaggerTableProps) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const rulesId = useId();
  const lanes = Array.from({ length: laneCount }, (_, index) => index + 1);
  return (
    <>
      <div className="table-scroll">
        <table className="lane-table stagger-table" aria-describedby={rulesId}>
          <caption>{t('calculator.table.staggerCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calculator.table.lane')}</th>
              {STAGGERED_RACES.map((race) => (
                <th key={race.metres} scope="col">
                  {quantityText(race.metres, 'm', language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lanes.map((row) => (
              <tr key={row} className={row === lane ? 'chosen' : undefined} aria-current={row === lane ? 'true' : undefined}>
                <th scope="row">{numberText(row, language)}</th>
                {STAGGERED_RACES.map((race) => (
                  <td key={race.metres}>{lengthIn(staggerMetres(shape, row, race.metres), shortUnit(unit), language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={rulesId} className="muted table-note">
        {t('calculator.staggerRules')}
      </p>
    </>
  );
}
