// The moderation page's calls to /api/admin (issue 26), typed from the Worker's own routes by
// Hono's client. The session lives in an HttpOnly cookie the page never sees; what the page
// holds is the session's anti-forgery token, in memory only, sent as a header with every call.
import { hc, type InferResponseType } from 'hono/client';
import type { admin } from '../../src-worker/api/admin';
import { apiFetch } from '../api/client';

/** The anti-forgery header of services/admin-session.ts. */
const CSRF_HEADER = 'X-Admin-CSRF';

/** An admin call that answered with an HTTP error: its HTTP status, the result status it named, its words. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly result: string,
    message: string,
  ) {
    super(message);
  }
}

export function adminClient(csrf: string | null) {
  return hc<typeof admin>('/api/admin', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (csrf) headers.set(CSRF_HEADER, csrf);
      // The Worker takes writes as JSON only (http/security.ts), even those with nothing to say.
      const body = init?.method === 'POST' && init.body == null ? '{}' : init?.body;
      if (init?.method === 'POST' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return apiFetch(String(input), { ...init, body, headers, credentials: 'same-origin' });
    },
  });
}
export type AdminClient = ReturnType<typeof adminClient>;

/** The answer's JSON, or an AdminError with the result status and message the Worker gave. */
export async function answerOf<T>(response: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  const answered = await response;
  if (answered.ok) return answered.json();
  // The spec's result-status shape (src-worker/http/result.ts).
  const body = (await answered.json().catch(() => null)) as { status?: string; description?: string } | null;
  throw new AdminError(answered.status, body?.status ?? 'InternalError', body?.description ?? String(answered.status));
}

export type AdminSessionState = InferResponseType<AdminClient['session']['$get'], 200>;
export type HeldFeedbackItem = InferResponseType<AdminClient['feedback']['$get'], 200>[number];
export type HeldEditItem = InferResponseType<AdminClient['held-edits']['$get'], 200>[number];
export type ReportItem = InferResponseType<AdminClient['reports']['$get'], 200>[number];
export type AdminChanges = InferResponseType<AdminClient['changes']['$get'], 200>;
export type ActiveBlock = InferResponseType<AdminClient['blocks']['$get'], 200>[number];
export type RevertAnswer = InferResponseType<AdminClient['revert']['$post'], 200>;
