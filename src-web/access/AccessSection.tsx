// The track page's "Access and hours" (issue 14): the badge (open now, opens at, closed, members
// only, a temporary closure, or no hours known), which fact it comes from and when that was
// confirmed, the week's hours where the track is, fees, how to get in, rules and amenities, each
// fact marked when it has not been confirmed for a year. The opening_hours library is large, so
// it is loaded only when a track page shows hours.
import { useEffect, useState } from 'react';
import { ACCESS_LABELS, AMENITIES, AMENITY_LABELS, ENTRY_LABELS, isStale, type AccessField } from '../../src-shared/access';
import { accessBadge } from '../../src-shared/access-status';
import type { Track } from '../../src-shared/api-types';
import { localDate } from '../../src-shared/wall-clock';
import { badgeText, basisText, confirmationText, dayHoursText, STALE_TEXT, WEEKDAY_NAMES } from './access-texts';
import './access.css';

type HoursModule = typeof import('../../src-shared/opening-hours');

/** The hours module, once loaded (null until then, and for a track without hours). */
function useHoursModule(needed: boolean): HoursModule | null {
  const [module, setModule] = useState<HoursModule | null>(null);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void import('../../src-shared/opening-hours').then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module;
}

/** Now, moved on every minute so the badge turns from "Opens at" to "Open now" on its own. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
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
  const { access } = track;
  const hasHours = access.opening_hours !== null;
  const hours = useHoursModule(hasHours);
  const now = useNow();
  const zone = access.time_zone;
  // Before the module is loaded the badge waits; it never guesses from the visitor's clock.
  if (hasHours && !hours) return <AccessSectionFrame track={track} now={now} />;

  const place = { lat: track.center_lat, lng: track.center_lng, countryCode: access.country_code, state: access.holiday_region };
  const parsed = hours && access.opening_hours ? hours.parseHours(access.opening_hours, place) : null;
  const today = localDate(now, zone);
  const hoursNow = parsed?.ok ? hours!.hoursAt(parsed.hours, zone, now) : null;
  const week = parsed?.ok ? hours!.weekAhead(parsed.hours, zone, now) : null;
  const badge = accessBadge({ facts: access, confirmed: access.confirmed, status: track.status, status_source: track.status_source, status_updated: track.status_updated, hoursNow, today });
  const { text, tone } = badgeText(badge, today);
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
          <caption>Opening hours this week ({zone.replace(/_/g, ' ')} time)</caption>
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
      {parsed && !parsed.ok && <p className="muted">The stored opening hours cannot be read ({access.opening_hours}). Please correct them.</p>}
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
