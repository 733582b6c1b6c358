// A request body over the API's cap (64 KiB) gets 413 in the spec's result shape, whether it
// says its length or streams without one (issue 38), through wrangler dev as a client meets it:
// the Worker keeps serving. (Inside the Workers test pool an early answer never reaches a
// proxy, so only a real server shows a reset connection or "worker restarted mid-request".)
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** POSTs `bytes` of JSON to /api/post-track as a stream of 64 KiB chunks, with no Content-Length. */
function streamed(bytes: number): Promise<Response> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"info":"'));
      if (sent >= bytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
  return fetch(`${baseUrl()}/api/post-track`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('oversized request bodies', () => {
  it('a streamed body past the cap, a little or megabytes, gets 413, and the Worker keeps serving', async () => {
    for (const bytes of [200 * 1024, 5 * 1024 * 1024]) {
      const answer = await streamed(bytes);
      expect(answer.status, `${bytes} bytes`).toBe(413);
      expect(await answer.json()).toMatchObject({ status: 'BadRequest', description: 'The request body is too large' });
    }
    expect((await fetch(`${baseUrl()}/api/cache`)).status).toBe(200);
  });

  it('a body that says its length gets 413 before it is read', async () => {
    const answer = await fetch(`${baseUrl()}/api/post-track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
      body: JSON.stringify({ info: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ status: 'BadRequest' });
  });
});
