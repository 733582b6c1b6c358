// An enumeration read as the spec words it: an API client may send the spec's label ("Gravel/dirt"),
// the short name in parentheses ("gravel"), the stored value, the spec's constant name
// ("VisitReport") or, where spec section 3 gives one, the numeric code — in any case and with
// spaces, hyphens or underscores as it likes. Every spelling is turned into the one canonical
// value the API stores and answers with; anything else is refused with the accepted values named.
import { z } from 'zod';

/** "Gravel/dirt", "gravel_dirt" and "GRAVEL DIRT" all read "graveldirt". */
export function spellingKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export interface Spellings<T extends string | number> {
  /** What the field is, for the error text ("a surface"). */
  what: string;
  /** Each canonical value with its other spellings (labels, names, codes); the value itself is always accepted. */
  values: ReadonlyMap<T, readonly (string | number)[]>;
}

/** The lookup from every spelling's key to its canonical value; two values may not share a spelling. */
function spellingTable<T extends string | number>(spellings: Spellings<T>): Map<string, T> {
  const table = new Map<string, T>();
  for (const [value, others] of spellings.values) {
    for (const spelling of [value, ...others]) {
      const key = spellingKey(String(spelling));
      const earlier = table.get(key);
      if (earlier !== undefined && earlier !== value) throw new Error(`"${spelling}" spells both ${earlier} and ${value}`);
      table.set(key, value);
    }
  }
  return table;
}

/** "Asphalt/Concrete (asphalt), Paver (paver), …": what the error text and the API description list. */
export function acceptedText<T extends string | number>(spellings: Spellings<T>): string {
  return [...spellings.values]
    .map(([value, others]) => {
      const shown = others.filter((o) => spellingKey(String(o)) !== spellingKey(String(value)));
      return shown.length ? `${value} (${shown.join(', ')})` : String(value);
    })
    .join('; ');
}

/**
 * The zod schema of such a field: input a string or a number, output the canonical value.
 * Its OpenAPI input form lists the canonical values and says that the other spellings are read.
 */
export function spelledEnum<T extends string | number>(spellings: Spellings<T>) {
  const table = spellingTable(spellings);
  const canonical = [...spellings.values.keys()];
  const accepted = acceptedText(spellings);
  return z
    .union([z.string().max(60), z.number()])
    .transform((input, ctx): T => {
      const value = table.get(spellingKey(String(input)));
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', input, message: `not ${spellings.what}; accepted, in any case and spacing: ${accepted}` });
      return z.NEVER;
    })
    .meta({
      description: `${capitalise(spellings.what)}. Answers use the first spelling of each; any spelling listed is read, in any case and spacing: ${accepted}.`,
      examples: canonical.slice(0, 2),
    });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
