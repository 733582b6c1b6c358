// The search relevance set's scoring (npm run relevance): what a query expects, whether an
// answer of GET /api/suggest gives it, and the lines the runner prints. Pure: no network, no
// files, so it is unit-tested (score.test.ts) and shared by scripts/relevance.ts and its CLI test.
import { SUPPORTED_LANGUAGES, type Language } from '../../src-shared/enums';

/** What a query tries; `kind-and-place`: words that say what is sought around a place or neighbourhood (issue 36). */
export const QUERY_KINDS = [
  'city',
  'region',
  'country',
  'neighbourhood',
  'nickname',
  'typo',
  'accent',
  'other-language',
  'track',
  'kind-and-place',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
export type Tab = 'area' | 'track';

/** One query of scripts/relevance/queries.json: what a person types and the result they mean. */
export interface RelevanceQuery {
  q: string;
  lang: Language;
  kind: QueryKind;
  /** The meant result: its tab and its label exactly as the app shows it. */
  expect: { tab: Tab; label: string };
  why: string;
}

/** The parts of a GET /api/suggest answer the score reads; didYouMean is absent on older servers. */
export interface SuggestAnswer {
  areas?: { items?: { label: string }[] };
  tracks?: { items?: { label: string }[] };
  didYouMean?: { label: string; kind?: string }[];
}

export interface Outcome {
  query: RelevanceQuery;
  pass: boolean;
  /** How it passed: the first item of its tab, or an item of "Did you mean". */
  via: 'first' | 'didYouMean' | null;
  /** What the runner saw first: the expected tab's first label, else the first "Did you mean", else null. */
  cameFirst: string | null;
  /** The request failed (not an answer): the reason. */
  error?: string;
}

/** The share of queries that must pass. */
export const GOAL = 0.95;

const tabItems = (answer: SuggestAnswer, tab: Tab) => (tab === 'area' ? answer.areas?.items : answer.tracks?.items) ?? [];

/**
 * Passes when the expected label is the first item of its tab, or is in "Did you mean" (as an
 * item of the same kind, when the server says the kind).
 */
export function judge(query: RelevanceQuery, answer: SuggestAnswer): Outcome {
  const { tab, label } = query.expect;
  const first = tabItems(answer, tab)[0]?.label ?? null;
  const didYouMean = answer.didYouMean ?? [];
  const cameFirst = first ?? didYouMean[0]?.label ?? null;
  if (first === label) return { query, pass: true, via: 'first', cameFirst };
  if (didYouMean.some((item) => item.label === label && (item.kind === undefined || item.kind === tab))) {
    return { query, pass: true, via: 'didYouMean', cameFirst };
  }
  return { query, pass: false, via: null, cameFirst };
}

/** A query whose request failed counts as failed. */
export function failedRequest(query: RelevanceQuery, error: string): Outcome {
  return { query, pass: false, via: null, cameFirst: null, error };
}

/** One line per failure: the query, what was expected and what came first. */
export function failureLine(outcome: Outcome): string {
  const { query } = outcome;
  const seen = outcome.error
    ? `error: ${outcome.error}`
    : `came first: ${outcome.cameFirst === null ? '(nothing)' : JSON.stringify(outcome.cameFirst)}`;
  return `FAIL [${query.lang} ${query.kind}] ${JSON.stringify(query.q)}: expected ${query.expect.tab} ${JSON.stringify(query.expect.label)}; ${seen}`;
}

export interface Summary {
  passed: number;
  total: number;
  /** passed / total, 0 for an empty set. */
  ratio: number;
  meetsGoal: boolean;
}

export function summarise(outcomes: readonly Outcome[], goal = GOAL): Summary {
  const passed = outcomes.filter((o) => o.pass).length;
  const total = outcomes.length;
  const ratio = total === 0 ? 0 : passed / total;
  return { passed, total, ratio, meetsGoal: total > 0 && ratio >= goal };
}

/** "relevance: N of M (P %)": the runner's last line. */
export function summaryLine(summary: Summary): string {
  return `relevance: ${summary.passed} of ${summary.total} (${(summary.ratio * 100).toFixed(1)} %)`;
}

/** Passed/total per value of a field (lang or kind), for the breakdown the runner prints. */
export function breakdown(outcomes: readonly Outcome[], by: 'lang' | 'kind'): { key: string; passed: number; total: number }[] {
  const groups = new Map<string, { passed: number; total: number }>();
  for (const o of outcomes) {
    const group = groups.get(o.query[by]) ?? { passed: 0, total: 0 };
    group.total += 1;
    if (o.pass) group.passed += 1;
    groups.set(o.query[by], group);
  }
  return [...groups].map(([key, g]) => ({ key, ...g }));
}

/** Checks the set's file: every query well formed, no query twice. Throws with every problem found. */
export function parseQueries(data: unknown): RelevanceQuery[] {
  if (!Array.isArray(data)) throw new Error('queries: expected an array');
  const problems: string[] = [];
  const seen = new Set<string>();
  data.forEach((raw: unknown, i) => {
    const where = `queries[${i}]`;
    const x = raw as Partial<RelevanceQuery> | null;
    if (!x || typeof x !== 'object') {
      problems.push(`${where}: not an object`);
      return;
    }
    if (typeof x.q !== 'string' || x.q.trim() === '') problems.push(`${where}: q must be a non-empty string`);
    else if (seen.has(x.q)) problems.push(`${where}: ${JSON.stringify(x.q)} is already in the set`);
    else seen.add(x.q);
    if (!SUPPORTED_LANGUAGES.includes(x.lang as Language)) problems.push(`${where}: lang must be one of ${SUPPORTED_LANGUAGES.join(', ')}`);
    if (!QUERY_KINDS.includes(x.kind as QueryKind)) problems.push(`${where}: kind must be one of ${QUERY_KINDS.join(', ')}`);
    if (!x.expect || (x.expect.tab !== 'area' && x.expect.tab !== 'track')) problems.push(`${where}: expect.tab must be "area" or "track"`);
    if (!x.expect || typeof x.expect.label !== 'string' || x.expect.label === '')
      problems.push(`${where}: expect.label must be a non-empty string`);
    if (typeof x.why !== 'string' || x.why === '') problems.push(`${where}: why must be a non-empty string`);
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return data as RelevanceQuery[];
}
