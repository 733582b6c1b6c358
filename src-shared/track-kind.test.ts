import { describe, expect, it } from 'vitest';
import { isJoggingLoop } from './track-kind';

describe('isJoggingLoop', () => {
  it('takes a 400 m, a 500 m cinder track, an indoor oval and a track of unknown length as lap tracks', () => {
    for (const length of [400, 500, 200, 600, null]) expect(isJoggingLoop({ length }), String(length)).toBe(false);
  });
  it('takes a circuit over 600 m around as a jogging loop', () => {
    for (const length of [601, 825, 1847]) expect(isJoggingLoop({ length }), String(length)).toBe(true);
  });
});
