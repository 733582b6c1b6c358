// Locally, what Cloudflare's edge does in production: the Worker learns who a client is from
// CF-Connecting-IP (src-worker/http/client.ts), and on Cloudflare that header is always the
// connecting address, whatever the client sent. wrangler dev keeps a header the client sent
// (it fills it in only when it is missing), so `npm start` puts this proxy in front of it: it
// replaces the header with the socket's address and passes everything else through unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The socket's address as Cloudflare writes it: an IPv4 client without the IPv6 mapping prefix. */
export function socketAddress(remote: string | undefined): string {
  return (remote ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** Listens on host:port and forwards every request to the local upstream port. */
export function startClientAddressProxy(host: string, port: number, upstreamPort: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, 'cf-connecting-ip': socketAddress(request.socket.remoteAddress) };
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end('The local Worker is not answering (is wrangler dev still starting?)');
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

export const listeningPort = (server: http.Server) => (server.address() as AddressInfo).port;
