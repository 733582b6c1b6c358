// npm run relevance [-- --url http://127.0.0.1:8787 --queries FILE]: the search box's relevance
// set (issue 22). Asks GET /api/suggest for every query of scripts/relevance/queries.json (what
// people type, in the nine languages of the product) and counts a query as passed when the
// result it means is the first item of its tab or is offered in "Did you mean". Prints one line
// per failure, a breakdown by language and kind, and last `relevance: N of M (P %)`; exits 1 when
// fewer than 95 % pass. Read-only: it writes nothing, so any copy of the app will do.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  breakdown,
  failedRequest,
  failureLine,
  judge,
  parseQueries,
  summarise,
  summaryLine,
  type Outcome,
  type RelevanceQuery,
  type SuggestAnswer,
} from './relevance/score';

export const QUERIES_FILE = new URL('./relevance/queries.json', import.meta.url);

export function loadQueries(file: string | URL = QUERIES_FILE): RelevanceQuery[] {
  return parseQueries(JSON.parse(readFileSync(file, 'utf8')));
}

/** Requests in flight at once: the machine is shared, and wrangler dev answers one at a time anyway. */
const CONCURRENCY = 2;
const TIMEOUT_MS = 30_000;

async function ask(baseUrl: string, query: RelevanceQuery): Promise<Outcome> {
  const url = `${baseUrl.replace(/\/$/, '')}/api/suggest?q=${encodeURIComponent(query.q)}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return failedRequest(query, `HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
    return judge(query, (await response.json()) as SuggestAnswer);
  } catch (error) {
    return failedRequest(query, error instanceof Error ? error.message : String(error));
  }
}

/** Every query's outcome, in the set's order. */
export async function runRelevance(baseUrl: string, queries: readonly RelevanceQuery[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(queries.length);
  let next = 0;
  const worker = async () => {
    while (next < queries.length) {
      const i = next++;
      outcomes[i] = await ask(baseUrl, queries[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queries.length) }, worker));
  return outcomes;
}

/** The report's lines: failures, then the breakdowns, then the summary line last. */
export function reportLines(outcomes: readonly Outcome[]): string[] {
  const group = (by: 'lang' | 'kind') =>
    `by ${by}: ` +
    breakdown(outcomes, by)
      .map((g) => `${g.key} ${g.passed}/${g.total}`)
      .join(', ');
  return [...outcomes.filter((o) => !o.pass).map(failureLine), group('lang'), group('kind'), summaryLine(summarise(outcomes))];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:8787' }, queries: { type: 'string' } } });
  const queries = loadQueries(values.queries ? resolve(values.queries) : QUERIES_FILE);
  const outcomes = await runRelevance(values.url!, queries);
  for (const line of reportLines(outcomes)) console.log(line);
  if (!summarise(outcomes).meetsGoal) process.exitCode = 1;
}

// Run only as the command (npm run relevance), not when the CLI test imports runRelevance.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
