// The track form (spec sections 4, 5 and 8), for a new track and for an edit: indoor/outdoor is
// required for a new track, and the advanced fields start hidden for a new track.
import { useSiteName } from '../site';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessFields } from '../access/AccessFields';
import { ChoiceSelect, Field } from './form-fields';
import { focusFirstField, useFocusOnChange } from './focus';
import type { PostTrackResult } from '../../src-shared/api-types';
import { QUALITY_RATING_VALUES, SURFACE_VALUES, type QualityRating, type Surface } from '../../src-shared/enums';
import { isFailure } from '../../src-shared/result-status';
import { numberText } from '../../src-shared/number-text';
import { postTrack } from '../api/client';
import {
  postTrackRequest,
  heldInfoText,
  thanksText,
  trackFailureText,
  trackFormProblem,
  type TrackFormValues,
  type TrackTarget,
} from '../rules/track-form';
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
  const { t, i18n } = useTranslation();
  const siteName = useSiteName();
  const showMessage = useShowMessage();
  const sendWrite = useSendWrite();
  const form = useRef<HTMLFormElement>(null);
  const advanced = useRef<HTMLDivElement>(null);
  // The form opens from a button (the edit icon, "YES" on the map): the focus starts in its
  // first field; "More details" moves it to the first of the fields it shows.
  useEffect(() => focusFirstField(form.current), []);
  useFocusOnChange(showAdvanced, (shown) => shown && focusFirstField(advanced.current));

  const surfaces = Object.fromEntries(SURFACE_VALUES.map((surface) => [surface, t(`forms.surfaces.${surface}`)])) as Record<
    Surface,
    string
  >;
  const qualities = Object.fromEntries(QUALITY_RATING_VALUES.map((quality) => [quality, t(`forms.qualities.${quality}`)])) as Record<
    QualityRating,
    string
  >;
  const set = <K extends keyof TrackFormValues>(field: K, value: TrackFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = trackFormProblem(values, isNew, i18n);
    if (problem) {
      showMessage(problem);
      return;
    }
    setSending(true);
    const result = await sendWrite(t(isNew ? 'forms.track.creating' : 'forms.track.updating'), () =>
      postTrack(postTrackRequest(values, target)),
    );
    setSending(false);
    if (isFailure(result.status) || !('trackUrlSegment' in result)) {
      const text = trackFailureText(result, isNew, i18n);
      // The modal clears after 3 s; the reason stays beside the form so it can be read.
      setFailure(text);
      showMessage(text);
      return;
    }
    setFailure(null);
    showMessage(result.pending ? heldInfoText(siteName, i18n) : thanksText(siteName, i18n));
    onSaved(result);
  };

  return (
    <form
      className="contribution-form track-form"
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={t(isNew ? 'forms.track.newForm' : 'forms.track.editForm')}
    >
      <fieldset className="choice-row">
        <legend>
          {t('forms.track.outdoorOrIndoor')}
          {isNew && <span className="required"> {t('forms.required')}</span>}
        </legend>
        {(['outdoor', 'indoor'] as const).map((choice) => (
          <label key={choice} className="choice">
            <input type="radio" name="outdoor" value={choice} checked={values.outdoor === choice} onChange={() => set('outdoor', choice)} />
            {t(`forms.track.${choice}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('forms.track.name')}>
        {(id) => <input id={id} value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <Field label={t('forms.track.length')} hint={t('forms.track.lengthHint')}>
        {(id) => (
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={50}
            max={5000}
            step="any"
            value={values.length}
            onChange={(e) => set('length', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('forms.track.surface')}>
        {(id) => <ChoiceSelect id={id} value={values.surface} choices={surfaces} onChange={(surface) => set('surface', surface)} />}
      </Field>
      {!showAdvanced && (
        <button type="button" className="button small" onClick={() => setShowAdvanced(true)}>
          {t('forms.track.moreDetails')}
        </button>
      )}
      {showAdvanced && (
        <div className="advanced-fields" ref={advanced}>
          <Field label={t('forms.track.quality')}>
            {(id) => <ChoiceSelect id={id} value={values.quality} choices={qualities} onChange={(quality) => set('quality', quality)} />}
          </Field>
          <Field label={t('forms.track.lighting')}>
            {(id) => (
              <select id={id} value={values.lighting} onChange={(e) => set('lighting', e.target.value as TrackFormValues['lighting'])}>
                <option value="">{t('forms.notKnown')}</option>
                <option value="yes">{t('forms.yes')}</option>
                <option value="no">{t('forms.no')}</option>
              </select>
            )}
          </Field>
          <Field label={t('forms.track.lanes')}>
            {(id) => (
              <select id={id} value={values.numLanes} onChange={(e) => set('numLanes', e.target.value)}>
                <option value="0">{t('forms.notSet')}</option>
                {LANE_CHOICES.map((lanes) => (
                  <option key={lanes} value={String(lanes)}>
                    {numberText(lanes, i18n.language, { plain: true })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('forms.track.website')}>
            {(id) => (
              <input
                id={id}
                type="url"
                inputMode="url"
                placeholder="http(s)://.."
                value={values.linkToWeb}
                maxLength={500}
                onChange={(e) => set('linkToWeb', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('forms.track.info')} hint={t('forms.track.infoHint')}>
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
          {t(isNew ? 'forms.track.add' : 'forms.track.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  );
}
