// The result statuses and messages of spec section 8, shared by the API (which answers them)
// and the web app (which shows them).

export const RESULT_MESSAGES = {
  Success: 'Task ran successfully',
  InternalError: 'Internal server error',
  BadRequest: 'Malformed request',
  InvalidInput: 'Bad input data',
  SpamAlert: 'Submission of data is currently limited, try again in a few minutes',
  UnderReview: 'Your feedback will be visible after a manual review.',
  // The spec's text has a doubled "is is"; the obvious typo is fixed here.
  ConversationTooLong: 'This conversation is too long for the model to handle.',
} as const;

/** Statuses beyond the catalogue: the spec says any other status prints its code. */
export type ResultStatus = keyof typeof RESULT_MESSAGES | 'NotFound' | 'Conflict' | 'Unauthorized';

/** The body every API error (and every write) answers with. */
export interface ResultBody {
  status: ResultStatus;
  message: string;
  /** A specific reason; overrides the catalogue message when shown (spec section 8). */
  description?: string;
}

export function resultMessage(status: string): string {
  return (RESULT_MESSAGES as Record<string, string>)[status] ?? status;
}

/** The text a user sees for a result: description over message, with an optional prefix. */
export function resultText(result: { status: string; description?: string }, prefix?: string): string {
  const text = result.description || resultMessage(result.status);
  return prefix ? `${prefix} - ${text}` : text;
}

/** Success and UnderReview are not failures (spec section 8). */
export function isFailure(status: string): boolean {
  return status !== 'Success' && status !== 'UnderReview';
}
