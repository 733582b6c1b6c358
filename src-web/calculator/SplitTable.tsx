// Every lane's length, the distance the laps come to in it, and the time per lap and per 100 m
// for the target (spec section 9, issue 15).
import { useTranslation } from 'react-i18next';
import { shortUnit, type DistanceUnit, type LaneRow } from '../rules/calculator';
import { numberText } from '../../src-shared/number-text';
import { durationIn, lengthIn, shortNumberText } from './calculator-texts';

interface SplitTableProps {
  rows: LaneRow[];
  /** The runner's lane, marked in the table. */
  lane: number;
  laps: number;
  caption: string;
  unit: DistanceUnit;
}

export function SplitTable({ rows, lane, laps, caption, unit }: SplitTableProps) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const timeOrDash = (seconds: number | null) => (seconds === null ? '–' : durationIn(seconds, language));
  // The laps as the laps field shows them: "1" lap, "4.02" laps.
  const lapCount = Number(shortNumberText(laps));
  // Columns with nothing in them yet are left out: no "distance over 0 laps" of 0.00 m, no lap
  // times of "–" before a distance and a time are entered.
  const hasDistance = lapCount > 0;
  const hasTimes = rows.some((row) => row.lapSeconds !== null);
  return (
    <div className="table-scroll">
      <table className={hasDistance || hasTimes ? 'lane-table' : 'lane-table lanes-only'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calculator.table.lane')}</th>
            <th scope="col">{t('calculator.table.laneLength')}</th>
            {hasDistance && (
              <th scope="col">
                {t('calculator.table.lapsDistance', {
                  count: lapCount,
                  laps: numberText(lapCount, language, { digits: 2, trimZeros: true }),
                })}
              </th>
            )}
            {hasTimes && (
              <>
                <th scope="col">{t('calculator.table.timePerLap')}</th>
                <th scope="col">{t('calculator.table.per100')}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.lane} className={row.lane === lane ? 'chosen' : undefined} aria-current={row.lane === lane ? 'true' : undefined}>
              <th scope="row">{numberText(row.lane, language)}</th>
              <td>{lengthIn(row.laneMetres, shortUnit(unit), language)}</td>
              {hasDistance && <td>{lengthIn(row.lapsDistanceMetres, unit, language)}</td>}
              {hasTimes && (
                <>
                  <td>{timeOrDash(row.lapSeconds)}</td>
                  <td>{timeOrDash(row.per100MetresSeconds)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
