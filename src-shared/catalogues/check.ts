// What makes a language's part of the catalogue whole (issue 24), as one rule for the catalogue
// test and for a translator's file brought in by `npm run texts -- import` (scripts/texts.ts):
// every key English has, no key English lacks, no text empty, the placeholders and link markers
// of English's text, and a counted text in every plural form the language has.

/** A part of a catalogue as data: texts by key, nested. */
export type TextTree = { readonly [key: string]: string | TextTree };

const PLURAL = /_(zero|one|two|few|many|other)$/;
const MARKERS = /\{\{\s*\w+\s*\}\}|<\/?\w+>/g;
/** A joiner between words ("whichAnd", a separator) may be empty in a language written without spaces. */
const JOINER = /(separator|Separator|And)$/;

/** Every text by its dotted key ("start.tagline"), plural forms under their full key ("start.andMore_one"). */
export function flattenTexts(texts: TextTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flattenTexts(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const markersOf = (text: string) => [...text.matchAll(MARKERS)].map((match) => match[0]).sort();
const sameMarkers = (a: string[], b: string[]) => a.length === b.length && a.every((marker, i) => marker === b[i]);

/**
 * What is wrong with a language's part against English's, one line a problem (none when it is
 * whole). A plural form other than "other" may leave out {{count}}: Arabic says "two tracks" in
 * one word ("حارتان"), and a zero form may say "no tracks". A zero form may be written in any
 * language (i18next says it for 0).
 */
export function catalogueProblems(englishPart: TextTree, part: TextTree, language: string): string[] {
  const english = flattenTexts(englishPart);
  const texts = flattenTexts(part);
  const problems: string[] = [];
  const stems = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')));
  const pluralStems = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  for (const stem of stems) {
    if (pluralStems.has(stem)) {
      const wanted = markersOf(english.get(`${stem}_other`)!);
      for (const category of categories) {
        const key = `${stem}_${category}`;
        const text = texts.get(key);
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${key}: missing (every plural form of the language is written)`);
          continue;
        }
        const markers = markersOf(text);
        const said = category === 'other' ? wanted : wanted.filter((marker) => marker !== '{{count}}' || markers.includes(marker));
        if (!sameMarkers(markers, said))
          problems.push(`${key}: has ${markers.join(' ') || 'no placeholders'}, English has ${wanted.join(' ')}`);
      }
      continue;
    }
    const text = texts.get(stem);
    const englishText = english.get(stem)!;
    // A text English leaves empty on purpose (the chat's note on its language) may be empty.
    const mayBeEmpty = englishText === '' || JOINER.test(stem);
    if (typeof text !== 'string') problems.push(`${stem}: missing`);
    else if (text.trim() === '' && !mayBeEmpty) problems.push(`${stem}: empty`);
    else if (!sameMarkers(markersOf(text), markersOf(englishText)))
      problems.push(
        `${stem}: has ${markersOf(text).join(' ') || 'no placeholders'}, English has ${markersOf(englishText).join(' ') || 'none'}`,
      );
  }
  for (const key of texts.keys()) {
    const stem = key.replace(PLURAL, '');
    const known = english.has(key) || (pluralStems.has(stem) && (categories.includes(key.slice(stem.length + 1)) || key.endsWith('_zero')));
    if (!known) problems.push(`${key}: not a key of the English catalogue`);
  }
  return problems;
}

/** The number of texts a translator writes in a part: a counted text once, whatever its forms. */
export function textCount(englishPart: TextTree): number {
  return new Set([...flattenTexts(englishPart).keys()].map((key) => key.replace(PLURAL, ''))).size;
}
