// The documented operations as the API router declares them (src-worker/api/): each route's
// method, path, answer schema and the result statuses its error answers name, for tests that
// hold real answers against the routes' own declarations.
import type { z } from 'zod';
import type { ResultStatus } from '../../src-shared/result-status';
import { createApi } from '../../src-worker/api';

export interface DocumentedOperation {
  method: 'get' | 'post';
  /** As the app routes it, under /api. */
  path: string;
  /** The success answer's schema. */
  answer: z.ZodType;
  /** The result statuses the error answers name ("Result status NotFound or …"). */
  errors: ResultStatus[];
}

type Answer = { description: string; content?: Record<string, { schema: z.ZodType }> };

export const OPERATIONS: DocumentedOperation[] = createApi().openAPIRegistry.definitions.flatMap((definition) => {
  if (definition.type !== 'route') return [];
  const { method, path, responses } = definition.route;
  // The routes declare zod schemas in their answers, never references.
  const answers = responses as Record<string, Answer>;
  const success = Object.values(answers['200']!.content!)[0]!.schema;
  const errors = Object.entries(answers)
    .filter(([http]) => Number(http) >= 400)
    .flatMap(([, { description }]) => /^Result status ([A-Za-z ]+?)[.:]/.exec(description)?.[1]?.split(' or ') ?? []) as ResultStatus[];
  return [{ method: method as 'get' | 'post', path, answer: success, errors: [...new Set(errors)] }];
});
