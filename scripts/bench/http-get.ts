// One GET with a plain HTTP client that keeps the bytes as the server sent them (compressed),
// unlike fetch(), which decodes them: the full track list, the first HTML, the sitemaps.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface EncodedAnswer {
  status: number;
  /** Body bytes as sent (after Content-Encoding, before decoding). */
  encodedBytes: number;
  /** The Content-Encoding, or "identity". */
  encoding: string;
  seconds: number;
  /** The body as sent, when asked for (keepBody). */
  body?: Buffer;
  error?: string;
}

export interface GetOptions {
  accept?: string;
  acceptEncoding?: string;
  keepBody?: boolean;
  timeoutMs?: number;
}

export function getEncoded(
  url: string,
  { accept = '*/*', acceptEncoding = 'gzip, br', keepBody = false, timeoutMs = 600_000 }: GetOptions = {},
): Promise<EncodedAnswer> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return new Promise((resolve) => {
    const req = request(url, { headers: { 'Accept-Encoding': acceptEncoding, Accept: accept }, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const answer = () => ({
        status: res.statusCode ?? 0,
        encodedBytes: bytes,
        encoding: String(res.headers['content-encoding'] ?? 'identity'),
        seconds: seconds(),
      });
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      res.on('end', () => resolve({ ...answer(), ...(keepBody ? { body: Buffer.concat(chunks) } : {}) }));
      res.on('error', (error) => resolve({ ...answer(), error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', (error) => resolve({ status: 0, encodedBytes: 0, encoding: '', seconds: seconds(), error: error.message }));
    req.end();
  });
}

/** The body of an answer kept with keepBody, decoded. */
export function decodedBody(answer: EncodedAnswer): Buffer {
  const body = answer.body ?? Buffer.alloc(0);
  if (answer.encoding === 'gzip') return gunzipSync(body);
  if (answer.encoding === 'br') return brotliDecompressSync(body);
  if (answer.encoding === 'identity') return body;
  throw new Error(`unknown Content-Encoding ${answer.encoding}`);
}
