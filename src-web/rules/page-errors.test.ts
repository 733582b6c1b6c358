import { describe, expect, it } from 'vitest';
import { en } from '../../src-shared/catalogues/en';
import { pageErrorKeys } from './page-errors';

/** The English text of a catalogue key such as "errors.notFound.track". */
const english = (key: string) => key.split('.').reduce<unknown>((texts, part) => (texts as Record<string, unknown>)[part], en);

describe('page errors (spec section 8)', () => {
  it('404 names what was not found', () => {
    const keys = pageErrorKeys(404, 'track');
    expect([english(keys.heading), english(keys.detail)]).toEqual(['Track not found', 'The requested track could not be located.']);
    expect(english(pageErrorKeys(404, 'blogPost').heading)).toBe('Blog post not found');
  });
  it('5xx is a server error', () => {
    const keys = pageErrorKeys(503, 'area');
    expect([english(keys.heading), english(keys.detail)]).toEqual(['Server Error', 'Something went wrong on our end.']);
  });
  it('anything else is unexpected', () => {
    expect(english(pageErrorKeys(null, 'area').heading)).toBe('An unexpected error occurred');
    expect(english(pageErrorKeys(400, 'area').heading)).toBe('An unexpected error occurred');
  });
});
