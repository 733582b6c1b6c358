import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { basemapFrom, pageContentSecurityPolicy, type BasemapVars } from '../../src-shared/basemap';

describe('the SPA security headers', () => {
  const source = readFileSync('public/_headers', 'utf8');
  const vars = (parse(readFileSync('wrangler.toml', 'utf8')) as unknown as { vars: BasemapVars }).vars;
  const policy = pageContentSecurityPolicy(basemapFrom(vars));

  // npm test builds before it tests; the build writes the policy into the static files' headers.
  it.skipIf(!existsSync('dist/client/_headers'))('the built static files carry the policy of the basemap setting, as the pages do', () => {
    expect(readFileSync('dist/client/_headers', 'utf8')).toContain(`Content-Security-Policy: ${policy}\n`);
  });

  it('forbids plugins, base rewriting and framing, and sets nosniff and HSTS', () => {
    expect(source).toContain('Content-Security-Policy: %CONTENT_SECURITY_POLICY%');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(source).toContain('X-Content-Type-Options: nosniff');
    expect(source).toMatch(/Strict-Transport-Security: max-age=31536000/);
  });
});
