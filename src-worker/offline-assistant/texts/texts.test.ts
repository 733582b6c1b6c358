import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../../src-shared/search-normalise';
import { cuesOf } from '../../recognise/cues';
import { wordsOf } from '../../recognise/words';
import { OFFLINE_TEXTS } from './texts';

/** The example requests a text quotes: "…", “…”, « … » or 「…」. */
const quoted = (text: string) =>
  [...text.matchAll(/"([^"]+)"|“([^”]+)”|«\s*([^»]+?)\s*»|「([^」]+)」/g)].map((match) => match.slice(1).find(Boolean)!);

/** What each kind of request is recognised by (its names are looked up in the data, see tests/worker/chat-offline.test.ts). */
const ALL_CUES = ['about', 'bug', 'comment', 'feature', 'me', 'summary', 'tracks', 'wrong'];
const cuesIn = (example: string) => [...cuesOf(normaliseSearchText(example), wordsOf(example)).at.keys()];

describe.each(Object.entries(OFFLINE_TEXTS))('the offline assistant in %s', (_language, texts) => {
  it('greets with an example of every kind of request, each one understood', () => {
    const examples = quoted(texts.offlineGreeting);
    expect(examples).toHaveLength(ALL_CUES.length);
    expect(examples.filter((example) => cuesIn(example).length === 0)).toEqual([]);
    expect(new Set(examples.flatMap(cuesIn))).toEqual(expect.objectContaining(new Set(ALL_CUES)));
  });

  it('understands every example of its help text', () => {
    const examples = quoted(texts.notUnderstood);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.filter((example) => cuesIn(example).length === 0)).toEqual([]);
  });
});

const OTHER_LANGUAGES = Object.entries(OFFLINE_TEXTS).filter(([language]) => language !== 'en');

it.each(OTHER_LANGUAGES)('the offline assistant in %s gives its examples in its own language', (_language, texts) => {
  const english = [...quoted(OFFLINE_TEXTS.en.offlineGreeting), ...quoted(OFFLINE_TEXTS.en.notUnderstood)];
  const examples = [...quoted(texts.offlineGreeting), ...quoted(texts.notUnderstood)];
  expect(examples.filter((example) => english.includes(example))).toEqual([]);
});

it.each(Object.entries(OFFLINE_TEXTS))('the offline assistant in %s calls a track by its label in its own language', (language, texts) => {
  expect(texts.trackWords.language).toBe(language);
  expect(texts.trackWords.texts.track.label.twin).toContain('{{name}}');
});

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Every text of a language's sentences written as plural forms (chat/texts.ts, Counted), by its key (the site's words for a track aside). */
function countedTexts(texts: object, path = ''): [string, Record<string, string>][] {
  return Object.entries(texts).flatMap(([key, value]) => {
    if (typeof value !== 'object' || value === null || key === 'trackWords') return [];
    const forms = 'other' in value && Object.keys(value).every((form) => FORMS.includes(form));
    return forms ? [[`${path}${key}`, value as Record<string, string>]] : countedTexts(value, `${path}${key}.`);
  });
}
/** The {{name}} markers of a text: the values fill() writes into it. */
const valueMarkers = (text: string) => new Set(text.match(/\{\{\w+\}\}/g) ?? []);

it.each(Object.entries(OFFLINE_TEXTS))(
  'the offline assistant in %s says a count in every plural form of its language',
  (language, texts) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const counted = countedTexts(texts);
    expect(counted.map(([key]) => key)).toEqual(expect.arrayContaining(['foundNear', 'summaryCount', 'lanes', 'hoursAndFees.foundInArea']));
    for (const [key, forms] of counted) {
      // A zero form may be written in any language (said for 0); no form a language does not have.
      expect(
        Object.keys(forms).filter((form) => form !== 'zero' && !categories.includes(form as Intl.LDMLPluralRule)),
        key,
      ).toEqual([]);
      // A sentence that says the count has every form; words that only agree with it may stay the same.
      if (forms.other!.includes('{{count}}')) expect(Object.keys(forms), key).toEqual(expect.arrayContaining(categories));
      // Each form keeps the other form's values, the count aside (Arabic says "two tracks" in one word).
      const wanted = [...valueMarkers(forms.other!)].filter((name) => name !== '{{count}}');
      for (const [form, text] of Object.entries(forms)) {
        expect(text.trim(), `${key}.${form}`).not.toBe('');
        expect([...valueMarkers(text)].filter((name) => name !== '{{count}}').sort(), `${key}.${form}`).toEqual(wanted.sort());
      }
    }
  },
);
