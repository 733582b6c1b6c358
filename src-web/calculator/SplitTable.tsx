// Every lane's length, the distance the laps come to in it, and the time per lap and per 100 m
// for the target (spec section 9, issue 15).
import { durationText, lengthText, shortUnit, type DistanceUnit, type LaneRow } from '../rules/calculator';
import { shortNumberText } from './calculator-texts';

interface SplitTableProps {
  rows: LaneRow[];
  /** The runner's lane, marked in the table. */
  lane: number;
  laps: number;
  caption: string;
  unit: DistanceUnit;
}

function timeOrDash(seconds: number | null): string {
  return seconds === null ? '–' : durationText(seconds);
}

export function SplitTable({ rows, lane, laps, caption, unit }: SplitTableProps) {
  return (
    <div className="table-scroll">
      <table className="lane-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Lane</th>
            <th scope="col">Lane length</th>
            <th scope="col">
              Distance over {shortNumberText(laps)} {shortNumberText(laps) === '1' ? 'lap' : 'laps'}
            </th>
            <th scope="col">Time per lap</th>
            <th scope="col">Per 100 m</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.lane} className={row.lane === lane ? 'chosen' : undefined} aria-current={row.lane === lane ? 'true' : undefined}>
              <th scope="row">{row.lane}</th>
              <td>{lengthText(row.laneMetres, shortUnit(unit))}</td>
              <td>{lengthText(row.lapsDistanceMetres, unit)}</td>
              <td>{timeOrDash(row.lapSeconds)}</td>
              <td>{timeOrDash(row.per100MetresSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
