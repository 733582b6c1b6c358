// Every language is whole (issue 24): each key of the English catalogue has a text in every
// language, every placeholder and link marker survives translation, every plural form the
// language has is written, and the spec's quoted English texts keep their wording.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src-shared/languages';
import { en } from '../../src-shared/catalogues/en';
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
const english = flatten(en as unknown as Texts);
/** The keys a translator writes: plural keys by their stem, the others as they are. */
const stems = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')));
const pluralStems = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
const markers = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();

describe.each(LANGUAGES.map((language) => [language]))('the %s catalogue', (language: Language) => {
  it('has a text for every key, keeping every placeholder and link', async () => {
    const texts = flatten((await loadCatalogue(language)) as unknown as Texts);
    let written = 0;
    for (const stem of stems) {
      if (pluralStems.has(stem)) continue;
      const text = texts.get(stem);
      // A text English leaves empty on purpose (the chat's note on its language) may be empty.
      if (english.get(stem) !== '') expect(text?.trim(), `${language} ${stem}`).toBeTruthy();
      else expect(text, `${language} ${stem}`).toBeDefined();
      expect(markers(text!), `${language} ${stem}`).toEqual(markers(english.get(stem)!));
      written += 1;
    }
    for (const stem of pluralStems) {
      for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
        const text = texts.get(`${stem}_${category}`);
        expect(text?.trim(), `${language} ${stem}_${category}`).toBeTruthy();
        expect(markers(text!), `${language} ${stem}_${category}`).toEqual(markers(english.get(`${stem}_other`)!));
      }
      written += 1;
    }
    console.log(`${language}: ${written} of ${stems.size} texts (${Math.round((100 * written) / stems.size)} %)`);
    expect(written).toBe(stems.size);
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
