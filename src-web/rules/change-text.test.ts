import { describe, expect, it } from 'vitest';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { changeText } from './change-text';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);
const arabic = createI18n('ar', ar);
const other = { changed_fields: null, answer: null };

describe('changeText', () => {
  it("says which question a runner answered and what, in the button's words where there is one", () => {
    expect(changeText({ kind: 'answer', changed_fields: null, answer: { question: 'fee', value: 'free' } }, english)).toBe(
      'A runner answered: Fee — Free',
    );
    expect(changeText({ kind: 'answer', changed_fields: null, answer: { question: 'opening_hours', value: '24/7' } }, english)).toBe(
      'A runner answered: Opening hours — Always open',
    );
    // Lanes, and hours no button offers, are said as they were given.
    expect(changeText({ kind: 'answer', changed_fields: null, answer: { question: 'lanes', value: '5' } }, english)).toBe(
      'A runner answered: Full-lap lanes — 5',
    );
    expect(
      changeText({ kind: 'answer', changed_fields: null, answer: { question: 'opening_hours', value: 'Mo-Fr 06:00-21:00' } }, portuguese),
    ).toBe('Um corredor respondeu: Horário — Mo-Fr 06:00-21:00');
    expect(changeText({ kind: 'answer', changed_fields: null, answer: { question: 'access', value: 'members' } }, portuguese)).toBe(
      `Um corredor respondeu: Quem pode correr — ${pt.ask.choices.access.members}`,
    );
    expect(changeText({ kind: 'answer', changed_fields: null, answer: { question: 'lighting', value: 'yes' } }, arabic)).toBe(
      // Each part set into the sentence is isolated on a right-to-left page (src-shared/bidi.ts).
      `أجاب عدّاء: \u2068${ar.ask.facts.lighting}\u2069 — \u2068${ar.ask.choices.lighting.yes}\u2069`,
    );
  });

  it('names the fields an edit changed, and any other change by its kind', () => {
    expect(changeText({ kind: 'edit', changed_fields: ['name', 'length'], answer: null }, english)).toBe('Changed: name and length');
    expect(changeText({ kind: 'comment', ...other }, english)).toBe('Comment');
    expect(changeText({ kind: 'restore', ...other }, portuguese)).toBe('Restaurada no mapa');
  });
});
