import { describe, expect, it } from 'vitest';
import { pageErrorText } from './page-errors';

describe('page errors (spec section 8)', () => {
  it('a 404 names the type', () => {
    expect(pageErrorText(404, 'track')).toEqual({ heading: 'Track not found', detail: 'The requested track could not be located.' });
    expect(pageErrorText(404, 'blog post').heading).toBe('Blog post not found');
  });
  it('a 5xx is a server error', () => {
    expect(pageErrorText(503, 'area')).toEqual({ heading: 'Server Error', detail: 'Something went wrong on our end.' });
  });
  it('anything else is unexpected', () => {
    expect(pageErrorText(null, 'area').heading).toBe('An unexpected error occurred');
    expect(pageErrorText(400, 'area').heading).toBe('An unexpected error occurred');
  });
});
