import { describe, expect, it } from 'vitest';
import type { Question } from '../../src-shared/runner-answers';
import { type AskableTrack, nearbyQuestions } from './nearby-questions';

const knownAll = {
  access: { access: 'public', fee: 0, opening_hours: '24/7' },
  surface: 'synthetic',
  number_lanes_lap: 8,
  has_lighting: true,
};
const track = (id: number, facts: Partial<AskableTrack> = {}): AskableTrack => ({
  id,
  length: 400,
  access: { access: null, fee: null, opening_hours: null },
  surface: null,
  number_lanes_lap: null,
  has_lighting: null,
  ...facts,
});
const nothingDone = () => [];
const asked = (asks: { track: AskableTrack; question: Question }[]) => asks.map(({ track, question }) => [track.id, question]);

describe('the quick questions of the nearest list', () => {
  it('asks the first open question of each of the first three tracks with one, in the list order', () => {
    const tracks = [track(1), track(2, { ...knownAll, has_lighting: null }), track(3, knownAll), track(4), track(5)];
    expect(asked(nearbyQuestions(tracks, nothingDone))).toEqual([
      [1, 'access'],
      [2, 'lighting'],
      [4, 'access'],
    ]);
  });

  it('asks again where runners disagree about a known fact', () => {
    const disputed = track(1, { ...knownAll, answers: { fee: { state: 'disputed', value: null, voices: [] } } });
    expect(asked(nearbyQuestions([disputed], nothingDone))).toEqual([[1, 'fee']]);
  });

  it('moves on to the next question of a track, then to the next track, as this device is done with them', () => {
    const tracks = [track(1, { ...knownAll, surface: null, has_lighting: null }), track(2), track(3), track(4)];
    const done: Record<number, Question[]> = { 1: ['surface'] };
    const doneOn = (id: number) => done[id] ?? [];
    expect(asked(nearbyQuestions(tracks, doneOn))).toEqual([
      [1, 'lighting'],
      [2, 'access'],
      [3, 'access'],
    ]);
    done[1] = ['surface', 'lighting'];
    expect(asked(nearbyQuestions(tracks, doneOn))).toEqual([
      [2, 'access'],
      [3, 'access'],
      [4, 'access'],
    ]);
  });

  it('never asks about a jogging loop, even one that states nothing', () => {
    const loop = track(1, { length: 1800 });
    expect(asked(nearbyQuestions([loop, track(2, { length: null })], nothingDone))).toEqual([[2, 'access']]);
  });

  it('asks nothing when every nearby track is complete', () => {
    expect(nearbyQuestions([track(1, knownAll), track(2, knownAll)], nothingDone)).toEqual([]);
  });
});
