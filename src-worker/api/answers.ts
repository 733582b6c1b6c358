// POST /api/post-answer (issue 37): a runner's one-tap answer to a track page's quick question.
import { createRoute } from '@hono/zod-openapi';
import { postAnswerRequest, postAnswerResult } from '../../src-shared/schemas/answers';
import { requestNetworkHash } from '../http/client';
import { resultBody } from '../http/result';
import { answer, apiRouter, errors, idempotencyHeaders, WRITE_REFUSALS } from '../http/routes';
import { postAnswer } from '../services/answer-writes';

export const postAnswerRoute = createRoute({
  method: 'post',
  path: '/post-answer',
  tags: ['feedback'],
  summary: "Answer a track's quick question",
  description:
    'An observation, kept with its client and network. Two runners on different networks agreeing, two ahead of any other answer, make it the fact: written as a revision by "runners\' answers".',
  request: { headers: idempotencyHeaders, body: { required: true, content: { 'application/json': { schema: postAnswerRequest } } } },
  responses: {
    200: answer(postAnswerResult),
    ...errors(['InvalidInput', 'BadRequest', 'NotFound', 'SpamAlert', 'Conflict'], WRITE_REFUSALS),
  },
});

export const answers = apiRouter().openapi(postAnswerRoute, async (c) => {
  const body = c.req.valid('json');
  const result = await postAnswer(c.var.env, {
    ...body,
    clientHash: c.var.clientHash,
    networkHash: await requestNetworkHash(c),
    now: new Date(),
  });
  return c.json({ ...resultBody('Success'), success: true, ...result }, 200);
});
