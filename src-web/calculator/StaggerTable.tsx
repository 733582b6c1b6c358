// Where each lane starts the staggered races, ahead of lane 1 (issue 15).
import { useId } from 'react';
import { lengthText, shortUnit, type DistanceUnit } from '../rules/calculator';
import { STAGGERED_RACES, staggerMetres, type TrackShape } from '../rules/track-geometry';
import { STAGGER_RULES } from './calculator-texts';

interface StaggerTableProps {
  shape: TrackShape;
  laneCount: number;
  lane: number;
  unit: DistanceUnit;
}

export function StaggerTable({ shape, laneCount, lane, unit }: StaggerTableProps) {
  const rulesId = useId();
  const lanes = Array.from({ length: laneCount }, (_, index) => index + 1);
  return (
    <>
      <div className="table-scroll">
        <table className="lane-table stagger-table" aria-describedby={rulesId}>
          <caption>Staggered starts on this track</caption>
          <thead>
            <tr>
              <th scope="col">Lane</th>
              {STAGGERED_RACES.map((race) => (
                <th key={race.metres} scope="col">
                  {race.metres} m
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lanes.map((row) => (
              <tr key={row} className={row === lane ? 'chosen' : undefined} aria-current={row === lane ? 'true' : undefined}>
                <th scope="row">{row}</th>
                {STAGGERED_RACES.map((race) => (
                  <td key={race.metres}>{lengthText(staggerMetres(shape, row, race.metres), shortUnit(unit))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={rulesId} className="muted table-note">
        {STAGGER_RULES}
      </p>
    </>
  );
}
