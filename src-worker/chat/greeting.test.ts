// The chat's first message names the site as its operator named it (SITE_NAME), for every
// provider: the offline assistant's own greeting and the one the others share.
import { describe, expect, it } from 'vitest';
import { greeting } from './conversation';
import { createOfflineModel } from '../offline-assistant/assistant';
import type { Gazetteer } from '../recognise/gazetteer';
import type { ChatModel } from './types';

const nothingKnown = {
  exampleNames: async () => ({ place: 'Springfield', track: 'Estádio Municipal' }),
} as Partial<Gazetteer> as Gazetteer;
const modelWithoutGreeting: ChatModel = { name: 'openai', complete: async () => ({ content: '', toolCalls: [] }) };

describe('the greeting', () => {
  it("names the operator's site, written as HTML, in the offline assistant's words", async () => {
    const { chats } = await greeting(createOfflineModel(nothingKnown, 'https://x'), 'de', 'Bahnen & Co', undefined);
    expect(chats[0]!.content).toContain('Offline-Assistent von Bahnen &amp; Co:');
    expect(chats[0]!.content).not.toContain('Track Atlas');
  });

  it('names it in the greeting every other provider shares', async () => {
    const { chats } = await greeting(modelWithoutGreeting, 'fr', 'Pistes <Paris>', undefined);
    expect(chats[0]!.content).toContain('l’assistant de Pistes &lt;Paris&gt;.');
  });
});
