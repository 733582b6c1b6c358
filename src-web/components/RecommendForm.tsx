// The recommend form of a track page (spec sections 4 and 5): collapsed or open. The base
// "I would recommend it" is always on; the qualities are optional.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postFeedback } from '../api/client';
import { feedbackResultMessage, RECOMMEND_QUALITIES, recommendRequest } from '../rules/feedback-form';
import { useShowMessage } from '../state/messages';
import { useSendWrite } from '../state/writes';
import { focusFirstField, useFocusOnChange } from './focus';
import './forms.css';

export function RecommendForm({ trackId }: { trackId: number }) {
  const [open, setOpen] = useState(false);
  const [qualities, setQualities] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const { t, i18n } = useTranslation();
  const showMessage = useShowMessage();
  const sendWrite = useSendWrite();
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Opened, the focus is on its first choice; closed or sent, back on the button.
  useFocusOnChange(open, (isOpen) => (isOpen ? focusFirstField(form.current) : opener.current?.focus()));

  const close = () => {
    setQualities([]);
    setOpen(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await sendWrite(t('feedback.sendingRecommend'), () => postFeedback(recommendRequest(trackId, qualities)));
    setSending(false);
    const message = feedbackResultMessage(result, 'feedback.recommendFailed', i18n);
    showMessage(message.text, { timeoutMs: message.timeoutMs });
    if (!message.failed) close();
  };

  if (!open) {
    return (
      <div className="actions">
        <button type="button" className="button" ref={opener} onClick={() => setOpen(true)}>
          <span aria-hidden="true">♥</span> {t('feedback.recommendThis')}
        </button>
      </div>
    );
  }
  const toggle = (quality: number, on: boolean) =>
    setQualities((current) => (on ? [...current, quality] : current.filter((q) => q !== quality)));
  return (
    <form className="contribution-form recommend-form" ref={form} onSubmit={submit} aria-label={t('feedback.recommendForm')}>
      <fieldset className="choice-row">
        <legend>{t('feedback.recommendThis')}</legend>
        <label className="choice">
          <input type="checkbox" checked disabled />
          {t('feedback.wouldRecommend')}
        </label>
        {RECOMMEND_QUALITIES.map(([quality, label]) => (
          <label className="choice" key={quality}>
            <input type="checkbox" checked={qualities.includes(quality)} onChange={(e) => toggle(quality, e.target.checked)} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button primary" disabled={sending}>
          {t('feedback.sendRecommend')}
        </button>
        <button type="button" className="button" onClick={close}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  );
}
