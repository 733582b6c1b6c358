// The track page's "Access and hours" (issue 14): the badge (open now, opens at, closed, members
// only, a temporary closure, or no hours known), which fact it comes from and when that was
// confirmed, the week's hours where the track is, fees, how to get in, rules and amenities, each
// fact marked when it has not been confirmed for a year. The opening_hours library is large, so
// it is loaded only when a track page shows hours. In the page's language: weekday names and
// dates from Intl, the rest from the catalogue (access.*).
import { useTranslation } from 'react-i18next';
import { useNow } from '../state/use-now';
import { AMENITIES, isStale, type AccessField } from '../../src-shared/access';
import { factsFrame, type FactsFrame } from '../../src-shared/access-status';
import type { Track } from '../../src-shared/api-types';
import { wordsOf } from '../../src-shared/track-text';
import { basisText, confirmationText, dayHoursText, weekdayName, zonePlace } from './access-texts';
import { useAccessBadge } from './use-access-badge';
import './access.css';

function Fact({
  track,
  field,
  label,
  children,
  now,
}: {
  track: Track;
  field: AccessField;
  label: string;
  children: React.ReactNode;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const confirmation = track.access.confirmed[field];
  // Lent by the stadium or sports centre around the track (issue 27): "hours (from the sports centre)".
  const from = track.from_facility?.[field];
  const stale = isStale(confirmation, now);
  return (
    <div className={stale ? 'stale' : undefined}>
      <dt>{label}</dt>
      <dd>
        {children}
        {from && <span className="fact-source"> ({t(`track.fromFacility.${from}`)})</span>}
        {confirmation && <span className="fact-confirmed"> ({confirmationText(confirmation, wordsOf(i18n))})</span>}
        {stale && <span className="fact-stale"> {t('access.factStale')}</span>}
      </dd>
    </div>
  );
}

export function AccessSection({ track }: { track: Track }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const shown = useAccessBadge(track, now);
  if (!shown) return <AccessSectionFrame track={track} now={now} />;
  const { badge, week, today, hoursUnreadable, text, tone } = shown;
  const basisConfirmation = badge.basis && badge.basis.fact !== 'visit_report' ? (badge.basis.confirmation ?? undefined) : undefined;
  const frame = factsFrame(badge);
  const zone = zonePlace(track.access.time_zone);
  // Today is marked only in a week a runner (or a member) may use now.
  const marksToday = frame.week === 'this_week' || frame.week === 'members' || frame.week === 'school_club';

  return (
    <AccessSectionFrame track={track} now={now} frame={frame}>
      <p className={`access-badge ${tone}`} data-testid="access-badge">
        {text}
      </p>
      <p className="muted access-basis">
        {basisText(badge.basis, wordsOf(i18n))}
        {isStale(basisConfirmation, now) && <strong className="fact-stale"> {t('access.stale')}</strong>}
      </p>
      {week && frame.week !== 'none' && (
        <table className="week-hours">
          <caption>{frame.week === 'this_week' ? t('access.week', { zone }) : t(`access.weekFor.${frame.week}`, { zone })}</caption>
          <tbody>
            {week.map((day) => (
              <tr key={day.date} className={marksToday && day.date === today ? 'today' : undefined}>
                <th scope="row">{weekdayName(day.weekday, i18n.language)}</th>
                <td>{dayHoursText(day, wordsOf(i18n))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hoursUnreadable && <p className="muted">{t('access.unreadable', { hours: track.access.opening_hours ?? '' })}</p>}
    </AccessSectionFrame>
  );
}

/**
 * The heading and the list of facts, with the badge and the week's hours inside. The frame (from
 * the badge, once known) says whose the fee and the hours are, so the list never contradicts the badge.
 */
function AccessSectionFrame({ track, now, frame, children }: { track: Track; now: Date; frame?: FactsFrame; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { access } = track;
  const amenities = AMENITIES.filter((a) => access.amenities[a] !== null);
  return (
    <section className="access" aria-labelledby="access-hours-heading">
      <h2 id="access-hours-heading">{t('access.heading')}</h2>
      {children ?? <p className="access-badge unknown">{t('access.checking')}</p>}
      <dl className="access-facts">
        {access.access && (
          <Fact track={track} field="access" label={t('access.facts.access')} now={now}>
            {t(`forms.access.whoChoices.${access.access}`)}
          </Fact>
        )}
        {access.fee !== null && (
          <Fact
            track={track}
            field="fee"
            label={!frame || frame.fee === 'runner' ? t('access.facts.fee') : t(`access.feeFor.${frame.fee}`)}
            now={now}
          >
            {access.fee ? (access.fee_text ? t('access.paidWith', { fee: access.fee_text }) : t('access.paid')) : t('access.free')}
          </Fact>
        )}
        {access.entry && (
          <Fact track={track} field="entry" label={t('access.facts.entry')} now={now}>
            {t(`forms.access.entryChoices.${access.entry}`)}
            {access.booking_url && (
              <>
                {' '}
                <a href={access.booking_url} target="_blank" rel="noopener noreferrer nofollow">
                  {t('access.bookHere')}
                </a>
              </>
            )}
          </Fact>
        )}
        {access.opening_hours && (
          <Fact
            track={track}
            field="opening_hours"
            label={frame?.week === 'none' ? t('access.hoursOnRecord') : t('access.facts.opening_hours')}
            now={now}
          >
            <code>{access.opening_hours}</code>
          </Fact>
        )}
        {access.lit_hours && (
          <Fact track={track} field="lit_hours" label={t('access.facts.lit_hours')} now={now}>
            <code>{access.lit_hours}</code>
          </Fact>
        )}
        {access.lane_rules && (
          <Fact track={track} field="lane_rules" label={t('access.facts.lane_rules')} now={now}>
            {access.lane_rules}
          </Fact>
        )}
        {access.rules && (
          <Fact track={track} field="rules" label={t('access.facts.rules')} now={now}>
            {access.rules}
          </Fact>
        )}
        {access.supervised !== null && (
          <Fact track={track} field="supervised" label={t('access.facts.supervised')} now={now}>
            {access.supervised ? t('track.yes') : t('track.no')}
          </Fact>
        )}
        {amenities.map((a) => (
          <Fact key={a} track={track} field={a} label={t(`forms.access.amenities.${a}`)} now={now}>
            {access.amenities[a] ? t('track.yes') : t('track.no')}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
