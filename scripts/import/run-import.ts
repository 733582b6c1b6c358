// One import run: read the file and the database, plan, write (unless a dry run).
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';
import type { CensusMapping } from './census';
import { executeStatements, readDbState, type D1Target } from './d1';
import { planImport, planReplace, type ImportPlan } from './plan';
import { readSource } from './read-source';
import { COMMITTED_AREA_NAMES } from './area-names';
import type { ParsedSource } from './track-record';

export interface ApplyOptions {
  dryRun: boolean;
  target: D1Target;
  now?: Date;
}

export interface ImportOptions extends ApplyOptions {
  file: string;
  census?: CensusMapping;
}

/** Plans already-read tracks against the database and writes them (unless a dry run): shared by every import command. */
export async function applyImport(parsed: ParsedSource, options: ApplyOptions): Promise<ImportPlan> {
  const plan = planImport(
    parsed,
    await readDbState(options.target),
    adminGeography(loadAdminGeo()),
    (options.now ?? new Date()).toISOString(),
    undefined,
    COMMITTED_AREA_NAMES,
  );
  if (!options.dryRun) await applyParts(options.target, plan.parts);
  return plan;
}

export function runImport(options: ImportOptions): Promise<ImportPlan> {
  return applyImport(readSource(options.file, options.census), options);
}

/** Places every track of the database again (npm run import -- --replace) and writes what changes (unless a dry run). */
export async function runReplace(options: ApplyOptions): Promise<ImportPlan> {
  const plan = planReplace(
    await readDbState(options.target),
    adminGeography(loadAdminGeo()),
    (options.now ?? new Date()).toISOString(),
    undefined,
    COMMITTED_AREA_NAMES,
  );
  if (!options.dryRun) await applyParts(options.target, plan.parts);
  return plan;
}

/** Each part in its own transaction; a failed part is rolled back whole and says what stands. */
async function applyParts(target: D1Target, parts: readonly string[][]): Promise<void> {
  for (const [i, part] of parts.entries()) {
    try {
      await executeStatements(target, part);
    } catch (error) {
      if (i === 0) throw error;
      throw new Error(
        `${(error as Error).message}\nParts 1-${i} of ${parts.length} were written, each whole; part ${i + 1} was not. Run the import again to write the rest.`,
      );
    }
  }
}
