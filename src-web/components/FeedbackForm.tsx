// The comment and visit-report form of a track page (spec sections 4, 5, 6 and 8): collapsed,
// then comment mode or visit-report mode, then hidden once sent, with its values reset. Under a
// visit report just sent, what the page gives to ask the runner who was there (the track's quick
// questions).
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openStatusOf } from '../../src-shared/access';
import { postFeedback } from '../api/client';
import {
  feedbackProblemText,
  feedbackRequest,
  feedbackResultMessage,
  todayIsoDate,
  UNKNOWN_VISIT_ANSWERS,
  VISIT_QUESTIONS,
  type FeedbackFormValues,
  type FeedbackMode,
} from '../rules/feedback-form';
import { useShowMessage } from '../state/messages';
import { useSendWrite } from '../state/writes';
import { focusFirstField, useFocusOnChange } from './focus';
import { useQuestionsDone } from '../access/use-questions-done';
import './forms.css';

type FormState = 'collapsed' | FeedbackMode | 'hidden';

const emptyValues = (mode: FeedbackMode): FeedbackFormValues => ({
  mode,
  comment: '',
  name: '',
  visitDate: todayIsoDate(new Date()),
  answers: UNKNOWN_VISIT_ANSWERS,
  wasOpen: null,
  paid: null,
});

/** A yes/no question answered in one tap; tapping the chosen answer again takes it back. */
function YesNoQuestion({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-row yes-no">
      <legend>{label}</legend>
      {([true, false] as const).map((answer) => (
        <label key={String(answer)} className="choice">
          <input type="checkbox" name={name} checked={value === answer} onChange={() => onChange(value === answer ? null : answer)} />
          {t(answer ? 'forms.yes' : 'forms.no')}
        </label>
      ))}
    </fieldset>
  );
}

export function FeedbackForm({ trackId, afterVisitReport }: { trackId: number; afterVisitReport?: ReactNode }) {
  const [state, setState] = useState<FormState>('collapsed');
  const [sentVisit, setSentVisit] = useState(false);
  // Written offline: kept on the device until the network returns (issue 43).
  const [waiting, setWaiting] = useState(false);
  const [values, setValues] = useState<FeedbackFormValues>(emptyValues('comment'));
  const [sending, setSending] = useState(false);
  const { t, i18n } = useTranslation();
  const showMessage = useShowMessage();
  const sendWrite = useSendWrite();
  const { markDone } = useQuestionsDone();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const writeButton = useRef<HTMLButtonElement>(null);
  const visitButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Opening a form puts the focus in its first field; closing it, on the button that opens it
  // again; sending it, on "Post more feedback".
  useFocusOnChange(state, (now, before) => {
    if (now === 'comment' || now === 'visit report') focusFirstField(form.current);
    else if (now === 'hidden') moreButton.current?.focus();
    else (before === 'visit report' ? visitButton : writeButton).current?.focus();
  });

  const open = (mode: FeedbackMode) => {
    setValues(emptyValues(mode));
    setState(mode);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const openStatus = openStatusOf(values.answers.openStatus, values.wasOpen);
    const problem = feedbackProblemText(
      { kind: values.mode, comment: values.comment, visitDate: values.visitDate, openStatus },
      new Date(),
      i18n,
    );
    if (problem) {
      showMessage(problem);
      return;
    }
    setSending(true);
    const progress = t(values.mode === 'comment' ? 'feedback.sendingComment' : 'feedback.sendingVisitReport');
    const result = await sendWrite(progress, () => postFeedback(feedbackRequest(trackId, values)));
    setSending(false);
    const message = feedbackResultMessage(result, 'feedback.commentFailed', i18n);
    showMessage(message.text, { timeoutMs: message.timeoutMs });
    if (!message.failed) {
      // "Did you pay?" answered in the report: the fee question is not asked again during this visit.
      if (values.mode === 'visit report' && values.paid !== null) markDone(trackId, 'fee', false);
      setSentVisit(values.mode === 'visit report');
      setWaiting(result.status === 'WaitingToSend');
      setValues(emptyValues('comment'));
      setState('hidden');
    }
  };

  if (state === 'hidden') {
    return (
      <>
        <p className="form-done">
          {t(waiting ? 'feedback.waitingToSend' : 'feedback.sent')}{' '}
          <button type="button" className="button small" ref={moreButton} onClick={() => setState('collapsed')}>
            {t('feedback.postMore')}
          </button>
        </p>
        {sentVisit && afterVisitReport}
      </>
    );
  }
  if (state === 'collapsed') {
    return (
      <div className="actions">
        <button type="button" className="button primary" ref={writeButton} onClick={() => open('comment')}>
          {t('feedback.writeComment')}
        </button>
        <button type="button" className="button" ref={visitButton} onClick={() => open('visit report')}>
          {t('feedback.reportVisit')}
        </button>
      </div>
    );
  }

  const isVisit = state === 'visit report';
  const setAnswer = (field: keyof FeedbackFormValues['answers'], text: string) =>
    setValues((current) => ({ ...current, answers: { ...current.answers, [field]: text === '' ? null : Number(text) } }));
  return (
    <form className="contribution-form feedback-form" ref={form} onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t(isVisit ? 'feedback.reportVisit' : 'feedback.writeComment')}</h3>
      {isVisit && (
        <>
          <div className="question-grid">
            <YesNoQuestion
              name="wasOpen"
              label={t('feedback.wasOpen')}
              value={values.wasOpen}
              onChange={(wasOpen) => setValues((current) => ({ ...current, wasOpen }))}
            />
            <YesNoQuestion
              name="paid"
              label={t('feedback.paid')}
              value={values.paid}
              onChange={(paid) => setValues((current) => ({ ...current, paid }))}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-date`}>{t('feedback.visitDate')}</label>
            <input
              id={`${ids}-date`}
              type="date"
              max={todayIsoDate(new Date())}
              value={values.visitDate}
              onChange={(e) => setValues((current) => ({ ...current, visitDate: e.target.value }))}
            />
          </div>
          <div className="question-grid">
            {VISIT_QUESTIONS.map((question) => (
              <div className="field" key={question.field}>
                <label htmlFor={`${ids}-${question.field}`}>{t(question.label)}</label>
                <select
                  id={`${ids}-${question.field}`}
                  value={values.answers[question.field] ?? ''}
                  onChange={(e) => setAnswer(question.field, e.target.value)}
                >
                  <option value="">{t('feedback.dontKnow')}</option>
                  {question.choices.map(([code, label]) => (
                    <option key={code} value={code}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${ids}-comment`}>{t(isVisit ? 'feedback.commentWithStatus' : 'feedback.comment')}</label>
        <textarea
          id={`${ids}-comment`}
          rows={5}
          maxLength={5000}
          value={values.comment}
          onChange={(e) => setValues((current) => ({ ...current, comment: e.target.value }))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-name`}>{t('feedback.name')}</label>
        <input
          id={`${ids}-name`}
          maxLength={100}
          autoComplete="nickname"
          value={values.name}
          onChange={(e) => setValues((current) => ({ ...current, name: e.target.value }))}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button primary" disabled={sending}>
          {t(isVisit ? 'feedback.sendVisitReport' : 'feedback.sendComment')}
        </button>
        <button type="button" className="button" onClick={() => setState('collapsed')}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  );
}
