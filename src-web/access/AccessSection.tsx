// The track page's "Access and hours" (issue 14): the badge (open now, opens at, closed, members
// only, a temporary closure, or no hours known), which fact it comes from and when that was
// confirmed, the week's hours where the track is, fees, how to get in, rules and amenities, each
// fact marked when it has not been confirmed for a year. The opening_hours library is large, so
// it is loaded only when a track page shows hours.
import { useEffect, useState } from 'react';
import { useRenderedAt } from '../api/initial-data';
import { useIsClient } from '../state/hydration';
import { ACCESS_LABELS, AMENITIES, AMENITY_LABELS, ENTRY_LABELS, isStale, type AccessField } from '../../src-shared/access';
import type { Track } from '../../src-shared/api-types';
import { basisText, confirmationText, dayHoursText, STALE_TEXT, WEEKDAY_NAMES } from './access-texts';
import { useAccessBadge } from './use-access-badge';
import './access.css';

/**
 * Now, moved on every minute so the badge turns from "Opens at" to "Open now" on its own. Taking
 * over the page's HTML, it starts at the time the HTML was rendered at, so both say the same.
 */
function useNow(): Date {
  const renderedAt = useRenderedAt();
  const hydrating = !useIsClient();
  const [now, setNow] = useState(() => (hydrating && renderedAt) || new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Fact({ track, field, label, children, now }: { track: Track; field: AccessField; label: string; children: React.ReactNode; now: Date }) {
  const confirmation = track.access.confirmed[field];
  const stale = isStale(confirmation, now);
  return (
    <div className={stale ? 'stale' : undefined}>
      <dt>{label}</dt>
      <dd>
        {children}
        {confirmation && <span className="fact-confirmed"> ({confirmationText(confirmation)})</span>}
        {stale && <span className="fact-stale"> Possibly out of date, please check.</span>}
      </dd>
    </div>
  );
}

export function AccessSection({ track }: { track: Track }) {
  const now = useNow();
  const shown = useAccessBadge(track, now);
  if (!shown) return <AccessSectionFrame track={track} now={now} />;
  const { badge, week, today, hoursUnreadable, text, tone } = shown;
  const basisConfirmation = badge.basis && badge.basis.fact !== 'visit_report' ? badge.basis.confirmation ?? undefined : undefined;

  return (
    <AccessSectionFrame track={track} now={now}>
      <p className={`access-badge ${tone}`} data-testid="access-badge">
        {text}
      </p>
      <p className="muted access-basis">
        {basisText(badge.basis)}
        {isStale(basisConfirmation, now) && <strong className="fact-stale"> {STALE_TEXT}</strong>}
      </p>
      {week && (
        <table className="week-hours">
          <caption>Opening hours this week ({track.access.time_zone.replace(/_/g, ' ')} time)</caption>
          <tbody>
            {week.map((day) => (
              <tr key={day.date} className={day.date === today ? 'today' : undefined}>
                <th scope="row">{WEEKDAY_NAMES[day.weekday]}</th>
                <td>{dayHoursText(day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hoursUnreadable && <p className="muted">The stored opening hours cannot be read ({track.access.opening_hours}). Please correct them.</p>}
    </AccessSectionFrame>
  );
}

/** The heading and the list of facts, with the badge and the week's hours inside. */
function AccessSectionFrame({ track, now, children }: { track: Track; now: Date; children?: React.ReactNode }) {
  const { access } = track;
  const amenities = AMENITIES.filter((a) => access.amenities[a] !== null);
  return (
    <section className="access" aria-labelledby="access-hours-heading">
      <h2 id="access-hours-heading">Access and hours</h2>
      {children ?? <p className="access-badge unknown">Checking the opening hours…</p>}
      <dl className="access-facts">
        {access.access && (
          <Fact track={track} field="access" label="Who may use it" now={now}>
            {ACCESS_LABELS[access.access]}
          </Fact>
        )}
        {access.fee !== null && (
          <Fact track={track} field="fee" label="Fee" now={now}>
            {access.fee ? `Paid${access.fee_text ? `: ${access.fee_text}` : ''}` : 'Free'}
          </Fact>
        )}
        {access.entry && (
          <Fact track={track} field="entry" label="How to get in" now={now}>
            {ENTRY_LABELS[access.entry]}
            {access.booking_url && (
              <>
                {' '}
                <a href={access.booking_url} target="_blank" rel="noopener noreferrer nofollow">
                  book here
                </a>
              </>
            )}
          </Fact>
        )}
        {access.opening_hours && (
          <Fact track={track} field="opening_hours" label="Opening hours (OpenStreetMap syntax)" now={now}>
            <code>{access.opening_hours}</code>
          </Fact>
        )}
        {access.lit_hours && (
          <Fact track={track} field="lit_hours" label="Lights on" now={now}>
            <code>{access.lit_hours}</code>
          </Fact>
        )}
        {access.lane_rules && (
          <Fact track={track} field="lane_rules" label="Lane rules" now={now}>
            {access.lane_rules}
          </Fact>
        )}
        {access.rules && (
          <Fact track={track} field="rules" label="Other rules" now={now}>
            {access.rules}
          </Fact>
        )}
        {access.supervised !== null && (
          <Fact track={track} field="supervised" label="Supervised" now={now}>
            {access.supervised ? 'Yes' : 'No'}
          </Fact>
        )}
        {amenities.map((a) => (
          <Fact key={a} track={track} field={a} label={AMENITY_LABELS[a]} now={now}>
            {access.amenities[a] ? 'Yes' : 'No'}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
