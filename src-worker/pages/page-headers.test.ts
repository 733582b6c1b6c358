import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPA_CONTENT_SECURITY_POLICY } from './page-html';

describe('the SPA security headers', () => {
  const headersFile = readFileSync('public/_headers', 'utf8');

  it('the pages the Worker renders have the same policy as the static files', () => {
    expect(headersFile).toContain(`Content-Security-Policy: ${SPA_CONTENT_SECURITY_POLICY}`);
  });

  it('forbids plugins, base rewriting and framing, and sets nosniff and HSTS', () => {
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(headersFile).toContain('X-Content-Type-Options: nosniff');
    expect(headersFile).toMatch(/Strict-Transport-Security: max-age=31536000/);
  });
});
