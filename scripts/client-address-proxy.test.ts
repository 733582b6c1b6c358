import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPort, socketAddress, startClientAddressProxy } from './client-address-proxy';

// A stand-in for wrangler dev: answers with the headers it was sent.
let upstream: http.Server;
let proxy: http.Server;
beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.end(JSON.stringify({ headers: request.headers, method: request.method, url: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startClientAddressProxy('127.0.0.1', 0, (upstream.address() as AddressInfo).port);
});
afterAll(() => {
  proxy?.close();
  upstream?.close();
});

describe('the local client-address proxy', () => {
  it('replaces a CF-Connecting-IP the client sent with the socket address, and passes the rest through', async () => {
    const response = await fetch(`http://127.0.0.1:${listeningPort(proxy)}/api/post-track?x=1`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': '198.51.100.9', 'User-Agent': 'probe', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    const seen = (await response.json()) as { headers: Record<string, string>; method: string; url: string; body: string };
    expect(seen.headers['cf-connecting-ip']).toBe('127.0.0.1');
    expect(seen.headers['user-agent']).toBe('probe');
    expect(seen).toMatchObject({ method: 'POST', url: '/api/post-track?x=1', body: '{"a":1}' });
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('writes an IPv4 client without the IPv6 mapping prefix', () => {
    expect(socketAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(socketAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
