// npm run import -- <file> [--dry-run] [--remote] [--mapping census.json] [--census NAME --column field=Column ...]
// npm run import -- --replace [--dry-run] [--remote]
// Imports running tracks from an Overpass API answer, an OSM GeoJSON file or a census CSV/JSON
// into the D1 database, or places every track of the database again (docs/data.md).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CENSUS_FIELDS, type CensusField, type CensusMapping } from './census';
import { closeLocalD1 } from './d1';
import { formatReport } from './report';
import { runImport, runReplace } from './run-import';

const USAGE = `Usage: npm run import -- <file> [--dry-run] [--remote | --persist-to DIR]
       npm run import -- --replace [--dry-run] [--remote | --persist-to DIR]
  Overpass JSON and OSM GeoJSON are recognised by their content.
  --replace places every track of the database again (the place names its source stated, else the estimate), without a file.
  Census CSV/JSON: --mapping mapping.json, or --census NAME --column id=COL --column lat=COL --column lng=COL [...]
  Census fields: ${CENSUS_FIELDS.join(', ')}`;

function censusMapping(values: { mapping?: string; census?: string; column?: string[] }): CensusMapping | undefined {
  if (values.mapping) return JSON.parse(readFileSync(values.mapping, 'utf8')) as CensusMapping;
  if (!values.census) return undefined;
  const columns: Partial<Record<CensusField, string>> = {};
  for (const pair of values.column ?? []) {
    const [field, column] = pair.split(/=(.*)/s);
    if (!field || !column) throw new Error(`--column takes field=Column, got "${pair}"`);
    columns[field as CensusField] = column;
  }
  return { name: values.census, columns };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      mapping: { type: 'string' },
      census: { type: 'string' },
      column: { type: 'string', multiple: true },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [file] = positionals;
  if (values.help || !file === !values.replace) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const started = Date.now();
  const target = { remote: values.remote, persistTo: values['persist-to'] };
  const plan = await (file
    ? runImport({ file, dryRun: values['dry-run'], target, census: censusMapping(values) })
    : runReplace({ dryRun: values['dry-run'], target }));
  console.log(formatReport(plan.report, values['dry-run']));
  const parts = plan.parts.length > 1 ? ` in ${plan.parts.length} parts` : '';
  console.log(
    `\n${plan.statements.length} SQL statements${parts} ${values['dry-run'] ? 'planned' : 'applied'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeLocalD1();
}
