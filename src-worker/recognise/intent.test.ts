import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { cuesOf } from './cues';
import { filterArguments, filtersOfArguments, lapLengthIn } from './intent';
import { wordsOf } from './words';

describe('a lap length in a sentence (issue 28)', () => {
  it.each([
    ['where can i run 400m intervals in natal', 400],
    ['onde correr tiros de 400 metros em Natal', 400],
    ['200 米的跑道', 200],
    ['1周400メートルのトラック', 400],
    ['مضمار 400 متر', 400],
    ['piste de 300 m à Lyon', 300],
    ['finns det en 400-metersbana i Aberdeen?', 400],
    ['eine 400-m-Bahn in Berlin', 400],
  ])('reads "%s" as %i m', (sentence, metres) => {
    expect(lapLengthIn(sentence)).toBe(metres);
  });

  it.each(['tracks within 10 km', 'Pista 2000 mil', 'the 5000m record', 'run 12 minutes'])('reads no lap length in "%s"', (sentence) => {
    expect(lapLengthIn(sentence)).toBeNull();
  });

  it('turns it into the find tools’ bounds and reads them back', () => {
    const args = filterArguments({ lengthMetres: 400, indoor: true });
    expect(args).toEqual({ indoor: true, minLengthMetres: 388, maxLengthMetres: 412 });
    expect(filtersOfArguments(args)).toEqual({ indoor: true, lengthMetres: 400 });
  });
});

it('reads a lap length written before Japanese text', () => {
  expect(lapLengthIn('Natalの400mトラック')).toBe(400);
});

describe('cue words and slips', () => {
  const cuesIn = (sentence: string) => [...cuesOf(normaliseSearchText(sentence), wordsOf(sentence)).at.keys()];

  it('never reads a cue word as a slip of another: "closest" is not "closes"', () => {
    expect(cuesIn('closest track to glasgow city centre')).toEqual(['me', 'tracks']);
  });

  it('still forgives a slip in a word that is no cue word', () => {
    expect(cuesIn('wher is the closest trak')).toContain('me');
    expect(cuesIn('comentrio sobre a pista')).toContain('comment');
  });
});
