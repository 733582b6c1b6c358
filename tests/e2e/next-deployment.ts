// A deployment of a new build, played in front of a test's server (issue 43): a proxy that
// passes the app through as it is, until `deploy()`; from then on, every built file has a new
// name (as a new build's hashes give it), the old names are gone (404, as on Cloudflare after a
// deploy), and the service worker's script has changed, so the browser installs it. The pages,
// the scripts and the build's manifest are rewritten to name the new files, which are served
// from the old ones. Whatever asks for an old name afterwards is recorded.
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const BUILT_FILES = 'dist/client/assets';
const NEW_PREFIX = 'next-';

export interface NextDeployment {
  baseUrl: string;
  /** From now on the new build is served. */
  deploy: () => void;
  /** Paths of the old build's files asked for after deploy(). */
  oldFilesAsked: string[];
  /** Holds the answer to a page at this path for `ms` (one bar of signal), from now on. */
  slowPage: (path: string, ms: number) => void;
  close: () => Promise<void>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function bodyOf(request: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

export async function nextDeployment(upstream: string): Promise<NextDeployment> {
  const files = readdirSync(BUILT_FILES);
  const oldName = new RegExp(files.map(escaped).join('|'), 'g');
  const oldFilesAsked: string[] = [];
  const slowPages = new Map<string, number>();
  let deployed = false;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', upstream);
    let path = url.pathname;
    if (deployed && path.startsWith('/assets/')) {
      const name = path.slice('/assets/'.length);
      if (name.startsWith(NEW_PREFIX)) path = `/assets/${name.slice(NEW_PREFIX.length)}`;
      else if (files.includes(name)) {
        oldFilesAsked.push(path);
        response.writeHead(404).end();
        return;
      }
    }
    const delay = slowPages.get(url.pathname);
    if (delay && request.headers['sec-fetch-mode'] === 'navigate') await new Promise((resolve) => setTimeout(resolve, delay));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    headers.set('accept-encoding', 'identity');
    // Every answer whole: a file rewritten here has no version upstream could say is unchanged (304).
    headers.delete('if-none-match');
    headers.delete('if-modified-since');
    try {
      const answer = await fetch(`${upstream}${path}${url.search}`, {
        method: request.method,
        headers,
        body: await bodyOf(request),
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      let body = Buffer.from(await answer.arrayBuffer());
      if (deployed && /html|javascript|css|json/.test(type)) {
        let text = body.toString('utf8').replace(oldName, (name) => `${NEW_PREFIX}${name}`);
        if (url.pathname === '/sw.js') text += '\n// the next deployment\n';
        body = Buffer.from(text);
      }
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name)) out[name] = value;
      });
      if (answer.headers.getSetCookie().length > 0) out['set-cookie'] = answer.headers.getSetCookie();
      response.writeHead(answer.status, { ...out, 'content-length': String(body.length) }).end(body);
    } catch (error) {
      // Said where the test's output shows it: a page the app cannot take over names its cause.
      console.error(`next-deployment: ${request.method} ${url.pathname} failed upstream:`, error);
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => {
      deployed = true;
    },
    oldFilesAsked,
    slowPage: (path, ms) => slowPages.set(path, ms),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
