import { describe, expect, it } from 'vitest';
import { withKeys } from './history';

describe('withKeys', () => {
  it('keeps the keys a client sent and gives each message without one a new, distinct key', () => {
    const given = withKeys([
      { role: 'user', content: 'a', unique_key: 'mine' },
      { role: 'user', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
    expect(given[0]).toEqual({ role: 'user', content: 'a', unique_key: 'mine' });
    expect(given[1]).toMatchObject({ role: 'user', content: 'b', unique_key: expect.stringMatching(/\S/) });
    expect(new Set(given.map((m) => m.unique_key)).size).toBe(3);
  });
});
