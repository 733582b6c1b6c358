import { describe, expect, it } from 'vitest';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { fieldChanges } from './held-edit-diff';

const english = createI18n('en', en);

describe('fieldChanges', () => {
  it('shows each value the edit changes beside the one it replaces, as a person reads them, and leaves out the unchanged', () => {
    expect(
      fieldChanges(
        { name: 'Pista Nova', num_lanes: 8, lighting: true, info: null, surface: 'synthetic', length: 400 },
        { name: 'Pista', num_lanes: null, lighting: false, info: 'x', surface: 'synthetic', length: 400 },
        english,
      ),
    ).toEqual([
      { field: 'name', name: 'name', before: 'Pista', after: 'Pista Nova' },
      { field: 'num_lanes', name: expect.any(String), before: 'Not set', after: '8' },
      { field: 'lighting', name: expect.any(String), before: 'No', after: 'Yes' },
      { field: 'info', name: expect.any(String), before: 'x', after: 'Not set' },
    ]);
  });

  it('says the old value is not known when the base revision is gone, cuts long text, and speaks the page language', () => {
    const [change] = fieldChanges({ info: 'a'.repeat(400) }, null, createI18n('pt', pt));
    expect(change!.before).toBe(pt.forms.notKnown);
    expect(change!.after).toHaveLength(301);
    expect(change!.after.endsWith('…')).toBe(true);
  });
});
