import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src-shared/enums';
import {
  breakdown,
  failedRequest,
  failureLine,
  judge,
  parseQueries,
  QUERY_KINDS,
  summarise,
  summaryLine,
  type RelevanceQuery,
} from './score';

const query = (over: Partial<RelevanceQuery> = {}): RelevanceQuery => ({
  q: 'sao paulo',
  lang: 'pt',
  kind: 'accent',
  expect: { tab: 'area', label: 'São Paulo, São Paulo' },
  why: 'the city',
  ...over,
});
const items = (...labels: string[]) => ({ total: labels.length, items: labels.map((label) => ({ label })) });

describe('judge', () => {
  it('passes when the expected label is the first item of its tab', () => {
    const outcome = judge(query(), {
      areas: items('São Paulo, São Paulo', 'São Paulo, Brazil'),
      tracks: items('Unnamed track - São Paulo'),
    });
    expect(outcome).toMatchObject({ pass: true, via: 'first', cameFirst: 'São Paulo, São Paulo' });
  });

  it('fails when the expected label is in its tab but not first, and says what came first', () => {
    const outcome = judge(query(), { areas: items('São Paulo, Brazil', 'São Paulo, São Paulo'), tracks: items() });
    expect(outcome).toMatchObject({ pass: false, via: null, cameFirst: 'São Paulo, Brazil' });
  });

  it('reads the tab the query expects, not the other one', () => {
    const track = query({ q: 'meadowbank', expect: { tab: 'track', label: 'Meadowbank Sports Centre - Edinburgh' } });
    expect(judge(track, { areas: items('Meadowbank Sports Centre - Edinburgh'), tracks: items() }).pass).toBe(false);
    expect(judge(track, { areas: items('Edinburgh, Scotland'), tracks: items('Meadowbank Sports Centre - Edinburgh') }).pass).toBe(true);
  });

  it('passes when "Did you mean" offers the expected label, anywhere in it', () => {
    const typo = query({ q: 'edinbrugh', kind: 'typo', expect: { tab: 'area', label: 'Edinburgh, Scotland' } });
    const answer = {
      areas: items(),
      tracks: items(),
      didYouMean: [
        { label: 'Meadowbank Sports Centre - Edinburgh', kind: 'track' },
        { label: 'Edinburgh, Scotland', kind: 'area' },
      ],
    };
    expect(judge(typo, answer)).toMatchObject({ pass: true, via: 'didYouMean', cameFirst: 'Meadowbank Sports Centre - Edinburgh' });
  });

  it('does not take a "Did you mean" item of the other kind', () => {
    const answer = { areas: items(), tracks: items(), didYouMean: [{ label: 'São Paulo, São Paulo', kind: 'track' }] };
    expect(judge(query(), answer).pass).toBe(false);
  });

  it('reads an answer without didYouMean (a server before issue 22) and empty tabs', () => {
    expect(judge(query(), { areas: items(), tracks: items() })).toMatchObject({ pass: false, cameFirst: null });
    expect(judge(query(), {})).toMatchObject({ pass: false, cameFirst: null });
  });

  it('compares labels exactly', () => {
    expect(judge(query(), { areas: items('Sao Paulo, Sao Paulo') }).pass).toBe(false);
  });
});

describe('the report', () => {
  it('prints a failure with the query, the expectation and what came first', () => {
    const outcome = judge(query(), { areas: items('São Paulo, Brazil') });
    expect(failureLine(outcome)).toBe(
      'FAIL [pt accent] "sao paulo": expected area "São Paulo, São Paulo"; came first: "São Paulo, Brazil"',
    );
    expect(failureLine(judge(query(), {}))).toContain('came first: (nothing)');
    expect(failureLine(failedRequest(query(), 'HTTP 500'))).toContain('error: HTTP 500');
  });

  it('counts and ends with "relevance: N of M" and the percentage', () => {
    const outcomes = [
      judge(query(), { areas: items('São Paulo, São Paulo') }),
      judge(query({ q: 'x' }), {}),
      judge(query({ q: 'y', lang: 'en' }), { areas: items('São Paulo, São Paulo') }),
    ];
    const summary = summarise(outcomes);
    expect(summary).toMatchObject({ passed: 2, total: 3, meetsGoal: false });
    expect(summaryLine(summary)).toBe('relevance: 2 of 3 (66.7 %)');
    expect(breakdown(outcomes, 'lang')).toEqual([
      { key: 'pt', passed: 1, total: 2 },
      { key: 'en', passed: 1, total: 1 },
    ]);
  });

  it('meets the goal at 95 % and not below; an empty set never does', () => {
    const pass = judge(query(), { areas: items('São Paulo, São Paulo') });
    const fail = judge(query(), {});
    expect(summarise([...Array(19).fill(pass), fail]).meetsGoal).toBe(true);
    expect(summarise([...Array(18).fill(pass), fail, fail]).meetsGoal).toBe(false);
    expect(summarise([])).toMatchObject({ passed: 0, total: 0, ratio: 0, meetsGoal: false });
    expect(summaryLine(summarise([]))).toBe('relevance: 0 of 0 (0.0 %)');
  });
});

describe('parseQueries', () => {
  it('accepts a well-formed set', () => {
    expect(parseQueries([query()])).toEqual([query()]);
  });

  it('names every problem: language, kind, tab, label, why, a query twice', () => {
    const bad = [
      query({ lang: 'it' as never }),
      query({ q: 'a', kind: 'street' as never }),
      { ...query({ q: 'b' }), expect: { tab: 'map', label: '' } },
      query({ q: 'c', why: '' }),
      query({ q: 'c' }),
    ];
    expect(() => parseQueries(bad)).toThrowError(
      /queries\[0\]: lang[\s\S]*queries\[1\]: kind[\s\S]*queries\[2\]: expect.tab[\s\S]*queries\[2\]: expect.label[\s\S]*queries\[3\]: why[\s\S]*queries\[4\]: "c" is already/,
    );
    expect(() => parseQueries({})).toThrowError('expected an array');
  });
});

describe('scripts/relevance/queries.json', () => {
  const queries = parseQueries(JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')));

  it('has at least 110 queries, in every language of the product and of every kind', () => {
    expect(queries.length).toBeGreaterThanOrEqual(110);
    expect(new Set(queries.map((q) => q.lang))).toEqual(new Set(SUPPORTED_LANGUAGES));
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(QUERY_KINDS));
  });

  it('labels areas as "Name, Parent" (or a country alone) and tracks as "Name - Area"', () => {
    for (const { expect: e } of queries) {
      if (e.tab === 'track') expect(e.label).toMatch(/ - /);
      else expect(e.label).not.toMatch(/ - /);
    }
  });
});
