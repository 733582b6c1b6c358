import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportCatalogue, importCatalogue } from './texts';

const root = mkdtempSync(join(tmpdir(), 'catalogues-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a translator’s JSON file', () => {
  // French, German (whose files share words between parts) and Arabic (six plural forms) stand for the rest.
  it.each(['fr', 'de', 'ar'] as const)(
    'round-trips the %s catalogue: exported, imported and exported again, every text is the same',
    async (language) => {
      const exported = await exportCatalogue(language);
      mkdirSync(join(root, language), { recursive: true });
      const { written, problems } = importCatalogue(language, JSON.parse(JSON.stringify(exported)), root);
      expect(problems).toEqual([]);
      expect(written).toHaveLength(Object.keys(exported).length);
      expect(await exportCatalogue(language, root)).toEqual(exported);
    },
    // Formatting runs the formatter once a file (nine), about a second alone, more on a busy machine.
    30_000,
  );

  it('that is not whole is refused with every problem, and nothing is written', async () => {
    const file = structuredClone(await exportCatalogue('fr')) as {
      assistant: { assistant: Record<string, string> };
      frame: Record<string, unknown>;
      cues: Record<string, string[]>;
    };
    file.assistant.assistant.foundNear_one = 'J’ai trouvé une piste :';
    delete file.frame.header;
    file.cues.nearMe = ['près de moi'];
    mkdirSync(join(root, 'broken'), { recursive: true });
    const { written, problems } = importCatalogue('fr', file, join(root, 'broken'));
    expect(written).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assistant: assistant\.foundNear_one: has no placeholders, English has .*\{\{km\}\}/),
        expect.stringMatching(/^frame: header\.\w+: missing/),
        'cues.nearMe: not a cue English has',
      ]),
    );
    expect(readdirSync(join(root, 'broken'))).toEqual([]);
  });

  it('is never written over English, the source', async () => {
    expect(importCatalogue('en', await exportCatalogue('en'), root).problems).toEqual([
      'English is the source: edit src-shared/catalogues/en/*.ts',
    ]);
  });
});
