// "Help complete the tracks near you" (issue 37): under the map's nearest list, the first open
// quick question of a few of the nearest tracks (nearby-questions.ts), each under its track's
// name, answered with one tap as on the track page; an answer or "Not sure" moves on to that
// track's next question, or to the next track. Loaded only when the nearest list is shown, so
// the start page never downloads it. The facts are the tracks' own answers (GET /api/track),
// the ones the list's rows already load for their facts: cached per URL, they cost nothing more.
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Track } from '../../src-shared/api-types';
import { isRightToLeft, type Language } from '../../src-shared/languages';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import { fetchTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { cacheKeyAtom } from '../state/atoms';
import './access.css';
import { nearbyQuestions } from './nearby-questions';
import { QuestionCard } from './QuickQuestions';
import { useQuestionsDone } from './use-questions-done';

/** The tracks' answers, nearest first; a track whose answer failed is left out. */
async function fetchTracks(ids: readonly number[], key: number | null): Promise<Track[]> {
  const answers = await Promise.allSettled(ids.map((id) => fetchTrack({ id }, key)));
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
}

export default function NearbyQuestions({ trackIds, onLeave }: { trackIds: readonly number[]; onLeave: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const key = useAtomValue(cacheKeyAtom);
  const tracks = useResource(() => fetchTracks(trackIds, key), [trackIds.join(), key]);
  const { doneOn, markDone } = useQuestionsDone();
  const [thanked, setThanked] = useState(false);
  const asks = nearbyQuestions(tracks.data ?? [], doneOn);
  if (asks.length === 0 && !thanked) return null;

  return (
    // The list keeps the map's left-to-right layout (map.css); a question and its answers read in the page's direction.
    <section className="nearby-questions" aria-labelledby={headingId} dir={isRightToLeft(i18n.language as Language) ? 'rtl' : 'ltr'}>
      <h3 id={headingId}>{t('ask.nearby')}</h3>
      {thanked && (
        <p className="ask-thanks" role="status">
          {asks.length > 0 ? t('ask.thanks') : t('ask.done')}
        </p>
      )}
      {asks.map(({ track, question }) => (
        <QuestionCard
          key={`${track.id}-${question}`}
          trackId={track.id}
          question={question}
          lead={
            <Link className="question-track" to={`/track/${track.url_segment}`} onClick={onLeave}>
              {trackName(track, wordsOf(i18n))}
            </Link>
          }
          onAnswered={(answered) => {
            markDone(track.id, question, answered);
            setThanked(answered);
          }}
        />
      ))}
    </section>
  );
}
