// What a held edit proposes, field by field, for the moderation page: each field's name, what it
// held at the revision the edit was made on, and what the edit would write. Values read as a
// person reads them ("Not set", "Yes"); long text is cut, the whole is in the track's history.
import type { Translator } from './track-form';
import { changedFieldsText } from '../../src-shared/changed-fields-text';

export interface FieldChange {
  field: string;
  name: string;
  before: string;
  after: string;
}

const LONGEST = 300;

function valueText(value: unknown, { t }: Translator): string {
  if (value === null || value === undefined || value === '') return t('forms.notSet');
  if (typeof value === 'boolean') return value ? t('forms.yes') : t('forms.no');
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields the edit would change beside what they hold (a form sends every field: those it
 * leaves as they were are not listed); all the sent ones when the base revision is gone (`before` null).
 */
export function fieldChanges(
  fields: Record<string, unknown>,
  before: Record<string, unknown> | null,
  translator: Translator,
): FieldChange[] {
  const changed = Object.entries(fields).filter(([field, after]) => after !== undefined && !(before && same(before[field], after)));
  return changed.map(([field, after]) => ({
    field,
    name: changedFieldsText([field], translator),
    before: before ? valueText(before[field], translator) : translator.t('forms.notKnown'),
    after: valueText(after, translator),
  }));
}
