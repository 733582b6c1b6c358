// Understanding a sentence in its conversation, with names from a gazetteer kept in memory: no
// database is there to ask (the rules of names themselves: recognise/recognise.test.ts).
import { describe, expect, it } from 'vitest';
import { focusText, LOCATION_TOOL, locationPayload } from '../../src-shared/chat-location';
import type { ModelMessage } from '../chat/types';
import type { DidYouMeanItem, Gazetteer } from '../recognise/gazetteer';
import { knownPlace, understand } from './understand';

const BRASILIA = { id: 10, name: 'Brasília', url_segment: 'brasil/distrito-federal/brasilia', level: 2 };

/** A site that knows no names, except what search offers for "brazilia" and the area behind it. */
const gazetteer: Gazetteer = {
  areaById: async (id) => (id === BRASILIA.id ? BRASILIA : null),
  areaBySegment: async () => null,
  areasByOtherNames: async () => [],
  wordsOneSlipAway: async () => new Map(),
  namesBeginning: async () => [],
  namesStartingWith: async () => [],
  tracksContaining: async () => [],
  didYouMean: async (words) =>
    words.includes('brazilia')
      ? [
          { id: BRASILIA.id, label: 'Brasília, Distrito Federal, Brasil', normalizedLabel: 'brasilia', kind: 'area' } as DidYouMeanItem,
          {
            id: 7,
            label: 'Pista Brasília',
            normalizedLabel: 'pista brasilia',
            url: '/track/pista-brasilia',
            kind: 'track',
          } as DidYouMeanItem,
        ]
      : [],
  exampleNames: async () => null,
};

const user = (content: string): ModelMessage => ({ role: 'user', content });

describe('understanding a sentence', () => {
  it("reads the map's box as tracks in that box", async () => {
    const box = focusText(-15.79, -47.88, 5000);
    expect(await understand(box, [user(box)], gazetteer)).toMatchObject({ kind: 'inBox', box: { north: expect.any(Number) } });
  });

  it('offers what search finds for a place nobody has, each with its page', async () => {
    const intent = await understand('tracks in brazilia', [user('tracks in brazilia')], gazetteer);
    expect(intent).toMatchObject({
      kind: 'unknownPlace',
      name: 'brazilia',
      didYouMean: [
        { label: 'Brasília, Distrito Federal, Brasil', url: '/running-in/brasil/distrito-federal/brasilia' },
        { label: 'Pista Brasília', url: '/track/pista-brasilia' },
      ],
    });
  });

  it('knows where the user is from the location they shared before, and from nothing else', () => {
    const asked: ModelMessage = {
      role: 'assistant',
      content: '',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: LOCATION_TOOL, arguments: '{}' } }],
    };
    const shared: ModelMessage = { role: 'tool', tool_call_id: 'call_1', content: locationPayload({ latitude: -22.9, longitude: -47.06 }) };
    expect(knownPlace([user('tracks near me'), asked, shared, user('and lit ones?')])).toEqual({ point: { lat: -22.9, lng: -47.06 } });
    expect(knownPlace([user('tracks near me'), { role: 'assistant', content: 'Somewhere at 1, 2?' }])).toBeNull();
  });
});
