// Feedback in the API (spec sections 3 and 7): the comments a track answer carries, and the
// POST /api/post-feedback request and answer.
import { withoutDirectionControls } from '../bidi';
import { z } from 'zod';
import { id, isoTime, resultBody } from './common';
import { crowdedInput, disturbancesInput, feedbackKindInput, openStatusInput, partialUseInput, recommendTypeInput } from './vocabulary';

export const feedbackItem = z
  .strictObject({
    id,
    type: z.enum(['comment', 'visit report']),
    text: z.string().meta({ description: 'HTML, cleaned.' }),
    text_translated: z.string().nullable(),
    auto_translated: z.boolean(),
    poster_name: z.string().meta({ description: 'Shown as anonymous when empty.' }),
    created: isoTime,
    report_date: isoTime.nullable(),
    auto_post_types: z.string().meta({ description: 'Comma-separated status codes a visit report answered.' }),
    paid: z.boolean().nullable().meta({ description: 'A visit report\'s answer to "Did you pay?"; null when not answered.' }),
  })
  .meta({ id: 'FeedbackItem' });

export const postFeedbackRequest = z
  .object({
    trackId: id,
    feedbackType: feedbackKindInput,
    comment: z.string().max(5000).default('').transform(withoutDirectionControls),
    name: z.string().max(100).default('').transform(withoutDirectionControls),
    recommendTypes: z.array(recommendTypeInput).max(5).default([0]).meta({ description: 'Comments and visit reports send [0].' }),
    visitDate: z
      .string()
      .max(40)
      .optional()
      .meta({ description: 'Visit reports: the day of the visit (YYYY-MM-DD) or a time, not in the future.' }),
    openStatus: openStatusInput.nullish(),
    crowded: crowdedInput.nullish(),
    disturbances: disturbancesInput.nullish(),
    partialUse: partialUseInput.nullish(),
    wasOpen: z.boolean().nullish().meta({
      description:
        'Visit reports: "Was it open?". Yes confirms the opening hours and access; without an openStatus, it stands for one (OpenPublicAccess, or ClosedUnknown for no).',
    }),
    paid: z.boolean().nullish().meta({
      description:
        'Visit reports: "Did you pay?". Kept with the report and shown with it; it confirms the fee when it agrees and never changes it (an edit of the track does).',
    }),
  })
  .meta({
    id: 'PostFeedbackRequest',
    example: {
      trackId: 1,
      feedbackType: 'visit report',
      comment: 'Open at 7 am, lanes 1–2 reserved.',
      name: 'Ana',
      recommendTypes: [0],
      visitDate: '2026-03-14',
      openStatus: 'OpenPublicAccess',
      crowded: 'CrowdedSome',
    },
  });

export const postFeedbackResult = resultBody
  .extend({
    success: z.boolean(),
    pending: z.boolean().optional().meta({ description: 'True when the feedback is held for review (spec section 6).' }),
    cacheKey: z.number().int().optional(),
  })
  .meta({ id: 'PostFeedbackResult' });
