// POST /api/post-feedback (spec section 7): comments, visit reports and recommends.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  CROWDED_ANSWERS,
  DISTURBANCE_ANSWERS,
  FeedbackType,
  OPEN_STATUS_ANSWERS,
  PARTIAL_USE_ANSWERS,
  TrackQuality,
} from '../../src-shared/enums';
import { visitorKindOfFlag } from '../../src-shared/feedback-kinds';
import type { AppEnv } from '../env';
import { resultBody } from '../http/result';
import { validate } from '../http/validate';
import { postFeedback } from '../services/feedback-writes';

const oneOf = (values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { message: `must be one of ${values.join(', ')}` })
    .nullish();

const postFeedbackBody = z.object({
  trackId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  feedbackType: z.union([z.literal(FeedbackType.Comment), z.literal(FeedbackType.VisitReport), z.literal(FeedbackType.Recommend)]),
  comment: z.string().max(5000).default(''),
  name: z.string().max(100).default(''),
  recommendTypes: z.array(z.number().int().min(TrackQuality.NotSet).max(TrackQuality.Friendly)).max(5).default([0]),
  visitDate: z.string().max(40).optional(),
  openStatus: oneOf(OPEN_STATUS_ANSWERS),
  crowded: oneOf(CROWDED_ANSWERS),
  disturbances: oneOf(DISTURBANCE_ANSWERS),
  partialUse: oneOf(PARTIAL_USE_ANSWERS),
});

export const feedback = new Hono<AppEnv>().post('/post-feedback', validate('json', postFeedbackBody), async (c) => {
  const body = c.req.valid('json');
  const now = new Date();
  const result = await postFeedback(c.var.env, {
    ...body,
    kind: visitorKindOfFlag(body.feedbackType),
    clientHash: c.var.clientHash,
    origin: 'web',
    now,
  });
  const status = result.pending ? 'UnderReview' : 'Success';
  return c.json({ ...resultBody(status), success: true, ...result });
});
