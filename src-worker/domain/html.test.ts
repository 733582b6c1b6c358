import { describe, expect, it } from 'vitest';
import { cleanVisitorHtml } from './html';

describe('cleanVisitorHtml', () => {
  it('removes scripts, event handlers and javascript links', () => {
    const dirty = '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = cleanVisitorHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps web links and simple formatting', () => {
    expect(cleanVisitorHtml('<b>Open</b> <a href="https://example.org/x">site</a>')).toBe(
      '<b>Open</b> <a href="https://example.org/x">site</a>',
    );
  });

  it('turns newlines into line breaks and escapes stray angle brackets', () => {
    expect(cleanVisitorHtml('lane 1 < lane 8\nsecond line')).toBe('lane 1 &lt; lane 8<br>second line');
  });
});
