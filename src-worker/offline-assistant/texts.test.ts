import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { cuesOf } from '../recognise/cues';
import { wordsOf } from '../recognise/words';
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
