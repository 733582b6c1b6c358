// The two parts of each catalogue (src-shared/catalogues/parts.ts) make the whole catalogue, with
// no section in both: the browser, which loads them one after the other, draws the same words as
// the Worker, which renders with the whole.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';
import { createI18n, loadCatalogue, loadShell } from './i18n';

describe.each(LANGUAGES)('the %s catalogue in two parts', (language) => {
  it('shell and rest together are the whole catalogue, each section in one part', async () => {
    const whole = await loadCatalogue(language);
    const shell = await loadShell(language);
    const restKeys = Object.keys(whole).filter((key) => !(key in shell));
    expect(Object.keys(shell).length + restKeys.length).toBe(Object.keys(whole).length);
    expect(restKeys).toEqual(expect.arrayContaining(['forms', 'chat', 'calculator']));
    // The start page's and the frame's texts are in the shell.
    for (const section of ['header', 'start', 'map', 'search', 'track']) expect(Object.keys(shell)).toContain(section);
  });

  it('an instance made with the shell draws the frame, and says the key of a text it has not loaded', async () => {
    const i18n = createI18n(language, await loadShell(language));
    expect(i18n.t('header.menu')).not.toBe('header.menu');
    expect(i18n.t('changes.none')).toBe('changes.none');
  });
});
