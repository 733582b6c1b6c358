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
  if (!options.dryRun && plan.statements.length > 0) executeStatements(options.target, plan.statements);
  return plan;
}
