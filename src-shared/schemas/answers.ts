// Runners' answers to the quick questions in the API (issue 37): the verdicts a track answer
// carries, and the POST /api/post-answer request and answer.
import { z } from 'zod';
import { QUESTIONS } from '../runner-answers';
import { id, isoTime, resultBody } from './common';

export const question = z.enum(QUESTIONS).meta({ description: 'Who may use it, fee, opening hours, surface, lanes, lighting.' });

const voice = z.strictObject({
  value: z.string(),
  runners: z.number().int().meta({ description: 'How many runners (each client and each network heard once) give this answer.' }),
  latest: isoTime,
});

export const verdict = z
  .strictObject({
    state: z.enum(['likely', 'confirmed', 'disputed']).meta({
      description:
        'likely: one runner says it; confirmed: at least 2 runners say it and it leads every other answer by 2 (it is then the fact); disputed: answers disagree, the question is asked again.',
    }),
    value: z.string().nullable().meta({ description: 'The answer that leads; null when two lead equally.' }),
    voices: z.array(voice).meta({ description: 'Every answer given, most runners first.' }),
  })
  .meta({ id: 'AnswerVerdict' });

export const trackAnswers = z
  .partialRecord(question, verdict)
  .meta({ description: "What runners' answers to the quick questions say, per question that has any." });

export const postAnswerRequest = z
  .object({
    trackId: id,
    question,
    value: z.string().trim().min(1).max(200).meta({
      description:
        'access: public, public_hours, members, school_club or closed; fee: free or paid; opening_hours: OpenStreetMap syntax; surface: a surface value; lanes: 1 to 9; lighting: yes or no.',
    }),
  })
  .meta({ id: 'PostAnswerRequest', example: { trackId: 1, question: 'fee', value: 'free' } });

export const postAnswerResult = resultBody
  .extend({
    success: z.boolean(),
    verdict,
    factWritten: z.boolean().meta({ description: 'True when the answers made this answer the fact (a revision).' }),
    cacheKey: z.number().int(),
  })
  .meta({ id: 'PostAnswerResult' });
