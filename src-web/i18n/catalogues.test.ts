// Every language is whole (issue 24): each key of the English catalogue has a text in every
// language, every placeholder and link marker survives translation, every plural form the
// language has is written, and the spec's quoted English texts keep their wording.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src-shared/languages';
import { en, enGroups } from '../../src-shared/catalogues/en';
import { createI18n, loadCatalogue } from './i18n';

type Texts = { [key: string]: string | Texts };

/** Every text by its dotted key ("start.tagline"), plural forms under their full key ("start.andMore_one"). */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const markers = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();
/** Every English text, the pages' and the assistant's. */
const english = flatten({ ...en, ...enGroups.assistant } as unknown as Texts);

/**
 * How many of English's texts a language's part writes; fails on the first one missing, empty, or
 * with other placeholders or links. A counted text has every plural form of the language, each
 * with the other form's placeholders, though a form may leave out {{count}} (Arabic says "two
 * tracks" in one word, "حارتان").
 */
function writtenTexts(englishPart: Texts, part: Texts, language: Language): { written: number; of: number } {
  const englishTexts = flatten(englishPart);
  const texts = flatten(part);
  const stems = new Set([...englishTexts.keys()].map((key) => key.replace(PLURAL, '')));
  const pluralStems = new Set([...englishTexts.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  let written = 0;
  for (const stem of stems) {
    if (pluralStems.has(stem)) continue;
    const text = texts.get(stem);
    // A text English leaves empty on purpose (the chat's note on its language) may be empty, and
    // so may a joiner between words ("whichAnd", a separator) in a language written without spaces.
    if (englishTexts.get(stem) !== '' && !/(separator|Separator|And)$/.test(stem)) expect(text?.trim(), `${language} ${stem}`).toBeTruthy();
    else expect(text, `${language} ${stem}`).toBeDefined();
    expect(markers(text!), `${language} ${stem}`).toEqual(markers(englishTexts.get(stem)!));
    written += 1;
  }
  for (const stem of pluralStems) {
    const wanted = markers(englishTexts.get(`${stem}_other`)!);
    for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
      const text = texts.get(`${stem}_${category}`);
      expect(text?.trim(), `${language} ${stem}_${category}`).toBeTruthy();
      const said = category === 'other' ? wanted : wanted.filter((marker) => marker !== '{{count}}' || text!.includes(marker));
      expect(markers(text!), `${language} ${stem}_${category}`).toEqual(said);
    }
    written += 1;
  }
  return { written, of: stems.size };
}

describe.each(LANGUAGES.map((language) => [language]))('the %s catalogue', (language: Language) => {
  it('has a text for every key, keeping every placeholder and link', async () => {
    const { written, of } = writtenTexts(en as unknown as Texts, (await loadCatalogue(language)) as unknown as Texts, language);
    console.log(`${language}: ${written} of ${of} texts (${Math.round((100 * written) / of)} %)`);
    expect(written).toBe(of);
  });

  it("has the assistant's every text too, keeping every placeholder", async () => {
    const part = (await import(`../../src-shared/catalogues/${language}/assistant.ts`)) as { assistant: Texts };
    const { written, of } = writtenTexts(enGroups.assistant as unknown as Texts, part.assistant, language);
    expect(of).toBeGreaterThan(100);
    expect(written).toBe(of);
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
