// The track form's access, hours and fees (issue 14): who may use it, the opening hours with a
// simple weekly editor that writes the OpenStreetMap syntax (the text stays editable for richer
// values), fee and price, how to get in, rules, a temporary closure, lights and amenities.
import { useTranslation } from 'react-i18next';
import { ACCESS_VALUES, AMENITIES, ENTRY_VALUES, type AccessValue, type EntryValue } from '../../src-shared/access';
import { ChoiceSelect, Field } from '../components/form-fields';
import type { TrackFormValues } from '../rules/track-form';
import { hoursToWeekly, weeklyToHours, WEEKDAYS, type DayHoursInput } from '../rules/weekly-hours';

type Set = <K extends keyof TrackFormValues>(field: K, value: TrackFormValues[K]) => void;

/** The examples of the hints: OpenStreetMap syntax, the same in every language. */
const HOURS_EXAMPLE = 'Mo-Fr 07:00-21:00; Sa 08:00-12:00; PH off';
const LIGHTS_EXAMPLE = 'Mo-Fr 17:00-22:00';

/** Monday to Sunday, short, in the page's language ("Mon" in English). 2024-01-01 was a Monday. */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { weekday: 'short', timeZone: 'UTC' });
  return WEEKDAYS.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function WeeklyEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation();
  const week = hoursToWeekly(value);
  if (!week) return <p className="field-hint">{t('forms.access.weekTooRich')}</p>;
  const days = weekdayNames(i18n.language);
  const change = (day: number, next: Partial<DayHoursInput>) =>
    onChange(weeklyToHours(week.map((d, i) => (i === day ? { ...d, ...next } : d))));
  return (
    <fieldset className="weekly-editor">
      <legend>{t('forms.access.week')}</legend>
      {WEEKDAYS.map((code, i) => (
        <div key={code} className="weekly-day">
          <label className="choice">
            <input type="checkbox" checked={week[i]!.open} onChange={(e) => change(i, { open: e.target.checked })} />
            {days[i]!}
          </label>
          <input
            type="time"
            aria-label={t('forms.access.dayOpens', { day: days[i]! })}
            value={week[i]!.from}
            disabled={!week[i]!.open}
            onChange={(e) => change(i, { from: e.target.value })}
          />
          <span aria-hidden="true">–</span>
          <input
            type="time"
            aria-label={t('forms.access.dayCloses', { day: days[i]! })}
            value={week[i]!.to === '24:00' ? '23:59' : week[i]!.to}
            disabled={!week[i]!.open}
            onChange={(e) => change(i, { to: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}

export function AccessFields({ values, set }: { values: TrackFormValues; set: Set }) {
  const { t } = useTranslation();
  const yesNo = { yes: t('forms.yes'), no: t('forms.no') };
  const who = Object.fromEntries(ACCESS_VALUES.map((v) => [v, t(`forms.access.whoChoices.${v}`)])) as Record<AccessValue, string>;
  const entries = Object.fromEntries(ENTRY_VALUES.map((v) => [v, t(`forms.access.entryChoices.${v}`)])) as Record<EntryValue, string>;
  return (
    <fieldset className="access-fields">
      <legend>{t('forms.access.legend')}</legend>
      <Field label={t('forms.access.who')}>
        {(id) => <ChoiceSelect id={id} value={values.access} choices={who} onChange={(v) => set('access', v)} />}
      </Field>
      <WeeklyEditor value={values.openingHours} onChange={(v) => set('openingHours', v)} />
      <Field label={t('forms.access.hours')} hint={t('forms.access.hoursHint', { example: HOURS_EXAMPLE })}>
        {(id) => (
          <input
            id={id}
            value={values.openingHours}
            maxLength={1000}
            spellCheck={false}
            onChange={(e) => set('openingHours', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('forms.access.fee')}>
        {(id) => (
          <ChoiceSelect
            id={id}
            value={values.fee}
            choices={{ no: t('forms.access.free'), yes: t('forms.access.paid') }}
            onChange={(v) => set('fee', v)}
          />
        )}
      </Field>
      <Field label={t('forms.access.price')} hint={t('forms.access.priceHint')}>
        {(id) => <input id={id} value={values.feeText} maxLength={200} onChange={(e) => set('feeText', e.target.value)} />}
      </Field>
      <Field label={t('forms.access.entry')}>
        {(id) => <ChoiceSelect id={id} value={values.entry} choices={entries} onChange={(v) => set('entry', v)} />}
      </Field>
      <Field label={t('forms.access.booking')}>
        {(id) => (
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="http(s)://.."
            value={values.bookingUrl}
            maxLength={500}
            onChange={(e) => set('bookingUrl', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('forms.access.laneRules')} hint={t('forms.access.laneRulesHint')}>
        {(id) => <input id={id} value={values.laneRules} maxLength={500} onChange={(e) => set('laneRules', e.target.value)} />}
      </Field>
      <Field label={t('forms.access.otherRules')}>
        {(id) => <input id={id} value={values.rules} maxLength={1000} onChange={(e) => set('rules', e.target.value)} />}
      </Field>
      <div className="field-pair">
        <Field label={t('forms.access.closedUntil')}>
          {(id) => <input id={id} type="date" value={values.closedUntil} onChange={(e) => set('closedUntil', e.target.value)} />}
        </Field>
        <Field label={t('forms.access.closedFor')} hint={t('forms.access.closedForHint')}>
          {(id) => <input id={id} value={values.closureReason} maxLength={120} onChange={(e) => set('closureReason', e.target.value)} />}
        </Field>
      </div>
      <Field label={t('forms.access.lights')} hint={t('forms.access.lightsHint', { example: LIGHTS_EXAMPLE })}>
        {(id) => (
          <input id={id} value={values.litHours} maxLength={1000} spellCheck={false} onChange={(e) => set('litHours', e.target.value)} />
        )}
      </Field>
      <div className="amenity-grid">
        {AMENITIES.map((a) => (
          <Field key={a} label={t(`forms.access.amenities.${a}`)}>
            {(id) => (
              <ChoiceSelect
                id={id}
                value={values.amenities[a]}
                choices={yesNo}
                onChange={(v) => set('amenities', { ...values.amenities, [a]: v })}
              />
            )}
          </Field>
        ))}
        <Field label={t('forms.access.supervised')}>
          {(id) => <ChoiceSelect id={id} value={values.supervised} choices={yesNo} onChange={(v) => set('supervised', v)} />}
        </Field>
      </div>
    </fieldset>
  );
}
