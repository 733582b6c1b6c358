// Every language is whole (issue 24): each key of the English catalogue has a text in every
// language, every placeholder and link marker survives translation, every plural form the
// language has is written, and the spec's quoted English texts keep their wording.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src-shared/languages';
import { en, enGroups } from '../../src-shared/catalogues/en';
import { catalogueProblems, flattenTexts, textCount } from '../../src-shared/catalogues/check';
import { createI18n, loadCatalogue } from './i18n';

/** Every English text, the pages' and the assistant's. */
const english = flattenTexts({ ...en, ...enGroups.assistant });

describe.each(LANGUAGES.map((language) => [language]))('the %s catalogue', (language: Language) => {
  it('has a text for every key, keeping every placeholder and link', async () => {
    expect(catalogueProblems(en, await loadCatalogue(language), language)).toEqual([]);
  });

  it("has the assistant's every text too, keeping every placeholder", async () => {
    const part = (await import(`../../src-shared/catalogues/${language}/assistant.ts`)) as Pick<typeof enGroups, 'assistant'>;
    expect(textCount(enGroups.assistant)).toBeGreaterThan(100);
    expect(catalogueProblems(enGroups.assistant, part.assistant, language)).toEqual([]);
  });

  it('says a count in its plural form for 0, 1, 2, 5, 11 and 100', async () => {
    const i18n = createI18n(language, await loadCatalogue(language));
    for (const count of [0, 1, 2, 5, 11, 100]) {
      const text = i18n.t('start.andMore', { count });
      expect(text, `${language} ${count}`).toContain(String(count));
      expect(text).not.toContain('start.andMore');
    }
  });
});

describe('placeholders', () => {
  it('never take a name i18next reads as an option (lng would switch the language, ns the catalogue)', () => {
    const OPTION = /\{\{\s*(lng|lngs|ns|context|defaultValue|returnObjects|keyPrefix|fallbackLng|ordinal)\s*\}\}/;
    for (const [key, text] of english) expect(text, key).not.toMatch(OPTION);
  });
});

describe('link markers', () => {
  it('never use the name of an HTML element without content (the text inside would be lost)', () => {
    const VOID = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;
    for (const [key, text] of english) expect(text, key).not.toMatch(VOID);
  });
});

describe('the English catalogue', () => {
  it("keeps the spec's quoted texts word for word", () => {
    expect(en.start.tagline).toBe('Find your nearest running track');
    expect(en.start.nothingMatched).toBe('Whoops, nothing matched. Would you like to try our AI chat instead?');
    expect(en.notFound.title).toBe('404 - not found');
    expect(en.errors.notFound.track).toBe('Track not found');
    expect(en.errors.notFoundDetail.area).toBe('The requested area could not be located.');
    expect(en.errors.server).toBe('Server Error');
    expect(en.errors.unexpected).toBe('An unexpected error occurred');
    expect(en.chat).toMatchObject({
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

  it.each(LANGUAGES.filter((language) => language !== 'en'))("the chat's spec sentences read in %s, not in English", async (language) => {
    const { chat } = await loadCatalogue(language);
    for (const key of [
      'suggestion',
      'disclaimer',
      'enterSomething',
      'invalidKey',
      'thinking',
      'gettingLocation',
      'locationFailed',
      'locationSent',
      'footer',
      'intro',
    ] as const) {
      expect(chat[key], key).not.toBe(en.chat[key]);
    }
  });
});

describe('Portuguese counts of none', () => {
  it('are plural, as Brazilians write them ("0 comentários"), though CLDR puts 0 with one', async () => {
    const i18n = createI18n('pt', await loadCatalogue('pt'));
    expect(i18n.t('track.commentCount', { count: 0 })).toBe('0 comentários');
    expect(i18n.t('track.recommendCount', { count: 0 })).toBe('0 recomendações');
    expect(i18n.t('track.commentCount', { count: 1 })).toBe('1 comentário');
    expect(i18n.t('area.tracks', { count: 0 })).toBe('0 pistas');
  });
});
