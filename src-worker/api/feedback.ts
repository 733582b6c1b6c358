// POST /api/post-feedback (spec section 7): comments, visit reports and recommends.
import { Hono } from 'hono';
import { postFeedbackRequest } from '../../src-shared/schemas/feedback';
import type { AppEnv } from '../env';
import { resultBody } from '../http/result';
import { validate } from '../http/validate';
import { postFeedback } from '../services/feedback-writes';

export const feedback = new Hono<AppEnv>().post('/post-feedback', validate('json', postFeedbackRequest), async (c) => {
  const body = c.req.valid('json');
  const now = new Date();
  const result = await postFeedback(c.var.env, {
    ...body,
    kind: body.feedbackType,
    clientHash: c.var.clientHash,
    origin: 'web',
    now,
  });
  const status = result.pending ? 'UnderReview' : 'Success';
  return c.json({ ...resultBody(status), success: true, ...result });
});
