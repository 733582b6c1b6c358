// The API's cap on request bodies. A body with a Content-Length over the cap is refused before
// it is read. A streamed one (no length, chunked) is read up to the cap: past it, the rest is
// read and dropped before the 413 goes out. A server that answers while the client is still
// sending, or cancels the body, leaves many clients with a reset connection, and wrangler dev's
// proxy with "worker restarted mid-request" (503), instead of the answer. Dropping costs little
// and ends: Cloudflare refuses a body past the plan's own cap (100 MB and up) before a Worker runs.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { badRequest } from './result';

const tooLarge = () => badRequest('The request body is too large', 413);

export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && !c.req.header('Transfer-Encoding')) {
      if (Number(length) > maxBytes) throw tooLarge();
      return next();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await drain(reader);
        throw tooLarge();
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client gave up: nothing is left to answer.
  }
}
