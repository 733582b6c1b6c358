// One import run: read the file and the database, plan, write (unless a dry run).
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';
import type { CensusMapping } from './census';
import { executeStatements, readDbState, type D1Target } from './d1';
import { planImport, type ImportPlan } from './plan';
import { readSource } from './read-source';

export interface ImportOptions {
  file: string;
  dryRun: boolean;
  target: D1Target;
  census?: CensusMapping;
  now?: Date;
}

export function runImport(options: ImportOptions): ImportPlan {
  const parsed = readSource(options.file, options.census);
  const plan = planImport(parsed, readDbState(options.target), adminGeography(loadAdminGeo()), (options.now ?? new Date()).toISOString());
  if (!options.dryRun) applyParts(options.target, plan.parts);
  return plan;
}

/** Each part in its own transaction; a failed part is rolled back whole and says what stands. */
function applyParts(target: D1Target, parts: readonly string[][]): void {
  parts.forEach((part, i) => {
    try {
      executeStatements(target, part);
    } catch (error) {
      if (i === 0) throw error;
      throw new Error(`${(error as Error).message}\nParts 1-${i} of ${parts.length} were written, each whole; part ${i + 1} was not. Run the import again to write the rest.`);
    }
  });
}
