// POST /api/post-feedback (spec section 7): comments, visit reports and recommends.
import { createRoute } from '@hono/zod-openapi';
import { postFeedbackRequest, postFeedbackResult } from '../../src-shared/schemas/feedback';
import { resultBody } from '../http/result';
import { answer, apiRouter, errors, idempotencyHeaders, WRITE_REFUSALS } from '../http/routes';
import { postFeedback } from '../services/feedback-writes';

export const postFeedbackRoute = createRoute({
  method: 'post',
  path: '/post-feedback',
  tags: ['feedback'],
  summary: 'Post a comment, a visit report or a recommend',
  description:
    'feedbackType: comment, visit report or recommend (or the flags 64, 512, 256). Feedback with links is held for review and answers UnderReview with pending true.',
  request: { headers: idempotencyHeaders, body: { required: true, content: { 'application/json': { schema: postFeedbackRequest } } } },
  responses: {
    200: answer(postFeedbackResult),
    ...errors(['InvalidInput', 'BadRequest', 'NotFound', 'SpamAlert', 'Conflict'], WRITE_REFUSALS),
  },
});

export const feedback = apiRouter().openapi(postFeedbackRoute, async (c) => {
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
  return c.json({ ...resultBody(status), success: true, ...result }, 200);
});
