// Request validation at the edge: zod schemas through @hono/zod-validator (directly, or by the
// routes of @hono/zod-openapi), with one hook so every invalid request answers the spec's
// InvalidInput shape with a readable reason.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { invalidInput } from './result';

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  /** For a union that matched no option: each option's issues. */
  errors?: Issue[][];
}

/**
 * A failed union ("'' or null or a surface") says only "Invalid input". The option that took the
 * value's type and refused the value itself says why: "not a surface; accepted: …".
 */
function telling(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || !issue.errors) return issue;
  const reason = issue.errors
    .flat()
    .find((inner) => inner.code !== 'invalid_type' && inner.code !== 'invalid_value' && inner.code !== 'invalid_union');
  return reason ? { ...reason, path: [...issue.path, ...reason.path] } : issue;
}

/** "lat: Too big: expected number to be <=90" style text from the first problems zod found. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 3)
    .map(telling)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The hook of every validation: a failure is thrown as InvalidInput, answered by the app's error handler. */
export function invalidHook(result: { success: true } | { success: false; error: { issues: readonly Issue[] } }): void {
  if (!result.success) throw invalidInput(describeIssues(result.error.issues));
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, invalidHook);
}
