// Request validation at the edge: zod schemas through @hono/zod-validator, with one hook
// so every invalid request answers the spec's InvalidInput shape with a readable reason.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { invalidInput } from './result';

/** "lat: Too big: expected number to be <=90" style text from the first problems zod found. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(describeIssues(result.error.issues));
  });
}
