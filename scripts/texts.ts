// A language's whole catalogue as one plain JSON file for a translator, and back (issue 41):
//
//   npm run texts -- export fr > fr.json     every part of the French catalogue
//   npm run texts -- import fr fr.json       checks the file, then writes src-shared/catalogues/fr/
//
// The JSON has one object a part (the pages' parts, the assistant's sentences, the words the
// assistant recognises), keyed as the TypeScript is, plurals as key_one, key_other, … A file that
// is not whole (a key missing or unknown, a placeholder lost, a plural form missing: the
// catalogue test's rule, src-shared/catalogues/check.ts) is refused with every problem listed and
// nothing written. English is the source, with its comments: it is edited in TypeScript.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogueProblems, type TextTree } from '../src-shared/catalogues/check';
import { enGroups } from '../src-shared/catalogues/en';
import { cues as englishCues } from '../src-shared/catalogues/en/cues';
import { LANGUAGES, type Language } from '../src-shared/languages';

const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUES = join(PROJECT, 'src-shared/catalogues');

/** The parts of a language's catalogue that are texts, one file each, as English has them. */
const TEXT_PARTS = Object.keys(enGroups) as (keyof typeof enGroups)[];
/** The words the assistant recognises: lists of phrases, each language its own (en/cues.ts). */
const CUES = 'cues';

/** A language's catalogue as a translator's file: its parts by name. */
export type CatalogueFile = Record<string, unknown>;

/** Every part of a language's catalogue as data, read from its files under `root`. */
export async function exportCatalogue(language: Language, root = CATALOGUES): Promise<CatalogueFile> {
  const file: CatalogueFile = {};
  for (const part of [...TEXT_PARTS, CUES]) {
    const module = (await import(pathToFileURL(join(root, language, `${part}.ts`)).href)) as Record<string, unknown>;
    file[part] = module[part];
  }
  return file;
}

/** What is wrong with the recogniser's words: a cue English does not know, or a list that is not phrases. */
function cueProblems(cues: unknown): string[] {
  if (!isObject(cues)) return [`${CUES}: not an object of lists of phrases`];
  return Object.entries(cues).flatMap(([cue, phrases]) => {
    if (!(cue in englishCues)) return [`${CUES}.${cue}: not a cue English has`];
    const phrasesOk = Array.isArray(phrases) && phrases.length > 0 && phrases.every((p) => typeof p === 'string' && p.trim() !== '');
    return phrasesOk ? [] : [`${CUES}.${cue}: not a list of phrases`];
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem of a translator's file for `language`, one line each; none when it can be written. */
export function fileProblems(language: Language, file: unknown): string[] {
  if (!isObject(file)) return ['the file is not a JSON object of parts'];
  const unknown = Object.keys(file).filter((part) => part !== CUES && !(TEXT_PARTS as string[]).includes(part));
  return [
    ...unknown.map((part) => `${part}: not a part of the catalogue`),
    ...TEXT_PARTS.flatMap((part) => {
      const texts = file[part];
      if (!isObject(texts)) return [`${part}: missing`];
      return catalogueProblems(enGroups[part] as unknown as TextTree, texts as TextTree, language).map((problem) => `${part}: ${problem}`);
    }),
    ...cueProblems(file[CUES]),
  ];
}

const languageName = (language: Language) => new Intl.DisplayNames('en', { type: 'language' }).of(language) ?? language;

/** One part's module, as the other languages' files are written: typed by English's part. */
function partModule(language: Language, part: string, value: unknown): string {
  const source = `// ${part} in ${languageName(language)} (src-shared/catalogues/en/${part}.ts is the source), written by npm run texts -- import.`;
  const json = JSON.stringify(value, null, 2);
  if (part === CUES) return `${source}\nimport type { CueWords } from '../en/cues';\n\nexport const cues: CueWords = ${json};\n`;
  return `${source}\nimport type { CatalogueGroup } from '../en';\n\nexport const ${part}: CatalogueGroup<'${part}'> = ${json};\n`;
}

/** Source formatted as the project's code is (biome.json), as if it stood at `path`. */
const formatted = (source: string, path: string) =>
  execFileSync(join(PROJECT, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${path}`], {
    cwd: PROJECT,
    input: source,
    encoding: 'utf8',
  });

/**
 * Writes a translator's file as the language's part files under `root`, formatted as the
 * project's code is; refused (nothing written) with its problems when it is not whole.
 */
export function importCatalogue(language: Language, file: unknown, root = CATALOGUES): { written: string[]; problems: string[] } {
  if (language === 'en') return { written: [], problems: ['English is the source: edit src-shared/catalogues/en/*.ts'] };
  const problems = fileProblems(language, file);
  if (problems.length) return { written: [], problems };
  const parts = file as CatalogueFile;
  const written = [...TEXT_PARTS, CUES].map((part) => {
    const path = join(root, language, `${part}.ts`);
    writeFileSync(path, formatted(partModule(language, part, parts[part]), `src-shared/catalogues/${language}/${part}.ts`));
    return path;
  });
  return { written, problems: [] };
}

async function main(args: string[]): Promise<number> {
  const [command, language, path] = args;
  if (!LANGUAGES.includes(language as Language) || (command !== 'export' && command !== 'import') || (command === 'import' && !path)) {
    console.error(
      `usage: npm run texts -- export <language> [file.json]\n       npm run texts -- import <language> <file.json>\nlanguages: ${LANGUAGES.join(' ')}`,
    );
    return 2;
  }
  if (command === 'export') {
    const json = `${JSON.stringify(await exportCatalogue(language as Language), null, 2)}\n`;
    if (path) writeFileSync(path, json);
    else process.stdout.write(json);
    return 0;
  }
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path!, 'utf8'));
  } catch (error) {
    console.error(`${path} is not readable JSON: ${(error as Error).message}`);
    return 1;
  }
  const { written, problems } = importCatalogue(language as Language, file);
  if (problems.length) {
    console.error(`${path} was not imported (${problems.length} problems):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    return 1;
  }
  console.log(`wrote ${written.length} files of src-shared/catalogues/${language}/; run npm test to see them in place`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  process.exitCode = await main(process.argv.slice(2));
