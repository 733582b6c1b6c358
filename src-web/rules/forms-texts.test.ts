// The forms' texts (catalogue group forms) in every language: every key written, every
// placeholder and link kept, and the spec's English words kept (the API's own messages and the
// labels of stored values are the English catalogue's by reference).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';
import { en, enGroups } from '../../src-shared/catalogues/en';
import { loadCatalogue } from '../i18n/i18n';

type Texts = { [key: string]: string | Texts };

/** [dotted key, text] for every text below a group. */
const entries = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );

const markers = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();
const english = new Map(entries(enGroups.forms as unknown as Texts));

describe.each(LANGUAGES.map((language) => [language]))('the forms group in %s', (language) => {
  it('has a text for every key, with the same placeholders and links as English', async () => {
    const texts = new Map(entries((await loadCatalogue(language)) as unknown as Texts));
    let written = 0;
    for (const [key, source] of english) {
      const text = texts.get(key);
      expect(text?.trim(), `${language} ${key}`).toBeTruthy();
      expect(markers(text!), `${language} ${key}`).toEqual(markers(source));
      written += 1;
    }
    console.log(`forms group, ${language}: ${written} of ${english.size} texts (${Math.round((100 * written) / english.size)} %)`);
    expect(written).toBe(english.size);
  });
});

describe('the forms group in English', () => {
  it("keeps the spec's quoted texts word for word", () => {
    expect(en.forms.track.outdoorRequired).toBe('You must select outdoor/indoor.');
    expect(en.forms.track.thanks).toBe('Thanks for contributing to {{host}}');
    expect(en.forms.track.createFailed).toBe('Failed to create track');
    expect(en.forms.track.updateFailed).toBe('Failed to update track');
    expect(en.forms.track.creating).toBe('Creating new track');
    expect(en.forms.track.updating).toBe('Updating track');
    expect(en.feedback.thanks).toBe('Thank you for your feedback');
    expect(en.feedback.thanksPending).toBe('Thank you for your feedback, it will be reviewed before it is visible.');
    expect(en.feedback.commentFailed).toBe('Failed to post comment');
    expect(en.feedback.recommendFailed).toBe('Failed to post recommend');
    expect(en.feedback.sendingComment).toBe('Sending comment');
    expect(en.feedback.sendingVisitReport).toBe('Sending visit report');
    expect(en.feedback.sendingRecommend).toBe('Sending recommend');
    expect(en.messages.failure).toBe('{{action}} - {{reason}}');
  });
});
