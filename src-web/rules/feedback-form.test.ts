import { describe, expect, it } from 'vitest';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import {
  feedbackProblemText,
  feedbackRequest,
  feedbackResultMessage,
  RECOMMEND_QUALITIES,
  recommendRequest,
  todayIsoDate,
  UNKNOWN_VISIT_ANSWERS,
  VISIT_QUESTIONS,
} from './feedback-form';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);

const base = { comment: 'Nice', name: ' Ana ', visitDate: '2026-01-10', answers: UNKNOWN_VISIT_ANSWERS, wasOpen: null, paid: null };

describe('feedback requests', () => {
  it('sends a comment as type 64 with the base recommend type only', () => {
    expect(feedbackRequest(5, { ...base, mode: 'comment' })).toEqual({
      trackId: 5,
      feedbackType: 64,
      comment: 'Nice',
      name: 'Ana',
      recommendTypes: [0],
    });
  });

  it('sends a visit report as type 512 with the date and answers, unknown answers as null', () => {
    const answers = { ...UNKNOWN_VISIT_ANSWERS, openStatus: 1, crowded: 11 };
    expect(feedbackRequest(5, { ...base, mode: 'visit report', answers })).toEqual({
      trackId: 5,
      feedbackType: 512,
      comment: 'Nice',
      name: 'Ana',
      recommendTypes: [0],
      visitDate: '2026-01-10',
      openStatus: 1,
      crowded: 11,
      disturbances: null,
      partialUse: null,
      wasOpen: null,
      paid: null,
    });
  });

  it('sends the two taps "Was it open?" and "Did you pay?" with a visit report', () => {
    expect(feedbackRequest(5, { ...base, mode: 'visit report', wasOpen: true, paid: false })).toMatchObject({
      feedbackType: 512,
      wasOpen: true,
      paid: false,
      openStatus: null,
    });
  });

  it('sends a recommend as type 256 with the base and the chosen qualities', () => {
    expect(recommendRequest(5, [1, 3])).toEqual({ trackId: 5, feedbackType: 256, comment: '', name: '', recommendTypes: [0, 1, 3] });
  });

  it('asks the four visit questions the spec names', () => {
    expect(VISIT_QUESTIONS.map((q) => q.field)).toEqual(['openStatus', 'crowded', 'disturbances', 'partialUse']);
    expect(VISIT_QUESTIONS.map((q) => english.t(q.label))).toEqual([
      'Open to the public?',
      'Crowded?',
      'Disturbances?',
      'All lanes usable?',
    ]);
    expect(VISIT_QUESTIONS.map((q) => portuguese.t(q.label))).toEqual([
      'Aberta ao público?',
      'Cheia?',
      'Algo atrapalhando?',
      'Todas as raias liberadas?',
    ]);
  });

  it('offers the answers of each question in the page language', () => {
    const [open] = VISIT_QUESTIONS;
    expect(open!.choices.map(([code, label]) => [code, english.t(label)]).slice(0, 2)).toEqual([
      [1, 'Yes, open to the public'],
      [0, 'No, closed to the public'],
    ]);
    expect(portuguese.t(open!.choices[0]![1])).toBe('Sim, aberta ao público');
    expect(RECOMMEND_QUALITIES.map(([, label]) => english.t(label))).toEqual(['Well maintained', 'Practical', 'Scenic', 'Friendly']);
  });

  it("dates today on the visitor's calendar", () => {
    expect(todayIsoDate(new Date(2026, 2, 4, 23, 30))).toBe('2026-03-04');
    expect(todayIsoDate(new Date(2026, 2, 5, 0, 10))).toBe('2026-03-05');
  });
});

describe('feedback problems (spec section 5)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('stops a post with the spec message in English, and its translation in Portuguese', () => {
    expect(feedbackProblemText({ kind: 'comment', comment: ' ' }, now, english)).toBe('Please supply at least a comment');
    expect(feedbackProblemText({ kind: 'visit report', comment: '', visitDate: '2099-01-01' }, now, english)).toBe(
      'The visit date must be valid and before the current time',
    );
    expect(feedbackProblemText({ kind: 'visit report', comment: '', visitDate: '2026-02-01' }, now, portuguese)).toBe(
      'Escreva pelo menos um comentário ou diga se a pista estava aberta',
    );
    expect(
      feedbackProblemText({ kind: 'visit report', comment: 'Pista cheia às 18h', visitDate: '2026-02-01' }, now, portuguese),
    ).toBeNull();
  });
});

describe('feedback result messages', () => {
  it('thanks for 3 s, or for 5 s with the review note when held', () => {
    expect(feedbackResultMessage({ status: 'Success' }, 'feedback.commentFailed', english)).toEqual({
      text: 'Thank you for your feedback',
      timeoutMs: 3000,
      failed: false,
    });
    expect(feedbackResultMessage({ status: 'UnderReview', pending: true }, 'feedback.commentFailed', english)).toEqual({
      text: 'Thank you for your feedback, it will be reviewed before it is visible.',
      timeoutMs: 5000,
      failed: false,
    });
    expect(feedbackResultMessage({ status: 'Success' }, 'feedback.commentFailed', portuguese).text).toBe('Obrigado pela sua contribuição');
  });

  it('puts the failure text in front of the server reason', () => {
    expect(
      feedbackResultMessage(
        { status: 'InvalidInput', description: 'You have already recommended this track' },
        'feedback.recommendFailed',
        english,
      ).text,
    ).toBe('Failed to post recommend - You have already recommended this track');
    expect(feedbackResultMessage({ status: 'SpamAlert' }, 'feedback.commentFailed', english).text).toBe(
      'Failed to post comment - Submission of data is currently limited, try again in a few minutes',
    );
    expect(
      feedbackResultMessage(
        { status: 'InvalidInput', description: 'You have already recommended this track' },
        'feedback.recommendFailed',
        portuguese,
      ),
    ).toEqual({
      text: 'Não foi possível enviar a recomendação - Você já recomendou esta pista',
      timeoutMs: 3000,
      failed: true,
    });
  });
});
