// What a revision changed, in a reader's words ("name, position and website"): the history, the
// moderation page, the recent changes and the feeds say it the same way (catalogue group forms,
// key history.fields).
import { en } from './catalogues/en';
import type { Translator } from './catalogues/translator';

type FieldName = keyof (typeof en)['history']['fields'];
const hasName = (field: string): field is FieldName => Object.hasOwn(en.history.fields, field);
/** The two coordinates are one change, the position. */
const fieldName = (field: string) => (field === 'center_lat' || field === 'center_lng' ? 'position' : field);

/** English keeps its list without a serial comma ("name, position and website"). */
const listLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** "name, position and website": what a revision changed, each field once, in a reader's words. */
export function changedFieldsText(fields: string[], { t, language }: Translator): string {
  const names = [...new Set(fields.map(fieldName))].map((field) => (hasName(field) ? t(`history.fields.${field}`) : field));
  if (names.length === 0) return t('history.nothing');
  return new Intl.ListFormat(listLocale(language), { type: 'conjunction' }).format(names);
}
