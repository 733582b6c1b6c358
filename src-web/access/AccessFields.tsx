// The track form's access, hours and fees (issue 14): who may use it, the opening hours with a
// simple weekly editor that writes the OpenStreetMap syntax (the text stays editable for richer
// values), fee and price, how to get in, rules, a temporary closure, lights and amenities.
import { ACCESS_LABELS, AMENITIES, AMENITY_LABELS, ENTRY_LABELS } from '../../src-shared/access';
import { ChoiceSelect, Field } from '../components/form-fields';
import type { TrackFormValues } from '../rules/track-form';
import { hoursToWeekly, weeklyToHours, WEEKDAYS, type DayHoursInput } from '../rules/weekly-hours';
import { WEEKDAY_NAMES } from './access-texts';

type Set = <K extends keyof TrackFormValues>(field: K, value: TrackFormValues[K]) => void;

const YES_NO = { yes: 'Yes', no: 'No' } as const;

function WeeklyEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const week = hoursToWeekly(value);
  if (!week) return <p className="field-hint">These hours are more than a plain week (holidays, seasons or several times a day): edit them as text below.</p>;
  const change = (day: number, next: Partial<DayHoursInput>) => onChange(weeklyToHours(week.map((d, i) => (i === day ? { ...d, ...next } : d))));
  return (
    <fieldset className="weekly-editor">
      <legend>Opening hours, day by day</legend>
      {WEEKDAYS.map((code, i) => (
        <div key={code} className="weekly-day">
          <label className="choice">
            <input type="checkbox" checked={week[i]!.open} onChange={(e) => change(i, { open: e.target.checked })} />
            {WEEKDAY_NAMES[i]}
          </label>
          <input type="time" aria-label={`${WEEKDAY_NAMES[i]} opens`} value={week[i]!.from} disabled={!week[i]!.open} onChange={(e) => change(i, { from: e.target.value })} />
          <span aria-hidden="true">–</span>
          <input type="time" aria-label={`${WEEKDAY_NAMES[i]} closes`} value={week[i]!.to === '24:00' ? '23:59' : week[i]!.to} disabled={!week[i]!.open} onChange={(e) => change(i, { to: e.target.value })} />
        </div>
      ))}
    </fieldset>
  );
}

export function AccessFields({ values, set }: { values: TrackFormValues; set: Set }) {
  return (
    <fieldset className="access-fields">
      <legend>Access, hours and fees</legend>
      <Field label="Who may use it">{(id) => <ChoiceSelect id={id} value={values.access} choices={ACCESS_LABELS} onChange={(v) => set('access', v)} />}</Field>
      <WeeklyEditor value={values.openingHours} onChange={(v) => set('openingHours', v)} />
      <Field label="Opening hours (OpenStreetMap syntax)" hint='For example "Mo-Fr 07:00-21:00; Sa 08:00-12:00; PH off". Leave empty if you do not know them.'>
        {(id) => <input id={id} value={values.openingHours} maxLength={1000} spellCheck={false} onChange={(e) => set('openingHours', e.target.value)} />}
      </Field>
      <Field label="Fee">{(id) => <ChoiceSelect id={id} value={values.fee} choices={{ no: 'Free', yes: 'Paid' }} onChange={(v) => set('fee', v)} />}</Field>
      <Field label="Price" hint="For example £3.50 per session.">
        {(id) => <input id={id} value={values.feeText} maxLength={200} onChange={(e) => set('feeText', e.target.value)} />}
      </Field>
      <Field label="How to get in">{(id) => <ChoiceSelect id={id} value={values.entry} choices={ENTRY_LABELS} onChange={(v) => set('entry', v)} />}</Field>
      <Field label="Booking link">
        {(id) => <input id={id} type="url" inputMode="url" placeholder="http(s)://.." value={values.bookingUrl} maxLength={500} onChange={(e) => set('bookingUrl', e.target.value)} />}
      </Field>
      <Field label="Lane rules" hint="For example: lanes 1 and 2 for fast runners, spikes up to 6 mm.">
        {(id) => <input id={id} value={values.laneRules} maxLength={500} onChange={(e) => set('laneRules', e.target.value)} />}
      </Field>
      <Field label="Other rules">{(id) => <input id={id} value={values.rules} maxLength={1000} onChange={(e) => set('rules', e.target.value)} />}</Field>
      <div className="field-pair">
        <Field label="Closed until (last day)">{(id) => <input id={id} type="date" value={values.closedUntil} onChange={(e) => set('closedUntil', e.target.value)} />}</Field>
        <Field label="Closed for" hint="For example resurfacing.">
          {(id) => <input id={id} value={values.closureReason} maxLength={120} onChange={(e) => set('closureReason', e.target.value)} />}
        </Field>
      </div>
      <Field label="Lights on (OpenStreetMap syntax)" hint='For example "Mo-Fr 17:00-22:00".'>
        {(id) => <input id={id} value={values.litHours} maxLength={1000} spellCheck={false} onChange={(e) => set('litHours', e.target.value)} />}
      </Field>
      <div className="amenity-grid">
        {AMENITIES.map((a) => (
          <Field key={a} label={AMENITY_LABELS[a]}>
            {(id) => <ChoiceSelect id={id} value={values.amenities[a]} choices={YES_NO} onChange={(v) => set('amenities', { ...values.amenities, [a]: v })} />}
          </Field>
        ))}
        <Field label="Supervised">{(id) => <ChoiceSelect id={id} value={values.supervised} choices={YES_NO} onChange={(v) => set('supervised', v)} />}</Field>
      </div>
    </fieldset>
  );
}
