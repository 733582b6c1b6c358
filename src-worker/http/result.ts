// The one place API results and errors are shaped (spec section 8: status + message,
// a description overriding the message). Handlers call these; they never build error JSON.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RESULT_MESSAGES, type ResultBody, type ResultStatus } from '../../src-shared/result-status';

export const HTTP_STATUS: Record<ResultStatus, ContentfulStatusCode> = {
  Success: 200,
  UnderReview: 200,
  InternalError: 500,
  BadRequest: 400,
  InvalidInput: 400,
  SpamAlert: 429,
  ConversationTooLong: 400,
  NotFound: 404,
  Conflict: 409,
  Unauthorized: 401,
};

export class ApiError extends Error {
  constructor(
    readonly status: ResultStatus,
    readonly description?: string,
    readonly httpStatus: ContentfulStatusCode = HTTP_STATUS[status],
  ) {
    super(description ?? status);
  }
}

export const invalidInput = (description: string) => new ApiError('InvalidInput', description);
export const badRequest = (description: string, httpStatus?: ContentfulStatusCode) => new ApiError('BadRequest', description, httpStatus);
export const notFound = (what: string) => new ApiError('NotFound', `${what} not found`);

export function resultBody(status: ResultStatus, description?: string): ResultBody {
  const message = (RESULT_MESSAGES as Record<string, string>)[status] ?? description ?? status;
  return description ? { status, message, description } : { status, message };
}

export function errorResponse(c: Context, error: ApiError) {
  return c.json(resultBody(error.status, error.description), error.httpStatus);
}
