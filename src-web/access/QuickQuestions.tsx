// The track page's quick questions (issue 37): where the page does not know a fact, or runners
// disagree about it, it asks one question at a time, the most useful first, each answered with
// one tap (src-shared/runner-answers.ts); "Not sure" moves on. Then what runners have said that
// is not a fact yet: "1 runner says: Free (November 2026)", or both sides of a disagreement.
// The same questions come again under a visit report just sent, and one per track in the map's
// nearest list (NearbyQuestions.tsx); a question this device is done with is asked in none of
// them (use-questions-done.ts).
import { useSetAtom } from 'jotai';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../src-shared/api-types';
import { isFailure } from '../../src-shared/result-status';
import {
  CHOICES,
  HOURS_PRESETS,
  LANE_ANSWERS,
  openQuestions,
  QUESTIONS,
  type Question,
  type Verdict,
} from '../../src-shared/runner-answers';
import { postAnswer } from '../api/client';
import { adoptCacheKeyAtom } from '../state/atoms';
import { answerText, choiceKey } from '../../src-shared/answer-text';
import { useQuestionsDone } from './use-questions-done';
import { useShowMessage } from '../state/messages';

/** How long the message that an answer waits to be sent stays: long enough to read it twice. */
const WAITING_MESSAGE_MS = 8000;

/**
 * afterVisit: asked under the visit report the runner has just sent, who was there: the open
 * questions only, under their own heading, and nothing once none is left.
 */
export function QuickQuestions({ track, afterVisit = false }: { track: Track; afterVisit?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { doneOn, markDone } = useQuestionsDone();
  const done = doneOn(track.id);
  // A track answer cached under a key from before issue 37 (immutable in the browser) has none.
  const answers = track.answers ?? {};
  const open = openQuestions(track, answers).filter((question) => !done.includes(question));
  const [thanked, setThanked] = useState(false);
  const said = afterVisit
    ? []
    : QUESTIONS.flatMap((question) => {
        const verdict = answers[question];
        return verdict && verdict.state !== 'confirmed' ? [{ question, verdict }] : [];
      });
  if (open.length === 0 && said.length === 0 && !thanked) return null;

  const moveOn = (question: Question, answered: boolean) => {
    markDone(track.id, question, answered);
    setThanked(answered);
  };
  const current = open[0];
  // Under the visit report, a part of the comments section.
  const Heading = afterVisit ? 'h3' : 'h2';
  return (
    <section className="quick-questions" aria-labelledby={headingId}>
      <Heading id={headingId}>{t(afterVisit ? 'ask.afterVisit' : 'ask.heading')}</Heading>
      {thanked && (
        <p className="ask-thanks" role="status">
          {open.length > 0 ? t('ask.thanks') : t('ask.done')}
        </p>
      )}
      {current && (
        <QuestionCard
          key={current}
          trackId={track.id}
          question={current}
          lead={
            <span className="muted question-progress">
              {t('ask.progress', { number: done.length + 1, total: done.length + open.length })}
            </span>
          }
          onAnswered={(answered) => moveOn(current, answered)}
        />
      )}
      {said.length > 0 && <RunnersSay said={said} />}
    </section>
  );
}

/** One question and its one-tap answers; lead: what the question's legend says first (its number, or the track it is about). */
export function QuestionCard({
  trackId,
  question,
  lead,
  onAnswered,
}: {
  trackId: number;
  question: Question;
  lead: ReactNode;
  onAnswered: (answered: boolean) => void;
}) {
  const { t } = useTranslation();
  const failureId = useId();
  const adoptCacheKey = useSetAtom(adoptCacheKeyAtom);
  const showMessage = useShowMessage();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');

  const send = async (value: string) => {
    setSending(true);
    const result = await postAnswer({ trackId, question, value });
    setSending(false);
    if (result.status === 'WaitingToSend') {
      // Offline: the device sends it once the network returns; the next question comes meanwhile.
      showMessage(t('feedback.waitingToSend'), { timeoutMs: WAITING_MESSAGE_MS });
      onAnswered(true);
      return;
    }
    if (isFailure(result.status) || !('verdict' in result)) {
      setFailure(result.description ? `${result.message} - ${result.description}` : result.message);
      return;
    }
    adoptCacheKey(result.cacheKey);
    onAnswered(true);
  };
  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void send(question === 'opening_hours' ? typed.trim() : typed);
  };

  const label = (choice: string) => {
    const key = choiceKey(question, choice);
    return key ? t(key) : choice;
  };
  const buttons = (CHOICES[question] as readonly string[]).map((choice) => ({
    value: question === 'opening_hours' ? HOURS_PRESETS[choice as keyof typeof HOURS_PRESETS] : choice,
    label: label(choice),
  }));

  return (
    <fieldset className="question-card" disabled={sending} aria-describedby={failure ? failureId : undefined}>
      <legend>
        {lead}
        <span className="question-text">{t(`ask.questions.${question}`)}</span>
      </legend>
      <div className="answer-buttons">
        {buttons.map(({ value, label }) => (
          <button key={value} type="button" className="button" onClick={() => void send(value)}>
            {label}
          </button>
        ))}
        {(question === 'lanes' || question === 'opening_hours') && !typing && (
          <button type="button" className="button" onClick={() => setTyping(true)}>
            {t(question === 'lanes' ? 'ask.otherLanes' : 'ask.otherHours')}
          </button>
        )}
        <button type="button" className="button quiet" onClick={() => onAnswered(false)}>
          {t('ask.notSure')}
        </button>
      </div>
      {typing && (
        <form className="answer-typed" onSubmit={submitTyped}>
          {question === 'lanes' ? (
            <select aria-label={t(`ask.questions.${question}`)} value={typed} onChange={(e) => setTyped(e.target.value)}>
              <option value="" />
              {LANE_ANSWERS.map((lanes) => (
                <option key={lanes} value={lanes}>
                  {lanes}
                </option>
              ))}
            </select>
          ) : (
            <input
              aria-label={t('ask.hoursLabel')}
              placeholder="Mo-Fr 06:00-21:00"
              maxLength={200}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
          <button type="submit" className="button primary">
            {t('ask.send')}
          </button>
        </form>
      )}
      {sending && <p className="muted">{t('ask.sending')}</p>}
      {failure && (
        <p className="ask-failure" id={failureId} role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}

function RunnersSay({ said }: { said: { question: Question; verdict: Verdict }[] }) {
  const { t, i18n } = useTranslation();
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="runners-say">
      <h3>{t('ask.said.heading')}</h3>
      <dl>
        {said.map(({ question, verdict }) => {
          const answer = (value: string) => answerText(question, value, { t });
          const [first] = verdict.voices;
          const text =
            verdict.state === 'likely' && first
              ? t('ask.said.likely', { count: first.runners, answer: answer(first.value), month: month.format(new Date(first.latest)) })
              : t('ask.said.disputed', {
                  answers: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                    verdict.voices.map((voice) => t('ask.said.voice', { count: voice.runners, answer: answer(voice.value) })),
                  ),
                });
          return (
            <div key={question}>
              <dt>{t(`ask.facts.${question}`)}</dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
