// Figure 5: Lighthouse's mobile scores (its default: a mid-range phone on a slow 4G link,
// simulated) through its pinned CLI, with the system Chromium: performance (issue 9), and SEO,
// accessibility and best practices (issue 23), all four from one run, with the audits that
// cost the last three points, and the report's LCP and CLS. Lighthouse launches its own
// Chromium, so the caller must have closed the Playwright one (two at once on a 2-core machine
// would measure each other). Map tiles are blocked as in the Playwright runs: no internet here.
// The browser language is the Playwright runs' (LOCALE: the map opens on the sample's continent),
// the pages English (ENGLISH_COOKIE).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../import/d1';
import { CHROME_FLAGS, CHROMIUM, ENGLISH_COOKIE, LOCALE, TILE_PATTERN } from './browser';

const CLI = join(PROJECT_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const RUN_TIMEOUT_MS = 300_000;

/** The pages Lighthouse scores; the bench names the track and area page's addresses. */
export const LIGHTHOUSE_PAGES = ['/', '/search', 'track page', 'area page'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

export const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** 0–100 per category, null if Lighthouse could not score the page. */
  scores: Record<Category, number | null>;
  /** ms, simulated. */
  lcp: number | null;
  /** Cumulative layout shift as the report measured it. */
  cls: number | null;
  /** Audits that cost SEO, accessibility or best-practices points, as "category: audit id". */
  failing: string[];
  error?: string;
}

interface Report {
  categories?: Partial<Record<Category, { score: number | null; auditRefs?: { id: string; weight: number }[] }>>;
  audits?: Record<string, { numericValue?: number; score?: number | null }>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

const byCategory = (score: (category: Category) => number | null) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as LighthouseResult['scores'];

export async function lighthouse(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'track-atlas-bench-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      let stderr = '';
      const child = spawn(
        process.execPath,
        [
          CLI,
          url,
          '--quiet',
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${output}`,
          '--disable-full-page-screenshot',
          // --accept-lang sets navigator.language in headless Chromium (--lang does not).
          `--chrome-flags=${[...CHROME_FLAGS, `--accept-lang=${LOCALE}`].join(' ')}`,
          `--blocked-url-patterns=${TILE_PATTERN}`,
          `--extra-headers=${JSON.stringify({ Cookie: ENGLISH_COOKIE })}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, stderr });
      });
    });
    let report: Report;
    try {
      report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    } catch {
      return {
        scores: byCategory(() => null),
        lcp: null,
        cls: null,
        failing: [],
        error: `lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`,
      };
    }
    const audits = report.audits ?? {};
    const scores = byCategory((c) => {
      const score = report.categories?.[c]?.score;
      return score === null || score === undefined ? null : Math.round(score * 100);
    });
    const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (report.categories?.[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    );
    return {
      scores,
      lcp: audits['largest-contentful-paint']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      failing,
      error: report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : undefined,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
