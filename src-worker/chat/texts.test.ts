import { describe, expect, it } from 'vitest';
import { parseIntent } from './providers/offline-intent';
import { ASSISTANT_TEXTS } from './texts';

/** The example requests a text quotes: "…", “…”, « … » or 「…」. */
const quoted = (text: string) =>
  [...text.matchAll(/"([^"]+)"|“([^”]+)”|«\s*([^»]+?)\s*»|「([^」]+)」/g)].map((match) => match.slice(1).find(Boolean)!);

const ALL_KINDS = ['badInfo', 'bug', 'comment', 'details', 'feature', 'inArea', 'nearMe', 'summariseMine'];

describe.each(Object.entries(ASSISTANT_TEXTS))('the offline assistant in %s', (_language, texts) => {
  it('greets with an example of every kind of request, each one understood', () => {
    const examples = quoted(texts.offlineGreeting);
    expect(examples).toHaveLength(ALL_KINDS.length);
    const kinds = examples.map((example) => [example, parseIntent(example).kind]);
    expect(kinds.filter(([, kind]) => kind === 'unknown')).toEqual([]);
    expect(kinds.map(([, kind]) => kind).sort()).toEqual(ALL_KINDS);
  });

  it('understands every example of its help text', () => {
    const examples = quoted(texts.notUnderstood);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.filter((example) => parseIntent(example).kind === 'unknown')).toEqual([]);
  });
});

const OTHER_LANGUAGES = Object.entries(ASSISTANT_TEXTS).filter(([language]) => language !== 'en');

it.each(OTHER_LANGUAGES)('the offline assistant in %s gives its examples in its own language', (_language, texts) => {
  const english = [...quoted(ASSISTANT_TEXTS.en.offlineGreeting), ...quoted(ASSISTANT_TEXTS.en.notUnderstood)];
  const examples = [...quoted(texts.offlineGreeting), ...quoted(texts.notUnderstood)];
  expect(examples.filter((example) => english.includes(example))).toEqual([]);
});
