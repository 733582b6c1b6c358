import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src-shared/enums';
import { CHAT_TEXTS } from './chat-texts';

const SPEC_TEXTS = ['suggestion', 'disclaimer', 'enterSomething', 'invalidKey', 'activated', 'thinking', 'activating', 'gettingLocation', 'locationFailed', 'locationSent', 'footer', 'intro'] as const;

describe('chat texts', () => {
  it('keeps the spec wording in English', () => {
    expect(CHAT_TEXTS.en).toMatchObject({
      suggestion: 'Summarize track information in my area',
      disclaimer: 'The AI can make mistakes. Always double-check important information.',
      enterSomething: 'Enter something',
      invalidKey: 'Invalid activation key',
      activated: 'Activated!',
      thinking: 'Thinking..',
      activating: 'Activating',
      gettingLocation: 'Getting location',
      locationFailed: 'Unable to get your location.',
      locationSent: 'Location was sent',
    });
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('translates every text into %s', (language) => {
    const texts = CHAT_TEXTS[language];
    // Some words are the same in another language ("Message" in French): every text must be
    // there, and the sentences the spec quotes must read in the language.
    for (const [key, text] of Object.entries(texts)) expect(text, key).not.toBe('');
    for (const key of SPEC_TEXTS) expect(texts[key], key).not.toBe(CHAT_TEXTS.en[key]);
    expect(texts.footer).toMatch(/<terms>.+<\/terms>/);
    expect(texts.footer).toMatch(/<privacy>.+<\/privacy>/);
  });
});
