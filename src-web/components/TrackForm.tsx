// The track form (spec sections 4, 5 and 8), for a new track and for an edit: indoor/outdoor is
// required for a new track, and the advanced fields start hidden for a new track.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AccessFields } from '../access/AccessFields';
import { ChoiceSelect, Field } from './form-fields';
import { focusFirstField, useFocusOnChange } from './focus';
import type { PostTrackResult } from '../../src-shared/api-types';
import { QUALITY_RATINGS, SURFACES } from '../../src-shared/enums';
import { isFailure } from '../../src-shared/result-status';
import { postTrack } from '../api/client';
import { postTrackRequest, heldInfoText, thanksText, trackFailureText, trackFormProblem, TRACK_FORM_TEXTS, type TrackFormValues, type TrackTarget } from '../rules/track-form';
import { useShowMessage } from '../state/messages';
import { useSendWrite } from '../state/writes';
import './forms.css';

const LANE_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface TrackFormProps {
  initial: TrackFormValues;
  target: TrackTarget;
  onSaved: (result: PostTrackResult) => void;
  onCancel: () => void;
}

export function TrackForm({ initial, target, onSaved, onCancel }: TrackFormProps) {
  const isNew = target.id === undefined;
  const [values, setValues] = useState(initial);
  const [showAdvanced, setShowAdvanced] = useState(!isNew);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const showMessage = useShowMessage();
  const sendWrite = useSendWrite();
  const form = useRef<HTMLFormElement>(null);
  const advanced = useRef<HTMLDivElement>(null);
  // The form opens from a button (the edit icon, "YES" on the map): the focus starts in its
  // first field; "More details" moves it to the first of the fields it shows.
  useEffect(() => focusFirstField(form.current), []);
  useFocusOnChange(showAdvanced, (shown) => shown && focusFirstField(advanced.current));

  const set = <K extends keyof TrackFormValues>(field: K, value: TrackFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = trackFormProblem(values, isNew);
    if (problem) {
      showMessage(problem);
      return;
    }
    setSending(true);
    const result = await sendWrite(isNew ? TRACK_FORM_TEXTS.creating : TRACK_FORM_TEXTS.updating, () => postTrack(postTrackRequest(values, target)));
    setSending(false);
    if (isFailure(result.status) || !('trackUrlSegment' in result)) {
      const text = trackFailureText(result, isNew);
      // The modal clears after 3 s; the reason stays beside the form so it can be read.
      setFailure(text);
      showMessage(text);
      return;
    }
    setFailure(null);
    showMessage(result.pending ? heldInfoText(window.location.host) : thanksText(window.location.host));
    onSaved(result);
  };

  return (
    <form className="contribution-form track-form" ref={form} onSubmit={submit} noValidate aria-label={isNew ? 'New track' : 'Edit track'}>
      <fieldset className="choice-row">
        <legend>
          Outdoor or indoor{isNew && <span className="required"> (required)</span>}
        </legend>
        {(['outdoor', 'indoor'] as const).map((choice) => (
          <label key={choice} className="choice">
            <input type="radio" name="outdoor" value={choice} checked={values.outdoor === choice} onChange={() => set('outdoor', choice)} />
            {choice === 'outdoor' ? 'Outdoor' : 'Indoor'}
          </label>
        ))}
      </fieldset>
      <Field label="Name">{(id) => <input id={id} value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />}</Field>
      <Field label="Length (m)" hint="The length of the inner lane, for example 400.">
        {(id) => <input id={id} type="number" inputMode="decimal" min={50} max={5000} step="any" value={values.length} onChange={(e) => set('length', e.target.value)} />}
      </Field>
      <Field label="Surface">
        {(id) => <ChoiceSelect id={id} value={values.surface} choices={SURFACES} onChange={(surface) => set('surface', surface)} />}
      </Field>
      {!showAdvanced && (
        <button type="button" className="button small" onClick={() => setShowAdvanced(true)}>
          More details
        </button>
      )}
      {showAdvanced && (
        <div className="advanced-fields" ref={advanced}>
          <Field label="Surface condition">
            {(id) => <ChoiceSelect id={id} value={values.quality} choices={QUALITY_RATINGS} onChange={(quality) => set('quality', quality)} />}
          </Field>
          <Field label="Lighting">
            {(id) => (
              <select id={id} value={values.lighting} onChange={(e) => set('lighting', e.target.value as TrackFormValues['lighting'])}>
                <option value="">Not known</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            )}
          </Field>
          <Field label="Full-lap lanes">
            {(id) => (
              <select id={id} value={values.numLanes} onChange={(e) => set('numLanes', e.target.value)}>
                <option value="0">Not set</option>
                {LANE_CHOICES.map((lanes) => (
                  <option key={lanes} value={String(lanes)}>
                    {lanes}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Website">
            {(id) => <input id={id} type="url" inputMode="url" placeholder="http(s)://.." value={values.linkToWeb} maxLength={500} onChange={(e) => set('linkToWeb', e.target.value)} />}
          </Field>
          <Field label="Information" hint="Anything else a runner should know.">
            {(id) => <textarea id={id} rows={6} maxLength={5000} value={values.info} onChange={(e) => set('info', e.target.value)} />}
          </Field>
          <AccessFields values={values} set={set} />
        </div>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={sending}>
          {isNew ? 'Add track' : 'Save changes'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
